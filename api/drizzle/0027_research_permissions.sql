-- A campus's clerks record its research and publications (report:add and report:edit, the
-- defaults of shared-contracts' permissions.ts), added where the role permissions were seeded
-- already; an empty table is seeded from the defaults at start.
INSERT INTO "role_permissions" ("role", "permission")
SELECT v."role"::"user_role", v."permission"
FROM (VALUES
  ('CollegeUser', 'report:add'), ('CollegeUser', 'report:edit')
) AS v("role", "permission")
WHERE EXISTS (SELECT 1 FROM "role_permissions")
ON CONFLICT DO NOTHING;
