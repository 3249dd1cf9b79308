ALTER TABLE "districts" ADD COLUMN "belt" varchar(10);--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "enrolled_from" date;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "enrolled_until" date;--> statement-breakpoint
CREATE INDEX "dropouts_student_idx" ON "dropouts" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "dropouts_year_idx" ON "dropouts" USING btree ("fiscal_year_id");--> statement-breakpoint
CREATE INDEX "graduations_student_idx" ON "graduations" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "students_enrolment_idx" ON "students" USING btree ("campus_id","enrolled_from","enrolled_until");--> statement-breakpoint
-- The fiscal year a student left the roll in: the latest approved graduation or dropout.
CREATE FUNCTION "student_enrolled_until"("sid" integer) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT max(fy."start_date") FROM (
    SELECT g."fiscal_year_id" FROM "graduations" g
    WHERE g."student_id" = "sid" AND g."status" = 'approved' AND g."deleted_at" IS NULL
    UNION ALL
    SELECT d."fiscal_year_id" FROM "dropouts" d
    WHERE d."student_id" = "sid" AND d."deleted_at" IS NULL
  ) l JOIN "fiscal_years" fy ON fy."id" = l."fiscal_year_id"
$$;
--> statement-breakpoint
CREATE FUNCTION "students_enrolled_from"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."enrolled_from" := coalesce(
    (SELECT fy."start_date" FROM "fiscal_years" fy WHERE fy."id" = NEW."admission_fiscal_year_id"),
    NEW."created_at"::date,
    current_date
  );
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "students_enrolled_from" BEFORE INSERT OR UPDATE OF "admission_fiscal_year_id"
ON "students" FOR EACH ROW EXECUTE FUNCTION "students_enrolled_from"();
--> statement-breakpoint
CREATE FUNCTION "students_enrolled_until"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "students" SET "enrolled_until" = "student_enrolled_until"(OLD."student_id")
    WHERE "id" = OLD."student_id";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE "students" SET "enrolled_until" = "student_enrolled_until"(NEW."student_id")
    WHERE "id" = NEW."student_id";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "graduations_enrolled_until" AFTER INSERT OR DELETE OR UPDATE OF "status", "fiscal_year_id", "deleted_at", "student_id"
ON "graduations" FOR EACH ROW EXECUTE FUNCTION "students_enrolled_until"();
--> statement-breakpoint
CREATE TRIGGER "dropouts_enrolled_until" AFTER INSERT OR DELETE OR UPDATE OF "fiscal_year_id", "deleted_at", "student_id"
ON "dropouts" FOR EACH ROW EXECUTE FUNCTION "students_enrolled_until"();
--> statement-breakpoint
-- A fiscal year whose start moves moves the enrolment of the students admitted in it.
CREATE FUNCTION "fiscal_years_enrolment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "students" SET "admission_fiscal_year_id" = "admission_fiscal_year_id"
  WHERE "admission_fiscal_year_id" = NEW."id";
  UPDATE "students" SET "enrolled_until" = "student_enrolled_until"("id")
  WHERE "enrolled_until" = OLD."start_date";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "fiscal_years_enrolment" AFTER UPDATE OF "start_date" ON "fiscal_years"
FOR EACH ROW WHEN (OLD."start_date" IS DISTINCT FROM NEW."start_date")
EXECUTE FUNCTION "fiscal_years_enrolment"();
--> statement-breakpoint
-- The students already on record.
UPDATE "students" SET "admission_fiscal_year_id" = "admission_fiscal_year_id";
--> statement-breakpoint
UPDATE "students" s SET "enrolled_until" = "student_enrolled_until"(s."id")
WHERE EXISTS (SELECT 1 FROM "graduations" g WHERE g."student_id" = s."id")
   OR EXISTS (SELECT 1 FROM "dropouts" d WHERE d."student_id" = s."id");
