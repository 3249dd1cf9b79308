// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { testConfig, tokenFor, withToken } from '../test/helpers';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import { Client } from 'pg';
import { buildApp } from '../app';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from '../db/client';
import { employees } from '../db/schema';
import { multipart, PNG, postId, teacherBody } from '../domains/employees/test-fixtures';
import { storedFilePath } from '../lib/files';
import { databaseUrl, LONG_API_TEST_MS, onServer, templateOf } from '../test/config';
import { PGliteWorker, type WorkerPGlite } from '../test/worker-pglite';
import { archiveMomentOf, archiveNameOf, pruneArchives } from './backup';
import { holdDataFolder, type DataFolderHold } from './data-folder';
import {
  MANIFEST_FILE,
  fileFiguresOf,
  tableFiguresOf,
  totalsOf,
  type Manifest,
  type RunQuery,
} from './manifest';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const IN_CI = /^(1|true|yes)$/i.test(process.env.CI ?? '');

interface ScriptRun {
  code: number;
  stdout: string;
  stderr: string;
  seconds: number;
}

/** `npm run backup` / `npm run restore` as an operator runs them: a process of its own. */
function runScript(
  script: 'backup' | 'restore',
  env: Record<string, string>,
  args: string[] = [],
): Promise<ScriptRun> {
  const started = Date.now();
  const {
    DATABASE_URL: _url,
    HEMIS_DATA_DIR: _dataDir,
    HEMIS_BACKUP_DIR: _backupDir,
    ...inherited
  } = process.env;
  return new Promise((resolve) => {
    execFile(
      TSX,
      [path.join(ROOT, 'api', 'src', 'ops', `${script}.ts`), ...args],
      { cwd: ROOT, env: { ...inherited, ...env }, maxBuffer: 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({
          code: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
          stdout,
          stderr,
          seconds: (Date.now() - started) / 1000,
        }),
    );
  });
}

function manifestOf(archive: string): Manifest {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hemis-manifest-'));
  try {
    spawnSync('tar', ['-xzf', archive, '-C', folder, MANIFEST_FILE]);
    return JSON.parse(fs.readFileSync(path.join(folder, MANIFEST_FILE), 'utf8')) as Manifest;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

interface Source {
  handle: DatabaseHandle;
  /** The scripts' environment for the source and for the restore's target. */
  backupEnv: Record<string, string>;
  restoreEnv: Record<string, string>;
  /** Queries on the restored database, opened apart from the restore script. */
  openRestored(): Promise<{ query: RunQuery; close(): Promise<void> }>;
}

/**
 * Employees with a photo registered through the app, two at a time, until stopped; how many
 * were registered so far.
 */
function keepRegistering(app: FastifyInstance, token: string, lecturer: number) {
  let stopped = false;
  let registered = 0;
  const failures: string[] = [];
  const writer = async () => {
    while (!stopped) {
      const fields = Object.fromEntries(
        Object.entries(teacherBody(lecturer)).map(([name, value]) => [name, String(value)]),
      );
      const response = await app.inject(
        withToken(token, {
          method: 'POST',
          url: '/api/Employee',
          ...multipart(fields, [{ field: 'photo', name: 'me.png', data: PNG, type: 'image/png' }]),
        }),
      );
      if (response.statusCode === 201) registered += 1;
      else failures.push(`${response.statusCode} ${response.body}`);
    }
  };
  const writing = Promise.all([writer(), writer()]);
  return {
    registered: () => registered,
    failures,
    async stop() {
      stopped = true;
      await writing;
    },
  };
}

async function untilTrue(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 50));
}

/**
 * The backup's test, on either database: a backup taken while employees are registered, restored
 * into an empty folder (and database), every table and file compared with the manifest.
 */
async function backupDuringWritesAndRestore(root: string, source: Source): Promise<void> {
  const dataDir = path.join(root, 'data');
  const backupDir = path.join(root, 'backups');
  const restoredDir = path.join(root, 'restored');
  const app = await buildApp({
    ...testConfig(dataDir),
    database: source.handle,
    referenceDataCurrent: true,
  });
  let hold: DataFolderHold | undefined;
  try {
    await app.ready();
    if (source.handle.kind === 'pglite') {
      // As server.ts does: the running server dumps the embedded database when asked.
      hold = await holdDataFolder(dataDir);
      const dump = app.hemis.dumpDataDir;
      if (dump) hold.serveDumps(dump);
    }
    const token = await tokenFor(app, 'collegeadmin@hemis.test');
    const lecturer = await postId(source.handle.db, 'Lecturer');
    const [seeded] = await source.handle.db.select({ n: count() }).from(employees);
    const writes = keepRegistering(app, token, lecturer);
    await untilTrue(() => writes.registered() >= 3);

    const before = writes.registered();
    const backup = await runScript('backup', {
      ...source.backupEnv,
      HEMIS_DATA_DIR: dataDir,
      HEMIS_BACKUP_DIR: backupDir,
    });
    const after = writes.registered();
    await writes.stop();
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(
      source.handle.kind === 'pglite' ? /dumped by the running server/ : /dumped by pg_dump/,
    );
    expect(writes.failures).toEqual([]);
    // Writes went on while the backup ran.
    expect(after).toBeGreaterThan(before);

    const [archiveName] = fs.readdirSync(backupDir);
    expect(archiveName).toMatch(/^hemis-backup-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz$/);
    const archive = path.join(backupDir, archiveName ?? '');
    const manifest = manifestOf(archive);
    expect(manifest.database.kind).toBe(source.handle.kind);
    // The backup holds every employee registered before it began, and none that was not.
    const inBackup = manifest.tables.find((table) => table.table === 'public.employees')?.rows;
    expect(inBackup).toBeGreaterThanOrEqual((seeded?.n ?? 0) + before);
    expect(inBackup).toBeLessThanOrEqual((seeded?.n ?? 0) + after);

    const restore = await runScript(
      'restore',
      { ...source.restoreEnv, HEMIS_DATA_DIR: restoredDir },
      [archive],
    );
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/match the manifest/);

    // Compared again here, apart from the restore script: every table and every file.
    const restored = await source.openRestored();
    try {
      expect(await tableFiguresOf(restored.query)).toEqual(manifest.tables);
      const files = fileFiguresOf(restoredDir).filter((file) => !file.path.startsWith('pglite/'));
      expect(files).toEqual(manifest.files);
      // Every photo a restored employee names is there.
      const photos = await restored.query(
        "select photo from employees where photo is not null and photo <> ''",
      );
      expect(photos.length).toBeGreaterThanOrEqual(before);
      const uploads = path.join(restoredDir, 'uploads');
      const missing = photos.filter((row) => !storedFilePath(uploads, String(row.photo)));
      expect(missing).toEqual([]);
    } finally {
      await restored.close();
    }

    const totals = totalsOf(manifest);
    process.stdout.write(
      `backup-restore (${manifest.database.kind}): ${totals.tables} tables, ${totals.rows} rows, ${totals.files} files (${totals.fileBytes} bytes) compared; archive ${fs.statSync(archive).size} bytes; backup ${backup.seconds.toFixed(1)} s with ${after - before} employees registered meanwhile; restore ${restore.seconds.toFixed(1)} s\n`,
    );

    // A folder that holds something is never written over.
    const again = await runScript(
      'restore',
      { ...source.restoreEnv, HEMIS_DATA_DIR: restoredDir },
      [archive],
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/is not empty .*restored only into an empty one/);
  } finally {
    await hold?.release();
    await app.close();
  }
}

