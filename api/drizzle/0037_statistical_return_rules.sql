-- The statistical return's validation rules, as data the commission edits (level, message,
-- threshold, on or off); each kind is a check of domains/returns/rules.ts.
INSERT INTO "statistical_return_rules" ("kind", "level", "message", "threshold") VALUES
  ('passedNotAboveAppeared', 'error', 'More students passed than appeared.', NULL),
  ('femaleNotAboveTotal', 'error', 'More girls than students in all.', NULL),
  ('programWithoutEnrolment', 'warning', 'The campus runs this program but the return shows no student in it.', NULL),
  ('changeFromLastYear', 'warning', 'This figure changed by more than the allowed share from last year''s accepted return.', 30),
  ('staffWithoutPost', 'warning', 'Some working staff have no post: the staff table leaves them out.', NULL),
  ('emptySection', 'warning', 'This section has no figure at all.', NULL)
ON CONFLICT ("kind") DO NOTHING;
--> statement-breakpoint
-- Endorsing, returning and accepting statistical returns is the reports module's approval:
-- given to the roles that sign off (on a database whose role permissions were seeded already;
-- a new one is seeded from DEFAULT_ROLE_PERMISSIONS).
INSERT INTO "role_permissions" ("role", "permission")
SELECT r.role::"user_role", 'report:approve'
FROM (VALUES ('SuperAdmin'), ('Admin'), ('UgcAdmin'), ('UniAdmin')) AS r(role)
WHERE EXISTS (SELECT 1 FROM "role_permissions")
ON CONFLICT DO NOTHING;
