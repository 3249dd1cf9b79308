// API benchmark: starts the built server (api/dist/server.js) on a temporary data folder and a
// free port, with sign-in limits raised, then measures with autocannon:
//   - POST /api/User/Login (argon2id verify + session insert): req/s and p99
//   - GET /api/Campus/49 and GET /api/health in the same run: req/s and the ratio campus/health
//   - as a signed-in CollegeAdmin: GET /api/User/Profile (session check only) and
//     GET /api/Employee (session + permission check from the database + a scoped, paged list)
// Prints a markdown table and one JSON line. Options: BENCH_SECONDS (default 10),
// BENCH_CONNECTIONS (default 10).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'api', 'dist', 'server.js');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

if (!fs.existsSync(server)) {
  console.error('api/dist/server.js is missing: run `npm run build -w @hemis/api` first.');
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not answer ${url}`);
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration: seconds, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hemis-bench-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, [server], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    HEMIS_DATA_DIR: dataDir,
    HEMIS_MODE: 'demo',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    HEMIS_SIGNIN_MAX_PER_EMAIL: '100000000',
    HEMIS_SIGNIN_MAX_PER_ADDRESS: '100000000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  const startedAt = Date.now();
  await waitFor(`${base}/api/health`);
  const startupMs = Date.now() - startedAt;

  const login = await run({
    url: `${base}/api/User/Login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'collegeadmin@hemis.test', password: 'Hemis@2026' }),
  });
  const health = await run({ url: `${base}/api/health` });
  const campus = await run({ url: `${base}/api/Campus/49` });
  const signedIn = await fetch(`${base}/api/User/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'collegeadmin@hemis.test', password: 'Hemis@2026' }),
  }).then((response) => response.json());
  const bearer = { authorization: `Bearer ${signedIn.tokenString}` };
  const profile = await run({ url: `${base}/api/User/Profile`, headers: bearer });
  const employeeList = await run({ url: `${base}/api/Employee?pageSize=25`, headers: bearer });

  const row = (name, result) => ({
    name,
    reqPerSec: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  });
  const rows = [
    row('POST /api/User/Login', login),
    row('GET /api/health', health),
    row('GET /api/Campus/49', campus),
    row('GET /api/User/Profile (signed in)', profile),
    row('GET /api/Employee (signed in, permission + scope)', employeeList),
  ];
  const ratio = campus.requests.average / health.requests.average;
  console.log(
    `\nAPI benchmark (${seconds} s each, ${connections} connections, startup ${startupMs} ms)\n`,
  );
  console.log('| route | req/s | p99 ms | non-2xx | errors |');
  console.log('|---|---:|---:|---:|---:|');
  for (const r of rows)
    console.log(`| ${r.name} | ${r.reqPerSec} | ${r.p99Ms} | ${r.non2xx} | ${r.errors} |`);
  const listRatio = employeeList.requests.average / profile.requests.average;
  console.log(`\nCampus/49 vs health: ${(ratio * 100).toFixed(1)} %`);
  console.log(`Employee list vs profile: ${(listRatio * 100).toFixed(1)} %\n`);
  console.log(
    JSON.stringify({
      bench: 'api',
      seconds,
      connections,
      startupMs,
      rows,
      campusToHealthRatio: Number(ratio.toFixed(3)),
      employeeListToProfileRatio: Number(listRatio.toFixed(3)),
    }),
  );
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
