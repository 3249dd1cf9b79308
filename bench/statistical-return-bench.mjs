// Statistical return benchmark (issue 28): on the national data set (`npm run seed:national`:
// 1,432 campuses, 500,000 students, 30,000 employees) starts the built server against that
// PostgreSQL database and measures what a person waits for, one request at a time:
//   - filling a campus's return (GET /api/StatisticalReturn/Campus): the CollegeAdmin's own
//     campus, and the campus with the most students opened by the commission;
//   - the commission's status page of the year (GET /api/StatisticalReturn/Status, all 1,432
//     campuses counted, completeness per university and province) and a university's;
//   - the national totals of the accepted returns (GET /api/StatisticalReturn/Totals).
// For the status and the totals to count something, every campus is given a return of the
// active year first, straight in SQL (most accepted, the others submitted, endorsed, returned or
// in draft), with its enrolment and teaching-staff figures counted from the campus's records as
// a submission freezes them; those rows are deleted again at the end. Goals: filling <= 2 s;
// status and totals <= 1 s. Prints a markdown table and a JSON line.
// Options: BENCH_NATIONAL_DATABASE_URL (default
// postgres://postgres:postgres@127.0.0.1:5432/hemis_national), BENCH_RUNS (default 7); skipped
// when that server does not answer or does not hold the national data set.
import pg from 'pg';
import { serverBundle, signIn, startServer, waitFor } from './server-bench-helpers.mjs';

const databaseUrl =
  process.env.BENCH_NATIONAL_DATABASE_URL ??
  'postgres://postgres:postgres@127.0.0.1:5432/hemis_national';
const runs = Number(process.env.BENCH_RUNS ?? 7);
const GOALS = { fillMs: 2000, statusMs: 1000, totalsMs: 1000 };

const percentile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];

async function timed(url, headers) {
  const times = [];
  let bytes = 0;
  for (let index = 0; index <= runs; index += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.arrayBuffer();
    if (response.status !== 200)
      throw new Error(`${url}: ${response.status} ${Buffer.from(body).toString()}`);
    // The first read warms the server (and PostgreSQL's cache); it is not counted.
    if (index > 0) times.push(performance.now() - started);
    bytes = body.byteLength;
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 0.5), slowest: times[times.length - 1], bytes };
}

/** Every campus's return of the year, as submissions would freeze them. */
async function giveEveryCampusAReturn(client, fiscalYearId) {
  await client.query('begin');
  await client.query(
    `delete from statistical_returns where fiscal_year_id = $1 and form = 'full'`,
    [fiscalYearId],
  );
  await client.query(
    `insert into statistical_returns (campus_id, fiscal_year_id, form, status, submission_no,
       submitted_at, figures)
     select c.id, $1, 'full',
       case c.id % 10 when 0 then 'submitted' when 1 then 'endorsed' when 2 then 'returned'
         when 3 then 'draft' else 'accepted' end,
       1, now(), '[]'::jsonb
     from campuses c where c.deleted_at is null`,
    [fiscalYearId],
  );
  await client.query(
    `insert into statistical_return_figures (return_id, campus_id, fiscal_year_id, form, table_key,
       row_key, column_key, program_id, level_id, faculty_id, value)
     select r.id, s.campus_id, $1, 'full',
       case p.program_type when 'semester' then 'enrolmentSemester' else 'enrolmentAnnual' end,
       'p' || s.program_id || '-' || case p.program_type when 'semester' then 's' else 'y' end
         || coalesce(s.year_or_semester, 0),
       x.col, s.program_id, p.level_id, p.faculty_id, sum(x.n)
     from students s
     join fiscal_years y on y.id = $1
     join programs p on p.id = s.program_id
     join statistical_returns r on r.campus_id = s.campus_id and r.fiscal_year_id = $1
       and r.form = 'full'
     cross join lateral (values ('total', 1), ('female', (s.gender = 'female')::int),
       ('male', (s.gender = 'male')::int), ('other', (s.gender = 'other')::int)) x(col, n)
     where s.deleted_at is null and s.staged_job_id is null
       and s.enrolled_from <= y.end_date
       and (s.enrolled_until is null or s.enrolled_until >= y.start_date)
     group by r.id, s.campus_id, p.program_type, s.program_id, s.year_or_semester, x.col,
       p.level_id, p.faculty_id`,
    [fiscalYearId],
  );
  await client.query(
    `insert into statistical_return_figures (return_id, campus_id, fiscal_year_id, form, table_key,
       row_key, column_key, value)
     select r.id, e.campus_id, $1, 'full', 'staff', 'teaching-' || e.position_id,
       e.joining_type || initcap(e.gender::text), count(*)
     from employees e
     join statistical_returns r on r.campus_id = e.campus_id and r.fiscal_year_id = $1
       and r.form = 'full'
     where e.deleted_at is null and e.status is not false and e.employee_type = 'teaching'
       and e.position_id is not null and e.gender is not null and e.joining_type is not null
     group by r.id, e.campus_id, e.position_id, e.joining_type, e.gender`,
    [fiscalYearId],
  );
  await client.query('commit');
  await client.query('analyze statistical_returns, statistical_return_figures');
  const { rows } = await client.query(
    `select count(*)::int as returns,
       (select count(*)::int from statistical_return_figures where fiscal_year_id = $1) as figures
     from statistical_returns where fiscal_year_id = $1 and form = 'full'`,
    [fiscalYearId],
  );
  return rows[0];
}

