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
import { Pool } from 'pg';
import {
  TableVersions,
  listenForTableChanges,
  watchPgClient,
  watchPglite,
} from '../lib/table-changes';
import type { PoolUse } from '../lib/metrics';
import { tagQueriesWithRequestId } from '../lib/request-context';
import { keepSessionChecks } from '../lib/session-cache';
import type { Database } from './database';
import * as schema from './schema';

export type { Database, Schema } from './database';

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Which tables have changed (lib/table-changes): what caches of reads check. */
  tableVersions: TableVersions;
  /** node-postgres: the pool's connections now (metrics); PGlite has no pool. */
  poolUse?: () => PoolUse;
  /**
   * PGlite: its data directory as a tar, taken between two statements (so holding exactly the
   * committed transactions); what `npm run backup` asks the running server for (ops/data-folder).
   */
  dumpDataDir?: () => Promise<Uint8Array>;
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
    const poolSize = options.poolSize ?? 10;
    const pool = new Pool({ connectionString: options.url, max: poolSize });
    // An idle connection the server ends (restart, a dropped database) is an 'error' event on the
    // pool; the pool drops that connection and opens another when needed.
    pool.on('error', () => undefined);
    const tableVersions = new TableVersions();
    // Each statement given during a request names it in a comment (lib/request-context).
    tagQueriesWithRequestId(pool);
    pool.on('connect', (client) => {
      tagQueriesWithRequestId(client);
      watchPgClient(client, tableVersions);
    });
    const db = drizzlePg(pool, { schema });
    keepSessionChecks(db, tableVersions);
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
    let closing: Promise<void> | undefined;
    return {
      db,
      kind: 'postgres',
      tableVersions,
      poolUse: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: poolSize,
      }),
      // Once: a second pool.end() throws.
      close() {
        closing ??= listening.stop().then(() => pool.end());
        return closing;
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
  keepSessionChecks(db, tableVersions);
  await migratePglite(db, { migrationsFolder });
  const owned = client;
  return {
    db,
    kind: 'pglite',
    tableVersions,
    async dumpDataDir() {
      // A checkpoint first, so the copy starts without replaying much of the log.
      await owned.exec('CHECKPOINT');
      const dump = await owned.dumpDataDir('none');
      return new Uint8Array(await dump.arrayBuffer());
    },
    close: () => owned.close(),
  };
}
