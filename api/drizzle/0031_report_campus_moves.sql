-- A campus removed, restored or moved to another university recounts its own students only: its
-- places are taken from its university's rows (read from its own rows, which hold the university
-- they were counted under), its rows dropped, and its students counted again as it now stands.
CREATE FUNCTION "report_enrolment_recount_campus"("campus" integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "report_enrolment" AS r ("fiscal_year_id", "dimension", "grain", "campus_id",
    "university_id", "program_id", "faculty_id", "level_id", "gender", "value", "students",
    "entrants")
  SELECT e."fiscal_year_id", e."dimension", 2::smallint, NULL::integer, e."university_id", e."program_id",
    e."faculty_id", e."level_id", e."gender", e."value", -sum(e."students"), -sum(e."entrants")
  FROM "report_enrolment" e
  WHERE e."campus_id" = "campus" AND e."grain" = 0
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
  ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
  ON CONFLICT ON CONSTRAINT "report_enrolment_key" DO UPDATE
  SET "students" = r."students" + excluded."students",
      "entrants" = r."entrants" + excluded."entrants";
  DELETE FROM "report_enrolment" WHERE "campus_id" = "campus";
  PERFORM "report_enrolment_apply"(
    array(SELECT s FROM "students" s WHERE s."campus_id" = "campus"), 1);
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "campuses_report_enrolment"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved integer;
BEGIN
  FOR moved IN
    SELECT n."id" FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
    WHERE (o."deleted_at" IS NULL, o."university_id")
      IS DISTINCT FROM (n."deleted_at" IS NULL, n."university_id")
    ORDER BY n."id"
  LOOP
    PERFORM "report_enrolment_recount_campus"(moved);
  END LOOP;
  RETURN NULL;
END;
$$;
