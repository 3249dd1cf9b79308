CREATE TYPE "public"."attendance_status" AS ENUM('present', 'absent', 'leave');--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" varchar(30) NOT NULL,
	"entity_id" integer NOT NULL,
	"document_type" varchar(30) NOT NULL,
	"title" varchar(200),
	"file_name" varchar(200) NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"size_bytes" integer NOT NULL,
	"university_id" integer,
	"campus_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "form_drafts" (
	"user_id" integer NOT NULL,
	"form" varchar(60) NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_drafts_user_id_form_pk" PRIMARY KEY("user_id","form")
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"code" varchar(30) PRIMARY KEY NOT NULL,
	"title" varchar(60) NOT NULL,
	"description" varchar(500),
	"status" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role" "user_role" NOT NULL,
	"permission" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "role_permissions_role_permission_pk" PRIMARY KEY("role","permission")
);
--> statement-breakpoint
CREATE TABLE "staff_attendance" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"campus_id" integer NOT NULL,
	"university_id" integer,
	"date" date NOT NULL,
	"status" "attendance_status" NOT NULL,
	"remarks" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "user_permissions" (
	"user_id" integer NOT NULL,
	"permission" varchar(40) NOT NULL,
	"granted" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "user_permissions_user_id_permission_pk" PRIMARY KEY("user_id","permission")
);
--> statement-breakpoint
ALTER TABLE "employees" ALTER COLUMN "employee_type" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "employee_code" varchar(30);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "name_nepali" varchar(200);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "gender" varchar(20) NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "citizenship_no" varchar(30);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "national_id_no" varchar(30);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "email" varchar(254);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "phone_number" varchar(10);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "ethnic_group_id" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "religion" varchar(20);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "has_disability" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "permanent_province_id" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "permanent_district_id" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "permanent_local_level" varchar(120);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "permanent_ward" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "temporary_address" varchar(300);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "workplace" varchar(20);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "staff_category" varchar(20);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "position_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "joining_type" varchar(20) NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "joining_date" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "faculty_id" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "department_id" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "section_id" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "qualification" varchar(20) NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "qualification_subject" varchar(150);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "qualification_institution" varchar(200);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "bank_name" varchar(100);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "bank_branch" varchar(100);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "bank_account_no" varchar(30);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "pan_no" varchar(9);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "status" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "employee_id" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_drafts" ADD CONSTRAINT "form_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_attendance" ADD CONSTRAINT "staff_attendance_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_attendance" ADD CONSTRAINT "staff_attendance_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_attendance" ADD CONSTRAINT "staff_attendance_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_permissions" ADD CONSTRAINT "user_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_entity_idx" ON "documents" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_attendance_employee_day_uq" ON "staff_attendance" USING btree ("employee_id","date");--> statement-breakpoint
CREATE INDEX "staff_attendance_campus_day_idx" ON "staff_attendance" USING btree ("campus_id","date");--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_ethnic_group_id_ethnic_groups_id_fk" FOREIGN KEY ("ethnic_group_id") REFERENCES "public"."ethnic_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_permanent_province_id_provinces_id_fk" FOREIGN KEY ("permanent_province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_permanent_district_id_districts_id_fk" FOREIGN KEY ("permanent_district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_position_id_employee_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."employee_positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_faculty_id_faculties_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_citizenship_no_uq" ON "employees" USING btree (lower(regexp_replace("citizenship_no", '\s+', ' ', 'g')),coalesce("university_id", 0),coalesce("campus_id", 0)) WHERE "employees"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_email_uq" ON "employees" USING btree (lower(regexp_replace("email", '\s+', ' ', 'g')),coalesce("university_id", 0),coalesce("campus_id", 0)) WHERE "employees"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "employees_position_idx" ON "employees" USING btree ("position_id");--> statement-breakpoint
DROP TYPE "public"."employee_type";