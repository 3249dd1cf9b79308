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
CREATE TABLE "exam_candidates" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer NOT NULL,
	"exam_id" integer,
	"exam_class_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"symbol_no" varchar(40),
	"student_name" varchar(300),
	"registration_no" varchar(40),
	"attendance_percent" integer,
	"attendance_flag" varchar(20),
	"verify_token" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "exam_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer NOT NULL,
	"exam_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"year_or_semester" integer NOT NULL,
	"class_name" varchar(200),
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "exam_marks" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"theory" numeric(6, 2),
	"practical" numeric(6, 2),
	"theory_absent" boolean DEFAULT false NOT NULL,
	"practical_absent" boolean DEFAULT false NOT NULL,
	"saved_by" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"exam_id" integer NOT NULL,
	"exam_class_id" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"obtained" numeric(8, 2) NOT NULL,
	"full_marks" numeric(8, 2) NOT NULL,
	"percentage" numeric(5, 2) NOT NULL,
	"sgpa" numeric(3, 2),
	"division" varchar(40),
	"credit_hours" numeric(6, 2) DEFAULT 0 NOT NULL,
	"grade_points" numeric(10, 4) DEFAULT 0 NOT NULL,
	"rank" integer,
	"subjects" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_routines" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer NOT NULL,
	"exam_id" integer,
	"exam_class_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"exam_date" date,
	"exam_date_bs" varchar(10),
	"start_time" varchar(5) NOT NULL,
	"end_time" varchar(5) NOT NULL,
	"room" varchar(60),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "exam_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer,
	"exam_type_name" varchar(120) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"code" varchar(30),
	"remarks" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer NOT NULL,
	"exam_name" varchar(150) NOT NULL,
	"exam_type_id" integer NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"start_date" date,
	"start_date_bs" varchar(10),
	"end_date" date,
	"end_date_bs" varchar(10),
	"results_published_at" varchar(40),
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "grading_schemes" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer,
	"level_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"pass_percentage" numeric(14, 2) NOT NULL,
	"bands" text NOT NULL,
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "credit_hours" integer;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "theory_full_marks" integer;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "theory_pass_marks" integer;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "practical_full_marks" integer;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "practical_pass_marks" integer;--> statement-breakpoint
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
ALTER TABLE "exam_candidates" ADD CONSTRAINT "exam_candidates_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_candidates" ADD CONSTRAINT "exam_candidates_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_candidates" ADD CONSTRAINT "exam_candidates_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_candidates" ADD CONSTRAINT "exam_candidates_exam_class_id_exam_classes_id_fk" FOREIGN KEY ("exam_class_id") REFERENCES "public"."exam_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_candidates" ADD CONSTRAINT "exam_candidates_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_classes" ADD CONSTRAINT "exam_classes_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_classes" ADD CONSTRAINT "exam_classes_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_classes" ADD CONSTRAINT "exam_classes_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_classes" ADD CONSTRAINT "exam_classes_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_classes" ADD CONSTRAINT "exam_classes_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_marks" ADD CONSTRAINT "exam_marks_candidate_id_exam_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."exam_candidates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_marks" ADD CONSTRAINT "exam_marks_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_marks" ADD CONSTRAINT "exam_marks_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_candidate_id_exam_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."exam_candidates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_exam_class_id_exam_classes_id_fk" FOREIGN KEY ("exam_class_id") REFERENCES "public"."exam_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_routines" ADD CONSTRAINT "exam_routines_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_routines" ADD CONSTRAINT "exam_routines_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_routines" ADD CONSTRAINT "exam_routines_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_routines" ADD CONSTRAINT "exam_routines_exam_class_id_exam_classes_id_fk" FOREIGN KEY ("exam_class_id") REFERENCES "public"."exam_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_routines" ADD CONSTRAINT "exam_routines_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_types" ADD CONSTRAINT "exam_types_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_types" ADD CONSTRAINT "exam_types_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_exam_type_id_exam_types_id_fk" FOREIGN KEY ("exam_type_id") REFERENCES "public"."exam_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_schemes" ADD CONSTRAINT "grading_schemes_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_schemes" ADD CONSTRAINT "grading_schemes_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_schemes" ADD CONSTRAINT "grading_schemes_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "board_exam_sittings_name_uq" ON "board_exam_sittings" USING btree ("campus_id","fiscal_year_id","program_id","year_or_semester") WHERE "board_exam_sittings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "board_exam_sittings_university_idx" ON "board_exam_sittings" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "board_exam_sittings_year_idx" ON "board_exam_sittings" USING btree ("fiscal_year_id","program_id");--> statement-breakpoint
CREATE UNIQUE INDEX "board_exam_students_name_uq" ON "board_exam_students" USING btree ("campus_id","sitting_id","student_id") WHERE "board_exam_students"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "board_exam_students_university_idx" ON "board_exam_students" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "board_exam_students_student_idx" ON "board_exam_students" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_candidates_name_uq" ON "exam_candidates" USING btree ("campus_id",coalesce("exam_id", 0),"student_id") WHERE "exam_candidates"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_candidates_symbol_no_uq" ON "exam_candidates" USING btree (lower(regexp_replace("symbol_no", '\s+', ' ', 'g')),"campus_id") WHERE "exam_candidates"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "exam_candidates_university_idx" ON "exam_candidates" USING btree ("university_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_candidates_token_uq" ON "exam_candidates" USING btree ("verify_token");--> statement-breakpoint
CREATE INDEX "exam_candidates_class_idx" ON "exam_candidates" USING btree ("exam_class_id");--> statement-breakpoint
CREATE INDEX "exam_candidates_student_idx" ON "exam_candidates" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_classes_name_uq" ON "exam_classes" USING btree ("campus_id","exam_id","program_id","batch_id","year_or_semester") WHERE "exam_classes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "exam_classes_university_idx" ON "exam_classes" USING btree ("university_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_marks_candidate_subject_uq" ON "exam_marks" USING btree ("candidate_id","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_results_candidate_uq" ON "exam_results" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "exam_results_class_idx" ON "exam_results" USING btree ("exam_class_id");--> statement-breakpoint
CREATE INDEX "exam_results_exam_idx" ON "exam_results" USING btree ("exam_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_routines_name_uq" ON "exam_routines" USING btree ("campus_id","exam_class_id","subject_id") WHERE "exam_routines"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "exam_routines_university_idx" ON "exam_routines" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "exam_routines_day_idx" ON "exam_routines" USING btree ("campus_id","exam_date");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_types_name_uq" ON "exam_types" USING btree (coalesce("university_id", 0),coalesce("campus_id", 0),lower(regexp_replace("exam_type_name", '\s+', ' ', 'g'))) WHERE "exam_types"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "exam_types_university_idx" ON "exam_types" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "exam_types_campus_idx" ON "exam_types" USING btree ("campus_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exams_name_uq" ON "exams" USING btree ("campus_id",lower(regexp_replace("exam_name", '\s+', ' ', 'g')),"fiscal_year_id") WHERE "exams"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "exams_university_idx" ON "exams" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "exams_year_idx" ON "exams" USING btree ("campus_id","fiscal_year_id");--> statement-breakpoint
CREATE UNIQUE INDEX "grading_schemes_name_uq" ON "grading_schemes" USING btree (coalesce("university_id", 0),coalesce("campus_id", 0),"level_id","kind") WHERE "grading_schemes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "grading_schemes_university_idx" ON "grading_schemes" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "grading_schemes_campus_idx" ON "grading_schemes" USING btree ("campus_id");--> statement-breakpoint
-- The exam and pass-rate tables are kit lists (kept by the API processes): they tell them when they change.
DO $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
    WHERE g.tgname = 'hemis_table_changed' AND c.relname = 'grading_schemes'
  ) THEN
    CREATE TRIGGER hemis_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
      ON grading_schemes FOR EACH STATEMENT EXECUTE FUNCTION hemis_table_changed();
  END IF;
  IF NOT EXISTS (
    SELECT 1 FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
    WHERE g.tgname = 'hemis_table_changed' AND c.relname = 'exam_types'
  ) THEN
    CREATE TRIGGER hemis_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
      ON exam_types FOR EACH STATEMENT EXECUTE FUNCTION hemis_table_changed();
  END IF;
  IF NOT EXISTS (
    SELECT 1 FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
    WHERE g.tgname = 'hemis_table_changed' AND c.relname = 'exams'
  ) THEN
    CREATE TRIGGER hemis_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
      ON exams FOR EACH STATEMENT EXECUTE FUNCTION hemis_table_changed();
  END IF;
  IF NOT EXISTS (
    SELECT 1 FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
    WHERE g.tgname = 'hemis_table_changed' AND c.relname = 'exam_classes'
  ) THEN
    CREATE TRIGGER hemis_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
      ON exam_classes FOR EACH STATEMENT EXECUTE FUNCTION hemis_table_changed();
  END IF;
  IF NOT EXISTS (
    SELECT 1 FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
    WHERE g.tgname = 'hemis_table_changed' AND c.relname = 'exam_routines'
  ) THEN
    CREATE TRIGGER hemis_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
      ON exam_routines FOR EACH STATEMENT EXECUTE FUNCTION hemis_table_changed();
  END IF;
  IF NOT EXISTS (
    SELECT 1 FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
    WHERE g.tgname = 'hemis_table_changed' AND c.relname = 'exam_candidates'
  ) THEN
    CREATE TRIGGER hemis_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
      ON exam_candidates FOR EACH STATEMENT EXECUTE FUNCTION hemis_table_changed();
  END IF;
  IF NOT EXISTS (
    SELECT 1 FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
    WHERE g.tgname = 'hemis_table_changed' AND c.relname = 'board_exam_sittings'
  ) THEN
    CREATE TRIGGER hemis_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
      ON board_exam_sittings FOR EACH STATEMENT EXECUTE FUNCTION hemis_table_changed();
  END IF;
  IF NOT EXISTS (
    SELECT 1 FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
    WHERE g.tgname = 'hemis_table_changed' AND c.relname = 'board_exam_students'
  ) THEN
    CREATE TRIGGER hemis_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
      ON board_exam_students FOR EACH STATEMENT EXECUTE FUNCTION hemis_table_changed();
  END IF;
END
$$;
