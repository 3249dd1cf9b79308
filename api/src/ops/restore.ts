/**
 * `npm run restore <archive>`: puts a backup (ops/backup) back into an empty data folder
 * (HEMIS_DATA_DIR) and, with DATABASE_URL, an empty PostgreSQL database; then counts every
 * table and hashes every file of the result and compares them with the archive's manifest.
 * It never writes over anything: a folder or database that holds something is refused.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { backupConfigOf, type BackupConfig } from '../config';
import { megabytes } from './backup';
import { holdDataFolder } from './data-folder';
import {
  DATA_FOLDER,
  MANIFEST_FILE,
  differencesFromManifest,
  fileFiguresOf,
  tableFiguresOf,
  totalsOf,
  type Manifest,
  type RunQuery,
  type TableFigures,
  type Totals,
} from './manifest';
import { connectionFor, requirePostgresTool, runPostgresTool } from './postgres-tools';

const run = promisify(execFile);

/** Where the embedded database lives in the data folder (app.ts). */
const PGLITE_FOLDER = 'pglite';

export interface RestoreResult {
  dataDir: string;
  manifest: Manifest;
  totals: Totals;
  /** Empty when every table and file matches the manifest. */
  differences: string[];
  seconds: number;
}

function refuseUnlessEmptyFolder(dataDir: string): void {
  const entries = fs.existsSync(dataDir) ? fs.readdirSync(dataDir) : [];
  if (entries.length > 0) {
    throw new Error(
      `The data folder ${dataDir} is not empty (${entries.slice(0, 5).join(', ')}${entries.length > 5 ? ', ...' : ''}): a backup is restored only into an empty one. Move it aside, or set HEMIS_DATA_DIR to a new folder.`,
    );
  }
}

async function withClient<T>(url: string, work: (query: RunQuery) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(async (sql) => (await client.query<Record<string, unknown>>(sql)).rows);
  } finally {
    await client.end();
  }
}

/** Tables, views, sequences and the like outside PostgreSQL's own schemas. */
async function refuseUnlessEmptyDatabase(url: string): Promise<void> {
  const found = await withClient(url, (query) =>
    query(
      `select n.nspname || '.' || c.relname as name
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
          and n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'
        order by 1 limit 5`,
    ),
  );
  if (found.length > 0) {
    throw new Error(
      `The database of DATABASE_URL is not empty (${found.map((row) => String(row.name)).join(', ')}, ...): a backup is restored only into an empty one (createdb a new one and point DATABASE_URL at it).`,
    );
  }
}

async function restorePostgres(url: string, dump: string): Promise<TableFigures[]> {
  const serverVersion = await withClient(url, async (query) => {
    const [row] = await query('show server_version');
    return String(row?.server_version ?? '').split(' ')[0] ?? '';
  });
  const pgRestore = await requirePostgresTool('pg_restore', serverVersion);
  const { dbname, env } = connectionFor(url);
  // Objects owned by whoever restores: the archive's roles need not exist on this server.
  await runPostgresTool(
    pgRestore,
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${dbname}`,
      dump,
    ],
    env,
  );
  return withClient(url, tableFiguresOf);
}

async function restorePglite(dataDir: string, dump: string): Promise<TableFigures[]> {
  const hold = await holdDataFolder(dataDir);
  try {
    const directory = path.join(dataDir, PGLITE_FOLDER);
    fs.mkdirSync(directory, { recursive: true });
    const database = await PGlite.create(directory, {
      loadDataDir: new Blob([fs.readFileSync(dump)], { type: 'application/x-tar' }),
    });
    try {
      return await tableFiguresOf(
        async (sql) => (await database.query<Record<string, unknown>>(sql)).rows,
      );
    } finally {
      await database.close();
    }
  } finally {
    await hold.release();
  }
}

export async function restoreBackup(archive: string, config: BackupConfig): Promise<RestoreResult> {
  const started = Date.now();
  if (!fs.existsSync(archive)) throw new Error(`There is no archive ${archive}.`);
  refuseUnlessEmptyFolder(config.dataDir);
  const unpacked = fs.mkdtempSync(path.join(os.tmpdir(), 'hemis-restore-'));
  try {
    await run('tar', ['-xzf', archive, '-C', unpacked]);
    const manifestFile = path.join(unpacked, MANIFEST_FILE);
    if (!fs.existsSync(manifestFile)) {
      throw new Error(`${archive} is not a HEMIS backup (it has no ${MANIFEST_FILE}).`);
    }
    const manifest: Manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    const dump = path.join(unpacked, manifest.database.file);
    let tables: TableFigures[];
    if (manifest.database.kind === 'postgres') {
      if (!config.databaseUrl) {
        throw new Error(
          `${archive} holds a PostgreSQL database: set DATABASE_URL to the empty database to restore it into.`,
        );
      }
      await refuseUnlessEmptyDatabase(config.databaseUrl);
      tables = await restorePostgres(config.databaseUrl, dump);
    } else {
      if (config.databaseUrl) {
        throw new Error(
          `${archive} holds the embedded database (PGlite), which is restored into HEMIS_DATA_DIR: unset DATABASE_URL.`,
        );
      }
      tables = await restorePglite(config.dataDir, dump);
    }
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.cpSync(path.join(unpacked, DATA_FOLDER), config.dataDir, { recursive: true });
    const files = fileFiguresOf(config.dataDir).filter(
      (file) => !file.path.startsWith(`${PGLITE_FOLDER}/`),
    );
    return {
      dataDir: config.dataDir,
      manifest,
      totals: totalsOf(manifest),
      differences: differencesFromManifest(manifest, tables, files),
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    fs.rmSync(unpacked, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const archive = process.argv[2];
  if (!archive) throw new Error('Name the archive: npm run restore <hemis-backup-...tar.gz>');
  const config = backupConfigOf();
  const result = await restoreBackup(path.resolve(archive), config);
  const { tables, rows, files, fileBytes } = result.totals;
  const into = `${result.manifest.database.kind === 'postgres' ? 'the database of DATABASE_URL and ' : ''}${result.dataDir}`;
  if (result.differences.length > 0) {
    process.stderr.write(
      [
        `Restored ${archive} into ${into}, but it differs from the backup's manifest:`,
        ...result.differences.map((line) => `  ${line}`),
        '',
      ].join('\n'),
    );
    process.exit(1);
  }
  process.stdout.write(
    `Restored ${archive} (taken ${result.manifest.createdAt}) into ${into} in ${result.seconds.toFixed(1)} s: ${tables} tables (${rows} rows) and ${files} files (${megabytes(fileBytes)}) match the manifest.\n`,
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(
      `Restore failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  });
}
