// Student import benchmark: starts the built server (api/dist/server.js) on a temporary data
// folder and a free port, writes a workbook of BENCH_IMPORT_ROWS (default 100,000) students for
// the demo campus (exceljs, streamed), then as CollegeAdmin through the HTTP API:
//   - POST /api/Student/Import/DryRun: the check alone (nothing written)
//   - POST /api/Student/Import and polling GET /api/Student/Import/{jobId} until it is done:
//     the same check, then every row written (in short batches, hidden until all are in)
// Prints seconds and rows/s of each, how the progress polls were answered while the import ran,
// and one JSON line. Goal: the import of 100,000 rows within 60 s. BENCH_SERVER overrides the
// server bundle.
import {
  demoCampusWorkbook,
  serverBundle,
  signIn,
  startServer,
  waitFor,
} from './server-bench-helpers.mjs';

const server = serverBundle();
const rows = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const GOAL_SECONDS = 60;

const seconds = (ms) => Number((ms / 1000).toFixed(2));
const perSecond = (ms) => Math.round(rows / (ms / 1000));

const { base, stop } = await startServer(server, 'hemis-bench-import');

try {
  const writeStarted = Date.now();
  const file = await demoCampusWorkbook(rows);
  const writeMs = Date.now() - writeStarted;
  await waitFor(`${base}/api/health`, 60_000);

  const bearer = await signIn(base);
  const form = () => {
    const body = new FormData();
    body.append('file', new Blob([file]), 'students.xlsx');
    return body;
  };

  const dryRunStarted = Date.now();
  const dryRun = await fetch(`${base}/api/Student/Import/DryRun`, {
    method: 'POST',
    headers: bearer,
    body: form(),
  });
  const report = await dryRun.json();
  const dryRunMs = Date.now() - dryRunStarted;
  if (dryRun.status !== 200 || report.valid !== rows) {
    throw new Error(`dry run: ${dryRun.status} ${JSON.stringify(report).slice(0, 500)}`);
  }

  const importStarted = Date.now();
  const started = await fetch(`${base}/api/Student/Import`, {
    method: 'POST',
    headers: bearer,
    body: form(),
  });
  const { jobId } = await started.json();
  const acceptedMs = Date.now() - importStarted;
  if (started.status !== 202) throw new Error(`import: ${started.status}`);
  let job;
  const polls = [];
  for (;;) {
    const pollStarted = Date.now();
    job = await fetch(`${base}/api/Student/Import/${jobId}`, { headers: bearer }).then((response) =>
      response.json(),
    );
    polls.push({ ms: Date.now() - pollStarted, processed: job.processed, status: job.status });
    if (job.status !== 'running') break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const importMs = Date.now() - importStarted;
  if (job.status !== 'done' || job.imported !== rows) {
    throw new Error(`import ended ${job.status}: ${job.message}`);
  }
  const listed = await fetch(`${base}/api/Student?pageSize=1&source=import`, {
    headers: bearer,
  }).then((response) => response.json());
  const running = polls.filter((poll) => poll.status === 'running');
  const maxPollMs = Math.max(...polls.map((poll) => poll.ms));

  console.log(
    `\nStudent import benchmark (${rows.toLocaleString('en')} rows, ${(file.length / 1024 / 1024).toFixed(1)} MB workbook written in ${seconds(writeMs)} s)\n`,
  );
  console.log('| step | seconds | rows/s |');
  console.log('|---|---:|---:|');
  console.log(
    `| POST /api/Student/Import/DryRun | ${seconds(dryRunMs)} | ${perSecond(dryRunMs)} |`,
  );
  console.log(
    `| POST /api/Student/Import (check, 202) | ${seconds(acceptedMs)} | ${perSecond(acceptedMs)} |`,
  );
  console.log(
    `| import until done (check + write) | ${seconds(importMs)} | ${perSecond(importMs)} |`,
  );
  console.log(
    `\nProgress polls while running: ${running.length} (slowest answer ${maxPollMs} ms); ` +
      `students listed from imports: ${listed.total}`,
  );
  console.log(
    `Goal: import within ${GOAL_SECONDS} s: ${seconds(importMs) <= GOAL_SECONDS ? 'met' : 'MISSED'}\n`,
  );
  console.log(
    JSON.stringify({
      bench: 'student-import',
      rows,
      workbookBytes: file.length,
      dryRunSeconds: seconds(dryRunMs),
      dryRunRowsPerSecond: perSecond(dryRunMs),
      importSeconds: seconds(importMs),
      importRowsPerSecond: perSecond(importMs),
      acceptedSeconds: seconds(acceptedMs),
      pollsWhileRunning: running.length,
      slowestPollMs: maxPollMs,
      goalSeconds: GOAL_SECONDS,
    }),
  );
  if (listed.total !== rows) throw new Error(`listed ${listed.total} imported students`);
  if (seconds(importMs) > GOAL_SECONDS) process.exitCode = 1;
} finally {
  await stop();
}
