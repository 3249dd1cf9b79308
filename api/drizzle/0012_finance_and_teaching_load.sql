CREATE TABLE "budget_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer NOT NULL,
	"campus_id" integer,
	"fiscal_year_id" integer NOT NULL,
	"budget_nature" varchar(20) NOT NULL,
	"purpose" varchar(150) NOT NULL,
	"allocated" numeric(14, 2) NOT NULL,
	"released" numeric(14, 2),
	"spent_reported" numeric(14, 2),
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "teaching_loads" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"year" integer,
	"semester" integer,
	"section" varchar(10),
	"periods_per_week" integer NOT NULL,
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
ALTER TABLE "employee_positions" ADD COLUMN "full_load" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "full_name" text GENERATED ALWAYS AS (first_name || ' ' || coalesce(nullif(middle_name, '') || ' ', '') || last_name) STORED;--> statement-breakpoint
ALTER TABLE "income_expense_heads" ADD COLUMN "income_source" varchar(20);--> statement-breakpoint
ALTER TABLE "income_expense_heads" ADD COLUMN "budget_nature" varchar(20);--> statement-breakpoint
ALTER TABLE "budget_grants" ADD CONSTRAINT "budget_grants_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_grants" ADD CONSTRAINT "budget_grants_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_grants" ADD CONSTRAINT "budget_grants_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_loads" ADD CONSTRAINT "teaching_loads_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_loads" ADD CONSTRAINT "teaching_loads_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_loads" ADD CONSTRAINT "teaching_loads_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_loads" ADD CONSTRAINT "teaching_loads_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_loads" ADD CONSTRAINT "teaching_loads_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "budget_grants_purpose_uq" ON "budget_grants" USING btree (coalesce("university_id", 0),coalesce("campus_id", 0),"fiscal_year_id",lower(regexp_replace("purpose", '\s+', ' ', 'g'))) WHERE "budget_grants"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "budget_grants_university_idx" ON "budget_grants" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "budget_grants_campus_idx" ON "budget_grants" USING btree ("campus_id");--> statement-breakpoint
CREATE INDEX "budget_grants_fiscal_year_idx" ON "budget_grants" USING btree ("fiscal_year_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_loads_class_uq" ON "teaching_loads" USING btree ("campus_id","fiscal_year_id","employee_id","subject_id",lower(regexp_replace("section", '\s+', ' ', 'g'))) WHERE "teaching_loads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "teaching_loads_university_idx" ON "teaching_loads" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "teaching_loads_campus_year_idx" ON "teaching_loads" USING btree ("campus_id","fiscal_year_id");--> statement-breakpoint
CREATE INDEX "teaching_loads_employee_idx" ON "teaching_loads" USING btree ("employee_id");