/**
 * `npm run backup`: one dated archive (HEMIS_BACKUP_DIR, default ./backups) of the database and
 * the data folder's files, taken while the server serves, with a manifest of every table's row
 * count and checksum and every file's size and SHA-256; archives older than
 * HEMIS_BACKUP_KEEP_DAYS (default 30) are removed afterwards.
 *
 * - PGlite: the process holding the data folder dumps its data directory between two statements
 *   (ops/data-folder): the running server when there is one, else this one.
 * - PostgreSQL (DATABASE_URL): pg_dump of a snapshot this run exports, the manifest counted in
 *   that same snapshot.
 * - Files: hard links to every file (no copying, and a file removed later keeps its content), made
 *   before the database's moment and again after it, so every file a row of the dump names is
 *   in the archive: a file is stored before the row naming it commits, and removed after the row
 *   stops naming it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { backupConfigOf, type BackupConfig } from '../config';
import { askHolderForDump, holdDataFolder } from './data-folder';
import {
  DATA_FOLDER,
  MANIFEST_FILE,
  fileFiguresOf,
  tableFiguresOf,
  totalsOf,
  type Manifest,
  type TableFigures,
  type Totals,
} from './manifest';
import { connectionFor, requirePostgresTool, runPostgresTool } from './postgres-tools';

const run = promisify(execFile);

export const PGLITE_DUMP = 'database/pglite.tar';
export const POSTGRES_DUMP = 'database/postgres.dump';
/** What the demo mode signs sessions and file links with (config.ts), kept in the data folder. */
const KEPT_FILES = ['jwt-secret'];

const ARCHIVE_NAME =
  /^hemis-backup-(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})(\d{2})Z(?:-\d+)?\.tar\.gz$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** `hemis-backup-2026-11-30T021500Z.tar.gz`: the moment it was taken, in UTC. */
export function archiveNameOf(moment: Date): string {
  const stamp = moment
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const day = moment.toISOString().slice(0, 10);
  return `hemis-backup-${day}${stamp.slice(8)}.tar.gz`;
}

/** The moment an archive's name says, or null for a name not of an archive. */
export function archiveMomentOf(name: string): Date | null {
  const match = ARCHIVE_NAME.exec(name);
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second));
}

/** Removes the archives of `backupDir` taken more than `keepDays` before `now`; their names. */
export function pruneArchives(backupDir: string, keepDays: number, now: Date): string[] {
  const oldest = now.getTime() - keepDays * DAY_MS;
  const removed: string[] = [];
  for (const name of fs.readdirSync(backupDir)) {
    const moment = archiveMomentOf(name);
    if (moment && moment.getTime() < oldest) {
      fs.rmSync(path.join(backupDir, name), { force: true });
      removed.push(name);
    }
  }
  return removed.sort();
}

/** Hard links under `target` to the files under `source` not linked yet (copies across disks). */
function linkFiles(source: string, target: string): void {
  if (!fs.existsSync(source)) return;
  fs.mkdirSync(target, { recursive: true });
  for (const entry of fs.readdirSync(source, { withFileTypes: true })) {
    const from = path.join(source, entry.name);
    const to = path.join(target, entry.name);
    if (entry.isDirectory()) linkFiles(from, to);
    else if (entry.isFile() && !fs.existsSync(to)) {
      try {
        fs.linkSync(from, to);
      } catch (error) {
        const code = error instanceof Error && 'code' in error ? error.code : undefined;
        // Removed since it was listed: no row can name it any more.
        if (code === 'ENOENT') continue;
        if (code !== 'EXDEV' && code !== 'EPERM') throw error;
        fs.copyFileSync(from, to);
      }
    }
  }
}

export interface BackupResult {
  archive: string;
  bytes: number;
  manifest: Manifest;
  totals: Totals;
  /** Who dumped the database: the running server, this run (no server), or pg_dump. */
  dumpedBy: 'running server' | 'backup' | 'pg_dump';
  seconds: number;
  pruned: string[];
}

interface DatabaseDump {
  manifest: Pick<Manifest, 'database' | 'tables'>;
  dumpedBy: BackupResult['dumpedBy'];
}

/** PGlite's data directory, dumped by the process holding it (this one when no server does). */
async function dumpPglite(dataDir: string): Promise<{ dump: Uint8Array; byServer: boolean }> {
  const fromServer = await askHolderForDump(dataDir);
  if (fromServer) return { dump: fromServer, byServer: true };
  const hold = await holdDataFolder(dataDir);
  try {
    const directory = path.join(dataDir, 'pglite');
    if (!fs.existsSync(path.join(directory, 'PG_VERSION'))) {
      throw new Error(`There is no embedded database in ${directory} (HEMIS_DATA_DIR) to back up.`);
    }
    const database = await PGlite.create(directory);
    try {
      await database.exec('CHECKPOINT');
      const dump = await database.dumpDataDir('none');
      return { dump: new Uint8Array(await dump.arrayBuffer()), byServer: false };
    } finally {
      await database.close();
    }
  } finally {
    await hold.release();
  }
}

