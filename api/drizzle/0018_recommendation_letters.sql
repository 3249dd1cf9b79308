CREATE TABLE "recommendation_letters" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"reference_no" varchar(40),
	"kind" varchar(20) NOT NULL,
	"issued_date" date,
	"issued_date_bs" varchar(10),
	"fiscal_year_id" integer,
	"student_name" varchar(300),
	"registration_no" varchar(40),
	"program_id" integer,
	"addressed_to" varchar(300),
	"destination" varchar(300),
	"remarks" text,
	"serial_no" integer NOT NULL,
	"verify_token" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
ALTER TABLE "recommendation_letters" ADD CONSTRAINT "recommendation_letters_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_letters" ADD CONSTRAINT "recommendation_letters_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_letters" ADD CONSTRAINT "recommendation_letters_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_letters" ADD CONSTRAINT "recommendation_letters_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_letters" ADD CONSTRAINT "recommendation_letters_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recommendation_letters_university_idx" ON "recommendation_letters" USING btree ("university_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recommendation_letters_token_uq" ON "recommendation_letters" USING btree ("verify_token");--> statement-breakpoint
CREATE INDEX "recommendation_letters_student_idx" ON "recommendation_letters" USING btree ("student_id");--> statement-breakpoint
-- Recommendation letters are a kit list (kept by the API processes): it tells them when it changes.
DO $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
    WHERE g.tgname = 'hemis_table_changed' AND c.relname = 'recommendation_letters'
  ) THEN
    CREATE TRIGGER hemis_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON recommendation_letters
      FOR EACH STATEMENT EXECUTE FUNCTION hemis_table_changed();
  END IF;
END
$$;
