CREATE TABLE "signed_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"remarks" text,
	"file" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
ALTER TABLE "signed_returns" ADD CONSTRAINT "signed_returns_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signed_returns" ADD CONSTRAINT "signed_returns_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signed_returns" ADD CONSTRAINT "signed_returns_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "signed_returns_name_uq" ON "signed_returns" USING btree ("campus_id","fiscal_year_id") WHERE "signed_returns"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "signed_returns_university_idx" ON "signed_returns" USING btree ("university_id");--> statement-breakpoint
-- The signed returns' lists are kept by the list cache like every resource's: they hear when its
-- rows change, on every process.
CREATE TRIGGER hemis_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "signed_returns"
  FOR EACH STATEMENT EXECUTE FUNCTION hemis_table_changed();
