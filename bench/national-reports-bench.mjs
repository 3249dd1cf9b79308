// National reports benchmark: on the national data set (`npm run seed:national`: 1,432 campuses,
// 500,000 students, 30,000 employees) starts the built server (api/dist/server.js) against that
// PostgreSQL database and, signed in as the UgcAdmin (the nation), the UniAdmin (Tribhuvan
// University) and the CollegeAdmin (one campus), measures each report section of the reach
// (GET /api/Report/Section/{key}) and the home's cards (GET /api/Dashboard/Figures) warm, on a
// server counting every read (HEMIS_KEEP_REPORT_ANSWERS=false: the goals are judged on it) and
// on one answering from the answers it keeps until their tables change ("kept"), with
// autocannon at BENCH_CONNECTIONS (default 10) for BENCH_SECONDS (default 3) each; beside each
// route, the same section's SQL run directly against the database at the same concurrency: the
// report engine itself (api/src/domains/reports, bundled for this run) on its own pool, without
// HTTP, sign-in or serialization. Then the whole GET /api/Report/Summary per reach, one request at
// a time (what a screen waits for). Prints a markdown table with the goals: every section p95 at
// most 150 ms, and no route slower than 1.3 × its SQL (p50 against p50). With BENCH_EXPLAIN=1,
// the plan of the slowest statement of each section that misses a goal. BENCH_SECTIONS=a,b
// measures those sections only (and the cards when it names Dashboard/Figures).
// Options: BENCH_NATIONAL_DATABASE_URL (default
// postgres://postgres:postgres@127.0.0.1:5432/hemis_national); skipped when that server does not
// answer or the database does not hold the national data set.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import pg from 'pg';
import {
  redacted,
  serverBundle,
  sharedContracts,
  signIn,
  startServer,
  waitFor,
} from './server-bench-helpers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const explain = process.env.BENCH_EXPLAIN === '1';
/** BENCH_SECTIONS=a,b: only these sections (and the dashboard's cards only if named). */
const onlySections = process.env.BENCH_SECTIONS?.split(',').filter(Boolean);
const chosen = (name) => !onlySections || onlySections.includes(name);
const databaseUrl =
  process.env.BENCH_NATIONAL_DATABASE_URL ??
  'postgres://postgres:postgres@127.0.0.1:5432/hemis_national';
const GOALS = { p95Ms: 150, routeToSql: 1.3 };
/** The national data set's accounts (api/src/db/national/seed-national.ts). */
const ACCOUNTS = [
  { reach: 'nation', email: 'ugcadmin@hemis.test', label: 'nation (UgcAdmin)' },
  { reach: 'university', email: 'uniadmin@hemis.test', label: 'Tribhuvan University (UniAdmin)' },
  { reach: 'campus', email: 'collegeadmin@hemis.test', label: 'one campus (CollegeAdmin)' },
];

/** The national data set's accounts with their scope, or why the bench cannot run. */
async function nationalAccounts() {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (error) {
    return { skipped: `no national database at ${redacted(databaseUrl)} (${error.message})` };
  }
  try {
    const { rows: campuses } = await client.query('select count(*)::int as n from campuses');
    const { rows } = await client.query(
      'select id, email, role, university_id, campus_id from users where email = any($1)',
      [ACCOUNTS.map((account) => account.email)],
    );
    if ((campuses[0]?.n ?? 0) < 1000 || rows.length < ACCOUNTS.length) {
      return { skipped: `${redacted(databaseUrl)} does not hold the national data set` };
    }
    return {
      accounts: ACCOUNTS.map((account) => {
        const row = rows.find((r) => r.email === account.email);
        return {
          ...account,
          scope: {
            kind: account.reach,
            universityId: row.university_id,
            campusId: row.campus_id,
            userId: row.id,
          },
        };
      }),
    };
  } finally {
    await client.end();
  }
}

/**
 * The report engine as the server runs it, bundled for this run: a reach's context, one section,
 * the dashboard's cards, each timed as SQL against the database; the statements each ran.
 */
async function reportEngine() {
  // Beside the server bundle, so its packages resolve as the server's do (and dist/drizzle).
  const outfile = path.join(root, 'api', 'dist', `report-engine-bench-${process.pid}.cjs`);
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'api', 'package.json'), 'utf8'));
  try {
    await build({
      stdin: {
        contents: `
          export { openDatabase } from './api/src/db/client';
          export { reportContext } from './api/src/domains/reports/reach';
          export { ReportRun, readSection } from './api/src/domains/reports/engine';
          export { dashboardFigures } from './api/src/domains/reports/dashboard';`,
        resolveDir: root,
        loader: 'ts',
      },
      outfile,
      bundle: true,
      format: 'cjs',
      platform: 'node',
      external: [
        ...Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@hemis/')),
        'pg-native',
      ],
      logLevel: 'warning',
    });
    return createRequire(import.meta.url)(outfile);
  } finally {
    fs.rmSync(outfile, { force: true });
  }
}

