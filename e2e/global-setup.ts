import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath } from './support/chromium';
import {
  ARTIFACTS_DIR,
  E2E_DEMO_PASSWORD,
  E2E_ROOT,
  RUNTIME_ENV,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
  type E2eRuntime,
} from './support/runtime';
import { setServer } from './support/server-handle';

const REPO_ROOT = join(E2E_ROOT, '..');
// HEMIS_E2E_SERVER_ENTRY runs the suite against another server build.
const SERVER_ENTRY = process.env.HEMIS_E2E_SERVER_ENTRY || join(REPO_ROOT, 'api/dist/server.js');
const HEALTH_TIMEOUT_MS = 90_000;

function freePort(): Promise<number> {
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

export default async function globalSetup(): Promise<void> {
  // Fail early and loudly: these tests are part of `npm test`, they are never skipped.
  chromiumPath();
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(
      `${SERVER_ENTRY} is missing. Build first: \`node scripts/ensure-built.mjs\` (npm test does it).`,
    );
  }

  // Artifacts of this run only.
  rmSync(ARTIFACTS_DIR, { recursive: true, force: true });
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'hemis-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const embedOrigin = `http://127.0.0.1:${await freePort()}`;
  const log = createWriteStream(join(ARTIFACTS_DIR, 'server.log'));

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
      HEMIS_STATIC_ROOT: REPO_ROOT,
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: baseURL,
      SUPPORT_PHONE,
      SUPPORT_EMAIL,
      // Many sign-ins from one address in a few minutes: raise the sign-in limits.
      HEMIS_SIGNIN_MAX_PER_EMAIL: '10000',
      HEMIS_SIGNIN_MAX_PER_ADDRESS: '100000',
      HEMIS_SIGNIN_MAX_PER_EMAIL_ALL_ADDRESSES: '100000',
      HEMIS_RATE_LIMIT_FACTOR: '1000',
      // The embed test serves an integrator's page from this origin.
      HEMIS_CORS_ORIGINS: embedOrigin,
    },
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  let exit: string | undefined;
  child.on('exit', (code, signal) => {
    exit = `exit code ${code ?? 'none'}, signal ${signal ?? 'none'}; see e2e/artifacts/server.log`;
  });

  const runtimeFile = join(dataDir, 'e2e-runtime.json');
  setServer({ child, dataDir });
  try {
    await waitForHealth(baseURL, () => exit);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }

  const info: E2eRuntime = {
    baseURL,
    dataDir,
    demoPassword: E2E_DEMO_PASSWORD,
    pid: child.pid ?? 0,
    embedOrigin,
  };
  writeFileSync(runtimeFile, JSON.stringify(info, null, 2));
  process.env[RUNTIME_ENV] = runtimeFile;
  process.env.HEMIS_E2E_BASE_URL = baseURL;
  process.env.HEMIS_E2E_DATA_DIR = dataDir;
}
