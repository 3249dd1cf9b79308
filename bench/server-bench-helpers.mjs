// Shared by the API benchmarks (not itself a benchmark: scripts/bench.mjs runs only *-bench.mjs):
// starting the built server on a temporary data folder and a free port, signing in as the demo
// CollegeAdmin, loading routes with autocannon, a fresh PostgreSQL database per run, timing, and
// writing a student import workbook.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import ExcelJS from 'exceljs';
import { build } from 'esbuild';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const defaultServer = path.join(root, 'api', 'dist', 'server.js');

/**
 * The shared contracts (@hemis/shared-contracts, TypeScript) as a module, bundled for this run:
 * what the benchmarks ask for is what the screens ask for, not a copy of it.
 */
export async function sharedContracts() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hemis-bench-contracts-'));
  const outfile = path.join(folder, 'contracts.mjs');
  try {
    await build({
      entryPoints: [path.join(root, 'shared-contracts', 'src', 'index.ts')],
      outfile,
      bundle: true,
      format: 'esm',
      platform: 'node',
      logLevel: 'warning',
    });
    return await import(outfile);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** The server bundle to run (BENCH_SERVER overrides it); exits when it has not been built. */
export function serverBundle() {
  const server = process.env.BENCH_SERVER ?? defaultServer;
  if (!fs.existsSync(server)) {
    const shown = server === defaultServer ? 'api/dist/server.js' : server;
    console.error(`${shown} is missing: run \`npm run build -w @hemis/api\` first.`);
    process.exit(1);
  }
  return server;
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

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitFor(url, timeoutMs) {
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

/**
 * Spawns `server` in demo mode on a fresh data folder (named after `name`) and a free port, with
 * `env` added. The caller waits for health itself (some benches prepare data meanwhile) and must
 * call `stop()` in a `finally`.
 */
export async function startServer(server, name, env = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
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
      // A load test sends far more than a person from one address.
      HEMIS_RATE_LIMIT_FACTOR: '100000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, stop, pid: child.pid };
}

/** A process's resident memory in MB (Linux /proc), or null where it cannot be read. */
export function residentMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

/** The demo accounts' password (the server's demo default). */
const DEMO_PASSWORD = 'Hemis@2026';

/** The demo CollegeAdmin's sign-in body (also what the login benchmark posts). */
export const ADMIN_LOGIN = JSON.stringify({
  email: 'collegeadmin@hemis.test',
  password: DEMO_PASSWORD,
});

/** Signs in as a demo account (the CollegeAdmin unless `email` names another); the bearer header. */
export async function signIn(base, email) {
  const body = email ? JSON.stringify({ email, password: DEMO_PASSWORD }) : ADMIN_LOGIN;
  const response = await fetch(`${base}/api/User/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const signedIn = await response.json();
  if (!signedIn.tokenString)
    throw new Error(`sign-in ${email ?? 'collegeadmin'}: ${response.status}`);
  return { authorization: `Bearer ${signedIn.tokenString}` };
}

/**
 * A JSON caller of the server at `base`: `call(bearer, method, url, body)` answers the parsed
 * body and fails the bench on any status but 200 and 201 (with the server's message).
 */
export function apiCaller(base) {
  return async (bearer, method, url, body) => {
    const response = await fetch(`${base}/api${url}`, {
      method,
      headers: body ? { ...bearer, 'content-type': 'application/json' } : bearer,
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    if (response.status !== 200 && response.status !== 201) {
      throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`);
    }
    return text ? JSON.parse(text) : null;
  };
}

/** One autocannon run with `options`: its result. */
export function loadWith(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** A database URL with its password hidden, for a message. */
export function redacted(text) {
  try {
    const url = new URL(text);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'the given URL';
  }
}

/** Runs `statement` on the PostgreSQL server at `serverUrl` (its own connection). */
async function onServer(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database `name` on the PostgreSQL server at `serverUrl` (one left by an earlier run
 * dropped first, when `replace`): its URL, and `drop()` to remove it after the run. A server that
 * does not answer within `timeoutMs` gives `unreachable(error)` when given, else the error.
 */
export async function createBenchDatabase(
  serverUrl,
  name,
  { replace = false, timeoutMs, unreachable } = {},
) {
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: timeoutMs });
  try {
    await admin.connect();
  } catch (error) {
    if (unreachable) return unreachable(error);
    throw error;
  }
  try {
    if (replace) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/** Imports a student workbook through /Student/Import as `bearer` and waits for its job. */
export async function importStudents(base, bearer, file) {
  const call = apiCaller(base);
  const body = new FormData();
  body.append('file', new Blob([file]), 'students.xlsx');
  const started = await fetch(`${base}/api/Student/Import`, {
    method: 'POST',
    headers: bearer,
    body,
  });
  if (started.status !== 202) throw new Error(`import: ${started.status} ${await started.text()}`);
  const { jobId } = await started.json();
  let job;
  do {
    await new Promise((resolve) => setTimeout(resolve, 500));
    job = await call(bearer, 'GET', `/Student/Import/${jobId}`);
  } while (job.status === 'running');
  if (job.status !== 'done') throw new Error(`import ended ${job.status}: ${job.message}`);
  return job;
}

/** The median of `times` runs of `run`, in ms, and the last run's result. */
export async function timed(times, run) {
  const samples = [];
  let result;
  for (let index = 0; index < times; index += 1) {
    const started = performance.now();
    result = await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { ms: Math.round(samples[Math.floor(samples.length / 2)]), result };
}

/** The student import template's header. */
const STUDENT_HEADER = [
  'First Name',
  'Middle Name',
  'Last Name',
  'Name (Nepali)',
  'Gender',
  'Date of Birth (AD)',
  'Date of Birth (BS)',
  'Ethnic Group',
  'Religion',
  'Citizenship No.',
  'National ID No.',
  'Email',
  'Phone',
  'Permanent District',
  'Permanent Local Level',
  'Permanent Ward No.',
  "Father's Name",
  "Mother's Name",
  'Program',
  'Batch',
  'Year/Semester',
  'University Registration No.',
  'Symbol No.',
  'Campus Roll No.',
  'Admission Date (AD)',
];

/** A real local level of each district (the first of the reference data the API seeds). */
const localLevelOf = (() => {
  const { provinces } = JSON.parse(
    fs.readFileSync(path.join(root, 'api/src/db/data/nepal-local-levels.json'), 'utf8'),
  );
  const first = new Map();
  for (const province of provinces) {
    for (const district of province.districts)
      first.set(district.name, district.localLevels[0].name);
  }
  return (district) => {
    const name = first.get(district);
    if (!name) throw new Error(`${district} is not a district of the reference data`);
    return name;
  };
})();

/**
 * An .xlsx of the template's header and `count` good rows for the demo campus, streamed with
 * exceljs; the permanent local level is one of the row's district. `vary(index)` gives what each bench spreads differently: gender, birthYear,
 * citizenshipNo, email, district, program, yearOrSemester and registrationNo.
 */
export async function studentWorkbook(count, vary) {
  const groups = ['Tamang', 'Newar', 'Magar', 'Gurung', 'Tharu'];
  const chunks = [];
  const stream = new PassThrough();
  stream.on('data', (chunk) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Students');
  sheet.addRow(STUDENT_HEADER).commit();
  for (let index = 0; index < count; index += 1) {
    const row = vary(index);
    const day = String((index % 28) + 1).padStart(2, '0');
    const month = String((index % 12) + 1).padStart(2, '0');
    sheet
      .addRow([
        `Student${index}`,
        null,
        'Bench',
        null,
        row.gender,
        `${row.birthYear}-${month}-${day}`,
        null,
        groups[index % groups.length],
        'Hindu',
        row.citizenshipNo,
        null,
        row.email,
        '9841000000',
        row.district,
        localLevelOf(row.district),
        (index % 30) + 1,
        'Father Bench',
        'Mother Bench',
        row.program,
        '2081 Batch',
        row.yearOrSemester,
        row.registrationNo,
        `S${index}`,
        String(index + 1),
        '2024-08-01',
      ])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

/**
 * `count` good rows for the demo campus (49), names from the demo data; `tag` makes the
 * registration and citizenship numbers differ between files.
 */
export function demoCampusWorkbook(count, tag = 'BENCH') {
  const programs = [
    ['BSc CSIT', 8],
    ['BBS', 4],
    ['BA', 4],
  ];
  const districts = ['Kathmandu', 'Lalitpur', 'Bhaktapur', 'Kavrepalanchok'];
  return studentWorkbook(count, (index) => {
    const [program, periods] = programs[index % programs.length];
    return {
      gender: index % 2 ? 'Female' : 'Male',
      birthYear: 2000 + (index % 6),
      citizenshipNo: `${tag}-CZ-${index}`,
      email: `student${index}@${tag.toLowerCase()}.example`,
      district: districts[index % districts.length],
      program,
      yearOrSemester: (index % periods) + 1,
      registrationNo: `${tag}-REG-${index}`,
    };
  });
}
