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
CREATE TABLE "number_series" (
	"campus_id" integer NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"series" varchar(40) NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "number_series_campus_id_fiscal_year_id_series_pk" PRIMARY KEY("campus_id","fiscal_year_id","series")
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
ALTER TABLE "account_ledgers" ADD CONSTRAINT "account_ledgers_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_ledgers" ADD CONSTRAINT "account_ledgers_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_ledgers" ADD CONSTRAINT "account_ledgers_sub_group_id_account_sub_groups_id_fk" FOREIGN KEY ("sub_group_id") REFERENCES "public"."account_sub_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_ledgers" ADD CONSTRAINT "account_ledgers_head_id_income_expense_heads_id_fk" FOREIGN KEY ("head_id") REFERENCES "public"."income_expense_heads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_sub_groups" ADD CONSTRAINT "account_sub_groups_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_sub_groups" ADD CONSTRAINT "account_sub_groups_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_sub_ledgers" ADD CONSTRAINT "account_sub_ledgers_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_sub_ledgers" ADD CONSTRAINT "account_sub_ledgers_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_sub_ledgers" ADD CONSTRAINT "account_sub_ledgers_ledger_id_account_ledgers_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."account_ledgers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_day_totals" ADD CONSTRAINT "ledger_day_totals_ledger_id_account_ledgers_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."account_ledgers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_series" ADD CONSTRAINT "number_series_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_series" ADD CONSTRAINT "number_series_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "voucher_lines_voucher_idx" ON "voucher_lines" USING btree ("voucher_id");--> statement-breakpoint
CREATE INDEX "voucher_lines_ledger_idx" ON "voucher_lines" USING btree ("ledger_id","campus_id","date_ad") WHERE "voucher_lines"."posted";--> statement-breakpoint
CREATE INDEX "vouchers_campus_year_idx" ON "vouchers" USING btree ("campus_id","fiscal_year_id","date_ad");--> statement-breakpoint
CREATE INDEX "vouchers_university_idx" ON "vouchers" USING btree ("university_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_number_uq" ON "vouchers" USING btree ("campus_id","fiscal_year_id","voucher_type","number") WHERE "vouchers"."number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_reversal_uq" ON "vouchers" USING btree ("reversal_of_id") WHERE "vouchers"."reversal_of_id" is not null;