-- The grant releases and their instalments tell other API processes when they change (the
-- summary report's Finance part is kept per process until its tables change).
DO $$
DECLARE
  tbl text;
BEGIN
  FOREACH tbl IN ARRAY ARRAY['grant_releases', 'grant_instalments'] LOOP
    IF NOT EXISTS (
      SELECT 1 FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
      WHERE g.tgname = 'hemis_table_changed' AND c.relname = tbl
    ) THEN
      EXECUTE format(
        'CREATE TRIGGER hemis_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION hemis_table_changed()',
        tbl
      );
    END IF;
  END LOOP;
END
$$;
