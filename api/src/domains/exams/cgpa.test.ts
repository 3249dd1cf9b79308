// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { json, type TestApp } from '../../test/helpers';
import { signedInApp } from '../../test/signed-in';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  MARKS_PATHS,
  RESULT_PATHS,
  VERIFY_PATHS,
  type OwnResult,
  type TabulationSheet,
} from '@hemis/shared-contracts';
import { examCandidates, students, users } from '../../db/schema';
import { DEMO_CAMPUS, enrol, freshBatch } from '../students/class-fixtures';
import { examWithClass, type ExamFixture, type SubjectSetup } from './marks-fixtures';

/**
 * CGPA of semester programs end to end through the API, against hand-worked figures (BSc CSIT,
 * TU grades: A 4.0 from 90, A- 3.7 from 80, B 3.0 from 60, B- 2.7 from 50). Sita, the demo
 * student:
 * - semester 1 board exam, 5 subjects of 4 credits: A A A B B = 12 × 4.0 + 8 × 3.0 = 72 points
 *   over 20 credits, SGPA 3.6, CGPA 3.6;
 * - semester 2 pre-board (internal): all A, SGPA 4.0, no CGPA, and never counted;
 * - semester 2 board exam, 6 subjects of 3 credits: A- A- A- B- B- B- = 9 × 3.7 + 9 × 2.7 = 57.6
 *   points over 18 credits, SGPA 3.2; CGPA (72 + 57.6) / (20 + 18) = 129.6 / 38 = 3.4105… → 3.41
 *   (the pre-board's 4.0 would have made it higher);
 * - a re-exam of semester 1 (board) published later: all A, 80 points, SGPA 4.0. It replaces the
 *   first sitting: the semester 2 CGPA becomes (80 + 57.6) / 38 = 3.6210… → 3.62 (both sittings
 *   counted would be 209.6 / 58 = 3.61; the first kept, 3.41).
 * Qamar sits only the semester 2 board exam (all A): his CGPA is his SGPA, 4. An annual program's
 * board exam (BBS, divisions) has no CGPA.
 */

let t: TestApp;
const ROLES = ['collegeadmin', 'collegeuser', 'student'] as const;
const signedIn = signedInApp(ROLES);

const call = signedIn.api;

const subjectsOf = (prefix: string, count: number, creditHours: number): SubjectSetup[] =>
  Array.from({ length: count }, (_, index) => ({
    name: `${prefix} ${index + 1}`,
    creditHours,
    theory: [100, 40],
  }));

/** Enters theory marks: `marks[c][s]` is candidate c's mark in subject s (the routine's order). */
async function enterMarks(exam: ExamFixture, marks: readonly (readonly number[])[]) {
  for (const [subject, routine] of exam.routines.entries()) {
    const answer = await call('collegeuser', 'PUT', MARKS_PATHS.grid(routine), {
      rows: exam.candidates.map((candidateId, candidate) => ({
        candidateId,
        theory: marks[candidate]?.[subject] ?? null,
        practical: null,
        theoryAbsent: false,
        practicalAbsent: false,
      })),
    });
    expect(answer.statusCode).toBe(200);
  }
}

async function computeAndPublish(exam: ExamFixture, publish = true) {
  expect((await call('collegeadmin', 'POST', RESULT_PATHS.compute(exam.examId))).statusCode).toBe(
    200,
  );
  if (publish)
    expect((await call('collegeadmin', 'POST', RESULT_PATHS.publish(exam.examId))).statusCode).toBe(
      200,
    );
}

async function sheetOf(exam: ExamFixture): Promise<TabulationSheet> {
  const answer = await call('collegeadmin', 'GET', RESULT_PATHS.sheet(exam.examClassId));
  expect(answer.statusCode).toBe(200);
  return json(answer) as unknown as TabulationSheet;
}

const figures = (sheet: TabulationSheet) =>
  sheet.rows.map((row) => [row.studentName, row.sgpa, row.cgpa]);

async function ownResults(): Promise<OwnResult[]> {
  const answer = await call('student', 'GET', RESULT_PATHS.own);
  expect(answer.statusCode).toBe(200);
  return JSON.parse(answer.body) as OwnResult[];
}

let sitaStudentId: number;
let qamarStudentId: number;
let batch: number;

beforeAll(async () => {
  t = signedIn.t;
  batch = await freshBatch(t.db);
  const [account] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'student@hemis.test'));
  const [sita] = await t.db
    .select({ id: students.id })
    .from(students)
    .where(eq(students.userId, account?.id ?? 0));
  sitaStudentId = sita?.id ?? 0;
  [qamarStudentId = 0] = await enrol(
    t.db,
    { campusId: DEMO_CAMPUS, programShortName: 'BSc CSIT', batchId: batch, yearOrSemester: 2 },
    [{ firstName: 'Qamar' }],
  );
});

const csitExam = (
  kind: 'internal' | 'board',
  semester: number,
  subjects: SubjectSetup[],
  who: { ids: number[]; names: string[] },
) =>
  examWithClass(t.db, {
    campusId: DEMO_CAMPUS,
    programCode: 'CSIT',
    batchId: batch,
    kind,
    yearOrSemester: semester,
    subjects,
    studentIds: who.ids,
    names: who.names,
  });

