-- Every table a list may read tells the API processes listening on "hemis_table_changed" that it
-- changed (its name as the payload, sent when the transaction commits), so that what they keep
-- of earlier reads (lib/table-changes.ts) is dropped, whichever process or person wrote.
-- A table added later gets the same trigger in its own migration (api/src/lib/table-changes.test.ts
-- checks every resource table has it). Tables no list reads, written on every sign-in or job
-- heartbeat, are left out.
CREATE OR REPLACE FUNCTION hemis_table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hemis_table_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  name text;
BEGIN
  FOR name IN
    SELECT tablename FROM pg_tables
    WHERE schemaname = current_schema()
      AND tablename NOT IN ('audit_log', 'user_sessions', 'password_reset_tokens', 'form_drafts', 'student_import_jobs')
  LOOP
    EXECUTE format(
      'CREATE TRIGGER hemis_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION hemis_table_changed()',
      name
    );
  END LOOP;
END
$$;
