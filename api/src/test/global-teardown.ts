/**
 * After the API tests: the run's template goes (PostgreSQL's database, unless the run is a part
 * whose script drops it at the end; PGlite's link to the cached one, which stays for the next
 * runs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { PG_TEMPLATE_KEEP_ENV, TEMPLATE_ENV, onServer } from './config';

export default async function globalTeardown(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const database = process.env[TEMPLATE_ENV.postgres];
  if (url && database && process.env[PG_TEMPLATE_KEEP_ENV] !== '1')
    await onServer(url, `drop database if exists ${database} with (force)`);
  const file = process.env[TEMPLATE_ENV.pglite];
  if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