describe('CGPA', () => {
  let semester1: ExamFixture;
  let semester2: ExamFixture;

  it('weighs the published board results of each semester by credits; an internal exam never counts', async () => {
    const sita = { ids: [sitaStudentId], names: ['Sita'] };
    semester1 = await csitExam('board', 1, subjectsOf('Semester 1 paper', 5, 4), sita);
    await enterMarks(semester1, [[95, 92, 90, 65, 60]]);
    await computeAndPublish(semester1);
    expect(figures(await sheetOf(semester1))).toEqual([['Sita', 3.6, 3.6]]);

    const preBoard = await csitExam('internal', 2, subjectsOf('Pre-board paper', 2, 3), sita);
    await enterMarks(preBoard, [[95, 95]]);
    await computeAndPublish(preBoard);
    const internalSheet = await sheetOf(preBoard);
    expect(internalSheet.examKind).toBe('internal');
    // Its SGPA only: an internal exam has no CGPA.
    expect(figures(internalSheet)).toEqual([['Sita', 4, null]]);

    semester2 = await csitExam('board', 2, subjectsOf('Semester 2 paper', 6, 3), {
      ids: [sitaStudentId, qamarStudentId],
      names: ['Sita', 'Qamar'],
    });
    await enterMarks(semester2, [
      [85, 82, 80, 55, 52, 50],
      [95, 95, 95, 95, 95, 95],
    ]);
    // Computed, not yet published: the sheet shows the CGPA this result makes (provisional).
    await computeAndPublish(semester2, false);
    const provisional = await sheetOf(semester2);
    expect(provisional).toMatchObject({ kind: 'gpa', examKind: 'board' });
    expect(figures(provisional)).toEqual([
      ['Sita', 3.2, 3.41],
      ['Qamar', 4, 4],
    ]);
    // Only published results reach the student home.
    expect((await ownResults()).map((row) => [row.sgpa, row.cgpa])).toEqual([
      [4, null],
      [3.6, 3.6],
    ]);
    await computeAndPublish(semester2, true);
    expect((await ownResults()).map((row) => [row.className, row.sgpa, row.cgpa])).toEqual([
      ['CSIT Semester 2', 3.2, 3.41],
      ['CSIT Semester 2', 4, null],
      ['CSIT Semester 1', 3.6, 3.6],
    ]);

    // The tabulation sheet's export has the CGPA column after the SGPA.
    const exported = await call(
      'collegeadmin',
      'GET',
      RESULT_PATHS.sheetExport(semester2.examClassId),
    );
    expect(exported.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const page = workbook.getWorksheet('Marks List');
    const header = (page?.getRow(2).values ?? []) as unknown[];
    const cgpaColumn = header.indexOf('CGPA');
    expect(header[cgpaColumn - 1]).toBe('SGPA');
    expect([
      page?.getRow(3).getCell(cgpaColumn).value,
      page?.getRow(4).getCell(cgpaColumn).value,
    ]).toEqual([3.41, 4]);
  });

  it('prints and verifies the CGPA on the marksheet', async () => {
    const candidate = semester2.candidates[0] ?? 0;
    const pdf = await call('collegeadmin', 'GET', RESULT_PATHS.marksheet(candidate));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const [row] = await t.db
      .select({ token: examCandidates.verifyToken })
      .from(examCandidates)
      .where(eq(examCandidates.id, candidate));
    const verified = await t.app.inject({
      method: 'GET',
      url: `/api${VERIFY_PATHS.document('marksheet', row?.token ?? '')}`,
    });
    const facts = (json(verified) as unknown as { facts: { label: string; value: string }[] })
      .facts;
    expect(facts).toEqual(
      expect.arrayContaining([
        { label: 'SGPA', value: '3.2' },
        { label: 'CGPA', value: '3.41' },
      ]),
    );
  });

  it('counts a re-exam instead of the sitting it replaces', async () => {
    const retake = await csitExam('board', 1, subjectsOf('Semester 1 retake', 5, 4), {
      ids: [sitaStudentId],
      names: ['Sita'],
    });
    await enterMarks(retake, [[95, 95, 95, 95, 95]]);
    await computeAndPublish(retake);
    expect(figures(await sheetOf(retake))).toEqual([['Sita', 4, 4]]);
    // Semester 2 now counts the re-exam's 80 points for semester 1: 137.6 / 38.
    expect(figures(await sheetOf(semester2))).toEqual([
      ['Sita', 3.2, 3.62],
      ['Qamar', 4, 4],
    ]);
    // The first sitting's own marksheet keeps its figures: its CGPA is its semester alone.
    expect(figures(await sheetOf(semester1))).toEqual([['Sita', 3.6, 3.6]]);
    expect((await ownResults()).map((row) => [row.sgpa, row.cgpa])).toEqual([
      [4, 4],
      [3.2, 3.62],
      [4, null],
      [3.6, 3.6],
    ]);
  });

  it('gives an annual program no CGPA, even in a board exam', async () => {
    const [asha = 0] = await enrol(
      t.db,
      { campusId: DEMO_CAMPUS, programShortName: 'BBS', batchId: batch, yearOrSemester: 1 },
      [{ firstName: 'Asha' }],
    );
    const annual = await examWithClass(t.db, {
      campusId: DEMO_CAMPUS,
      programCode: 'BBS',
      batchId: batch,
      kind: 'board',
      subjects: [{ name: 'Business English', theory: [100, 35] }],
      studentIds: [asha],
      names: ['Asha'],
    });
    await enterMarks(annual, [[80]]);
    await computeAndPublish(annual, false);
    const sheet = await sheetOf(annual);
    expect(sheet).toMatchObject({ kind: 'division', examKind: 'board' });
    expect(sheet.rows.map((row) => [row.percentage, row.division, row.cgpa])).toEqual([
      [80, 'Distinction', null],
    ]);
  });
});
