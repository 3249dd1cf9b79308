CREATE TABLE "fact_sheet_prints" (
	"campus_id" integer NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"verification_token" varchar(40) NOT NULL,
	"first_printed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fact_sheet_prints_campus_id_fiscal_year_id_pk" PRIMARY KEY("campus_id","fiscal_year_id")
);
--> statement-breakpoint
ALTER TABLE "fact_sheet_prints" ADD CONSTRAINT "fact_sheet_prints_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fact_sheet_prints" ADD CONSTRAINT "fact_sheet_prints_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fact_sheet_prints_token_uq" ON "fact_sheet_prints" USING btree ("verification_token");