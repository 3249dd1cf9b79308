// API benchmark: starts the built server (api/dist/server.js) on a temporary data folder and a
// free port, with sign-in limits raised, then measures with autocannon:
//   - POST /api/User/Login (argon2id verify + session insert): req/s and p99
//   - GET /api/Campus/49 and GET /api/health in the same run: req/s and the ratio campus/health
//   - as a signed-in CollegeAdmin: GET /api/User/Profile (session check only) and
//     GET /api/Employee (session + permission check from the database + a scoped, paged list)
// Prints a markdown table and one JSON line. Options: BENCH_SECONDS (default 10),
// BENCH_CONNECTIONS (default 10).
import autocannon from 'autocannon';
import {
  ADMIN_LOGIN,
  serverBundle,
  signIn,
  startServer,
  waitFor,
} from './server-bench-helpers.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const server = serverBundle();

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration: seconds, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const { base, stop } = await startServer(server, 'hemis-bench', {
  HEMIS_SIGNIN_MAX_PER_EMAIL: '100000000',
  HEMIS_SIGNIN_MAX_PER_ADDRESS: '100000000',
});

try {
  const startedAt = Date.now();
  await waitFor(`${base}/api/health`, 30_000);
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
  await stop();
}
