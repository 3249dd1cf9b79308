// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, tokensByName, withToken, type TestApp } from '../../test/helpers';
import { MARKS_PATHS, RESULT_PATHS } from '@hemis/shared-contracts';
import { DEMO_CAMPUS, enrol, freshBatch } from '../students/class-fixtures';
import { examWithClass, type ExamFixture } from './marks-fixtures';

/**
 * The marks benchmarks (bench/exam-marks-bench.mjs runs this file with HEMIS_BENCH=1; skipped
 * otherwise), in process on PGlite through the routes:
 *   - saving a full grid of 60 candidates × 8 subjects (8 PUTs, one per subject): goal 300 ms;
 *   - computing the results of an exam of 5,000 candidates × 8 subjects: goal 5 s.
 * Prints one JSON line of figures.
 */
const run = process.env.HEMIS_BENCH === '1' ? describe : describe.skip;
const SUBJECTS = 8;
const GRID_CANDIDATES = Number(process.env.BENCH_GRID_CANDIDATES ?? 60);
const EXAM_CANDIDATES = Number(process.env.BENCH_EXAM_CANDIDATES ?? 5_000);

let t: TestApp;
let token = '';

async function examOf(candidates: number): Promise<ExamFixture> {
  const batch = await freshBatch(t.db);
  const ids: number[] = [];
  for (let start = 0; start < candidates; start += 1_000) {
    const count = Math.min(1_000, candidates - start);
    ids.push(
      ...(await enrol(
        t.db,
        { campusId: DEMO_CAMPUS, programShortName: 'BBS', batchId: batch, yearOrSemester: 1 },
        Array.from({ length: count }, (_, index) => ({ firstName: `Bench${start + index}` })),
      )),
    );
  }
  return examWithClass(t.db, {
    campusId: DEMO_CAMPUS,
    programCode: 'BBS',
    batchId: batch,
    subjects: Array.from({ length: SUBJECTS }, (_, index) => ({
      name: `Bench Subject ${index + 1}`,
      theory: [75, 30],
      practical: [25, 10],
    })),
    studentIds: ids,
  });
}

/** Every grid of the exam filled (varied marks, one in twenty absent in theory). */
const gridOf = (exam: ExamFixture, subject: number, round: number) => ({
  rows: exam.candidates.map((candidateId, index) => {
    const absent = (index + subject) % 20 === 0;
    return {
      candidateId,
      theory: absent ? null : 20 + ((index * 7 + subject * 3 + round) % 55),
      practical: 8 + ((index + subject + round) % 17),
      theoryAbsent: absent,
      practicalAbsent: false,
    };
  }),
});

async function saveAll(exam: ExamFixture, round: number): Promise<number> {
  const started = performance.now();
  for (const [subject, routine] of exam.routines.entries()) {
    const answer = await t.app.inject(
      withToken(token, {
        method: 'PUT',
        url: `/api${MARKS_PATHS.grid(routine)}`,
        payload: gridOf(exam, subject, round),
      }),
    );
    if (answer.statusCode !== 200) throw new Error(answer.body);
  }
  return Math.round(performance.now() - started);
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

run('marks benchmarks', () => {
  beforeAll(async () => {
    t = await createTestApp();
    token = (await tokensByName(t.app, ['collegeadmin'])).collegeadmin ?? '';
  });
  afterAll(() => t.close());

  it('saves grids and computes an exam within the goals', async () => {
    const grid = await examOf(GRID_CANDIDATES);
    await saveAll(grid, 0);
    const saves: number[] = [];
    for (let round = 1; round <= 5; round += 1) saves.push(await saveAll(grid, round));

    const big = await examOf(EXAM_CANDIDATES);
    await saveAll(big, 0);
    const computes: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const started = performance.now();
      const answer = await t.app.inject(
        withToken(token, { method: 'POST', url: `/api${RESULT_PATHS.compute(big.examId)}` }),
      );
      computes.push(Math.round(performance.now() - started));
      expect(answer.statusCode).toBe(200);
    }
    const figures = {
      bench: 'exam-marks',
      gridMs: median(saves),
      gridGoalMs: 300,
      gridCells: GRID_CANDIDATES * SUBJECTS,
      computeMs: median(computes),
      computeGoalMs: 5000,
      computeCandidates: EXAM_CANDIDATES,
    };
    console.log(JSON.stringify(figures));
    expect(figures.gridMs).toBeLessThanOrEqual(300);
    expect(figures.computeMs).toBeLessThanOrEqual(5000);
  });
});
