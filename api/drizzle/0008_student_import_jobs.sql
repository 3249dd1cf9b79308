CREATE TABLE "student_import_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"campus_id" integer NOT NULL,
	"university_id" integer,
	"status" varchar(10) NOT NULL,
	"file_name" varchar(255),
	"total" integer NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"message" text,
	"report" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "student_import_jobs" ADD CONSTRAINT "student_import_jobs_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_import_jobs" ADD CONSTRAINT "student_import_jobs_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_import_jobs" ADD CONSTRAINT "student_import_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_import_jobs_campus_idx" ON "student_import_jobs" USING btree ("campus_id");