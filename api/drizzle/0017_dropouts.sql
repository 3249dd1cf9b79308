CREATE TABLE "dropouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"student_name" varchar(300),
	"registration_no" varchar(40),
	"program_id" integer,
	"level_id" integer,
	"gender" varchar(20),
	"dropout_date" date,
	"dropout_date_bs" varchar(10),
	"fiscal_year_id" integer,
	"reason" varchar(20) NOT NULL,
	"last_year_or_semester" integer,
	"remarks" text,
	"previous_status" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
ALTER TABLE "dropouts" ADD CONSTRAINT "dropouts_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dropouts" ADD CONSTRAINT "dropouts_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dropouts" ADD CONSTRAINT "dropouts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dropouts" ADD CONSTRAINT "dropouts_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dropouts" ADD CONSTRAINT "dropouts_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dropouts" ADD CONSTRAINT "dropouts_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dropouts_name_uq" ON "dropouts" USING btree ("campus_id","student_id") WHERE "dropouts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "dropouts_university_idx" ON "dropouts" USING btree ("university_id");--> statement-breakpoint
-- The dropout list is a kit list (kept by the API processes): it tells them when it changes.
DO $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
    WHERE g.tgname = 'hemis_table_changed' AND c.relname = 'dropouts'
  ) THEN
    CREATE TRIGGER hemis_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dropouts
      FOR EACH STATEMENT EXECUTE FUNCTION hemis_table_changed();
  END IF;
END
$$;
