CREATE TYPE "public"."payment_mode" AS ENUM('cash', 'bank', 'esewa');--> statement-breakpoint
CREATE TABLE "fee_setups" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"batch_id" integer,
	"year_or_semester" integer,
	"fee_type_id" integer,
	"general_fee_type_id" integer,
	"amount" numeric(14, 2) NOT NULL,
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "fee_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer,
	"fee_type_name" varchar(100) NOT NULL,
	"code" varchar(30),
	"ledger_id" integer,
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
CREATE TABLE "general_fee_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer,
	"fee_type_name" varchar(100) NOT NULL,
	"category" varchar(20) NOT NULL,
	"code" varchar(30),
	"ledger_id" integer,
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
CREATE TABLE "receipt_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"receipt_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"fee_type_id" integer,
	"general_fee_type_id" integer,
	"year_or_semester" integer,
	"amount_paisa" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"campus_id" integer NOT NULL,
	"university_id" integer,
	"fiscal_year_id" integer NOT NULL,
	"receipt_no" integer NOT NULL,
	"student_id" integer NOT NULL,
	"date_ad" date NOT NULL,
	"date_bs" varchar(10) NOT NULL,
	"fees_paisa" bigint NOT NULL,
	"discount_paisa" bigint DEFAULT 0 NOT NULL,
	"discount_kind" varchar(20),
	"discount_reason" varchar(300),
	"fine_paisa" bigint DEFAULT 0 NOT NULL,
	"total_paisa" bigint NOT NULL,
	"payment_mode" "payment_mode" NOT NULL,
	"bank_voucher_no" varchar(50),
	"esewa_ref_id" varchar(100),
	"remarks" varchar(500),
	"verify_token" varchar(64) NOT NULL,
	"issued_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"cancel_reason" varchar(300),
	"voucher_id" integer,
	"reversal_voucher_id" integer
);
--> statement-breakpoint
ALTER TABLE "fee_setups" ADD CONSTRAINT "fee_setups_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_setups" ADD CONSTRAINT "fee_setups_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_setups" ADD CONSTRAINT "fee_setups_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_setups" ADD CONSTRAINT "fee_setups_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_setups" ADD CONSTRAINT "fee_setups_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_setups" ADD CONSTRAINT "fee_setups_fee_type_id_fee_types_id_fk" FOREIGN KEY ("fee_type_id") REFERENCES "public"."fee_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_setups" ADD CONSTRAINT "fee_setups_general_fee_type_id_general_fee_types_id_fk" FOREIGN KEY ("general_fee_type_id") REFERENCES "public"."general_fee_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_types" ADD CONSTRAINT "fee_types_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_types" ADD CONSTRAINT "fee_types_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_types" ADD CONSTRAINT "fee_types_ledger_id_account_ledgers_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."account_ledgers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_fee_types" ADD CONSTRAINT "general_fee_types_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_fee_types" ADD CONSTRAINT "general_fee_types_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_fee_types" ADD CONSTRAINT "general_fee_types_ledger_id_account_ledgers_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."account_ledgers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_lines" ADD CONSTRAINT "receipt_lines_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_lines" ADD CONSTRAINT "receipt_lines_fee_type_id_fee_types_id_fk" FOREIGN KEY ("fee_type_id") REFERENCES "public"."fee_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_lines" ADD CONSTRAINT "receipt_lines_general_fee_type_id_general_fee_types_id_fk" FOREIGN KEY ("general_fee_type_id") REFERENCES "public"."general_fee_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_reversal_voucher_id_vouchers_id_fk" FOREIGN KEY ("reversal_voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_setups_fee_uq" ON "fee_setups" USING btree ("campus_id","fiscal_year_id","program_id",coalesce("batch_id", 0),coalesce("year_or_semester", 0),coalesce("fee_type_id", 0),coalesce("general_fee_type_id", 0)) WHERE "fee_setups"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "fee_setups_university_idx" ON "fee_setups" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "fee_setups_program_idx" ON "fee_setups" USING btree ("campus_id","program_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_types_name_uq" ON "fee_types" USING btree (coalesce("university_id", 0),coalesce("campus_id", 0),lower(regexp_replace("fee_type_name", '\s+', ' ', 'g'))) WHERE "fee_types"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "fee_types_university_idx" ON "fee_types" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "fee_types_campus_idx" ON "fee_types" USING btree ("campus_id");--> statement-breakpoint
CREATE UNIQUE INDEX "general_fee_types_name_uq" ON "general_fee_types" USING btree (coalesce("university_id", 0),coalesce("campus_id", 0),lower(regexp_replace("fee_type_name", '\s+', ' ', 'g'))) WHERE "general_fee_types"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "general_fee_types_university_idx" ON "general_fee_types" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "general_fee_types_campus_idx" ON "general_fee_types" USING btree ("campus_id");--> statement-breakpoint
CREATE INDEX "receipt_lines_receipt_idx" ON "receipt_lines" USING btree ("receipt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_number_uq" ON "receipts" USING btree ("campus_id","fiscal_year_id","receipt_no");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_token_uq" ON "receipts" USING btree ("verify_token");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_esewa_uq" ON "receipts" USING btree ("esewa_ref_id") WHERE "receipts"."esewa_ref_id" is not null;--> statement-breakpoint
CREATE INDEX "receipts_campus_date_idx" ON "receipts" USING btree ("campus_id","date_ad");--> statement-breakpoint
CREATE INDEX "receipts_student_idx" ON "receipts" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "receipts_university_idx" ON "receipts" USING btree ("university_id");--> statement-breakpoint
-- The fee types and fee setup tell the API processes when they change (their lists are kept);
-- receipts are read fresh every time and are left out, like the numbering counters.
DO $$
DECLARE
  name text;
BEGIN
  FOR name IN
    SELECT t.tablename FROM pg_tables t
    WHERE t.schemaname = current_schema()
      AND t.tablename IN ('general_fee_types', 'fee_types', 'fee_setups')
      AND NOT EXISTS (
        SELECT 1 FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
        WHERE g.tgname = 'hemis_table_changed' AND c.relname = t.tablename
      )
  LOOP
    EXECUTE format(
      'CREATE TRIGGER hemis_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION hemis_table_changed()',
      name
    );
  END LOOP;
END
$$;
