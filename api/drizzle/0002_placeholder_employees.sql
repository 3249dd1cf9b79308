-- The first employees table held only a name and a staff type (demo rows, no screen wrote it).
-- The full employee record that follows needs a post, a joining type and a qualification, which
-- those rows lack: they are cleared here and the demo seed writes complete records again.
DELETE FROM "employees";
