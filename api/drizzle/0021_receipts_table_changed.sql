-- Graduation forms name their fee receipt (a reference label the kit's lists keep): the lists hear
-- when receipts change.
DO $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
    WHERE g.tgname = 'hemis_table_changed' AND c.relname = 'receipts'
  ) THEN
    CREATE TRIGGER hemis_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON receipts
      FOR EACH STATEMENT EXECUTE FUNCTION hemis_table_changed();
  END IF;
END
$$;
