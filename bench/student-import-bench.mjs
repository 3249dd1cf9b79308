// Student import benchmark: starts the built server (api/dist/server.js) on a temporary data
// folder and a free port, writes a workbook of BENCH_IMPORT_ROWS (default 100,000) students for
// the demo campus (exceljs, streamed), then as CollegeAdmin through the HTTP API:
//   - POST /api/Student/Import/DryRun: the check alone (nothing written)
//   - POST /api/Student/Import and polling GET /api/Student/Import/{jobId} until it is done:
//     the same check, then every row inserted in one transaction
// Prints seconds and rows/s of each, how the progress polls were answered while the import ran,
// and one JSON line. Goal: the import of 100,000 rows within 60 s. BENCH_SERVER overrides the
// server bundle.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = process.env.BENCH_SERVER ?? path.join(root, 'api', 'dist', 'server.js');
const rows = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const GOAL_SECONDS = 60;

if (!fs.existsSync(server)) {
  console.error(`${server} is missing: run \`npm run build -w @hemis/api\` first.`);
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

async function waitFor(url, timeoutMs = 60_000) {
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

/** The template's header and `count` good rows for campus 49 (names from the demo data). */
async function workbookOf(count) {
  const header = [
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
  const programs = [
    ['BSc CSIT', 8],
    ['BBS', 4],
    ['BA', 4],
  ];
  const groups = ['Tamang', 'Newar', 'Magar', 'Gurung', 'Tharu'];
  const districts = ['Kathmandu', 'Lalitpur', 'Bhaktapur', 'Kavrepalanchok'];
  const chunks = [];
  const stream = new PassThrough();
  stream.on('data', (chunk) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Students');
  sheet.addRow(header).commit();
  for (let index = 0; index < count; index += 1) {
    const [program, periods] = programs[index % programs.length];
    const day = String((index % 28) + 1).padStart(2, '0');
    const month = String((index % 12) + 1).padStart(2, '0');
    sheet
      .addRow([
        `Student${index}`,
        null,
        'Bench',
        null,
        index % 2 ? 'Female' : 'Male',
        `${2000 + (index % 6)}-${month}-${day}`,
        null,
        groups[index % groups.length],
        'Hindu',
        `BENCH-CZ-${index}`,
        null,
        `student${index}@bench.example`,
        '9841000000',
        districts[index % districts.length],
        'Bench Municipality',
        (index % 30) + 1,
        'Father Bench',
        'Mother Bench',
        program,
        '2081 Batch',
        (index % periods) + 1,
        `BENCH-REG-${index}`,
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

const seconds = (ms) => Number((ms / 1000).toFixed(2));
const perSecond = (ms) => Math.round(rows / (ms / 1000));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hemis-bench-import-'));
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
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  const writeStarted = Date.now();
  const file = await workbookOf(rows);
  const writeMs = Date.now() - writeStarted;
  await waitFor(`${base}/api/health`);

  const signedIn = await fetch(`${base}/api/User/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'collegeadmin@hemis.test', password: 'Hemis@2026' }),
  }).then((response) => response.json());
  const bearer = { authorization: `Bearer ${signedIn.tokenString}` };
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
    `| import until done (check + one transaction) | ${seconds(importMs)} | ${perSecond(importMs)} |`,
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
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
