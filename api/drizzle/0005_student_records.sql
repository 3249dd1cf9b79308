-- The placeholder students table becomes the full record (shared-contracts' studentContract).
-- Existing rows keep their data: phone numbers that are not 10 digits are cleared, enum columns
-- become text, the owner university is read from the campus, and the source follows the account.
UPDATE "students" SET "phone_number" = NULL WHERE "phone_number" !~ '^[0-9]{10}$';--> statement-breakpoint
ALTER TABLE "students" ALTER COLUMN "phone_number" SET DATA TYPE varchar(10);--> statement-breakpoint
ALTER TABLE "students" ALTER COLUMN "gender" SET DATA TYPE varchar(20);--> statement-breakpoint
UPDATE "students" SET "gender" = 'other' WHERE "gender" IS NULL;--> statement-breakpoint
ALTER TABLE "students" ALTER COLUMN "gender" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ALTER COLUMN "verification_status" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "students" ALTER COLUMN "verification_status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "students" ALTER COLUMN "status" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "students" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "university_id" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "name_nepali" varchar(200);--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "date_of_birth_bs" varchar(10);--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "ethnic_group_id" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "religion" varchar(20);--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "has_disability" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "disability_grade" varchar(20);--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "conflict_affected" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "citizenship_no" varchar(30);--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "national_id_no" varchar(30);--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "permanent_province_id" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "permanent_district_id" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "permanent_local_level" varchar(120);--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "permanent_ward" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "temporary_province_id" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "temporary_district_id" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "temporary_local_level" varchar(120);--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "temporary_ward" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "father_name" varchar(150);--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "mother_name" varchar(150);--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "guardian_name" varchar(150);--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "guardian_relation" varchar(20);--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "guardian_phone" varchar(10);--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "program_id" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "level_id" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "faculty_id" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "batch_id" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "year_or_semester" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "registration_no" varchar(40);--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "symbol_no" varchar(40);--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "campus_roll_no" varchar(30);--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "admission_date" date;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "admission_fiscal_year_id" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "previous_school" varchar(200);--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "verification_remarks" varchar(500);--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "verified_at" date;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "source" varchar(20) DEFAULT 'campus' NOT NULL;--> statement-breakpoint
UPDATE "students" SET "source" = 'selfRegistered' WHERE "user_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ALTER COLUMN "source" DROP DEFAULT;--> statement-breakpoint
UPDATE "students" SET "status" = 'droppedOut' WHERE "status" = 'dropped_out';--> statement-breakpoint
UPDATE "students" SET "university_id" = "campuses"."university_id" FROM "campuses" WHERE "campuses"."id" = "students"."campus_id";--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "graduation_eligible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "photo" varchar(200);--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "signature" varchar(200);--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "verified_by" integer;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_ethnic_group_id_ethnic_groups_id_fk" FOREIGN KEY ("ethnic_group_id") REFERENCES "public"."ethnic_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_permanent_province_id_provinces_id_fk" FOREIGN KEY ("permanent_province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_permanent_district_id_districts_id_fk" FOREIGN KEY ("permanent_district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_temporary_province_id_provinces_id_fk" FOREIGN KEY ("temporary_province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_temporary_district_id_districts_id_fk" FOREIGN KEY ("temporary_district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_faculty_id_faculties_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_admission_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("admission_fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "students_registration_no_uq" ON "students" USING btree (lower(regexp_replace("registration_no", '\s+', ' ', 'g')),"campus_id") WHERE "students"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "students_citizenship_no_uq" ON "students" USING btree (lower(regexp_replace("citizenship_no", '\s+', ' ', 'g')),"campus_id") WHERE "students"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "students_university_idx" ON "students" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "students_class_idx" ON "students" USING btree ("program_id","batch_id","year_or_semester");--> statement-breakpoint
CREATE INDEX "students_district_idx" ON "students" USING btree ("permanent_district_id");--> statement-breakpoint
CREATE INDEX "students_citizenship_idx" ON "students" USING btree (lower(regexp_replace("citizenship_no", '\s+', ' ', 'g')));--> statement-breakpoint
CREATE INDEX "students_name_birth_idx" ON "students" USING btree (lower(regexp_replace("first_name", '\s+', ' ', 'g')),lower(regexp_replace("last_name", '\s+', ' ', 'g')),"date_of_birth");--> statement-breakpoint
DROP TYPE "public"."student_status";--> statement-breakpoint
DROP TYPE "public"."verification_status";