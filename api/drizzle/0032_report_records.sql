CREATE TABLE "report_records" (
	"source" varchar(16) NOT NULL,
	"fiscal_year_id" integer,
	"dimension" varchar(16) NOT NULL,
	"grain" smallint NOT NULL,
	"campus_id" integer,
	"university_id" integer,
	"program_id" integer,
	"faculty_id" integer,
	"level_id" integer,
	"value" text,
	"records" integer DEFAULT 0 NOT NULL,
	"male" integer DEFAULT 0 NOT NULL,
	"female" integer DEFAULT 0 NOT NULL,
	"other" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"passed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_records_key" UNIQUE NULLS NOT DISTINCT("source","fiscal_year_id","dimension","grain","campus_id","university_id","program_id","faculty_id","level_id","value")
);
--> statement-breakpoint
ALTER TABLE "report_records" ADD CONSTRAINT "report_records_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_records" ADD CONSTRAINT "report_records_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_records" ADD CONSTRAINT "report_records_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_records_campus_idx" ON "report_records" USING btree ("campus_id","fiscal_year_id");--> statement-breakpoint
-- One counted record in one dimension, as the summary's functions pass them on: people by gender
-- (a sitting's appeared, and its passed), and where it counts.
CREATE TYPE "report_fact" AS ("source" text, "fiscal_year_id" integer, "campus_id" integer,
  "program_id" integer, "faculty_id" integer, "level_id" integer, "dimension" text, "value" text,
  "male" integer, "female" integer, "other" integer, "total" integer, "passed" integer);
--> statement-breakpoint
CREATE FUNCTION "report_graduation_facts"("changed" "graduations"[]) RETURNS SETOF "report_fact"
LANGUAGE sql STABLE AS $$
  SELECT 'graduates'::text, g."fiscal_year_id", g."campus_id", g."program_id", NULL::integer,
    g."level_id", x."dimension", x."value", (g."gender" IS NOT DISTINCT FROM 'male')::int,
    (g."gender" IS NOT DISTINCT FROM 'female')::int, (g."gender" IS NOT DISTINCT FROM 'other')::int, 1, 0
  FROM unnest("changed") g
  CROSS JOIN LATERAL (VALUES ('all'::text, NULL::text), ('ethnicGroup', g."ethnic_group_id"::text))
    x("dimension", "value")
  WHERE g."deleted_at" IS NULL AND g."status" = 'approved'
$$;
--> statement-breakpoint
-- A dropout's ethnic group is its student's: `people` holds the students as they are counted.
CREATE FUNCTION "report_dropout_facts"("changed" "dropouts"[], "people" "students"[])
RETURNS SETOF "report_fact" LANGUAGE sql STABLE AS $$
  SELECT 'dropouts'::text, d."fiscal_year_id", d."campus_id", d."program_id", NULL::integer,
    d."level_id", x."dimension", x."value", (d."gender" IS NOT DISTINCT FROM 'male')::int,
    (d."gender" IS NOT DISTINCT FROM 'female')::int, (d."gender" IS NOT DISTINCT FROM 'other')::int, 1, 0
  FROM unnest("changed") d
  LEFT JOIN (SELECT DISTINCT ON (p."id") p."id", p."ethnic_group_id" FROM unnest("people") p) p
    ON p."id" = d."student_id"
  CROSS JOIN LATERAL (VALUES ('all'::text, NULL::text), ('ethnicGroup', p."ethnic_group_id"::text),
    ('reason', d."reason"::text)) x("dimension", "value")
  WHERE d."deleted_at" IS NULL
$$;
--> statement-breakpoint
CREATE FUNCTION "report_sitting_facts"("changed" "board_exam_sittings"[])
RETURNS SETOF "report_fact" LANGUAGE sql STABLE AS $$
  SELECT 'sittings'::text, s."fiscal_year_id", s."campus_id", s."program_id", NULL::integer,
    s."level_id", 'all'::text, NULL::text, coalesce(s."appeared_male", 0),
    coalesce(s."appeared_female", 0), coalesce(s."appeared_other", 0), coalesce(s."appeared", 0),
    coalesce(s."passed", 0)
  FROM unnest("changed") s
  WHERE s."deleted_at" IS NULL
$$;
--> statement-breakpoint
-- Staff are counted as they stand (no fiscal year), by their own faculty; posts, departments and
-- sections by id (named when read).
CREATE FUNCTION "report_staff_facts"("changed" "employees"[]) RETURNS SETOF "report_fact"
LANGUAGE sql STABLE AS $$
  SELECT CASE e."employee_type" WHEN 'teaching' THEN 'teachers' ELSE 'nonTeaching' END,
    NULL::integer, e."campus_id", NULL::integer, e."faculty_id", NULL::integer, x."dimension",
    x."value", (e."gender" IS NOT DISTINCT FROM 'male')::int, (e."gender" IS NOT DISTINCT FROM 'female')::int,
    (e."gender" IS NOT DISTINCT FROM 'other')::int, 1, 0
  FROM unnest("changed") e
  CROSS JOIN LATERAL (VALUES ('all'::text, NULL::text),
    ('qualification', e."qualification"::text), ('joiningType', e."joining_type"::text),
    ('post', e."position_id"::text), ('department', e."department_id"::text),
    ('section', e."section_id"::text)) x("dimension", "value")
  WHERE e."deleted_at" IS NULL AND e."status" IS NOT FALSE
    AND e."employee_type" IN ('teaching', 'nonTeaching')
$$;
--> statement-breakpoint
-- Adds (sign 1) or takes away (sign -1) records' places in `report_records`, for live campuses,
-- in each grain (GROUPING() of campus and program, as `report_enrolment`).
CREATE FUNCTION "report_records_apply"("facts" "report_fact"[], "sign" integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "report_records" AS r ("source", "fiscal_year_id", "dimension", "grain",
    "campus_id", "university_id", "program_id", "faculty_id", "level_id", "value", "records",
    "male", "female", "other", "total", "passed")
  SELECT f."source", f."fiscal_year_id", f."dimension", GROUPING(f."campus_id", f."program_id"),
    f."campus_id", c."university_id", f."program_id", f."faculty_id", f."level_id", f."value",
    "sign" * count(*), ("sign" * sum(f."male"))::int, ("sign" * sum(f."female"))::int,
    ("sign" * sum(f."other"))::int, ("sign" * sum(f."total"))::int,
    ("sign" * sum(f."passed"))::int
  FROM unnest("facts") f
  JOIN "campuses" c ON c."id" = f."campus_id" AND c."deleted_at" IS NULL
  GROUP BY GROUPING SETS (
    (f."source", f."fiscal_year_id", f."dimension", f."campus_id", c."university_id",
      f."program_id", f."faculty_id", f."level_id", f."value"),
    (f."source", f."fiscal_year_id", f."dimension", f."campus_id", c."university_id", f."value"),
    (f."source", f."fiscal_year_id", f."dimension", c."university_id", f."program_id",
      f."faculty_id", f."level_id", f."value"))
  -- Campuses without programs are counted for the records as a whole only.
  HAVING GROUPING(f."campus_id", f."program_id") <> 1 OR f."dimension" = 'all'
  -- One order for every writer, so that concurrent writes lock summary rows without deadlock.
  ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
  ON CONFLICT ON CONSTRAINT "report_records_key" DO UPDATE
  SET "records" = r."records" + excluded."records", "male" = r."male" + excluded."male",
      "female" = r."female" + excluded."female", "other" = r."other" + excluded."other",
      "total" = r."total" + excluded."total", "passed" = r."passed" + excluded."passed"
$$;
--> statement-breakpoint
-- Every record of one campus, as it stands.
CREATE FUNCTION "report_campus_facts"("campus" integer) RETURNS "report_fact"[]
LANGUAGE sql STABLE AS $$
  SELECT array(
    SELECT f FROM "report_graduation_facts"(array(
      SELECT g FROM "graduations" g WHERE g."campus_id" = "campus" AND g."deleted_at" IS NULL)) f
    UNION ALL
    SELECT f FROM "report_dropout_facts"(
      array(SELECT d FROM "dropouts" d WHERE d."campus_id" = "campus" AND d."deleted_at" IS NULL),
      array(SELECT s FROM "students" s WHERE s."id" IN (SELECT d."student_id" FROM "dropouts" d
        WHERE d."campus_id" = "campus" AND d."deleted_at" IS NULL))) f
    UNION ALL
    SELECT f FROM "report_sitting_facts"(array(SELECT s FROM "board_exam_sittings" s
      WHERE s."campus_id" = "campus" AND s."deleted_at" IS NULL)) f
    UNION ALL
    SELECT f FROM "report_staff_facts"(array(
      SELECT e FROM "employees" e WHERE e."campus_id" = "campus" AND e."deleted_at" IS NULL)) f)
$$;
--> statement-breakpoint
-- Recomputes the table from the records, campus by campus.
CREATE FUNCTION "report_records_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  campus integer;
BEGIN
  DELETE FROM "report_records";
  FOR campus IN SELECT "id" FROM "campuses" WHERE "deleted_at" IS NULL ORDER BY "id" LOOP
    PERFORM "report_records_apply"("report_campus_facts"(campus), 1);
  END LOOP;
END;
$$;
--> statement-breakpoint
-- A campus removed, restored or moved to another university: its places are taken from its
-- university's rows (read from its own rows), its rows dropped, and its records counted again.
CREATE FUNCTION "report_records_recount_campus"("campus" integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "report_records" AS r ("source", "fiscal_year_id", "dimension", "grain",
    "campus_id", "university_id", "program_id", "faculty_id", "level_id", "value", "records",
    "male", "female", "other", "total", "passed")
  SELECT e."source", e."fiscal_year_id", e."dimension", 2::smallint, NULL::integer,
    e."university_id", e."program_id", e."faculty_id", e."level_id", e."value", -sum(e."records"),
    -sum(e."male"), -sum(e."female"), -sum(e."other"), -sum(e."total"), -sum(e."passed")
  FROM "report_records" e
  WHERE e."campus_id" = "campus" AND e."grain" = 0
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
  ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
  ON CONFLICT ON CONSTRAINT "report_records_key" DO UPDATE
  SET "records" = r."records" + excluded."records", "male" = r."male" + excluded."male",
      "female" = r."female" + excluded."female", "other" = r."other" + excluded."other",
      "total" = r."total" + excluded."total", "passed" = r."passed" + excluded."passed";
  DELETE FROM "report_records" WHERE "campus_id" = "campus";
  PERFORM "report_records_apply"("report_campus_facts"("campus"), 1);
END;
$$;
--> statement-breakpoint
-- Keeps `report_records` for each statement on the tables it counts: the rows before leave,
-- the rows after enter (a dropout's student is read as it stands).
CREATE FUNCTION "report_records_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'graduations' THEN
    IF TG_OP <> 'INSERT' THEN
      PERFORM "report_records_apply"(array(SELECT f FROM "report_graduation_facts"(
        array(SELECT o::"graduations" FROM "old_rows" o)) f), -1);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM "report_records_apply"(array(SELECT f FROM "report_graduation_facts"(
        array(SELECT n::"graduations" FROM "new_rows" n)) f), 1);
    END IF;
  ELSIF TG_TABLE_NAME = 'dropouts' THEN
    IF TG_OP <> 'INSERT' THEN
      PERFORM "report_records_apply"(array(SELECT f FROM "report_dropout_facts"(
        array(SELECT o::"dropouts" FROM "old_rows" o),
        array(SELECT s FROM "students" s WHERE s."id" IN (SELECT o."student_id" FROM "old_rows" o))) f), -1);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM "report_records_apply"(array(SELECT f FROM "report_dropout_facts"(
        array(SELECT n::"dropouts" FROM "new_rows" n),
        array(SELECT s FROM "students" s WHERE s."id" IN (SELECT n."student_id" FROM "new_rows" n))) f), 1);
    END IF;
  ELSIF TG_TABLE_NAME = 'board_exam_sittings' THEN
    IF TG_OP <> 'INSERT' THEN
      PERFORM "report_records_apply"(array(SELECT f FROM "report_sitting_facts"(
        array(SELECT o::"board_exam_sittings" FROM "old_rows" o)) f), -1);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM "report_records_apply"(array(SELECT f FROM "report_sitting_facts"(
        array(SELECT n::"board_exam_sittings" FROM "new_rows" n)) f), 1);
    END IF;
  ELSIF TG_TABLE_NAME = 'employees' THEN
    IF TG_OP <> 'INSERT' THEN
      PERFORM "report_records_apply"(array(SELECT f FROM "report_staff_facts"(
        array(SELECT o::"employees" FROM "old_rows" o)) f), -1);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM "report_records_apply"(array(SELECT f FROM "report_staff_facts"(
        array(SELECT n::"employees" FROM "new_rows" n)) f), 1);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "graduations_report_records_insert" AFTER INSERT ON "graduations"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "report_records_keep"();
--> statement-breakpoint
CREATE TRIGGER "graduations_report_records_update" AFTER UPDATE ON "graduations"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "report_records_keep"();
--> statement-breakpoint
CREATE TRIGGER "graduations_report_records_delete" AFTER DELETE ON "graduations"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "report_records_keep"();
--> statement-breakpoint
CREATE TRIGGER "dropouts_report_records_insert" AFTER INSERT ON "dropouts"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "report_records_keep"();
--> statement-breakpoint
CREATE TRIGGER "dropouts_report_records_update" AFTER UPDATE ON "dropouts"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "report_records_keep"();
--> statement-breakpoint
CREATE TRIGGER "dropouts_report_records_delete" AFTER DELETE ON "dropouts"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "report_records_keep"();
--> statement-breakpoint
CREATE TRIGGER "board_exam_sittings_report_records_insert" AFTER INSERT ON "board_exam_sittings"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "report_records_keep"();
--> statement-breakpoint
CREATE TRIGGER "board_exam_sittings_report_records_update" AFTER UPDATE ON "board_exam_sittings"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "report_records_keep"();
--> statement-breakpoint
CREATE TRIGGER "board_exam_sittings_report_records_delete" AFTER DELETE ON "board_exam_sittings"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "report_records_keep"();
--> statement-breakpoint
CREATE TRIGGER "employees_report_records_insert" AFTER INSERT ON "employees"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "report_records_keep"();
--> statement-breakpoint
CREATE TRIGGER "employees_report_records_update" AFTER UPDATE ON "employees"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "report_records_keep"();
--> statement-breakpoint
CREATE TRIGGER "employees_report_records_delete" AFTER DELETE ON "employees"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "report_records_keep"();
--> statement-breakpoint
-- A student whose ethnic group changes moves their dropouts' places with them.
CREATE FUNCTION "students_report_records"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before "students"[];
  after "students"[];
BEGIN
  SELECT array_agg(o::"students"), array_agg(n::"students") INTO before, after
  FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
  WHERE o."ethnic_group_id" IS DISTINCT FROM n."ethnic_group_id"
    AND EXISTS (SELECT 1 FROM "dropouts" d WHERE d."student_id" = n."id");
  IF before IS NOT NULL THEN
    PERFORM "report_records_apply"(array(SELECT f FROM "report_dropout_facts"(
      array(SELECT d FROM "dropouts" d WHERE d."student_id" IN (SELECT (unnest(after))."id")),
      before) f), -1);
    PERFORM "report_records_apply"(array(SELECT f FROM "report_dropout_facts"(
      array(SELECT d FROM "dropouts" d WHERE d."student_id" IN (SELECT (unnest(after))."id")),
      after) f), 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "students_report_records" AFTER UPDATE ON "students"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "students_report_records"();
--> statement-breakpoint
-- A campus removed, restored or moved to another university recounts both summaries for it.
CREATE FUNCTION "campuses_report_summaries"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    PERFORM "report_records_recount_campus"(moved);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER "campuses_report_enrolment" ON "campuses";
--> statement-breakpoint
DROP FUNCTION "campuses_report_enrolment"();
--> statement-breakpoint
CREATE TRIGGER "campuses_report_summaries" AFTER UPDATE ON "campuses"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "campuses_report_summaries"();
--> statement-breakpoint
SELECT "report_records_rebuild"();
