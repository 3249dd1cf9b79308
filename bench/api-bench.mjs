// API benchmark: starts the built server (api/dist/server.js) on a temporary data folder and a
// free port, with sign-in limits raised, once on the embedded database (PGlite) and once on a
// PostgreSQL server, and measures with autocannon on each:
//   - POST /api/User/Login (argon2id verify + session insert): req/s and p99
//   - GET /api/health, and beside it GET /api/Campus/49 (public read)
//   - as a signed-in CollegeAdmin: GET /api/User/Profile (session check), and the scoped, paged
//     lists GET /api/Student?pageSize=25 and GET /api/Employee?pageSize=25 (session, permission,
//     count, page and labels)
// Prints a markdown table per database, a summary of the signed-in reads against health with the
// goals (PostgreSQL, 10 connections: each list at least 30 % of health's req/s, p99 at most
// 25 ms), and one JSON line per database.
// Options: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10), BENCH_DATABASE_URL (a
// PostgreSQL server where the bench may create and drop a database; default DATABASE_URL, else
// postgres://postgres:postgres@127.0.0.1:5432/postgres; `none` skips PostgreSQL).
import autocannon from 'autocannon';
import pg from 'pg';
import {
  ADMIN_LOGIN,
  serverBundle,
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

/** The goals of the signed-in lists on PostgreSQL at 10 connections. */
const GOALS = { listToHealth: 0.3, p99Ms: 25 };

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration: seconds, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const row = (name, result) => ({
  name,
  reqPerSec: Math.round(result.requests.average),
  p99Ms: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
});

/** Runs every measurement against one server; `env` picks its database. */
async function benchOne(database, env) {
  const { base, stop } = await startServer(server, 'hemis-bench', {
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
    const health = await run({ url: `${base}/api/health` });
    const campus = await run({ url: `${base}/api/Campus/49` });
    const bearer = await signIn(base);
    const profile = await run({ url: `${base}/api/User/Profile`, headers: bearer });
    const studentList = await run({ url: `${base}/api/Student?pageSize=25`, headers: bearer });
    const employeeList = await run({ url: `${base}/api/Employee?pageSize=25`, headers: bearer });
    const rows = {
      login: row('POST /api/User/Login', login),
      health: row('GET /api/health', health),
      campus: row('GET /api/Campus/49', campus),
      profile: row('GET /api/User/Profile (signed in)', profile),
      students: row('GET /api/Student?pageSize=25 (signed in, scoped list)', studentList),
      employees: row('GET /api/Employee?pageSize=25 (signed in, scoped list)', employeeList),
    };
    const ratio = (result) => Number((result.reqPerSec / rows.health.reqPerSec).toFixed(3));
    const ratios = {
      campus: ratio(rows.campus),
      profile: ratio(rows.profile),
      students: ratio(rows.students),
      employees: ratio(rows.employees),
    };
    console.log(
      `\n${database} (${seconds} s each, ${connections} connections, startup ${startupMs} ms)\n`,
    );
    console.log('| route | req/s | p99 ms | of health | non-2xx | errors |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const [key, r] of Object.entries(rows)) {
      const share = ratios[key] === undefined ? '' : `${(ratios[key] * 100).toFixed(1)} %`;
      console.log(
        `| ${r.name} | ${r.reqPerSec} | ${r.p99Ms} | ${share} | ${r.non2xx} | ${r.errors} |`,
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
  const admin = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    return { skipped: `no PostgreSQL server at ${redacted(postgresUrl)} (${error.message})` };
  }
  const name = `hemis_bench_${process.pid}_${Date.now()}`;
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query(`drop database if exists ${name} with (force)`);
    } finally {
      await client.end();
    }
  };
  return { url: url.toString(), drop };
}

function redacted(text) {
  try {
    const url = new URL(text);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'the given URL';
  }
}

const results = [await benchOne('PGlite (embedded)', {})];
const postgres = await createPostgresDatabase();
if (postgres.skipped) {
  console.log(`\nPostgreSQL skipped: ${postgres.skipped}. Set BENCH_DATABASE_URL to measure it.`);
} else {
  try {
    results.push(await benchOne('PostgreSQL', { DATABASE_URL: postgres.url }));
  } finally {
    await postgres.drop();
  }
}

console.log(`\nSigned-in reads against health (${connections} connections)\n`);
console.log('| database | route | req/s | p99 ms | of health |');
console.log('|---|---|---:|---:|---:|');
for (const { database, rows, ratios } of results) {
  for (const key of ['health', 'campus', 'profile', 'students', 'employees']) {
    const r = rows[key];
    const share = ratios[key] === undefined ? '' : `${(ratios[key] * 100).toFixed(1)} %`;
    console.log(`| ${database} | ${r.name} | ${r.reqPerSec} | ${r.p99Ms} | ${share} |`);
  }
}
const onPostgres = results.find((result) => result.database === 'PostgreSQL');
if (onPostgres) {
  for (const key of ['students', 'employees']) {
    const r = onPostgres.rows[key];
    const met = onPostgres.ratios[key] >= GOALS.listToHealth && r.p99Ms <= GOALS.p99Ms;
    console.log(
      `Goal (PostgreSQL, ${key} list: >= ${GOALS.listToHealth * 100} % of health, p99 <= ` +
        `${GOALS.p99Ms} ms): ${met ? 'met' : 'NOT met'} ` +
        `(${(onPostgres.ratios[key] * 100).toFixed(1)} %, p99 ${r.p99Ms} ms)`,
    );
  }
}
