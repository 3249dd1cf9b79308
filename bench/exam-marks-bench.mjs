// Exam marks benchmark: starts the built server (api/dist/server.js) on a temporary data folder
// and a free port and prepares, only through the API as its users would:
//   - BENCH_EXAM_CANDIDATES (default 5,000) students in BBS year 3 and BENCH_GRID_CANDIDATES
//     (default 60) in BBS year 4 of the 2081 batch, imported with /Student/Import (CollegeAdmin);
//   - 8 subjects of each year with credit hours, theory and practical full and pass marks (the
//     Subject resource, as the UniAdmin: subjects are the university's);
//   - two exams (Exam, ExamClass, ExamRoutine: 8 papers on distinct days within the exam), each
//     class registered (EXAM_PATHS.registerClass).
// Then as the CollegeAdmin it times:
//   - saving the full grid of the year-4 class: 8 PUTs of MARKS_PATHS.grid, one per paper, every
//     cell changed each round; median of 5 rounds; goal 300 ms;
//   - computing the results of the year-3 exam (every grid filled first): POST
//     RESULT_PATHS.compute, median of 3; goal 5 s.
// Prints a markdown table and one JSON line; exits 1 when a goal is missed.
// BENCH_SERVER overrides the server bundle.
import {
  apiCaller,
  importStudents,
  serverBundle,
  sharedContracts,
  signIn,
  startServer,
  studentWorkbook,
  timed,
  waitFor,
} from './server-bench-helpers.mjs';

const server = serverBundle();
const examCandidates = Number(process.env.BENCH_EXAM_CANDIDATES ?? 5_000);
const gridCandidates = Number(process.env.BENCH_GRID_CANDIDATES ?? 60);
const SUBJECTS = 8;
const GRID_ROUNDS = 5;
const COMPUTE_ROUNDS = 3;
const GRID_GOAL_MS = 300;
const COMPUTE_GOAL_MS = 5_000;
/** The most rows one PUT of a grid takes (marksGridInputSchema). */
const ROWS_PER_PUT = 5_000;

const {
  EXAM_PATHS,
  MARKS_PATHS,
  RESULT_PATHS,
  batchContract,
  examClassContract,
  examContract,
  examRoutineContract,
  examTypeContract,
  fiscalYearContract,
  programContract,
  subjectContract,
} = await sharedContracts();

/** The exam class students (BBS year 3) first, then the grid class (BBS year 4). */
const workbook = () =>
  studentWorkbook(examCandidates + gridCandidates, (index) => ({
    gender: index % 2 ? 'Female' : 'Male',
    birthYear: 1998 + (index % 8),
    citizenshipNo: `BENCH-EX-${index}`,
    email: `exam${index}@bench.example`,
    district: ['Kathmandu', 'Lalitpur', 'Kaski', 'Morang'][index % 4],
    program: 'BBS',
    yearOrSemester: index < examCandidates ? 3 : 4,
    registrationNo: `BENCH-EX-REG-${index}`,
  }));

/** An AD day `days` after today. */
const dayAfter = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Marks of one paper's grid in a round: every cell differs from the round before. */
const gridRows = (candidateIds, paper, round) =>
  candidateIds.map((candidateId, index) => {
    const absent = (index + paper + round) % 20 === 0;
    return {
      candidateId,
      theory: absent ? null : 20 + ((index * 7 + paper * 3 + round) % 55),
      practical: 8 + ((index + paper + round) % 17),
      theoryAbsent: absent,
      practicalAbsent: false,
    };
  });

const { base, stop } = await startServer(server, 'hemis-bench-exam-marks');
const call = apiCaller(base);

