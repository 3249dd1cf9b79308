CREATE TABLE "rate_limit_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_windows_ends_idx" ON "rate_limit_windows" USING btree ("ends_at");--> statement-breakpoint
-- The tables a session check reads (plugins/auth.ts) tell every API process listening on
-- "hemis_sessions_changed" when they change in a way that can end or narrow a granted check, so
-- each drops the checks it keeps (lib/session-cache.ts) within moments of the commit: a sign-out,
-- a password change, a deactivation, a role, permission or module change. A new session (an
-- insert into user_sessions) or a sign-in's time (users.last_sign_in_at) narrows nothing and is
-- not told.
CREATE OR REPLACE FUNCTION hemis_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hemis_sessions_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER hemis_sessions_changed AFTER UPDATE OR DELETE OR TRUNCATE ON user_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION hemis_sessions_changed();--> statement-breakpoint
CREATE TRIGGER hemis_sessions_changed
  AFTER UPDATE OF email, password_hash, role, university_id, campus_id, status, deleted_at
    OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION hemis_sessions_changed();--> statement-breakpoint
CREATE TRIGGER hemis_sessions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION hemis_sessions_changed();--> statement-breakpoint
CREATE TRIGGER hemis_sessions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION hemis_sessions_changed();--> statement-breakpoint
CREATE TRIGGER hemis_sessions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON modules
  FOR EACH STATEMENT EXECUTE FUNCTION hemis_sessions_changed();--> statement-breakpoint
CREATE TRIGGER hemis_sessions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON campus_modules
  FOR EACH STATEMENT EXECUTE FUNCTION hemis_sessions_changed();--> statement-breakpoint
-- The campus modules were left without the lists' trigger (migration 0023): lists and the module
-- screens of other processes hear their changes too.
DO $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
    WHERE g.tgname = 'hemis_table_changed' AND c.relname = 'campus_modules'
  ) THEN
    CREATE TRIGGER hemis_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON campus_modules
      FOR EACH STATEMENT EXECUTE FUNCTION hemis_table_changed();
  END IF;
END
$$;
