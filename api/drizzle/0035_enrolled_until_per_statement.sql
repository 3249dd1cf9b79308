-- A student's enrolled_until follows their graduation and dropout records. It was kept by a row
-- trigger, one UPDATE of students per record: a batch of graduations or dropouts (an approval of
-- a class, an import) then recounted the enrolment summary once per record. Now one UPDATE per
-- statement, of the students the statement touched, and only where the date changes.
DROP TRIGGER "graduations_enrolled_until" ON "graduations";
--> statement-breakpoint
DROP TRIGGER "dropouts_enrolled_until" ON "dropouts";
--> statement-breakpoint
DROP FUNCTION "students_enrolled_until"();
--> statement-breakpoint
CREATE FUNCTION "students_refresh_enrolled_until"("ids" integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "students" s SET "enrolled_until" = t."until"
  FROM (SELECT u."id", "student_enrolled_until"(u."id") AS "until" FROM unnest("ids") AS u("id")) t
  WHERE s."id" = t."id" AND s."enrolled_until" IS DISTINCT FROM t."until"
$$;
--> statement-breakpoint
CREATE FUNCTION "students_enrolled_until"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "students_refresh_enrolled_until"(ARRAY(SELECT DISTINCT "student_id" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "students_refresh_enrolled_until"(ARRAY(SELECT DISTINCT "student_id" FROM "old_rows"));
  ELSE
    PERFORM "students_refresh_enrolled_until"(ARRAY(
      SELECT "student_id" FROM "old_rows" UNION SELECT "student_id" FROM "new_rows"));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "graduations_enrolled_until_insert" AFTER INSERT ON "graduations"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "students_enrolled_until"();
--> statement-breakpoint
CREATE TRIGGER "graduations_enrolled_until_update" AFTER UPDATE ON "graduations"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "students_enrolled_until"();
--> statement-breakpoint
CREATE TRIGGER "graduations_enrolled_until_delete" AFTER DELETE ON "graduations"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "students_enrolled_until"();
--> statement-breakpoint
CREATE TRIGGER "dropouts_enrolled_until_insert" AFTER INSERT ON "dropouts"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "students_enrolled_until"();
--> statement-breakpoint
CREATE TRIGGER "dropouts_enrolled_until_update" AFTER UPDATE ON "dropouts"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "students_enrolled_until"();
--> statement-breakpoint
CREATE TRIGGER "dropouts_enrolled_until_delete" AFTER DELETE ON "dropouts"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "students_enrolled_until"();
