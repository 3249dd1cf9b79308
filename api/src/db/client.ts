/**
 * Opens the database: embedded PGlite in a data folder by default, or a PostgreSQL server when a
 * connection string is given. Both come out as the same drizzle database type, so repositories do
 * not know which one they talk to. Migrations run here, before the app uses the database.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import {
  TableVersions,
  listenForTableChanges,
  watchPgClient,
  watchPglite,
} from '../lib/table-changes';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Which tables have changed (lib/table-changes): what caches of reads check. */
  tableVersions: TableVersions;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string; client?: PGlite }
  | { kind: 'postgres'; url: string; poolSize?: number };

/** Arbitrary constant: one migrating process at a time on a shared PostgreSQL server. */
const MIGRATION_LOCK_KEY = 4_921_049;

/** Where the SQL migrations live: beside the source in development, beside the bundle in dist. */
export function findMigrationsFolder(): string {
  const candidates = [
    process.env.HEMIS_MIGRATIONS_DIR,
    path.join(__dirname, 'drizzle'),
    path.join(__dirname, '..', 'drizzle'),
    path.join(__dirname, '..', '..', 'drizzle'),
    path.join(process.cwd(), 'api', 'drizzle'),
    path.join(process.cwd(), 'drizzle'),
  ];
  for (const candidate of candidates) {
    if (candidate && fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
  }
  throw new Error('Database migrations folder not found (set HEMIS_MIGRATIONS_DIR).');
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = findMigrationsFolder();
  if (options.kind === 'postgres') {
    const pool = new Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server ends (restart, a dropped database) is an 'error' event on the
    // pool; the pool drops that connection and opens another when needed.
    pool.on('error', () => undefined);
    const tableVersions = new TableVersions();
    pool.on('connect', (client) => watchPgClient(client, tableVersions));
    const db = drizzlePg(pool, { schema });
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => 0);
      client.release();
    }
    const listening = listenForTableChanges(options.url, tableVersions);
    await listening.firstTry;
    return {
      db,
      kind: 'postgres',
      tableVersions,
      async close() {
        await listening.stop();
        await pool.end();
      },
    };
  }
  let client = options.client;
  if (!client) {
    if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create(options.dataDir);
  }
  const tableVersions = new TableVersions();
  const db = drizzlePglite(watchPglite(client, tableVersions), { schema });
  await migratePglite(db, { migrationsFolder });
  const owned = client;
  return { db, kind: 'pglite', tableVersions, close: () => owned.close() };
}
