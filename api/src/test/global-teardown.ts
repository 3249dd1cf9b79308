/**
 * After the API tests: the run's template goes (PostgreSQL's database; PGlite's link to the cached
 * one, which stays for the next runs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { TEMPLATE_ENV, onServer } from './config';

export default async function globalTeardown(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const database = process.env[TEMPLATE_ENV.postgres];
  if (url && database) await onServer(url, `drop database if exists ${database} with (force)`);
  const file = process.env[TEMPLATE_ENV.pglite];
  if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
