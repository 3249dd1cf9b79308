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
import {
  apiCaller,
  importStudents,
  serverBundle,
  signIn,
  startServer,
  studentWorkbook,
  timed,
  waitFor,
} from './server-bench-helpers.mjs';

const server = serverBundle();
const rows = Number(process.env.BENCH_STUDENT_ROWS ?? 20_000);
const repeat = Number(process.env.BENCH_REPEAT ?? 5);
const READ_GOAL_MS = 1000;
const WRITE_GOAL_MS = 3000;

/** `count` students of the demo campus: BSc CSIT semesters 1-8 and BBS years 1-4. */
function workbookOf(count) {
  const programs = [
    ['BSc CSIT', 8],
    ['BBS', 4],
  ];
  const districts = ['Kathmandu', 'Lalitpur', 'Morang', 'Kaski', 'Kailali'];
  return studentWorkbook(count, (index) => {
    const [program, periods] = programs[index % programs.length];
    return {
      gender: index % 3 ? 'Female' : 'Male',
      birthYear: 1995 + (index % 12),
      citizenshipNo: `BENCH-AC-${index}`,
      email: `academics${index}@bench.example`,
      district: districts[index % districts.length],
      program,
      yearOrSemester: (Math.floor(index / programs.length) % periods) + 1,
      registrationNo: `BENCH-AC-REG-${index}`,
    };
  });
}

const { base, stop } = await startServer(server, 'hemis-bench-academics');

const call = apiCaller(base);

try {
  const file = await workbookOf(rows);
  await waitFor(`${base}/api/health`, 60_000);
  const bearer = await signIn(base);

  await importStudents(base, bearer, file);

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
  await stop();
}
