import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { E2E_DEMO_PASSWORD, E2E_ROOT, SUPPORT_EMAIL, SUPPORT_PHONE } from './runtime';

export const REPO_ROOT = join(E2E_ROOT, '..');
/** The server entry script; HEMIS_E2E_SERVER_ENTRY runs the suite against another server build. */
export const SERVER_ENTRY =
  process.env.HEMIS_E2E_SERVER_ENTRY || join(REPO_ROOT, 'api/dist/server.js');
/**
 * A demo server seeds its whole database before it answers; on a loaded two-core machine that
 * has taken over three minutes, so the suite waits up to five before it calls the start failed.
 */
const HEALTH_TIMEOUT_MS = 300_000;

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerOptions {
  /** Where the server's output goes (created or overwritten). */
  logFile: string;
  /** HEMIS_STATIC_ROOT: the folder holding `shell/dist` and `mfe-*` (default: the repository). */
  staticRoot?: string;
  /** Environment added to the defaults (demo mode, the e2e password, raised sign-in limits). */
  env?: Record<string, string>;
  /** HEMIS_DATA_DIR: a folder the caller made (several processes share one); default a fresh one. */
  dataDir?: string;
}

export interface StartedServer {
  child: ChildProcess;
  baseURL: string;
  /** The server's HEMIS_DATA_DIR (a fresh temporary folder unless given; the caller removes it). */
  dataDir: string;
}

async function waitForHealth(baseURL: string, exited: () => string | undefined): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    const exit = exited();
    if (exit) throw new Error(`The HEMIS server stopped before it was ready (${exit}).`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `GET ${baseURL}/api/health did not answer 200 within ${HEALTH_TIMEOUT_MS} ms (${last}).`,
  );
}

/**
 * Starts `node api/dist/server.js` in demo mode on a free port with a fresh temporary data
 * folder, the e2e demo password, `PUBLIC_URL` = its own address, known support contacts and
 * raised sign-in and rate limits; answers once `GET /api/health` answers 200.
 */
export async function startServer(options: ServerOptions): Promise<StartedServer> {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(
      `${SERVER_ENTRY} is missing. Build first: \`node scripts/ensure-built.mjs\` (npm test does it).`,
    );
  }
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'hemis-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const log = createWriteStream(options.logFile);
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      HEMIS_MODE: 'demo',
      HEMIS_DATA_DIR: dataDir,
      HEMIS_DEMO_PASSWORD: E2E_DEMO_PASSWORD,
      HEMIS_STATIC_ROOT: options.staticRoot ?? REPO_ROOT,
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: baseURL,
      SUPPORT_PHONE,
      SUPPORT_EMAIL,
      // Many sign-ins from one address in a few minutes: raise the sign-in limits.
      HEMIS_SIGNIN_MAX_PER_EMAIL: '10000',
      HEMIS_SIGNIN_MAX_PER_ADDRESS: '100000',
      HEMIS_SIGNIN_MAX_PER_EMAIL_ALL_ADDRESSES: '100000',
      HEMIS_RATE_LIMIT_FACTOR: '1000',
      ...options.env,
    },
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  let exit: string | undefined;
  child.on('exit', (code, signal) => {
    exit =
      `exit code ${code ?? 'none'}, signal ${signal ?? 'none'}; ` +
      `see ${relative(REPO_ROOT, options.logFile)}`;
  });
  try {
    await waitForHealth(baseURL, () => exit);
  } catch (error) {
    await stopServer(child);
    if (!process.env.HEMIS_E2E_KEEP_DATA && !options.dataDir)
      rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return { child, baseURL, dataDir };
}

/** Stops a server (SIGTERM, SIGKILL after 5 s) and waits for it to exit. */
export function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
