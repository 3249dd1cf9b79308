import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseUrl, onServer } from '../../api/src/test/config';
import { startProxy, type ProcessProxy } from './proxy';
import { ARTIFACTS_DIR } from './runtime';
import { REPO_ROOT, startServer, stopServer, type StartedServer } from './server';

/** The PostgreSQL server the tests may make databases on (CI always gives one). */
export const TEST_POSTGRES_URL =
  process.env.HEMIS_TEST_POSTGRES_URL || process.env.DATABASE_URL || undefined;

/**
 * `describe` when a PostgreSQL server is given; else the block is skipped, except under CI=true,
 * where one failing test says what is missing.
 */
export function describeOnPostgres(name: string, body: () => void): void {
  if (TEST_POSTGRES_URL) {
    describe(name, body);
  } else if (/^(1|true|yes)$/i.test(process.env.CI ?? '')) {
    describe(name, () => {
      test('needs a PostgreSQL server', () => {
        throw new Error(
          'CI must give a PostgreSQL server: set HEMIS_TEST_POSTGRES_URL (or DATABASE_URL).',
        );
      });
    });
  } else {
    describe.skip(`${name} (no PostgreSQL: set HEMIS_TEST_POSTGRES_URL)`, body);
  }
}

/** Several API processes of the built app on one PostgreSQL database, behind one proxy. */
export interface ProcessStack {
  proxy: ProcessProxy;
  /** Each process by name, in the order started. */
  processes: Map<string, StartedServer>;
  /** The database they share. */
  databaseUrl: string;
  /** The data folder they share (uploads, outbox), as a deployment's shared volume. */
  dataDir: string;
  /** Ends a process at once (SIGKILL, no shutdown): the proxy then finds it gone. */
  kill(name: string): Promise<void>;
  /** Stops every process and the proxy, drops the database and removes the data folder. */
  stop(): Promise<void>;
}

export interface ProcessStackOptions {
  /** The database made afresh for the stack (dropped first if a killed run left it). */
  database: string;
  /** The processes' names (`A`, `B`); each one's log is e2e/artifacts/<database>-<name>.log. */
  names: string[];
  /** Environment added to startServer's (demo mode, e2e password) and the stack's own. */
  env?: Record<string, string>;
}

/**
 * Starts the processes one after the other with startServer (the first migrates and seeds the
 * demo data, the others find it), all on one new database with one JWT secret and one data
 * folder, behind a proxy whose address is their PUBLIC_URL (TRUST_PROXY: the client address is
 * the proxy's X-Forwarded-For).
 */
export async function startProcessStack(options: ProcessStackOptions): Promise<ProcessStack> {
  const serverUrl = TEST_POSTGRES_URL;
  if (!serverUrl) throw new Error('startProcessStack needs HEMIS_TEST_POSTGRES_URL');
  const { database } = options;
  await onServer(serverUrl, `drop database if exists ${database} with (force)`);
  await onServer(serverUrl, `create database ${database}`);
  const url = databaseUrl(serverUrl, database);
  const dataDir = mkdtempSync(join(tmpdir(), 'hemis-processes-'));
  const proxy = await startProxy();
  const processes = new Map<string, StartedServer>();
  const env = {
    DATABASE_URL: url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: proxy.baseURL,
    TRUST_PROXY: 'true',
    ...options.env,
  };

  const stop = async () => {
    for (const started of processes.values()) await stopServer(started.child);
    await proxy.close();
    await onServer(serverUrl, `drop database if exists ${database} with (force)`);
    if (!process.env.HEMIS_E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (const name of options.names) {
      const started = await startServer({
        logFile: join(ARTIFACTS_DIR, `${database}-${name}.log`),
        dataDir,
        env,
      });
      processes.set(name, started);
      proxy.processes.set(name, started.baseURL);
    }
  } catch (error) {
    await stop();
    throw error;
  }

  const kill = (name: string) => {
    const child = processes.get(name)?.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  };
  return { proxy, processes, databaseUrl: url, dataDir, kill, stop };
}

/**
 * A student import workbook of `count` good rows for the demo campus, made by the benchmarks'
 * own maker (bench/server-bench-helpers.mjs, an ES module: run in a child process); `tag` keeps
 * its registration and citizenship numbers apart from other files'.
 */
export function demoCampusWorkbookFile(count: number, tag: string): string {
  const file = join(ARTIFACTS_DIR, `students-${tag}.xlsx`);
  const script =
    "import { writeFileSync } from 'node:fs';" +
    "import { demoCampusWorkbook } from './bench/server-bench-helpers.mjs';" +
    'const [count, tag, file] = process.argv.slice(1);' +
    'writeFileSync(file, await demoCampusWorkbook(Number(count), tag));';
  execFileSync(process.execPath, ['--input-type=module', '-e', script, String(count), tag, file], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return file;
}
