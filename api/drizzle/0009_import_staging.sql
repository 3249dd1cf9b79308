DROP INDEX "students_registration_no_uq";--> statement-breakpoint
DROP INDEX "students_citizenship_no_uq";--> statement-breakpoint
ALTER TABLE "student_import_jobs" ADD COLUMN "processed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "student_import_jobs" ADD COLUMN "heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "staged_job_id" integer;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_staged_job_id_student_import_jobs_id_fk" FOREIGN KEY ("staged_job_id") REFERENCES "public"."student_import_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Imports of an earlier version ran in one transaction: one still "running" now was interrupted
-- and rolled back (the same text as IMPORT_MESSAGES.interrupted).
UPDATE "student_import_jobs" SET "status" = 'failed', "message" = 'The import was interrupted before it finished (the server stopped). Nothing was imported; import the file again.', "finished_at" = now() WHERE "status" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "student_import_jobs_campus_running_uq" ON "student_import_jobs" USING btree ("campus_id") WHERE "student_import_jobs"."status" in ('running', 'publishing');--> statement-breakpoint
CREATE INDEX "students_staged_job_idx" ON "students" USING btree ("staged_job_id") WHERE "students"."staged_job_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "students_registration_no_uq" ON "students" USING btree (lower(regexp_replace("registration_no", '\s+', ' ', 'g')),"campus_id") WHERE "students"."deleted_at" is null or "students"."staged_job_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "students_citizenship_no_uq" ON "students" USING btree (lower(regexp_replace("citizenship_no", '\s+', ' ', 'g')),"campus_id") WHERE "students"."deleted_at" is null or "students"."staged_job_id" is not null;