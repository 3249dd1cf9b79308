// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, type TestApp } from '../test/helpers';
import { eq, getTableName, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { students } from '../db/schema';
import { NOTIFY_CHANNEL, TableVersions, changeOf, listenForTableChanges } from './table-changes';

/**
 * What a statement changes, the versions that move with it on the app's own database (every
 * write, in or out of a transaction), and the triggers every resource table has so that other
 * processes on a PostgreSQL server are told.
 */

describe('changeOf', () => {
  it('reads plain writes as their table, reads as nothing, and the rest as anything', () => {
    expect(changeOf('insert into "students" ("id") values ($1)')).toEqual({ table: 'students' });
    expect(changeOf('  UPDATE "public"."campuses" set "logo" = $1')).toEqual({ table: 'campuses' });
    expect(changeOf('delete from fiscal_years where id = 1')).toEqual({ table: 'fiscal_years' });
    expect(changeOf('truncate table holidays')).toEqual({ table: 'holidays' });
    for (const read of [
      'select 1',
      '(select 1) union all (select 2)',
      'with x as (select 1) select * from x',
      'BEGIN',
      'savepoint a',
      'rollback',
      'set x = 1',
      'show all',
    ]) {
      expect(changeOf(read)).toBe('nothing');
    }
    for (const any of ['commit', 'with x as (update students set a = 1) select 1', 'do $$ $$']) {
      expect(changeOf(any)).toBe('everything');
    }
  });

  it('moves the version of the tables changed, and every version for a change of anything', () => {
    const versions = new TableVersions();
    const before = versions.versionOf(['students', 'programs']);
    versions.changed('campuses');
    expect(versions.versionOf(['students', 'programs'])).toBe(before);
    versions.changed('programs');
    const after = versions.versionOf(['students', 'programs']);
    expect(after).not.toBe(before);
    versions.changedAll();
    expect(versions.versionOf(['students', 'programs'])).toBe(after + 1);
  });
});

describe('on the app database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const versionOfStudents = () => t.app.hemis.tableVersions.versionOf(['students']);

  it('moves when a write completes, alone or in a transaction, and not for reads', async () => {
    let version = versionOfStudents();
    await t.db.select().from(students).limit(1);
    expect(versionOfStudents()).toBe(version);

    await t.db.update(students).set({ middleName: 'Kumar' }).where(eq(students.id, 1));
    expect(versionOfStudents()).toBeGreaterThan(version);

    version = versionOfStudents();
    await t.db.transaction(async (tx) => {
      await tx.update(students).set({ middleName: null }).where(eq(students.id, 1));
    });
    expect(versionOfStudents()).toBeGreaterThan(version);

    version = versionOfStudents();
    await t.db.execute(sql`update students set middle_name = null where id = 2`);
    expect(versionOfStudents()).toBeGreaterThan(version);
  });

  it('gives every table a list reads the trigger that tells other processes', async () => {
    const { rows } = (await t.db.execute(
      sql`select c.relname as name from pg_trigger g join pg_class c on c.oid = g.tgrelid
          where g.tgname = 'hemis_table_changed'`,
    )) as unknown as { rows: { name: string }[] };
    const triggered = new Set(rows.map((row) => row.name));
    const resourceTables = [...t.app.hemis.resources.values()].map((entry) =>
      getTableName(entry.table),
    );
    expect(resourceTables.length).toBeGreaterThan(20);
    for (const table of [...resourceTables, 'campuses', 'universities', 'users']) {
      expect({ table, triggered: triggered.has(table) }).toEqual({ table, triggered: true });
    }
    expect(triggered.has('audit_log')).toBe(false);
  });

  const postgresUrl = process.env.DATABASE_URL;
  (postgresUrl ? it : it.skip)(
    'hears a change another connection commits (PostgreSQL)',
    async () => {
      // The app's own database on that server: the one its pool is connected to.
      const { rows } = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const url = new URL(postgresUrl ?? '');
      url.pathname = `/${rows[0]?.name ?? ''}`;
      const other = new Client({ connectionString: url.toString() });
      await other.connect();
      try {
        // The listener is connected once the app is up; wait for it as a request would not.
        for (let i = 0; i < 50 && !t.app.hemis.tableVersions.live; i += 1) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(t.app.hemis.tableVersions.live).toBe(true);
        const version = versionOfStudents();
        await other.query("update students set middle_name = 'Other' where id = 3");
        for (let i = 0; i < 50 && versionOfStudents() === version; i += 1) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(versionOfStudents()).toBeGreaterThan(version);
        expect(NOTIFY_CHANNEL).toBe('hemis_table_changed');
      } finally {
        await other.end();
      }
    },
  );
});

describe('listening for other processes', () => {
  it('tells once that changes cannot be heard, however often it retries, and keeps caches off', async () => {
    const versions = new TableVersions();
    const told: [boolean, unknown][] = [];
    versions.onHearing = (heard, error) => told.push([heard, error]);
    // Nothing listens on port 1.
    const { stop } = listenForTableChanges('postgres://hemis:x@127.0.0.1:1/hemis', versions);
    try {
      await waitUntil(() => told.length > 0);
      // A retry runs each second: two more fail without a word.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(told).toEqual([[false, expect.objectContaining({ code: 'ECONNREFUSED' })]]);
      expect(versions.live).toBe(false);
    } finally {
      await stop();
    }
  });

  const url = process.env.DATABASE_URL;
  (url ? it : it.skip)('hears a PostgreSQL server and says nothing while it does', async () => {
    const versions = new TableVersions();
    const told: boolean[] = [];
    versions.onHearing = (heard) => told.push(heard);
    const { stop, firstTry } = listenForTableChanges(url ?? '', versions);
    try {
      // Hearing has begun once the first attempt is over.
      await firstTry;
      expect(versions.live).toBe(true);
      expect(told).toEqual([]);
    } finally {
      await stop();
    }
  });
});

async function waitUntil(done: () => boolean, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
