// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, type TestApp } from '../../test/helpers';
import { sql } from 'drizzle-orm';
import { findMigrationsFolder } from '../../db/client';
import { migrationsOf, readiness, type Readiness } from './routes';

/** /api/health (alive) and /api/ready (the database answers, every migration applied). */

const migrations = migrationsOf(findMigrationsFolder());
const latest = migrations.at(-1)?.tag ?? '';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const ready = async (app: TestApp) => {
  const answer = await app.app.inject({ method: 'GET', url: '/api/ready' });
  return { status: answer.statusCode, body: answer.json<Readiness>() };
};

describe('health and readiness', () => {
  it('is alive and ready on a migrated database', async () => {
    t = await createTestApp();
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    expect(await ready(t)).toEqual({
      status: 200,
      body: {
        status: 'ready',
        database: 'reachable',
        migrations: { latest, missing: [] },
        problems: [],
      },
    });

    // A database that does not answer in time.
    const db = t.db;
    const slow = {
      execute: (query: Parameters<typeof db.execute>[0]) =>
        new Promise((resolve) => setTimeout(resolve, 200)).then(() => db.execute(query)),
    } as unknown as typeof db;
    const { readiness: late } = await readiness(slow, migrations, 50);
    expect(late).toMatchObject({
      status: 'unready',
      database: 'unreachable',
      problems: ['the database did not answer within 50 ms'],
    });
  });

  it('is not ready while the newest migration is missing', async () => {
    t = await createTestApp();
    await t.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const { status, body } = await ready(t);
    expect(status).toBe(503);
    expect(body.status).toBe('unready');
    expect(body.database).toBe('reachable');
    expect(body.migrations).toEqual({ latest, missing: [latest] });
    expect(body.problems).toEqual([`1 migration(s) not applied: ${latest}`]);
    // Still alive: a restart (which migrates) is what it needs, not a kill.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    // A database drizzle never migrated lacks every migration.
    await t.db.execute(sql`alter table drizzle.__drizzle_migrations rename to old_migrations`);
    const { readiness: never } = await readiness(t.db, migrations);
    expect(never.status).toBe('unready');
    expect(never.migrations?.missing).toEqual(migrations.map((m) => m.tag));
  });

  it('is not ready once its database is closed', async () => {
    t = await createTestApp();
    await t.database.close();
    const { status, body } = await ready(t);
    expect(status).toBe(503);
    expect(body).toEqual({
      status: 'unready',
      database: 'unreachable',
      migrations: null,
      problems: ['the database cannot be reached'],
    });
  });
});
