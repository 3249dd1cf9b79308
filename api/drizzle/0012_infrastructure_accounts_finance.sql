CREATE TYPE "public"."voucher_status" AS ENUM('draft', 'checked', 'approved', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."voucher_type" AS ENUM('journal', 'payment', 'receipt', 'contra');--> statement-breakpoint
CREATE TABLE "account_ledgers" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer,
	"sub_group_id" integer NOT NULL,
	"ledger_name" varchar(150) NOT NULL,
	"code" varchar(30),
	"cash_or_bank" boolean DEFAULT false NOT NULL,
	"head_id" integer,
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
CREATE TABLE "account_sub_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer,
	"group_type" varchar(20) NOT NULL,
	"sub_group_name" varchar(150) NOT NULL,
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
CREATE TABLE "account_sub_ledgers" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer,
	"ledger_id" integer NOT NULL,
	"sub_ledger_name" varchar(150) NOT NULL,
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
CREATE TABLE "buildings" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer NOT NULL,
	"building_name" varchar(150) NOT NULL,
	"floors" integer NOT NULL,
	"classrooms" integer,
	"lab_rooms" integer,
	"offices" integer,
	"library_rooms" integer,
	"toilets_male" integer,
	"toilets_female" integer,
	"toilets_accessible" integer,
	"plinth_area_sqm" numeric(14, 2),
	"year_built_bs" integer,
	"structure" varchar(20) NOT NULL,
	"condition" varchar(20) NOT NULL,
	"funding_source" varchar(20),
	"has_ramp" boolean DEFAULT false NOT NULL,
	"has_lift" boolean DEFAULT false NOT NULL,
	"has_accessible_toilet" boolean DEFAULT false NOT NULL,
	"has_handrails" boolean DEFAULT false NOT NULL,
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "equipment" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer NOT NULL,
	"item_name" varchar(150) NOT NULL,
	"quantity" integer NOT NULL,
	"value_npr" numeric(14, 2),
	"condition" varchar(20) NOT NULL,
	"location" varchar(150),
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "facilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer NOT NULL,
	"facility" varchar(20) NOT NULL,
	"other_facility" varchar(150),
	"facility_status" varchar(20) NOT NULL,
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "hostels" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer NOT NULL,
	"hostel_name" varchar(150) NOT NULL,
	"hostel_for" varchar(20) NOT NULL,
	"capacity" integer NOT NULL,
	"occupied" integer,
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "labs" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer NOT NULL,
	"lab_name" varchar(150) NOT NULL,
	"subject" varchar(150) NOT NULL,
	"capacity" integer NOT NULL,
	"equipment_list" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "lands" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer NOT NULL,
	"kitta_no" varchar(50) NOT NULL,
	"land_ownership" varchar(20) NOT NULL,
	"location_province_id" integer,
	"location_district_id" integer,
	"location_local_level" varchar(120),
	"location_ward" integer,
	"unit_system" varchar(20) NOT NULL,
	"ropani" integer,
	"aana" integer,
	"paisa" integer,
	"daam" integer,
	"bigha" integer,
	"kattha" integer,
	"dhur" integer,
	"area_sqm" numeric(14, 2),
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "ledger_day_totals" (
	"campus_id" integer NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"ledger_id" integer NOT NULL,
	"date_ad" date NOT NULL,
	"debit_paisa" bigint NOT NULL,
	"credit_paisa" bigint NOT NULL,
	CONSTRAINT "ledger_day_totals_campus_id_fiscal_year_id_ledger_id_date_ad_pk" PRIMARY KEY("campus_id","fiscal_year_id","ledger_id","date_ad")
);
--> statement-breakpoint
CREATE TABLE "libraries" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer NOT NULL,
	"library_name" varchar(150) NOT NULL,
	"books" integer NOT NULL,
	"journals" integer,
	"e_resources" integer,
	"seats" integer,
	"is_automated" boolean DEFAULT false NOT NULL,
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "number_series" (
	"campus_id" integer NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"series" varchar(40) NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "number_series_campus_id_fiscal_year_id_series_pk" PRIMARY KEY("campus_id","fiscal_year_id","series")
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
CREATE TABLE "voucher_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"voucher_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"ledger_id" integer NOT NULL,
	"sub_ledger_id" integer,
	"debit_paisa" bigint DEFAULT 0 NOT NULL,
	"credit_paisa" bigint DEFAULT 0 NOT NULL,
	"narration" text,
	"campus_id" integer NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"date_ad" date NOT NULL,
	"posted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"campus_id" integer NOT NULL,
	"university_id" integer,
	"fiscal_year_id" integer NOT NULL,
	"voucher_type" "voucher_type" NOT NULL,
	"number" integer,
	"date_ad" date NOT NULL,
	"date_bs" varchar(10) NOT NULL,
	"narration" text NOT NULL,
	"status" "voucher_status" DEFAULT 'draft' NOT NULL,
	"total_paisa" bigint NOT NULL,
	"reversal_of_id" integer,
	"reversed_by_id" integer,
	"prepared_by" integer,
	"checked_by" integer,
	"approved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employee_positions" ADD COLUMN "full_load" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "full_name" text GENERATED ALWAYS AS (first_name || ' ' || coalesce(nullif(middle_name, '') || ' ', '') || last_name) STORED;--> statement-breakpoint
ALTER TABLE "income_expense_heads" ADD COLUMN "income_source" varchar(20);--> statement-breakpoint
ALTER TABLE "income_expense_heads" ADD COLUMN "budget_nature" varchar(20);--> statement-breakpoint
ALTER TABLE "account_ledgers" ADD CONSTRAINT "account_ledgers_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_ledgers" ADD CONSTRAINT "account_ledgers_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_ledgers" ADD CONSTRAINT "account_ledgers_sub_group_id_account_sub_groups_id_fk" FOREIGN KEY ("sub_group_id") REFERENCES "public"."account_sub_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_ledgers" ADD CONSTRAINT "account_ledgers_head_id_income_expense_heads_id_fk" FOREIGN KEY ("head_id") REFERENCES "public"."income_expense_heads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_sub_groups" ADD CONSTRAINT "account_sub_groups_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_sub_groups" ADD CONSTRAINT "account_sub_groups_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_sub_ledgers" ADD CONSTRAINT "account_sub_ledgers_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_sub_ledgers" ADD CONSTRAINT "account_sub_ledgers_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_sub_ledgers" ADD CONSTRAINT "account_sub_ledgers_ledger_id_account_ledgers_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."account_ledgers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_grants" ADD CONSTRAINT "budget_grants_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_grants" ADD CONSTRAINT "budget_grants_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_grants" ADD CONSTRAINT "budget_grants_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostels" ADD CONSTRAINT "hostels_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostels" ADD CONSTRAINT "hostels_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labs" ADD CONSTRAINT "labs_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labs" ADD CONSTRAINT "labs_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lands" ADD CONSTRAINT "lands_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lands" ADD CONSTRAINT "lands_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lands" ADD CONSTRAINT "lands_location_province_id_provinces_id_fk" FOREIGN KEY ("location_province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lands" ADD CONSTRAINT "lands_location_district_id_districts_id_fk" FOREIGN KEY ("location_district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_day_totals" ADD CONSTRAINT "ledger_day_totals_ledger_id_account_ledgers_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."account_ledgers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "libraries" ADD CONSTRAINT "libraries_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "libraries" ADD CONSTRAINT "libraries_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_series" ADD CONSTRAINT "number_series_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_series" ADD CONSTRAINT "number_series_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_loads" ADD CONSTRAINT "teaching_loads_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_loads" ADD CONSTRAINT "teaching_loads_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_loads" ADD CONSTRAINT "teaching_loads_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_loads" ADD CONSTRAINT "teaching_loads_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_loads" ADD CONSTRAINT "teaching_loads_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_lines" ADD CONSTRAINT "voucher_lines_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_lines" ADD CONSTRAINT "voucher_lines_ledger_id_account_ledgers_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."account_ledgers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_lines" ADD CONSTRAINT "voucher_lines_sub_ledger_id_account_sub_ledgers_id_fk" FOREIGN KEY ("sub_ledger_id") REFERENCES "public"."account_sub_ledgers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_reversal_of_id_vouchers_id_fk" FOREIGN KEY ("reversal_of_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_reversed_by_id_vouchers_id_fk" FOREIGN KEY ("reversed_by_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_prepared_by_users_id_fk" FOREIGN KEY ("prepared_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_ledgers_name_uq" ON "account_ledgers" USING btree (coalesce("university_id", 0),coalesce("campus_id", 0),lower(regexp_replace("ledger_name", '\s+', ' ', 'g'))) WHERE "account_ledgers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "account_ledgers_university_idx" ON "account_ledgers" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "account_ledgers_campus_idx" ON "account_ledgers" USING btree ("campus_id");--> statement-breakpoint
CREATE INDEX "account_ledgers_sub_group_idx" ON "account_ledgers" USING btree ("sub_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_sub_groups_name_uq" ON "account_sub_groups" USING btree (coalesce("university_id", 0),coalesce("campus_id", 0),lower(regexp_replace("sub_group_name", '\s+', ' ', 'g'))) WHERE "account_sub_groups"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "account_sub_groups_university_idx" ON "account_sub_groups" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "account_sub_groups_campus_idx" ON "account_sub_groups" USING btree ("campus_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_sub_ledgers_name_uq" ON "account_sub_ledgers" USING btree (coalesce("university_id", 0),coalesce("campus_id", 0),"ledger_id",lower(regexp_replace("sub_ledger_name", '\s+', ' ', 'g'))) WHERE "account_sub_ledgers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "account_sub_ledgers_university_idx" ON "account_sub_ledgers" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "account_sub_ledgers_campus_idx" ON "account_sub_ledgers" USING btree ("campus_id");--> statement-breakpoint
CREATE UNIQUE INDEX "budget_grants_purpose_uq" ON "budget_grants" USING btree (coalesce("university_id", 0),coalesce("campus_id", 0),"fiscal_year_id",lower(regexp_replace("purpose", '\s+', ' ', 'g'))) WHERE "budget_grants"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "budget_grants_university_idx" ON "budget_grants" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "budget_grants_campus_idx" ON "budget_grants" USING btree ("campus_id");--> statement-breakpoint
CREATE INDEX "budget_grants_fiscal_year_idx" ON "budget_grants" USING btree ("fiscal_year_id");--> statement-breakpoint
CREATE UNIQUE INDEX "buildings_name_uq" ON "buildings" USING btree ("campus_id",lower(regexp_replace("building_name", '\s+', ' ', 'g'))) WHERE "buildings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "buildings_university_idx" ON "buildings" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "equipment_university_idx" ON "equipment" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "equipment_campus_idx" ON "equipment" USING btree ("campus_id");--> statement-breakpoint
CREATE INDEX "facilities_university_idx" ON "facilities" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "facilities_campus_idx" ON "facilities" USING btree ("campus_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hostels_name_uq" ON "hostels" USING btree ("campus_id",lower(regexp_replace("hostel_name", '\s+', ' ', 'g'))) WHERE "hostels"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "hostels_university_idx" ON "hostels" USING btree ("university_id");--> statement-breakpoint
CREATE UNIQUE INDEX "labs_name_uq" ON "labs" USING btree ("campus_id",lower(regexp_replace("lab_name", '\s+', ' ', 'g'))) WHERE "labs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "labs_university_idx" ON "labs" USING btree ("university_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lands_kitta_uq" ON "lands" USING btree ("campus_id",coalesce("location_district_id", 0),lower(regexp_replace("kitta_no", '\s+', ' ', 'g'))) WHERE "lands"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "lands_university_idx" ON "lands" USING btree ("university_id");--> statement-breakpoint
CREATE UNIQUE INDEX "libraries_name_uq" ON "libraries" USING btree ("campus_id",lower(regexp_replace("library_name", '\s+', ' ', 'g'))) WHERE "libraries"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "libraries_university_idx" ON "libraries" USING btree ("university_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_loads_class_uq" ON "teaching_loads" USING btree ("campus_id","fiscal_year_id","employee_id","subject_id",lower(regexp_replace("section", '\s+', ' ', 'g'))) WHERE "teaching_loads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "teaching_loads_university_idx" ON "teaching_loads" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "teaching_loads_campus_year_idx" ON "teaching_loads" USING btree ("campus_id","fiscal_year_id");--> statement-breakpoint
CREATE INDEX "teaching_loads_employee_idx" ON "teaching_loads" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "voucher_lines_voucher_idx" ON "voucher_lines" USING btree ("voucher_id");--> statement-breakpoint
CREATE INDEX "voucher_lines_ledger_idx" ON "voucher_lines" USING btree ("ledger_id","campus_id","date_ad") WHERE "voucher_lines"."posted";--> statement-breakpoint
CREATE INDEX "vouchers_campus_year_idx" ON "vouchers" USING btree ("campus_id","fiscal_year_id","date_ad");--> statement-breakpoint
CREATE INDEX "vouchers_university_idx" ON "vouchers" USING btree ("university_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_number_uq" ON "vouchers" USING btree ("campus_id","fiscal_year_id","voucher_type","number") WHERE "vouchers"."number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_reversal_uq" ON "vouchers" USING btree ("reversal_of_id") WHERE "vouchers"."reversal_of_id" is not null;