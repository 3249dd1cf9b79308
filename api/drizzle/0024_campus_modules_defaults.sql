-- Every campus keeps the modules it uses today: all of them.
INSERT INTO "campus_modules" ("campus_id", "module")
SELECT c."id", m."code" FROM "campuses" c CROSS JOIN "modules" m
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A new campus gets every module, whichever way it is inserted; user management narrows it.
CREATE FUNCTION "campus_modules_for_new_campus"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "campus_modules" ("campus_id", "module")
  SELECT NEW."id", m."code" FROM "modules" m
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "campus_modules_for_new_campus" AFTER INSERT ON "campuses"
FOR EACH ROW EXECUTE FUNCTION "campus_modules_for_new_campus"();
--> statement-breakpoint
-- National and university officers read graduation, dropouts and pass rates (the defaults of
-- shared-contracts' permissions.ts), added where the role permissions were seeded already; an
-- empty table is seeded from the defaults at start.
INSERT INTO "role_permissions" ("role", "permission")
SELECT v."role"::"user_role", v."permission"
FROM (VALUES
  ('Admin', 'graduation:view'), ('Admin', 'graduation:export'),
  ('Admin', 'dropout:view'), ('Admin', 'dropout:export'),
  ('Admin', 'passRate:view'), ('Admin', 'passRate:export'),
  ('UgcAdmin', 'graduation:view'), ('UgcAdmin', 'graduation:export'),
  ('UgcAdmin', 'dropout:view'), ('UgcAdmin', 'dropout:export'),
  ('UniAdmin', 'graduation:view'), ('UniAdmin', 'graduation:export'),
  ('UniAdmin', 'dropout:view'), ('UniAdmin', 'dropout:export')
) AS v("role", "permission")
WHERE EXISTS (SELECT 1 FROM "role_permissions")
ON CONFLICT DO NOTHING;
