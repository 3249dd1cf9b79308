CREATE TABLE "character_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer NOT NULL,
	"student_id" integer,
	"old_format" boolean DEFAULT false NOT NULL,
	"student_name" varchar(300),
	"registration_no" varchar(40),
	"father_name" varchar(150),
	"mother_name" varchar(150),
	"program_name" varchar(200),
	"level_id" integer,
	"study_from_year" integer,
	"study_to_year" integer,
	"date_of_birth_bs" varchar(10),
	"purpose" varchar(300) NOT NULL,
	"conduct_remark" text,
	"status" varchar(20),
	"certificate_no" integer,
	"fiscal_year_id" integer,
	"issued_at" date,
	"issued_by" varchar(200),
	"rejection_reason" varchar(500),
	"replaces_id" integer,
	"replaced_by_id" integer,
	"verify_token" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
ALTER TABLE "character_certificates" ADD CONSTRAINT "character_certificates_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "character_certificates" ADD CONSTRAINT "character_certificates_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "character_certificates" ADD CONSTRAINT "character_certificates_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "character_certificates" ADD CONSTRAINT "character_certificates_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "character_certificates" ADD CONSTRAINT "character_certificates_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "character_certificates_university_idx" ON "character_certificates" USING btree ("university_id");--> statement-breakpoint
CREATE UNIQUE INDEX "character_certificates_token_uq" ON "character_certificates" USING btree ("verify_token");--> statement-breakpoint
CREATE INDEX "character_certificates_student_idx" ON "character_certificates" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "character_certificates_waiting_uq" ON "character_certificates" USING btree ("student_id") WHERE "character_certificates"."status" = 'applied' and "character_certificates"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "character_certificates_number_uq" ON "character_certificates" USING btree ("campus_id","fiscal_year_id","certificate_no") WHERE "character_certificates"."certificate_no" is not null;--> statement-breakpoint
-- The certificate list is a kit list (kept by the API processes): it tells them when it changes.
DO $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
    WHERE g.tgname = 'hemis_table_changed' AND c.relname = 'character_certificates'
  ) THEN
    CREATE TRIGGER hemis_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON character_certificates
      FOR EACH STATEMENT EXECUTE FUNCTION hemis_table_changed();
  END IF;
END
$$;