async function main() {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (error) {
    console.log(`Statistical return bench skipped: no national database (${error.message}).`);
    return;
  }
  try {
    const { rows } = await client.query('select count(*)::int as n from campuses');
    if ((rows[0]?.n ?? 0) < 1000) {
      console.log('Statistical return bench skipped: run `npm run seed:national` first.');
      return;
    }
    const server = await startServer(serverBundle(), 'hemis-bench-returns', {
      DATABASE_URL: databaseUrl,
      HEMIS_SIGNIN_MAX_PER_EMAIL: '100000000',
      HEMIS_SIGNIN_MAX_PER_ADDRESS: '100000000',
    });
    try {
      // The server brings the database's migrations up to date as it starts.
      await waitFor(`${server.base}/api/health`, 600_000);
      const [{ id: fiscalYearId }] = (
        await client.query(
          'select id from fiscal_years where is_active and deleted_at is null limit 1',
        )
      ).rows;
      const [{ id: largest, students }] = (
        await client.query(
          `select campus_id as id, count(*)::int as students from students
           where deleted_at is null group by campus_id order by 2 desc limit 1`,
        )
      ).rows;
      const base = `${server.base}/api`;
      const campus = await signIn(server.base, 'collegeadmin@hemis.test');
      const nation = await signIn(server.base, 'ugcadmin@hemis.test');
      const university = await signIn(server.base, 'uniadmin@hemis.test');
      const rowsOut = [];
      const measure = async (what, url, headers, goal) => {
        const result = await timed(url, headers);
        rowsOut.push({ what, ...result, goal, met: result.median <= goal });
        console.log(`${what}: median ${result.median.toFixed(0)} ms`);
      };
      await measure(
        "Fill the CollegeAdmin's return",
        `${base}/StatisticalReturn/Campus?fiscalYearId=${fiscalYearId}`,
        campus,
        GOALS.fillMs,
      );
      await measure(
        `Fill the largest campus's return (${students} students), as the commission`,
        `${base}/StatisticalReturn/Campus?fiscalYearId=${fiscalYearId}&campusId=${largest}`,
        nation,
        GOALS.fillMs,
      );
      const seeded = await giveEveryCampusAReturn(client, fiscalYearId);
      try {
        await measure(
          `Status page, the nation (${seeded.returns} returns)`,
          `${base}/StatisticalReturn/Status?fiscalYearId=${fiscalYearId}`,
          nation,
          GOALS.statusMs,
        );
        await measure(
          'Status page, Tribhuvan University',
          `${base}/StatisticalReturn/Status?fiscalYearId=${fiscalYearId}`,
          university,
          GOALS.statusMs,
        );
        await measure(
          `National totals (${seeded.figures} figures)`,
          `${base}/StatisticalReturn/Totals?fiscalYearId=${fiscalYearId}`,
          nation,
          GOALS.totalsMs,
        );
      } finally {
        await client.query(
          `delete from statistical_returns where fiscal_year_id = $1 and form = 'full'`,
          [fiscalYearId],
        );
      }
      console.log(
        `\nStatistical returns on the national data set (median of ${runs} reads after one warm-up)\n`,
      );
      console.log('| read | median ms | slowest ms | answer KB | goal ms | |');
      console.log('|---|---:|---:|---:|---:|---|');
      for (const row of rowsOut)
        console.log(
          `| ${row.what} | ${row.median.toFixed(0)} | ${row.slowest.toFixed(0)} | ` +
            `${(row.bytes / 1024).toFixed(1)} | ${row.goal} | ${row.met ? 'met' : 'MISSED'} |`,
        );
      console.log(JSON.stringify({ bench: 'statistical-return', runs, rows: rowsOut }));
    } finally {
      await server.stop();
    }
  } finally {
    await client.end();
  }
}

await main();