describe('archives by date', () => {
  it('names an archive by its moment in UTC and reads the moment back', () => {
    const moment = new Date('2026-03-04T05:06:07.890Z');
    expect(archiveNameOf(moment)).toBe('hemis-backup-2026-03-04T050607Z.tar.gz');
    expect(archiveMomentOf(archiveNameOf(moment))).toEqual(new Date('2026-03-04T05:06:07Z'));
    expect(archiveMomentOf('notes.txt')).toBeNull();
  });

  it('removes archives older than the days kept, and nothing else', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hemis-prune-'));
    try {
      const now = new Date('2026-11-30T02:00:00Z');
      const names = [
        archiveNameOf(new Date('2026-10-30T01:59:59Z')),
        archiveNameOf(new Date('2026-10-31T02:00:00Z')),
        archiveNameOf(new Date('2026-11-29T02:00:00Z')),
        'hemis-backup-notes.txt',
      ];
      for (const name of names) fs.writeFileSync(path.join(folder, name), '');
      expect(pruneArchives(folder, 30, now)).toEqual([names[0]]);
      expect(fs.readdirSync(folder).sort()).toEqual(names.slice(1).sort());
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});

const postgresUrl = process.env.DATABASE_URL;
const pgDumpFound =
  spawnSync('pg_dump', ['--version']).status === 0 || fs.existsSync('/usr/lib/postgresql');

if (!postgresUrl) {
  describe('backup and restore of the embedded database', () => {
    let root = '';
    let worker: PGliteWorker | undefined;
    beforeEach(() => {
      root = fs.mkdtempSync(path.join(os.tmpdir(), 'hemis-backup-test-'));
      worker = new PGliteWorker();
    });
    afterEach(async () => {
      await worker?.close();
      fs.rmSync(root, { recursive: true, force: true });
    });

    it(
      'takes a backup while the server writes, and restores every table and file of it',
      async () => {
        const opened = worker
          ? await worker.open(templateOf('pglite'), path.join(root, 'data', 'pglite'))
          : undefined;
        if (!worker || !opened) throw new Error('no worker');
        const handle = await openDatabase({ kind: 'pglite', client: opened as unknown as PGlite });
        const viaWorker =
          (client: WorkerPGlite): RunQuery =>
          async (sql) =>
            (await client.query(sql)).rows as Record<string, unknown>[];
        const pool = worker;
        await backupDuringWritesAndRestore(root, {
          handle,
          backupEnv: {},
          restoreEnv: {},
          async openRestored() {
            const client = await pool.open(undefined, path.join(root, 'restored', 'pglite'));
            return { query: viaWorker(client), close: () => client.close() };
          },
        });
        await handle.close();
      },
      LONG_API_TEST_MS,
    );
  });
} else {
  const describeWithPgDump = pgDumpFound || IN_CI ? describe : describe.skip;
  describeWithPgDump('backup and restore of a PostgreSQL database (pg_dump)', () => {
    const tag = randomBytes(4).toString('hex');
    const sourceName = `hemis_h3_source_${tag}`;
    const targetName = `hemis_h3_target_${tag}`;
    let root = '';
    beforeAll(async () => {
      await onServer(
        postgresUrl,
        `create database ${sourceName} template ${templateOf('postgres')}`,
      );
      await onServer(postgresUrl, `create database ${targetName}`);
      root = fs.mkdtempSync(path.join(os.tmpdir(), 'hemis-backup-test-'));
    });
    afterAll(async () => {
      for (const name of [sourceName, targetName]) {
        await onServer(postgresUrl, `drop database if exists ${name} with (force)`);
      }
      fs.rmSync(root, { recursive: true, force: true });
    });

    it(
      'takes a backup while the server writes, and restores every table and file of it',
      async () => {
        if (!pgDumpFound) throw new Error('CI must have pg_dump (postgresql-client)');
        const sourceUrl = databaseUrl(postgresUrl, sourceName);
        const targetUrl = databaseUrl(postgresUrl, targetName);
        const options: DatabaseOptions = { kind: 'postgres', url: sourceUrl, poolSize: 4 };
        const handle = await openDatabase(options);
        try {
          await backupDuringWritesAndRestore(root, {
            handle,
            backupEnv: { DATABASE_URL: sourceUrl },
            restoreEnv: { DATABASE_URL: targetUrl },
            async openRestored() {
              const client = new Client({ connectionString: targetUrl });
              await client.connect();
              return {
                query: async (sql) => (await client.query<Record<string, unknown>>(sql)).rows,
                close: () => client.end(),
              };
            },
          });
        } finally {
          await handle.close();
        }

        // A database that holds something is never written over either.
        const again = await runScript(
          'restore',
          { DATABASE_URL: targetUrl, HEMIS_DATA_DIR: path.join(root, 'another') },
          [path.join(root, 'backups', fs.readdirSync(path.join(root, 'backups'))[0] ?? '')],
        );
        expect(again.code).toBe(1);
        expect(again.stderr).toMatch(/database of DATABASE_URL is not empty/);
      },
      LONG_API_TEST_MS,
    );
  });
}