/** Opens a PGlite dump apart (in memory): its figures, and the proof that it opens. */
export async function pgliteFigures(
  dump: Uint8Array,
): Promise<{ tables: TableFigures[]; serverVersion: string }> {
  const database = await PGlite.create({
    // slice(): a copy on a plain ArrayBuffer, as Blob takes.
    loadDataDir: new Blob([dump.slice()], { type: 'application/x-tar' }),
  });
  try {
    const query = async (sql: string) => (await database.query<Record<string, unknown>>(sql)).rows;
    const [version] = await query('show server_version');
    return {
      tables: await tableFiguresOf(query),
      serverVersion: String(version?.server_version ?? ''),
    };
  } finally {
    await database.close();
  }
}

async function backupPglite(
  config: BackupConfig,
  staging: string,
  linkAfter: () => void,
): Promise<DatabaseDump> {
  const { dump, byServer } = await dumpPglite(config.dataDir);
  linkAfter();
  const file = path.join(staging, PGLITE_DUMP);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, dump);
  const { tables, serverVersion } = await pgliteFigures(dump);
  return {
    manifest: { database: { kind: 'pglite', file: PGLITE_DUMP, serverVersion }, tables },
    dumpedBy: byServer ? 'running server' : 'backup',
  };
}

async function backupPostgres(
  url: string,
  staging: string,
  linkAfter: () => void,
): Promise<DatabaseDump> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const query = async (sql: string) => (await client.query<Record<string, unknown>>(sql)).rows;
    // The moment of the backup: pg_dump reads this snapshot, and the manifest is counted in it.
    await query('begin isolation level repeatable read, read only');
    const [snapshot] = await query('select pg_export_snapshot() as id');
    linkAfter();
    const [version] = await query('show server_version');
    const serverVersion = String(version?.server_version ?? '').split(' ')[0] ?? '';
    const pgDump = await requirePostgresTool('pg_dump', serverVersion);
    const file = path.join(staging, POSTGRES_DUMP);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const { dbname, env } = connectionFor(url);
    const [, tables] = await Promise.all([
      runPostgresTool(
        pgDump,
        [
          '--format=custom',
          `--snapshot=${String(snapshot?.id)}`,
          `--file=${file}`,
          `--dbname=${dbname}`,
        ],
        env,
      ),
      tableFiguresOf(query),
    ]);
    await query('commit');
    return {
      manifest: { database: { kind: 'postgres', file: POSTGRES_DUMP, serverVersion }, tables },
      dumpedBy: 'pg_dump',
    };
  } finally {
    await client.end();
  }
}

export async function takeBackup(config: BackupConfig, now = new Date()): Promise<BackupResult> {
  const started = Date.now();
  fs.mkdirSync(config.backupDir, { recursive: true, mode: 0o700 });
  fs.mkdirSync(config.dataDir, { recursive: true });
  // In the data folder, so that the files' hard links are on their disk.
  const staging = fs.mkdtempSync(path.join(config.dataDir, '.backup-'));
  try {
    const dataCopy = path.join(staging, DATA_FOLDER);
    const linkUploads = () =>
      linkFiles(path.join(config.dataDir, 'uploads'), path.join(dataCopy, 'uploads'));
    linkUploads();
    const database = config.databaseUrl
      ? await backupPostgres(config.databaseUrl, staging, linkUploads)
      : await backupPglite(config, staging, linkUploads);
    for (const name of KEPT_FILES) {
      const file = path.join(config.dataDir, name);
      if (fs.existsSync(file)) fs.copyFileSync(file, path.join(dataCopy, name));
    }
    const manifest: Manifest = {
      format: 1,
      createdAt: now.toISOString(),
      ...database.manifest,
      files: fileFiguresOf(dataCopy),
    };
    fs.writeFileSync(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

    let archive = path.join(config.backupDir, archiveNameOf(now));
    for (let n = 2; fs.existsSync(archive); n += 1) {
      archive = path.join(config.backupDir, archiveNameOf(now).replace('.tar.gz', `-${n}.tar.gz`));
    }
    // Written under another name and renamed once whole: an archive found is a finished one.
    const partial = path.join(config.backupDir, `.${path.basename(archive)}.partial`);
    await run('tar', ['-czf', partial, '-C', staging, MANIFEST_FILE, 'database', DATA_FOLDER]);
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, archive);

    const pruned = pruneArchives(config.backupDir, config.keepDays, now);
    return {
      archive,
      bytes: fs.statSync(archive).size,
      manifest,
      totals: totalsOf(manifest),
      dumpedBy: database.dumpedBy,
      seconds: (Date.now() - started) / 1000,
      pruned,
    };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

export const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const DUMPED_BY: Record<BackupResult['dumpedBy'], string> = {
  'running server': 'the running server',
  backup: 'this command (no server was running)',
  pg_dump: 'pg_dump',
};

async function main(): Promise<void> {
  const result = await takeBackup(backupConfigOf());
  const { tables, rows, files, fileBytes } = result.totals;
  process.stdout.write(
    [
      `Backup written: ${result.archive} (${megabytes(result.bytes)}, ${result.seconds.toFixed(1)} s)`,
      `  database (${result.manifest.database.kind}, dumped by ${DUMPED_BY[result.dumpedBy]}): ${tables} tables, ${rows} rows`,
      `  files: ${files} (${megabytes(fileBytes)})`,
      ...(result.pruned.length > 0
        ? [
            `  removed ${result.pruned.length} archive(s) older than the days kept: ${result.pruned.join(', ')}`,
          ]
        : []),
      '',
    ].join('\n'),
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(
      `Backup failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  });
}
