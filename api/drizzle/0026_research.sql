CREATE TABLE "research" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer NOT NULL,
	"activity_type" varchar(20) NOT NULL,
	"employee_id" integer,
	"title" varchar(300) NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"start_date" date,
	"end_date" date,
	"published_on" date,
	"awarded_on" date,
	"sponsor" varchar(200),
	"amount" numeric(14, 2),
	"duration_days" integer,
	"publication_type" varchar(20),
	"campus_publication_type" varchar(20),
	"frequency" varchar(20),
	"journal" varchar(200),
	"research_status" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
ALTER TABLE "research" ADD CONSTRAINT "research_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research" ADD CONSTRAINT "research_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research" ADD CONSTRAINT "research_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research" ADD CONSTRAINT "research_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "research_university_idx" ON "research" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "research_campus_idx" ON "research" USING btree ("campus_id");--> statement-breakpoint
CREATE INDEX "research_fiscal_year_idx" ON "research" USING btree ("fiscal_year_id");--> statement-breakpoint
CREATE INDEX "research_employee_idx" ON "research" USING btree ("employee_id");