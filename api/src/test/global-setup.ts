/**
 * Before the API tests: the migrated and seeded database that every app's database is a copy of,
 * so no test file migrates and seeds its own. PGlite: a dumped data directory, kept between runs
 * while what shapes it is unchanged. PostgreSQL (DATABASE_URL): a template database named by what
 * shapes it, shared by the parts of a run, dropped by global-teardown.ts (or, for the parts of
 * scripts/test.mjs, by that script at the end).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { nepalToday } from '@hemis/shared-contracts';
import type { DatabaseHandle, DatabaseOptions } from '../db/client';
import { PG_TEMPLATE_PREFIX, TEMPLATE_ENV, databaseUrl, testConfig } from './config';
import { PGliteWorker } from './worker-pglite';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const CACHE_DIR = path.join(os.tmpdir(), 'hemis-test-templates');
/** Templates kept, the last used: a few trees or branches tested in turn each find theirs. */
const CACHE_KEEP = 3;

export default async function globalSetup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) process.env[TEMPLATE_ENV.postgres] = await postgresTemplate(url);
  else process.env[TEMPLATE_ENV.pglite] = await pgliteTemplate();
}

/**
 * Opens (so migrates) and seeds a database as each app's start did with an empty one. The app's
 * modules load only here: a cached template needs none of them.
 */
async function prepare(options: DatabaseOptions): Promise<DatabaseHandle> {
  const { openDatabase } = await import('../db/client');
  const { prepareDatabase } = await import('../app');
  const handle = await openDatabase(options);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hemis-template-'));
  try {
    await prepareDatabase(handle.db, testConfig(dataDir));
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A lock of the server's: one setup at a time makes the template, the others find it. */
const TEMPLATE_LOCK = 48_151_623;

async function postgresTemplate(url: string): Promise<string> {
  const name = `${PG_TEMPLATE_PREFIX}${templateKey()}`;
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      // Made under another name and renamed once whole, so a template found is a finished one.
      const making = `${name}_making`;
      await client.query(`drop database if exists ${making} with (force)`);
      await client.query(`create database ${making}`);
      try {
        // Closed at once: a template must have no connections when it is copied.
        await (await prepare({ kind: 'postgres', url: databaseUrl(url, making) })).close();
      } catch (error) {
        await client.query(`drop database if exists ${making} with (force)`);
        throw error;
      }
      await client.query(`alter database ${making} rename to ${name}`);
    }
  } finally {
    await client.end();
  }
  return name;
}

/** The run's own link to the cached template (made first if need be), for global-teardown. */
async function pgliteTemplate(): Promise<string> {
  const cached = path.join(CACHE_DIR, `${templateKey()}.tar`);
  const run = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hemis-test-run-')), 'data.tar');
  try {
    fs.linkSync(cached, run);
  } catch {
    await dumpPgliteTemplate(run);
    fs.mkdirSync(CACHE_DIR, { recursive: true });
    // Cached whole, so no run reads half a file (unless another run cached one first).
    try {
      fs.linkSync(run, cached);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const now = new Date();
  fs.utimesSync(cached, now, now);
  // Runs hold their own links, so pruning never takes the template of one under way.
  const usedAt = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const byUse = fs
    .readdirSync(CACHE_DIR)
    .map((name) => path.join(CACHE_DIR, name))
    .sort((a, b) => usedAt(b) - usedAt(a));
  for (const old of byUse.slice(CACHE_KEEP)) fs.rmSync(old, { force: true });
  return run;
}

/**
 * Every test file's databases start from the dump, so it is made quick to start: PostgreSQL
 * zeroes its shared buffers at start (128 MB by default, over half a second in WebAssembly) where
 * a test database of some 30 MB needs few, and the template databases (template0 and template1,
 * 15 MB that every start would unpack) serve only CREATE DATABASE, which no test runs on PGlite.
 */
const LIGHTER_START = [
  "alter system set shared_buffers = '16MB'",
  'alter database template0 is_template false',
  'drop database template0',
  'alter database template1 is_template false',
  'drop database template1',
];

async function dumpPgliteTemplate(file: string): Promise<void> {
  const worker = new PGliteWorker();
  try {
    const database = await worker.open();
    const handle = await prepare({ kind: 'pglite', client: database as unknown as PGlite });
    for (const statement of LIGHTER_START) await database.exec(statement);
    await database.dumpTo(file);
    await handle.close();
  } finally {
    await worker.close();
  }
}

/**
 * A hash of what the template depends on: the date (the seeds date things up to today), the
 * lockfile (PGlite, drizzle), the migrations and the API's and contracts' sources (the seeds and
 * all they import; tests aside).
 */
function templateKey(): string {
  const hash = createHash('sha256').update(nepalToday());
  const files = [
    path.join(ROOT, 'package-lock.json'),
    ...filesUnder(path.join(ROOT, 'api', 'drizzle')),
    ...filesUnder(path.join(ROOT, 'api', 'src')).filter((file) => !file.endsWith('.test.ts')),
    ...filesUnder(path.join(ROOT, 'shared-contracts', 'src')),
  ];
  for (const file of files) {
    hash.update(`\0${path.relative(ROOT, file)}\0`).update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 20);
}

function filesUnder(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((name) => path.join(dir, name))
    .filter((file) => fs.statSync(file).isFile())
    .sort();
}
