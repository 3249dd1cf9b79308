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
ALTER TABLE "libraries" ADD CONSTRAINT "libraries_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "libraries" ADD CONSTRAINT "libraries_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_loads" ADD CONSTRAINT "teaching_loads_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_loads" ADD CONSTRAINT "teaching_loads_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_loads" ADD CONSTRAINT "teaching_loads_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_loads" ADD CONSTRAINT "teaching_loads_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_loads" ADD CONSTRAINT "teaching_loads_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "teaching_loads_employee_idx" ON "teaching_loads" USING btree ("employee_id");