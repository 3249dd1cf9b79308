CREATE TABLE "batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer,
	"batch_name" varchar(100) NOT NULL,
	"batch_year" integer,
	"fiscal_year_id" integer,
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
CREATE TABLE "budget_setups" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer,
	"fiscal_year_id" integer NOT NULL,
	"head_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
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
CREATE TABLE "campus_type_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"university_id" integer,
	"campus_type" varchar(20) NOT NULL,
	"number_of_campuses" integer NOT NULL,
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "central_departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"department_name" varchar(150) NOT NULL,
	"faculty_id" integer,
	"code" varchar(30),
	"head_name" varchar(100),
	"phone" varchar(20),
	"email" varchar(254),
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
CREATE TABLE "college_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"approval_date" date,
	"approval_ref" varchar(60),
	"intake" integer,
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
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer,
	"faculty_id" integer,
	"department_name" varchar(150) NOT NULL,
	"code" varchar(30),
	"head_name" varchar(100),
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
CREATE TABLE "employee_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"position_name" varchar(100) NOT NULL,
	"short_name" varchar(30),
	"category" varchar(20) NOT NULL,
	"rank" integer,
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
CREATE TABLE "ethnic_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"nepali_name" varchar(100),
	"equity_category" varchar(20) NOT NULL,
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
CREATE TABLE "faculties" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer,
	"faculty_name" varchar(150) NOT NULL,
	"faculty_type" varchar(20) NOT NULL,
	"short_name" varchar(30) NOT NULL,
	"code" varchar(30),
	"alias" varchar(100),
	"detail" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "fiscal_years" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" varchar(7) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer,
	"holiday_name" varchar(150) NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"fiscal_year_id" integer,
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
CREATE TABLE "income_expenditure_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"head_id" integer NOT NULL,
	"entry_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"voucher_no" varchar(50),
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "income_expense_heads" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer,
	"head_name" varchar(150) NOT NULL,
	"head_type" varchar(20) NOT NULL,
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
CREATE TABLE "levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer,
	"level_name" varchar(100) NOT NULL,
	"short_name" varchar(30),
	"code" varchar(30) NOT NULL,
	"alias" varchar(100),
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
CREATE TABLE "major_subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer,
	"program_id" integer NOT NULL,
	"major_name" varchar(150) NOT NULL,
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
CREATE TABLE "programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer,
	"faculty_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"program_name" varchar(200) NOT NULL,
	"short_name" varchar(30) NOT NULL,
	"code" varchar(30),
	"program_type" varchar(20) NOT NULL,
	"duration" integer NOT NULL,
	"alias" varchar(100),
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
CREATE TABLE "sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer,
	"section_name" varchar(100) NOT NULL,
	"code" varchar(30),
	"head_name" varchar(100),
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
CREATE TABLE "student_age_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_name" varchar(50) NOT NULL,
	"min_age" integer,
	"max_age" integer,
	"sort_order" integer,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer,
	"program_id" integer NOT NULL,
	"subject_name" varchar(200) NOT NULL,
	"short_name" varchar(30) NOT NULL,
	"code" varchar(30) NOT NULL,
	"subject_type" varchar(20) NOT NULL,
	"semester" integer,
	"year" integer,
	"alias" varchar(100),
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "code" varchar(30);--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "established_year" integer;--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "ward" integer;--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "website" varchar(200);--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "chief_name" varchar(100);--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "chief_phone" varchar(20);--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "chief_email" varchar(254);--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "focal_person_name" varchar(100);--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "focal_person_phone" varchar(20);--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "focal_person_email" varchar(254);--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "status" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "category" varchar(20);--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "established_year" integer;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "phone" varchar(20);--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "email" varchar(254);--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "website" varchar(200);--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "status" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_setups" ADD CONSTRAINT "budget_setups_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_setups" ADD CONSTRAINT "budget_setups_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_setups" ADD CONSTRAINT "budget_setups_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_setups" ADD CONSTRAINT "budget_setups_head_id_income_expense_heads_id_fk" FOREIGN KEY ("head_id") REFERENCES "public"."income_expense_heads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campus_type_numbers" ADD CONSTRAINT "campus_type_numbers_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campus_type_numbers" ADD CONSTRAINT "campus_type_numbers_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "central_departments" ADD CONSTRAINT "central_departments_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "central_departments" ADD CONSTRAINT "central_departments_faculty_id_faculties_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_programs" ADD CONSTRAINT "college_programs_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_programs" ADD CONSTRAINT "college_programs_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_programs" ADD CONSTRAINT "college_programs_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_faculty_id_faculties_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faculties" ADD CONSTRAINT "faculties_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faculties" ADD CONSTRAINT "faculties_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_expenditure_entries" ADD CONSTRAINT "income_expenditure_entries_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_expenditure_entries" ADD CONSTRAINT "income_expenditure_entries_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_expenditure_entries" ADD CONSTRAINT "income_expenditure_entries_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_expenditure_entries" ADD CONSTRAINT "income_expenditure_entries_head_id_income_expense_heads_id_fk" FOREIGN KEY ("head_id") REFERENCES "public"."income_expense_heads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_expense_heads" ADD CONSTRAINT "income_expense_heads_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_expense_heads" ADD CONSTRAINT "income_expense_heads_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "levels" ADD CONSTRAINT "levels_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "levels" ADD CONSTRAINT "levels_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "major_subjects" ADD CONSTRAINT "major_subjects_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "major_subjects" ADD CONSTRAINT "major_subjects_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "major_subjects" ADD CONSTRAINT "major_subjects_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_faculty_id_faculties_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "batches_name_uq" ON "batches" USING btree (coalesce("university_id", 0),coalesce("campus_id", 0),lower(regexp_replace("batch_name", '\s+', ' ', 'g'))) WHERE "batches"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "batches_university_idx" ON "batches" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "batches_campus_idx" ON "batches" USING btree ("campus_id");--> statement-breakpoint
CREATE UNIQUE INDEX "budget_setups_head_uq" ON "budget_setups" USING btree (coalesce("university_id", 0),coalesce("campus_id", 0),"fiscal_year_id","head_id") WHERE "budget_setups"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "budget_setups_university_idx" ON "budget_setups" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "budget_setups_campus_idx" ON "budget_setups" USING btree ("campus_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campus_type_numbers_uq" ON "campus_type_numbers" USING btree ("fiscal_year_id",coalesce("university_id", 0),"campus_type") WHERE "campus_type_numbers"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "central_departments_name_uq" ON "central_departments" USING btree (coalesce("university_id", 0),lower(regexp_replace("department_name", '\s+', ' ', 'g'))) WHERE "central_departments"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "college_programs_program_uq" ON "college_programs" USING btree ("campus_id","program_id") WHERE "college_programs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "college_programs_university_idx" ON "college_programs" USING btree ("university_id");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_name_uq" ON "departments" USING btree (coalesce("university_id", 0),coalesce("campus_id", 0),lower(regexp_replace("department_name", '\s+', ' ', 'g'))) WHERE "departments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "departments_university_idx" ON "departments" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "departments_campus_idx" ON "departments" USING btree ("campus_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_positions_name_uq" ON "employee_positions" USING btree (lower(regexp_replace("position_name", '\s+', ' ', 'g'))) WHERE "employee_positions"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "ethnic_groups_name_uq" ON "ethnic_groups" USING btree (lower(regexp_replace("name", '\s+', ' ', 'g'))) WHERE "ethnic_groups"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "faculties_name_uq" ON "faculties" USING btree (coalesce("university_id", 0),coalesce("campus_id", 0),lower(regexp_replace("faculty_name", '\s+', ' ', 'g'))) WHERE "faculties"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "faculties_university_idx" ON "faculties" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "faculties_campus_idx" ON "faculties" USING btree ("campus_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_years_label_uq" ON "fiscal_years" USING btree (lower(regexp_replace("label", '\s+', ' ', 'g'))) WHERE "fiscal_years"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_years_active_uq" ON "fiscal_years" USING btree ("is_active") WHERE "fiscal_years"."is_active" and "fiscal_years"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_name_uq" ON "holidays" USING btree (coalesce("university_id", 0),coalesce("campus_id", 0),lower(regexp_replace("holiday_name", '\s+', ' ', 'g')),"from_date") WHERE "holidays"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "holidays_university_idx" ON "holidays" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "holidays_campus_idx" ON "holidays" USING btree ("campus_id");--> statement-breakpoint
CREATE INDEX "income_expenditure_entries_campus_idx" ON "income_expenditure_entries" USING btree ("campus_id","fiscal_year_id");--> statement-breakpoint
CREATE INDEX "income_expenditure_entries_university_idx" ON "income_expenditure_entries" USING btree ("university_id");--> statement-breakpoint
CREATE UNIQUE INDEX "income_expense_heads_name_uq" ON "income_expense_heads" USING btree (coalesce("university_id", 0),coalesce("campus_id", 0),lower(regexp_replace("head_name", '\s+', ' ', 'g'))) WHERE "income_expense_heads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "income_expense_heads_university_idx" ON "income_expense_heads" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "income_expense_heads_campus_idx" ON "income_expense_heads" USING btree ("campus_id");--> statement-breakpoint
CREATE UNIQUE INDEX "levels_name_uq" ON "levels" USING btree (coalesce("university_id", 0),coalesce("campus_id", 0),lower(regexp_replace("level_name", '\s+', ' ', 'g'))) WHERE "levels"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "levels_university_idx" ON "levels" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "levels_campus_idx" ON "levels" USING btree ("campus_id");--> statement-breakpoint
CREATE UNIQUE INDEX "major_subjects_name_uq" ON "major_subjects" USING btree (coalesce("university_id", 0),coalesce("campus_id", 0),"program_id",lower(regexp_replace("major_name", '\s+', ' ', 'g'))) WHERE "major_subjects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "major_subjects_university_idx" ON "major_subjects" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "major_subjects_campus_idx" ON "major_subjects" USING btree ("campus_id");--> statement-breakpoint
CREATE UNIQUE INDEX "programs_name_uq" ON "programs" USING btree (coalesce("university_id", 0),coalesce("campus_id", 0),lower(regexp_replace("program_name", '\s+', ' ', 'g'))) WHERE "programs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "programs_university_idx" ON "programs" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "programs_campus_idx" ON "programs" USING btree ("campus_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sections_name_uq" ON "sections" USING btree (coalesce("university_id", 0),coalesce("campus_id", 0),lower(regexp_replace("section_name", '\s+', ' ', 'g'))) WHERE "sections"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sections_university_idx" ON "sections" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "sections_campus_idx" ON "sections" USING btree ("campus_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_age_groups_name_uq" ON "student_age_groups" USING btree (lower(regexp_replace("group_name", '\s+', ' ', 'g'))) WHERE "student_age_groups"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "subjects_code_uq" ON "subjects" USING btree (coalesce("university_id", 0),coalesce("campus_id", 0),"program_id",lower(regexp_replace("code", '\s+', ' ', 'g'))) WHERE "subjects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "subjects_program_idx" ON "subjects" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "subjects_university_idx" ON "subjects" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "subjects_campus_idx" ON "subjects" USING btree ("campus_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campuses_name_uq" ON "campuses" USING btree (coalesce("university_id", 0),lower(regexp_replace("campus_name", '\s+', ' ', 'g'))) WHERE "campuses"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "universities_name_uq" ON "universities" USING btree (lower(regexp_replace("name", '\s+', ' ', 'g'))) WHERE "universities"."deleted_at" is null;