// API benchmark: starts the built server (api/dist/server.js) on a temporary data folder and a
// free port, with sign-in limits raised, once on the embedded database (PGlite) and once on a
// PostgreSQL server, and measures with autocannon on each:
//   - POST /api/User/Login (argon2id verify + session insert): req/s and p99
//   - GET /api/health, and beside it GET /api/Campus/49 (public read)
//   - as a signed-in CollegeAdmin: GET /api/User/Profile (session check), and the scoped, paged
//     lists GET /api/Student?pageSize=25 and GET /api/Employee?pageSize=25 (session, permission,
//     count, page and labels) as their list screens ask for them (`fields`: the columns shown):
//     answered from what the server keeps of the same read (lib/resource/list-cache.ts), and
//     read afresh (Cache-Control: no-cache); and with whole rows, read afresh
// Prints a markdown table per database, a summary of the signed-in reads against health with the
// goals (PostgreSQL, 10 connections: each list at least 30 % of health's req/s, p99 at most
// 25 ms), and one JSON line per database. Beside req/s each route gets the CPU time one request
// took in the server process and, on a PostgreSQL server of this machine, in its connections'
// backends (Linux /proc): figures that hold when other work shares the machine, unlike req/s.
// Options: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10), BENCH_DATABASE_URL (a
// PostgreSQL server where the bench may create and drop a database; default DATABASE_URL, else
// postgres://postgres:postgres@127.0.0.1:5432/postgres; `none` skips PostgreSQL).
import fs from 'node:fs';
import pg from 'pg';
import {
  ADMIN_LOGIN,
  createBenchDatabase,
  loadWith,
  redacted,
  serverBundle,
  sharedContracts,
  signIn,
  startServer,
  waitFor,
} from './server-bench-helpers.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const postgresUrl =
  process.env.BENCH_DATABASE_URL ??
  (process.env.DATABASE_URL || 'postgres://postgres:postgres@127.0.0.1:5432/postgres');
const server = serverBundle();

// The fields the list screens ask for: their table's columns and what their cells and row links
// read (the lists' rowFields in mfe-students and mfe-employees).
const { STUDENT_LIST_READS, EMPLOYEE_LIST_READS } = await sharedContracts();
const STUDENT_LIST_FIELDS = STUDENT_LIST_READS.join(',');
const EMPLOYEE_LIST_FIELDS = EMPLOYEE_LIST_READS.join(',');

/** The goals of the signed-in lists on PostgreSQL at 10 connections. */
const GOALS = { listToHealth: 0.3, p99Ms: 25 };

const run = (options) => loadWith({ connections, duration: seconds, ...options });

/** CPU seconds a process has used (user + system; Linux /proc), or null where unreadable. */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * The CPU seconds of the server and of its database's backends (when they run here), each
 * backend by its pid: the pool opens and closes connections between two readings.
 */
