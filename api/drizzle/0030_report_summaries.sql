CREATE TABLE "report_enrolment" (
	"fiscal_year_id" integer NOT NULL,
	"dimension" varchar(16) NOT NULL,
	"grain" smallint NOT NULL,
	"campus_id" integer,
	"university_id" integer,
	"program_id" integer,
	"faculty_id" integer,
	"level_id" integer,
	"gender" varchar(10),
	"value" text,
	"students" integer DEFAULT 0 NOT NULL,
	"entrants" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_enrolment_key" UNIQUE NULLS NOT DISTINCT("fiscal_year_id","dimension","grain","campus_id","university_id","program_id","faculty_id","level_id","gender","value")
);
--> statement-breakpoint
DROP INDEX "students_report_idx";--> statement-breakpoint
ALTER TABLE "report_enrolment" ADD CONSTRAINT "report_enrolment_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_enrolment" ADD CONSTRAINT "report_enrolment_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_enrolment" ADD CONSTRAINT "report_enrolment_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_enrolment_campus_idx" ON "report_enrolment" USING btree ("campus_id","fiscal_year_id");--> statement-breakpoint
-- The age group (shared-contracts' AGE_GROUPS) of a person born on `born`, on `on_day`: compared
-- as dates (born after the day the youngest of a group turned its lower age).
CREATE FUNCTION "report_age_group"("born" date, "on_day" date) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN "born" IS NULL THEN NULL
    WHEN "born" > "on_day" - interval '18 years' THEN 'Below 18'
    WHEN "born" > "on_day" - interval '23 years' THEN '18-22'
    WHEN "born" > "on_day" - interval '28 years' THEN '23-27'
    WHEN "born" > "on_day" - interval '33 years' THEN '28-32'
    ELSE 'Above 32'
  END
$$;
--> statement-breakpoint
-- Adds (sign 1) or takes away (sign -1) the students' places in `report_enrolment`: each live
-- student of a live campus counts in every fiscal year their enrolment span meets, once per
-- dimension, in each grain (GROUPING() of campus and program: 0 per campus and program, 1 per
-- campus (enrolment as a whole), 2 per university and program).
CREATE FUNCTION "report_enrolment_apply"("changed" "students"[], "sign" integer,
  "only_year" integer DEFAULT NULL) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "report_enrolment" AS r ("fiscal_year_id", "dimension", "grain", "campus_id",
    "university_id", "program_id", "faculty_id", "level_id", "gender", "value", "students",
    "entrants")
  SELECT fy."id", d."dimension", GROUPING(s."campus_id", s."program_id"), s."campus_id",
    c."university_id", s."program_id",
    s."faculty_id", s."level_id", s."gender", d."value", "sign" * count(*),
    "sign" * count(*) FILTER (WHERE s."enrolled_from" BETWEEN fy."start_date" AND fy."end_date")
  FROM unnest("changed") s
  JOIN "campuses" c ON c."id" = s."campus_id" AND c."deleted_at" IS NULL
  JOIN "fiscal_years" fy ON s."enrolled_from" <= fy."end_date"
    AND (s."enrolled_until" IS NULL OR s."enrolled_until" >= fy."start_date")
    AND ("only_year" IS NULL OR fy."id" = "only_year")
  LEFT JOIN "districts" di ON di."id" = s."permanent_district_id"
  CROSS JOIN LATERAL (VALUES
    ('all', NULL::text),
    ('belt', di."belt"::text),
    ('province', di."province_id"::text),
    ('ageGroup', "report_age_group"(s."date_of_birth", fy."start_date")),
    ('ethnicGroup', s."ethnic_group_id"::text)
  ) d("dimension", "value")
  WHERE s."deleted_at" IS NULL AND s."staged_job_id" IS NULL
  GROUP BY GROUPING SETS (
    (fy."id", d."dimension", s."campus_id", c."university_id", s."program_id", s."faculty_id",
      s."level_id", s."gender", d."value"),
    (fy."id", d."dimension", s."campus_id", c."university_id", s."gender", d."value"),
    (fy."id", d."dimension", c."university_id", s."program_id", s."faculty_id", s."level_id",
      s."gender", d."value"))
  -- Campuses without programs are counted for enrolment as a whole only.
  HAVING GROUPING(s."campus_id", s."program_id") <> 1 OR d."dimension" = 'all'
  -- One order for every writer, so that concurrent writes lock summary rows without deadlock.
  ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
  ON CONFLICT ON CONSTRAINT "report_enrolment_key" DO UPDATE
  SET "students" = r."students" + excluded."students",
      "entrants" = r."entrants" + excluded."entrants"
$$;
--> statement-breakpoint
-- Recomputes the table (a district's belt or a campus moved), or one fiscal year of it (the year
-- was added or its dates moved), campus by campus.
CREATE FUNCTION "report_enrolment_rebuild"("only_year" integer DEFAULT NULL) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  campus integer;
BEGIN
  DELETE FROM "report_enrolment" WHERE "only_year" IS NULL OR "fiscal_year_id" = "only_year";
  FOR campus IN SELECT DISTINCT "campus_id" FROM "students" LOOP
    PERFORM "report_enrolment_apply"(
      array(SELECT s FROM "students" s WHERE s."campus_id" = campus), 1, "only_year");
  END LOOP;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "students_report_enrolment"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before "students"[];
  after "students"[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "report_enrolment_apply"(array(SELECT n::"students" FROM "new_rows" n), 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "report_enrolment_apply"(array(SELECT o::"students" FROM "old_rows" o), -1);
  ELSE
    -- Only the rows whose counted columns changed move.
    SELECT array_agg(o::"students"), array_agg(n::"students") INTO before, after
    FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
    WHERE (o."deleted_at" IS NULL AND o."staged_job_id" IS NULL, o."campus_id", o."program_id",
        o."faculty_id", o."level_id", o."gender", o."permanent_district_id", o."date_of_birth",
        o."ethnic_group_id", o."enrolled_from", o."enrolled_until")
      IS DISTINCT FROM (n."deleted_at" IS NULL AND n."staged_job_id" IS NULL, n."campus_id",
        n."program_id", n."faculty_id", n."level_id", n."gender", n."permanent_district_id",
        n."date_of_birth", n."ethnic_group_id", n."enrolled_from", n."enrolled_until");
    IF before IS NOT NULL THEN
      PERFORM "report_enrolment_apply"(before, -1);
      PERFORM "report_enrolment_apply"(after, 1);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "students_report_enrolment_insert" AFTER INSERT ON "students"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "students_report_enrolment"();
--> statement-breakpoint
CREATE TRIGGER "students_report_enrolment_update" AFTER UPDATE ON "students"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "students_report_enrolment"();
--> statement-breakpoint
CREATE TRIGGER "students_report_enrolment_delete" AFTER DELETE ON "students"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "students_report_enrolment"();
--> statement-breakpoint
CREATE FUNCTION "fiscal_years_report_enrolment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "report_enrolment_rebuild"(NEW."id");
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A fiscal year added or moved changes who counts in it (its rows go with it when it is deleted).
-- Named to follow "fiscal_years_enrolment", which moves its students' spans first.
CREATE TRIGGER "fiscal_years_report_enrolment_insert" AFTER INSERT ON "fiscal_years"
FOR EACH ROW EXECUTE FUNCTION "fiscal_years_report_enrolment"();
--> statement-breakpoint
CREATE TRIGGER "fiscal_years_report_enrolment_update" AFTER UPDATE OF "start_date", "end_date"
ON "fiscal_years" FOR EACH ROW
WHEN ((OLD."start_date", OLD."end_date") IS DISTINCT FROM (NEW."start_date", NEW."end_date"))
EXECUTE FUNCTION "fiscal_years_report_enrolment"();
--> statement-breakpoint
CREATE FUNCTION "districts_report_enrolment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
             WHERE (o."belt", o."province_id") IS DISTINCT FROM (n."belt", n."province_id")) THEN
    PERFORM "report_enrolment_rebuild"();
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The reference data's refresh at every start rewrites the districts; only a real change counts.
CREATE TRIGGER "districts_report_enrolment" AFTER UPDATE ON "districts"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "districts_report_enrolment"();
--> statement-breakpoint
CREATE FUNCTION "campuses_report_enrolment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
             WHERE (o."deleted_at" IS NULL, o."university_id")
               IS DISTINCT FROM (n."deleted_at" IS NULL, n."university_id")) THEN
    PERFORM "report_enrolment_rebuild"();
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A campus removed, restored or moved to another university (rare) recounts the summary.
CREATE TRIGGER "campuses_report_enrolment" AFTER UPDATE ON "campuses"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "campuses_report_enrolment"();
--> statement-breakpoint
SELECT "report_enrolment_rebuild"();
