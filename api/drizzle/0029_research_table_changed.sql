-- The research lists are kept by the list cache like every resource's: they hear when research
-- rows change, on every process.
DO $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
    WHERE g.tgname = 'hemis_table_changed' AND c.relname = 'research'
  ) THEN
    CREATE TRIGGER hemis_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON research
      FOR EACH STATEMENT EXECUTE FUNCTION hemis_table_changed();
  END IF;
END
$$;