function cpuMeter(serverPid, databaseName) {
  const backends = async () => {
    if (!databaseName) return null;
    const client = new pg.Client({ connectionString: postgresUrl });
    try {
      await client.connect();
      const { rows } = await client.query(
        'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [databaseName],
      );
      const byPid = new Map(rows.map((r) => [r.pid, cpuSeconds(r.pid)]));
      return [...byPid.values()].some((value) => value === null) ? null : byPid;
    } catch {
      return null;
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  return async () => ({ server: cpuSeconds(serverPid), database: await backends() });
}

/** CPU seconds used between two readings (a backend opened meanwhile counts from zero). */
function used(before, after) {
  if (before === null || after === null) return null;
  if (typeof after === 'number') return after - before;
  let sum = 0;
  for (const [pid, seconds] of after) sum += seconds - (before.get(pid) ?? 0);
  return sum;
}

/** Runs one measurement with the CPU time per request it cost. */
async function measured(meter, options) {
  const before = await meter();
  const result = await run(options);
  const after = await meter();
  const perRequest = (key) => {
    const seconds = used(before[key], after[key]);
    return seconds === null || result.requests.total === 0
      ? null
      : Math.round((seconds * 1e6) / result.requests.total);
  };
  return { ...result, cpu: { server: perRequest('server'), database: perRequest('database') } };
}

const row = (name, result) => ({
  name,
  reqPerSec: Math.round(result.requests.average),
  p99Ms: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
  serverCpuUs: result.cpu?.server ?? null,
  databaseCpuUs: result.cpu?.database ?? null,
});
const shown = (value) => (value === null || value === undefined ? '' : String(value));

/** Runs every measurement against one server; `env` picks its database. */
async function benchOne(database, env, databaseName) {
  const { base, stop, pid } = await startServer(server, 'hemis-bench', {
    HEMIS_SIGNIN_MAX_PER_EMAIL: '100000000',
    HEMIS_SIGNIN_MAX_PER_ADDRESS: '100000000',
    ...env,
  });
  try {
    const startedAt = Date.now();
    await waitFor(`${base}/api/health`, 120_000);
    const startupMs = Date.now() - startedAt;
    const login = await run({
      url: `${base}/api/User/Login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: ADMIN_LOGIN,
    });
    const meter = cpuMeter(pid, databaseName);
    const health = await measured(meter, { url: `${base}/api/health` });
    const campus = await measured(meter, { url: `${base}/api/Campus/49` });
    const bearer = await signIn(base);
    const signedIn = (url) => measured(meter, { url: `${base}${url}`, headers: bearer });
    // Read afresh each time: the list's answer is not taken from what was kept.
    const afresh = (url) =>
      measured(meter, {
        url: `${base}${url}`,
        headers: { ...bearer, 'cache-control': 'no-cache' },
      });
    const profile = await signedIn('/api/User/Profile');
    const studentList = await signedIn(`/api/Student?pageSize=25&fields=${STUDENT_LIST_FIELDS}`);
    const employeeList = await signedIn(`/api/Employee?pageSize=25&fields=${EMPLOYEE_LIST_FIELDS}`);
    const studentFresh = await afresh(`/api/Student?pageSize=25&fields=${STUDENT_LIST_FIELDS}`);
    const employeeFresh = await afresh(`/api/Employee?pageSize=25&fields=${EMPLOYEE_LIST_FIELDS}`);
    const studentRows = await afresh('/api/Student?pageSize=25');
    const employeeRows = await afresh('/api/Employee?pageSize=25');
    const rows = {
      login: row('POST /api/User/Login', login),
      health: row('GET /api/health', health),
      campus: row('GET /api/Campus/49', campus),
      profile: row('GET /api/User/Profile (signed in)', profile),
      students: row(
        'GET /api/Student?pageSize=25&fields=… (the list screen, scoped, kept answer)',
        studentList,
      ),
      employees: row(
        'GET /api/Employee?pageSize=25&fields=… (the list screen, scoped, kept answer)',
        employeeList,
      ),
      studentFresh: row(
        'GET /api/Student?pageSize=25&fields=… (the same, read afresh: Cache-Control: no-cache)',
        studentFresh,
      ),
      employeeFresh: row(
        'GET /api/Employee?pageSize=25&fields=… (the same, read afresh: Cache-Control: no-cache)',
        employeeFresh,
      ),
      studentRows: row('GET /api/Student?pageSize=25 (whole rows, read afresh)', studentRows),
      employeeRows: row('GET /api/Employee?pageSize=25 (whole rows, read afresh)', employeeRows),
    };
    const ratio = (result) => Number((result.reqPerSec / rows.health.reqPerSec).toFixed(3));
    const ratios = {
      campus: ratio(rows.campus),
      profile: ratio(rows.profile),
      students: ratio(rows.students),
      employees: ratio(rows.employees),
      studentFresh: ratio(rows.studentFresh),
      employeeFresh: ratio(rows.employeeFresh),
      studentRows: ratio(rows.studentRows),
      employeeRows: ratio(rows.employeeRows),
    };
    console.log(
      `\n${database} (${seconds} s each, ${connections} connections, startup ${startupMs} ms)\n`,
    );
    console.log(
      '| route | req/s | p99 ms | of health | server CPU µs/req | database CPU µs/req | non-2xx | errors |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const [key, r] of Object.entries(rows)) {
      const share = ratios[key] === undefined ? '' : `${(ratios[key] * 100).toFixed(1)} %`;
      console.log(
        `| ${r.name} | ${r.reqPerSec} | ${r.p99Ms} | ${share} | ${shown(r.serverCpuUs)} | ` +
          `${shown(r.databaseCpuUs)} | ${r.non2xx} | ${r.errors} |`,
      );
    }
    console.log(
      JSON.stringify({ bench: 'api', database, seconds, connections, startupMs, rows, ratios }),
    );
    return { database, rows, ratios };
  } finally {
    await stop();
  }
}

/** A fresh database on the PostgreSQL server for one run, or null (with why) when unreachable. */
async function createPostgresDatabase() {
  if (postgresUrl === 'none') return { skipped: 'BENCH_DATABASE_URL=none' };
  return createBenchDatabase(postgresUrl, `hemis_bench_${process.pid}_${Date.now()}`, {
    timeoutMs: 3000,
    unreachable: (error) => ({
      skipped: `no PostgreSQL server at ${redacted(postgresUrl)} (${error.message})`,
    }),
  });
}

const results = [await benchOne('PGlite (embedded)', {})];
const postgres = await createPostgresDatabase();
if (postgres.skipped) {
  console.log(`\nPostgreSQL skipped: ${postgres.skipped}. Set BENCH_DATABASE_URL to measure it.`);
} else {
  try {
    results.push(await benchOne('PostgreSQL', { DATABASE_URL: postgres.url }, postgres.name));
  } finally {
    await postgres.drop();
  }
}

console.log(`\nSigned-in reads against health (${connections} connections)\n`);
console.log('| database | route | req/s | p99 ms | of health | server µs/req | database µs/req |');
console.log('|---|---|---:|---:|---:|---:|---:|');
for (const { database, rows, ratios } of results) {
  for (const key of [
    'health',
    'campus',
    'profile',
    'students',
    'employees',
    'studentFresh',
    'employeeFresh',
    'studentRows',
    'employeeRows',
  ]) {
    const r = rows[key];
    const share = ratios[key] === undefined ? '' : `${(ratios[key] * 100).toFixed(1)} %`;
    console.log(
      `| ${database} | ${r.name} | ${r.reqPerSec} | ${r.p99Ms} | ${share} | ` +
        `${shown(r.serverCpuUs)} | ${shown(r.databaseCpuUs)} |`,
    );
  }
}
const onPostgres = results.find((result) => result.database === 'PostgreSQL');
if (onPostgres) {
  const share = (key) => `${(onPostgres.ratios[key] * 100).toFixed(1)} %`;
  for (const [key, fresh] of [
    ['students', 'studentFresh'],
    ['employees', 'employeeFresh'],
  ]) {
    const r = onPostgres.rows[key];
    const met = onPostgres.ratios[key] >= GOALS.listToHealth && r.p99Ms <= GOALS.p99Ms;
    console.log(
      `Goal (PostgreSQL, ${key} list: >= ${GOALS.listToHealth * 100} % of health, p99 <= ` +
        `${GOALS.p99Ms} ms): ${met ? 'met' : 'NOT met'} ` +
        `(kept answer ${share(key)}, p99 ${r.p99Ms} ms; read afresh ${share(fresh)}, ` +
        `p99 ${onPostgres.rows[fresh].p99Ms} ms)`,
    );
  }
}