try {
  const file = await workbook();
  await waitFor(`${base}/api/health`, 60_000);
  const clerk = await signIn(base);
  const university = await signIn(base, 'uniadmin@hemis.test');
  await importStudents(base, clerk, file);

  const programs = await call(clerk, 'GET', `${programContract.path}?pageSize=100`);
  const batches = await call(clerk, 'GET', `${batchContract.path}?pageSize=100`);
  const years = await call(clerk, 'GET', `${fiscalYearContract.path}?pageSize=100`);
  const bbs = programs.data.find((row) => row.shortName === 'BBS');
  const batch = batches.data.find((row) => row.batchName === '2081 Batch');
  const fiscalYear = years.data.find((row) => row.isActive);
  if (!bbs || !batch || !fiscalYear) {
    throw new Error('the demo BBS program, 2081 batch or active fiscal year is missing');
  }
  const type = await call(clerk, 'POST', examTypeContract.path, {
    examTypeName: 'Bench Terminal',
    kind: 'internal',
  });

  /** An exam of BBS `year` (2081 batch) with 8 new subjects on 8 days, its class registered. */
  async function examOfYear(year) {
    const exam = await call(clerk, 'POST', examContract.path, {
      examName: `Bench Terminal Year ${year}`,
      examTypeId: type.id,
      fiscalYearId: fiscalYear.id,
      startDate: dayAfter(10),
      endDate: dayAfter(10 + SUBJECTS),
    });
    const examClass = await call(clerk, 'POST', examClassContract.path, {
      examId: exam.id,
      programId: bbs.id,
      batchId: batch.id,
      yearOrSemester: year,
    });
    const papers = [];
    for (let paper = 0; paper < SUBJECTS; paper += 1) {
      const subject = await call(university, 'POST', subjectContract.path, {
        programId: bbs.id,
        subjectName: `Bench Subject ${year}.${paper + 1}`,
        shortName: `Bench ${year}.${paper + 1}`,
        code: `BENCH-${year}-${paper + 1}`,
        subjectType: 'regular',
        year,
        creditHours: 3,
        theoryFullMarks: 75,
        theoryPassMarks: 30,
        practicalFullMarks: 25,
        practicalPassMarks: 10,
      });
      const routine = await call(clerk, 'POST', examRoutineContract.path, {
        examClassId: examClass.id,
        subjectId: subject.id,
        examDate: dayAfter(10 + paper),
        startTime: '10:00',
        endTime: '13:00',
      });
      papers.push(routine.id);
    }
    const registered = await call(clerk, 'POST', EXAM_PATHS.registerClass(examClass.id));
    // The candidates as the marks screen reads them: the grid of the first paper.
    const grid = await call(clerk, 'GET', MARKS_PATHS.grid(papers[0]));
    return {
      examId: exam.id,
      papers,
      registered: registered.count,
      candidates: grid.rows.map((row) => row.candidateId),
    };
  }

  /** Every paper's grid of `exam` saved for `round` (PUTs of at most ROWS_PER_PUT rows). */
  async function saveGrids(exam, round) {
    for (const [paper, routine] of exam.papers.entries()) {
      const rows = gridRows(exam.candidates, paper, round);
      for (let start = 0; start < rows.length; start += ROWS_PER_PUT) {
        const part = rows.slice(start, start + ROWS_PER_PUT);
        const saved = await call(clerk, 'PUT', MARKS_PATHS.grid(routine), { rows: part });
        if (saved.saved !== part.length) throw new Error(`saved ${saved.saved} of ${part.length}`);
      }
    }
  }

  const big = await examOfYear(3);
  const small = await examOfYear(4);

  // The first save of the grid writes every mark anew; the timed rounds change every cell.
  await saveGrids(small, 0);
  const gridSamples = [];
  let round = 0;
  const grid = await timed(GRID_ROUNDS, async () => {
    round += 1;
    const started = performance.now();
    await saveGrids(small, round);
    gridSamples.push(Math.round(performance.now() - started));
  });

  await saveGrids(big, 0);
  const compute = await timed(COMPUTE_ROUNDS, () =>
    call(clerk, 'POST', RESULT_PATHS.compute(big.examId)),
  );

  const steps = [
    [
      `PUT ${MARKS_PATHS.grid.route} × ${SUBJECTS} (${small.candidates.length} candidates, ` +
        `${small.candidates.length * SUBJECTS} cells)`,
      grid.ms,
      GRID_GOAL_MS,
    ],
    [
      `POST ${RESULT_PATHS.compute.route} (${big.candidates.length} candidates × ${SUBJECTS})`,
      compute.ms,
      COMPUTE_GOAL_MS,
    ],
  ];
  console.log(
    `\nExam marks benchmark (built server on PGlite; grid: median of ${GRID_ROUNDS} rounds, ` +
      `compute: median of ${COMPUTE_ROUNDS})\n`,
  );
  console.log('| step | ms | goal ms | |');
  console.log('|---|---:|---:|---|');
  for (const [step, ms, goal] of steps) {
    console.log(`| ${step} | ${ms} | ${goal} | ${ms <= goal ? 'met' : 'MISSED'} |`);
  }
  console.log(
    JSON.stringify({
      bench: 'exam-marks',
      gridCandidates: small.candidates.length,
      gridCells: small.candidates.length * SUBJECTS,
      gridMs: grid.ms,
      gridRoundsMs: gridSamples,
      gridGoalMs: GRID_GOAL_MS,
      examCandidates: big.candidates.length,
      computeMs: compute.ms,
      computeGoalMs: COMPUTE_GOAL_MS,
    }),
  );
  if (steps.some(([, ms, goal]) => ms > goal)) process.exitCode = 1;
} finally {
  await stop();
}
