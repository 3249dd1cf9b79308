CREATE TABLE "esewa_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_uuid" varchar(60) NOT NULL,
	"campus_id" integer NOT NULL,
	"university_id" integer,
	"student_id" integer NOT NULL,
	"amount_paisa" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"ref_id" varchar(100),
	"receipt_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "esewa_payments" ADD CONSTRAINT "esewa_payments_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esewa_payments" ADD CONSTRAINT "esewa_payments_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esewa_payments" ADD CONSTRAINT "esewa_payments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esewa_payments" ADD CONSTRAINT "esewa_payments_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esewa_payments" ADD CONSTRAINT "esewa_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "esewa_payments_uuid_uq" ON "esewa_payments" USING btree ("transaction_uuid");--> statement-breakpoint
CREATE INDEX "esewa_payments_student_idx" ON "esewa_payments" USING btree ("student_id");