const percentile = (sorted, share) =>
  sorted.length === 0
    ? null
    : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];

function summary(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
}

/**
 * A route under autocannon; each response's time kept for exact percentiles. A slow route (its
 * warm-up took over `slowMs`) gets a number of requests (two per connection) instead of
 * seconds, so that the measurement holds answers rather than requests cut off.
 */
function route(url, headers, warmMs) {
  const slowMs = 300;
  const length = warmMs > slowMs ? { amount: connections * 2 } : { duration: seconds };
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon(
      { url, headers, connections, timeout: 120, ...length },
      (error, result) =>
        error
          ? reject(error)
          : resolve({ ...summary(latencies), non2xx: result.non2xx, errors: result.errors }),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
}

/** `work` from `connections` loops at once for the same seconds as a route. */
async function direct(work) {
  const latencies = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        await work();
        latencies.push(performance.now() - started);
      }
    }),
  );
  return summary(latencies);
}

const ms = (value) => (value === null || value === undefined ? '' : value.toFixed(1));

async function main() {
  const found = await nationalAccounts();
  if (found.skipped) {
    console.log(
      `National reports bench skipped: ${found.skipped}. Run \`npm run seed:national\` first.`,
    );
    return;
  }
  const { REPORT_SECTIONS, DASHBOARD_FIGURES_PATH, REPORT_PATHS } = await sharedContracts();
  const engine = await reportEngine();
  const handle = await engine.openDatabase({
    kind: 'postgres',
    url: databaseUrl,
    poolSize: connections,
  });
  // The statements each section ran (the engine reads through db.execute).
  let statements = null;
  const db = new Proxy(handle.db, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver);
      return async (query) => {
        const started = performance.now();
        const result = await target.execute(query);
        statements?.push({
          query: target.dialect.sqlToQuery(query),
          ms: performance.now() - started,
        });
        return result;
      };
    },
  });
  // Two servers on the database: one counting every read afresh (the route's own cost, which the
  // goals are judged on) and one keeping answers until a table they are counted from changes.
  const serverEnv = {
    DATABASE_URL: databaseUrl,
    HEMIS_SIGNIN_MAX_PER_EMAIL: '100000000',
    HEMIS_SIGNIN_MAX_PER_ADDRESS: '100000000',
  };
  const counting = await startServer(serverBundle(), 'hemis-bench-national', {
    ...serverEnv,
    HEMIS_KEEP_REPORT_ANSWERS: 'false',
  });
  const keeping = await startServer(serverBundle(), 'hemis-bench-national-kept', serverEnv);
  const stop = () => Promise.all([counting.stop(), keeping.stop()]);
  const base = counting.base;
  const rows = [];
  const summaries = [];
  try {
    await waitFor(`${base}/api/health`, 600_000);
    await waitFor(`${keeping.base}/api/health`, 600_000);
    for (const account of found.accounts) {
      const bearer = await signIn(base, account.email);
      const context = await engine.reportContext(db, account.scope, {});
      const keptBearer = await signIn(keeping.base, account.email);
      const measure = async (name, url, sql) => {
        // Warm: the routes and the SQL once before timing.
        const warmOne = async (target, headers) => {
          const warmStart = performance.now();
          const warm = await fetch(target, { headers });
          if (warm.status !== 200)
            throw new Error(`${target}: ${warm.status} ${await warm.text()}`);
          await warm.arrayBuffer();
          return performance.now() - warmStart;
        };
        const warmMs = await warmOne(url, bearer);
        const keptUrl = url.replace(base, keeping.base);
        await warmOne(keptUrl, keptBearer);
        statements = [];
        await sql();
        const ran = statements;
        statements = null;
        const routeTimes = await route(url, bearer, warmMs);
        const keptTimes = await route(keptUrl, keptBearer, 0);
        const sqlTimes = await direct(sql);
        const row = {
          reach: account.label,
          name,
          route: routeTimes,
          kept: keptTimes,
          sql: sqlTimes,
          ran,
        };
        row.ratio = sqlTimes.p50 > 0 ? routeTimes.p50 / sqlTimes.p50 : null;
        row.met =
          routeTimes.p95 <= GOALS.p95Ms && row.ratio !== null && row.ratio <= GOALS.routeToSql;
        rows.push(row);
        console.log(
          `${account.reach} ${name}: route p50 ${ms(routeTimes.p50)} p95 ${ms(routeTimes.p95)} ms, ` +
            `kept p50 ${ms(keptTimes.p50)} p95 ${ms(keptTimes.p95)} ms, ` +
            `SQL p50 ${ms(sqlTimes.p50)} p95 ${ms(sqlTimes.p95)} ms`,
        );
      };
      const inReach = REPORT_SECTIONS.filter((s) => s.reaches.includes(account.reach));
      for (const section of inReach.filter((s) => chosen(s.key))) {
        await measure(
          section.key,
          `${base}/api${REPORT_PATHS.section.replace(':key', section.key)}`,
          () => engine.readSection(new engine.ReportRun(db, context), section.key),
        );
      }
      if (chosen('Dashboard/Figures'))
        await measure('Dashboard/Figures', `${base}/api${DASHBOARD_FIGURES_PATH}`, () =>
          engine.dashboardFigures(db, context),
        );
      // The whole report as its screen asks for it: one request at a time, counted and kept.
      const whole = async (target, headers) => {
        const times = [];
        for (let index = 0; index < 4; index += 1) {
          const started = performance.now();
          const response = await fetch(`${target}/api${REPORT_PATHS.summary}`, { headers });
          await response.arrayBuffer();
          if (response.status !== 200) throw new Error(`summary: ${response.status}`);
          if (index > 0) times.push(performance.now() - started);
        }
        return summary(times);
      };
      summaries.push({
        reach: account.label,
        ...(await whole(base, bearer)),
        kept: await whole(keeping.base, keptBearer),
      });
    }
  } finally {
    await stop();
  }
  console.log(
    `\nReport sections on the national data set (${connections} connections, ${seconds} s each; ` +
      `goals: p95 <= ${GOALS.p95Ms} ms, route <= ${GOALS.routeToSql} × its SQL at p50, judged on ` +
      `the route counting every read; "kept": the route answering from kept answers)\n`,
  );
  console.log(
    '| reach | section | route p50 ms | route p95 ms | kept p50 ms | kept p95 ms | SQL p50 ms | SQL p95 ms | route ÷ SQL | goals |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const row of rows) {
    const misses = [
      row.route.p95 > GOALS.p95Ms ? 'p95' : null,
      row.ratio === null || row.ratio > GOALS.routeToSql ? 'ratio' : null,
    ].filter(Boolean);
    console.log(
      `| ${row.reach} | ${row.name} | ${ms(row.route.p50)} | ${ms(row.route.p95)} | ` +
        `${ms(row.kept.p50)} | ${ms(row.kept.p95)} | ${ms(row.sql.p50)} | ` +
        `${ms(row.sql.p95)} | ${row.ratio === null ? '' : row.ratio.toFixed(2)} | ` +
        `${misses.length ? `missed: ${misses.join(', ')}` : 'met'} |`,
    );
  }
  console.log('\nThe whole report (GET /api/Report/Summary, one request at a time)\n');
  console.log('| reach | median ms | slowest ms | kept: median ms | kept: slowest ms |');
  console.log('|---|---:|---:|---:|---:|');
  for (const row of summaries)
    console.log(
      `| ${row.reach} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.kept.p50)} | ${ms(row.kept.p95)} |`,
    );
  const missed = rows.filter((row) => !row.met);
  console.log(
    `\nGoals: ${rows.length - missed.length} of ${rows.length} reads met both; ` +
      `p95 missed by ${rows.filter((row) => row.route.p95 > GOALS.p95Ms).length}, ` +
      `route ÷ SQL missed by ${rows.filter((row) => !(row.ratio <= GOALS.routeToSql)).length}.`,
  );
  if (explain) {
    for (const row of missed.filter((r) => r.route.p95 > GOALS.p95Ms)) {
      const slowest = [...row.ran].sort((a, b) => b.ms - a.ms)[0];
      if (!slowest) continue;
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const plan = await client.query(
          `explain (analyze, buffers) ${slowest.query.sql}`,
          slowest.query.params,
        );
        console.log(
          `\n${row.reach} ${row.name}: slowest statement ${ms(slowest.ms)} ms\n${slowest.query.sql}`,
        );
        console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
      } finally {
        await client.end();
      }
    }
  }
  console.log(
    JSON.stringify({
      bench: 'national-reports',
      seconds,
      connections,
      rows: rows.map((row) => ({ ...row, ran: undefined })),
      summaries,
    }),
  );
  await handle.close();
}

await main();
