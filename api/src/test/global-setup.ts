/**
 * Before the API tests: the migrated and seeded database that every app's database is a copy of,
 * so no test file migrates and seeds its own. PGlite: a dumped data directory, kept between runs
 * while what shapes it is unchanged. PostgreSQL (DATABASE_URL): a template database for this run,
 * dropped by global-teardown.ts.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { nepalToday } from '@hemis/shared-contracts';
import type { DatabaseHandle, DatabaseOptions } from '../db/client';
import { TEMPLATE_ENV, databaseUrl, onServer, testConfig } from './config';
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

async function postgresTemplate(url: string): Promise<string> {
  const name = `hemis_test_template_${randomBytes(6).toString('hex')}`;
  await onServer(url, `create database ${name}`);
  try {
    // Closed at once: a template must have no connections when it is copied.
    await (await prepare({ kind: 'postgres', url: databaseUrl(url, name) })).close();
  } catch (error) {
    await onServer(url, `drop database if exists ${name} with (force)`);
    throw error;
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
