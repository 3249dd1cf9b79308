// Student academics benchmark: starts the built server (api/dist/server.js) on a temporary data
// folder and a free port, imports BENCH_STUDENT_ROWS (default 20,000) students for the demo
// campus through /Student/Import (spread over BSc CSIT semesters and BBS years of the 2081
// batch), then as CollegeAdmin times, BENCH_REPEAT (default 5) times each:
//   - GET /api/Student/Summary and GET /api/Student/Report/ByDistrict (the whole campus)
//   - GET /api/StudentUpgrade/Class and GET /api/StudentAttendance for the largest class
// and once each, on that class: PUT /api/StudentAttendance (every student marked, one
// transaction), GET /api/StudentAttendance/Summary, POST /api/StudentUpgrade (every student, one
// transaction). Prints a markdown table and one JSON line.
// Goals: each report and register read within 1 s, each class-wide write within 3 s.
// BENCH_SERVER overrides the server bundle.
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
const rows = Number(process.env.BENCH_STUDENT_ROWS ?? 20_000);
const repeat = Number(process.env.BENCH_REPEAT ?? 5);
const READ_GOAL_MS = 1000;
const WRITE_GOAL_MS = 3000;

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

const HEADER = [
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

/** `count` students of the demo campus: BSc CSIT semesters 1-8 and BBS years 1-4. */
async function workbookOf(count) {
  const programs = [
    ['BSc CSIT', 8],
    ['BBS', 4],
  ];
  const groups = ['Tamang', 'Newar', 'Magar', 'Gurung', 'Tharu'];
  const districts = ['Kathmandu', 'Lalitpur', 'Morang', 'Kaski', 'Kailali'];
  const chunks = [];
  const stream = new PassThrough();
  stream.on('data', (chunk) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Students');
  sheet.addRow(HEADER).commit();
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
        index % 3 ? 'Female' : 'Male',
        `${1995 + (index % 12)}-${month}-${day}`,
        null,
        groups[index % groups.length],
        'Hindu',
        `BENCH-AC-${index}`,
        null,
        `academics${index}@bench.example`,
        '9841000000',
        districts[index % districts.length],
        'Bench Municipality',
        (index % 30) + 1,
        'Father Bench',
        'Mother Bench',
        program,
        '2081 Batch',
        (Math.floor(index / programs.length) % periods) + 1,
        `BENCH-AC-REG-${index}`,
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

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hemis-bench-academics-'));
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

/** Calls `path` and fails the bench on any answer but 200. */
async function call(bearer, method, url, body) {
  const response = await fetch(`${base}/api${url}`, {
    method,
    headers: body ? { ...bearer, 'content-type': 'application/json' } : bearer,
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (response.status !== 200) {
    throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`);
  }
  return text ? JSON.parse(text) : null;
}

/** The median of `times` runs of `run`, in ms. */
async function timed(times, run) {
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

try {
  const file = await workbookOf(rows);
  await waitFor(`${base}/api/health`);
  const signedIn = await fetch(`${base}/api/User/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'collegeadmin@hemis.test', password: 'Hemis@2026' }),
  }).then((response) => response.json());
  const bearer = { authorization: `Bearer ${signedIn.tokenString}` };

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

  const programs = await call(bearer, 'GET', '/ProgramMgmt?pageSize=100');
  const batches = await call(bearer, 'GET', '/Batch?pageSize=100');
  const bbs = programs.data.find((row) => row.shortName === 'BBS');
  const batch = batches.data.find((row) => row.batchName === '2081 Batch');
  if (!bbs || !batch) throw new Error('the demo BBS program or 2081 batch is missing');
  const klass = `programId=${bbs.id}&batchId=${batch.id}&yearOrSemester=1`;
  const classBody = { programId: bbs.id, batchId: batch.id, yearOrSemester: 1 };
  const today = new Date().toISOString().slice(0, 10);
  const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);

  const summary = await timed(repeat, () => call(bearer, 'GET', '/Student/Summary'));
  const byDistrict = await timed(repeat, () => call(bearer, 'GET', '/Student/Report/ByDistrict'));
  const classRead = await timed(repeat, () =>
    call(bearer, 'GET', `/StudentUpgrade/Class?${klass}`),
  );
  const registerRead = await timed(repeat, () =>
    call(bearer, 'GET', `/StudentAttendance?${klass}&date=${today}`),
  );
  const students = classRead.result.students.map((student) => student.id);
  const marking = await timed(1, () =>
    call(bearer, 'PUT', '/StudentAttendance', {
      ...classBody,
      date: yesterday,
      entries: students.map((studentId, index) => ({
        studentId,
        status: index % 10 ? 'present' : 'absent',
      })),
    }),
  );
  const monthly = await timed(1, () =>
    call(bearer, 'GET', `/StudentAttendance/Summary?${klass}&month=${yesterday.slice(0, 7)}`),
  );
  const upgrade = await timed(1, () =>
    call(bearer, 'POST', '/StudentUpgrade', { ...classBody, studentIds: students }),
  );
  if (upgrade.result.upgraded !== students.length) throw new Error('not every student moved');

  const steps = [
    ['GET /api/Student/Summary', summary.ms, READ_GOAL_MS],
    ['GET /api/Student/Report/ByDistrict', byDistrict.ms, READ_GOAL_MS],
    ['GET /api/StudentUpgrade/Class', classRead.ms, READ_GOAL_MS],
    ['GET /api/StudentAttendance (the day)', registerRead.ms, READ_GOAL_MS],
    ['PUT /api/StudentAttendance (whole class)', marking.ms, WRITE_GOAL_MS],
    ['GET /api/StudentAttendance/Summary', monthly.ms, READ_GOAL_MS],
    ['POST /api/StudentUpgrade (whole class)', upgrade.ms, WRITE_GOAL_MS],
  ];
  console.log(
    `\nStudent academics benchmark (${rows.toLocaleString('en')} students at the campus, ` +
      `a class of ${students.length.toLocaleString('en')}; reads: median of ${repeat})\n`,
  );
  console.log('| step | ms | goal ms | |');
  console.log('|---|---:|---:|---|');
  for (const [step, ms, goal] of steps) {
    console.log(`| ${step} | ${ms} | ${goal} | ${ms <= goal ? 'met' : 'MISSED'} |`);
  }
  console.log(
    JSON.stringify({
      bench: 'student-academics',
      students: rows,
      classSize: students.length,
      ms: Object.fromEntries(steps.map(([step, ms]) => [step, ms])),
    }),
  );
  if (steps.some(([, ms, goal]) => ms > goal)) process.exitCode = 1;
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
