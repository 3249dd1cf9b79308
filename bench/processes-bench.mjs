// Two API processes against one, on one PostgreSQL database (issue 31): the built server
// (api/dist/server.js) twice on a fresh database, with one JWT secret, so a session opened on one
// is good on the other. Each route is loaded by autocannon with the same total connections, first
// all on process A, then half on A and half on B (two autocannon runs at once, as a proxy taking
// turns would share them), after a warm-up of both:
//   - GET /api/Student?pageSize=25&fields=… as the list screen asks (what the server keeps of it)
//   - the same read afresh (Cache-Control: no-cache: session, scope, count and page each time)
//   - GET /api/Dashboard/Figures (the home's cards)
//   - POST /api/Receipt (a cash receipt; each takes the campus's next number under a row lock)
// all as the demo CollegeAdmin. Prints req/s and p99 for each, and the ratio two/one. The load
// generator shares the machine with both processes and PostgreSQL: on 2 cores expect a ratio near
// 1.0-1.6, more with a core per process.
// Needs PostgreSQL: BENCH_DATABASE_URL, else DATABASE_URL (a server where the bench may create and
// drop a database); without either it says so and stops. BENCH_SECONDS (default 10),
// BENCH_CONNECTIONS (total, default 20), BENCH_ROUNDS (default 1: each more round measures one and
// two again, in turn, and the best of each is kept: other work on the machine only lowers a
// figure), BENCH_SERVER (another server bundle).
import { randomBytes } from 'node:crypto';
import {
  apiCaller,
  createBenchDatabase,
  loadWith,
  serverBundle,
  sharedContracts,
  signIn,
  startServer,
  waitFor,
} from './server-bench-helpers.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
const warmUpSeconds = 3;
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
if (!postgresUrl) {
  console.log(
    'Processes bench skipped: it runs on PostgreSQL only. Set DATABASE_URL (or BENCH_DATABASE_URL).',
  );
  process.exit(0);
}
const server = serverBundle();
const { STUDENT_LIST_READS, DASHBOARD_FIGURES_PATH, RECEIPT_PATHS } = await sharedContracts();

/**
 * Loads `route` on the given processes at once, `connections` shared between them; the summed
 * req/s, the worst p99 and the count of answers that were not 2xx.
 */
async function load(bases, route, duration) {
  const share = Math.floor(connections / bases.length);
  const results = await Promise.all(
    bases.map((base, index) =>
      loadWith({
        url: `${base}${route.path}`,
        // The first process takes what does not divide evenly.
        connections: index === 0 ? connections - share * (bases.length - 1) : share,
        duration,
        headers: route.headers,
        ...(route.method ? { method: route.method } : {}),
        ...(route.requests ? { requests: route.requests } : {}),
      }),
    ),
  );
  return {
    reqPerSec: Math.round(results.reduce((sum, result) => sum + result.requests.average, 0)),
    p99Ms: Math.max(...results.map((result) => result.latency.p99)),
    non2xx: results.reduce((sum, result) => sum + result.non2xx + result.errors, 0),
  };
}

const database = await createBenchDatabase(postgresUrl, `hemis_bench_processes_${process.pid}`, {
  replace: true,
});
const env = {
  DATABASE_URL: database.url,
  JWT_SECRET: randomBytes(32).toString('hex'),
  HEMIS_SIGNIN_MAX_PER_EMAIL: '100000000',
  HEMIS_SIGNIN_MAX_PER_ADDRESS: '100000000',
};
const started = [];
try {
  // One after the other: the first migrates and seeds the demo data, the second finds it.
  for (const name of ['a', 'b']) {
    const instance = await startServer(server, `hemis-bench-processes-${name}`, env);
    started.push(instance);
    await waitFor(`${instance.base}/api/health`, 120_000);
  }
  const [a, b] = started.map((instance) => instance.base);
  const bearer = await signIn(a);
  const call = apiCaller(a);
  const students = (await call(bearer, 'GET', '/Student?pageSize=50')).data.map((row) => row.id);
  const [fee] = await call(bearer, 'GET', '/FeeType');
  if (students.length === 0 || !fee) throw new Error('no demo student or fee type');
  let issued = 0;
  const receiptBody = () => {
    issued += 1;
    return JSON.stringify({
      studentId: students[issued % students.length],
      lines: [{ feeTypeId: fee.id, yearOrSemester: 1, amountPaisa: 100_000 + (issued % 1000) }],
      paymentMode: 'cash',
    });
  };
  const list = `/api/Student?pageSize=25&fields=${STUDENT_LIST_READS.join(',')}`;
  const routes = [
    { name: 'GET /api/Student?pageSize=25&fields=… (kept answer)', path: list, headers: bearer },
    {
      name: 'GET /api/Student?pageSize=25&fields=… (read afresh)',
      path: list,
      headers: { ...bearer, 'cache-control': 'no-cache' },
    },
    {
      name: `GET /api${DASHBOARD_FIGURES_PATH}`,
      path: `/api${DASHBOARD_FIGURES_PATH}`,
      headers: bearer,
    },
    {
      name: `POST /api${RECEIPT_PATHS.receipts} (cash receipt, next number)`,
      path: `/api${RECEIPT_PATHS.receipts}`,
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      requests: [{ setupRequest: (request) => ({ ...request, body: receiptBody() }) }],
    },
  ];

  const rows = [];
  for (const route of routes) {
    await load([a, b], route, warmUpSeconds);
    let one;
    let two;
    let failed = 0;
    const best = (kept, next) => {
      failed += next.non2xx;
      return kept && kept.reqPerSec >= next.reqPerSec ? kept : next;
    };
    for (let round = 0; round < rounds; round += 1) {
      one = best(one, await load([a], route, seconds));
      two = best(two, await load([a, b], route, seconds));
    }
    rows.push({
      name: route.name,
      one,
      two,
      failed,
      ratio: Number((two.reqPerSec / one.reqPerSec).toFixed(2)),
    });
  }

  console.log(
    `\nTwo API processes against one on PostgreSQL (${connections} connections in all, ` +
      `${seconds} s each, best of ${rounds})\n`,
  );
  console.log(
    '| route | one process req/s | p99 ms | two processes req/s | p99 ms | ratio | not 2xx |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const { name, one, two, ratio, failed } of rows) {
    console.log(
      `| ${name} | ${one.reqPerSec} | ${one.p99Ms} | ${two.reqPerSec} | ${two.p99Ms} | ${ratio} | ` +
        `${failed} |`,
    );
  }
  console.log(JSON.stringify({ bench: 'processes', seconds, connections, rounds, rows }));
  if (rows.some(({ failed }) => failed > 0)) {
    console.error('Some requests were not answered 2xx: the figures above count only the others.');
    process.exitCode = 1;
  }
} finally {
  for (const instance of started) await instance.stop();
  await database.drop();
}
