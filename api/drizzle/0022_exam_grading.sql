CREATE TABLE "grading_schemes" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"campus_id" integer,
	"level_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"pass_percentage" numeric(14, 2) NOT NULL,
	"bands" text NOT NULL,
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "credit_hours" integer;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "theory_full_marks" integer;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "theory_pass_marks" integer;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "practical_full_marks" integer;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "practical_pass_marks" integer;--> statement-breakpoint
ALTER TABLE "grading_schemes" ADD CONSTRAINT "grading_schemes_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_schemes" ADD CONSTRAINT "grading_schemes_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_schemes" ADD CONSTRAINT "grading_schemes_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "grading_schemes_name_uq" ON "grading_schemes" USING btree (coalesce("university_id", 0),coalesce("campus_id", 0),"level_id","kind") WHERE "grading_schemes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "grading_schemes_university_idx" ON "grading_schemes" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "grading_schemes_campus_idx" ON "grading_schemes" USING btree ("campus_id");--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
    WHERE g.tgname = 'hemis_table_changed' AND c.relname = 'grading_schemes'
  ) THEN
    CREATE TRIGGER hemis_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON grading_schemes
      FOR EACH STATEMENT EXECUTE FUNCTION hemis_table_changed();
  END IF;
END
$$;
