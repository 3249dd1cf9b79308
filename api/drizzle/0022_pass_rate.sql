CREATE TABLE "board_exam_sittings" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"sitting_name" varchar(300),
	"campus_id" integer NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"level_id" integer,
	"year_or_semester" integer NOT NULL,
	"exam_date" date,
	"exam_date_bs" varchar(10),
	"entry_kind" varchar(20) NOT NULL,
	"appeared_male" integer,
	"appeared_female" integer,
	"appeared_other" integer,
	"passed_male" integer,
	"passed_female" integer,
	"passed_other" integer,
	"appeared" integer,
	"passed" integer,
	"pass_rate" numeric(14, 2),
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "board_exam_students" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer NOT NULL,
	"sitting_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"student_name" varchar(300),
	"registration_no" varchar(40),
	"gender" varchar(20),
	"program_id" integer,
	"fiscal_year_id" integer,
	"symbol_no" varchar(30) NOT NULL,
	"attendance" varchar(20) NOT NULL,
	"result" varchar(20),
	"division" varchar(20),
	"gpa" numeric(14, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
ALTER TABLE "board_exam_sittings" ADD CONSTRAINT "board_exam_sittings_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_exam_sittings" ADD CONSTRAINT "board_exam_sittings_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_exam_sittings" ADD CONSTRAINT "board_exam_sittings_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_exam_sittings" ADD CONSTRAINT "board_exam_sittings_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_exam_sittings" ADD CONSTRAINT "board_exam_sittings_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_exam_students" ADD CONSTRAINT "board_exam_students_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_exam_students" ADD CONSTRAINT "board_exam_students_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_exam_students" ADD CONSTRAINT "board_exam_students_sitting_id_board_exam_sittings_id_fk" FOREIGN KEY ("sitting_id") REFERENCES "public"."board_exam_sittings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_exam_students" ADD CONSTRAINT "board_exam_students_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_exam_students" ADD CONSTRAINT "board_exam_students_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_exam_students" ADD CONSTRAINT "board_exam_students_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "board_exam_sittings_name_uq" ON "board_exam_sittings" USING btree ("campus_id","fiscal_year_id","program_id","year_or_semester") WHERE "board_exam_sittings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "board_exam_sittings_university_idx" ON "board_exam_sittings" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "board_exam_sittings_year_idx" ON "board_exam_sittings" USING btree ("fiscal_year_id","program_id");--> statement-breakpoint
CREATE UNIQUE INDEX "board_exam_students_name_uq" ON "board_exam_students" USING btree ("campus_id","sitting_id","student_id") WHERE "board_exam_students"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "board_exam_students_university_idx" ON "board_exam_students" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "board_exam_students_student_idx" ON "board_exam_students" USING btree ("student_id");--> statement-breakpoint
-- A kit list kept by the API processes: the table tells them when it changes.
DO $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
    WHERE g.tgname = 'hemis_table_changed' AND c.relname = 'board_exam_sittings'
  ) THEN
    CREATE TRIGGER hemis_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON board_exam_sittings
      FOR EACH STATEMENT EXECUTE FUNCTION hemis_table_changed();
  END IF;
END
$$;
--> statement-breakpoint
-- A kit list kept by the API processes: the table tells them when it changes.
DO $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
    WHERE g.tgname = 'hemis_table_changed' AND c.relname = 'board_exam_students'
  ) THEN
    CREATE TRIGGER hemis_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON board_exam_students
      FOR EACH STATEMENT EXECUTE FUNCTION hemis_table_changed();
  END IF;
END
$$;
