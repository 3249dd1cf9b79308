-- The tables of the infrastructure registers, accounts, budgets and teaching load tell the API
-- processes when they change, as migration 0011 made every table then do. Left out: the tables
-- 0011 left out, and the counters written in every approval's transaction (number_series,
-- ledger_day_totals), which no kept list reads.
DO $$
DECLARE
  name text;
BEGIN
  FOR name IN
    SELECT t.tablename FROM pg_tables t
    WHERE t.schemaname = current_schema()
      AND t.tablename NOT IN ('audit_log', 'user_sessions', 'password_reset_tokens', 'form_drafts',
        'student_import_jobs', 'number_series', 'ledger_day_totals')
      AND NOT EXISTS (
        SELECT 1 FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
        WHERE g.tgname = 'hemis_table_changed' AND c.relname = t.tablename
      )
  LOOP
    EXECUTE format(
      'CREATE TRIGGER hemis_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION hemis_table_changed()',
      name
    );
  END LOOP;
END
$$;
