CREATE TABLE "enrolment_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" varchar(40) NOT NULL,
	"campus_id" integer NOT NULL,
	"university_id" integer,
	"college_program_id" integer NOT NULL,
	"values" jsonb NOT NULL,
	"files" jsonb NOT NULL,
	"documents" jsonb NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" varchar(255) NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"student_id" integer,
	"ip" varchar(60),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "esewa_payments" ALTER COLUMN "student_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "college_programs" ADD COLUMN "open_for_enrolment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "college_programs" ADD COLUMN "enrolment_batch_id" integer;--> statement-breakpoint
ALTER TABLE "college_programs" ADD COLUMN "enrolment_closes_on" date;--> statement-breakpoint
ALTER TABLE "esewa_payments" ADD COLUMN "application_id" integer;--> statement-breakpoint
ALTER TABLE "enrolment_applications" ADD CONSTRAINT "enrolment_applications_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolment_applications" ADD CONSTRAINT "enrolment_applications_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolment_applications" ADD CONSTRAINT "enrolment_applications_college_program_id_college_programs_id_fk" FOREIGN KEY ("college_program_id") REFERENCES "public"."college_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolment_applications" ADD CONSTRAINT "enrolment_applications_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enrolment_applications_reference_uq" ON "enrolment_applications" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "enrolment_applications_status_idx" ON "enrolment_applications" USING btree ("status","expires_at");--> statement-breakpoint
ALTER TABLE "esewa_payments" ADD CONSTRAINT "esewa_payments_application_id_enrolment_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."enrolment_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "esewa_payments_application_idx" ON "esewa_payments" USING btree ("application_id");