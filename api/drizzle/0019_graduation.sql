CREATE TABLE "graduation_setups" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer,
	"level_id" integer NOT NULL,
	"result_kind" varchar(20) NOT NULL,
	"thesis_required" boolean DEFAULT false NOT NULL,
	"receipt_required" boolean DEFAULT false NOT NULL,
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "graduations" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"student_name" varchar(300),
	"registration_no" varchar(40),
	"program_id" integer,
	"level_id" integer,
	"gender" varchar(20),
	"ethnic_group_id" integer,
	"fiscal_year_id" integer NOT NULL,
	"division" varchar(20),
	"cgpa" numeric(14, 2),
	"grade" varchar(10),
	"thesis_title" varchar(300),
	"receipt_id" integer,
	"graduation_date" date,
	"graduation_date_bs" varchar(10),
	"status" varchar(20),
	"approved_at" date,
	"approved_by" varchar(200),
	"approved_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
ALTER TABLE "graduation_setups" ADD CONSTRAINT "graduation_setups_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graduation_setups" ADD CONSTRAINT "graduation_setups_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graduation_setups" ADD CONSTRAINT "graduation_setups_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graduations" ADD CONSTRAINT "graduations_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graduations" ADD CONSTRAINT "graduations_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graduations" ADD CONSTRAINT "graduations_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graduations" ADD CONSTRAINT "graduations_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graduations" ADD CONSTRAINT "graduations_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graduations" ADD CONSTRAINT "graduations_ethnic_group_id_ethnic_groups_id_fk" FOREIGN KEY ("ethnic_group_id") REFERENCES "public"."ethnic_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graduations" ADD CONSTRAINT "graduations_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graduations" ADD CONSTRAINT "graduations_approved_by_id_users_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "graduation_setups_name_uq" ON "graduation_setups" USING btree (coalesce("university_id", 0),coalesce("campus_id", 0),"level_id") WHERE "graduation_setups"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "graduation_setups_university_idx" ON "graduation_setups" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "graduation_setups_campus_idx" ON "graduation_setups" USING btree ("campus_id");--> statement-breakpoint
CREATE UNIQUE INDEX "graduations_name_uq" ON "graduations" USING btree ("campus_id","student_id") WHERE "graduations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "graduations_university_idx" ON "graduations" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "graduations_year_status_idx" ON "graduations" USING btree ("fiscal_year_id","status");--> statement-breakpoint
-- The graduation setups and forms are kit lists (kept by the API processes): they tell them when
-- they change.
DO $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
    WHERE g.tgname = 'hemis_table_changed' AND c.relname = 'graduation_setups'
  ) THEN
    CREATE TRIGGER hemis_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
      ON graduation_setups FOR EACH STATEMENT EXECUTE FUNCTION hemis_table_changed();
  END IF;
  IF NOT EXISTS (
    SELECT 1 FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
    WHERE g.tgname = 'hemis_table_changed' AND c.relname = 'graduations'
  ) THEN
    CREATE TRIGGER hemis_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
      ON graduations FOR EACH STATEMENT EXECUTE FUNCTION hemis_table_changed();
  END IF;
END
$$;
