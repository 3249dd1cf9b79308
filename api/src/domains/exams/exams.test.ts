// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { json, type TestApp } from '../../test/helpers';
import { signedInApp } from '../../test/signed-in';
import { and, eq, isNull } from 'drizzle-orm';
import {
  EXAM_MESSAGES,
  EXAM_PATHS,
  VERIFY_PATHS,
  examCandidateContract,
  examClassContract,
  examContract,
  examRoutineContract,
  examTypeContract,
  nepalToday,
} from '@hemis/shared-contracts';
import { examCandidates, exams, studentAttendance, subjects } from '../../db/schema';
import { fiscalYearOn } from '../accounts/vouchers';
import { CAMPUS_49, batchOf, programByCode, studentBody } from '../students/test-fixtures';
import { ADMIT_CARD_MESSAGES } from './admit-cards';

/**
 * Exams of a campus: who may write and read them, the routine's rules (inside the exam's
 * dates, no class or room clash), a whole class registered with symbol numbers in order and
 * attendance flags, the admit cards and routine as PDFs, and the lock once results are out.
 */

let t: TestApp;
const ROLES = ['collegeadmin', 'collegeuser', 'uniadmin', 'ugcadmin', 'student'] as const;
type Role = (typeof ROLES)[number];
const signedIn = signedInApp(ROLES);

const call = signedIn.api;

type Answer = Awaited<ReturnType<typeof call>>;
const rowsOf = (answer: Answer) => json(answer).data as { id: number; studentId: number }[];
const fieldsOf = (answer: Answer) => json(answer).fields as Record<string, string | undefined>;

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const today = nepalToday();

let examId = 0;
let classId = 0;
let otherClassId = 0;
let csitId = 0;
let batchId = 0;
let sem1: number[] = [];
let sem2: number[] = [];
const studentIds: number[] = [];

async function created(role: Role, path: string, body: object): Promise<number> {
  const answer = await call(role, 'POST', path, body);
  expect([answer.statusCode, answer.body]).toEqual([201, expect.any(String)]);
  return Number(json(answer).id);
}

const subjectsOf = async (semester: number) =>
  (
    await t.db
      .select({ id: subjects.id })
      .from(subjects)
      .where(
        and(
          eq(subjects.programId, csitId),
          eq(subjects.semester, semester),
          isNull(subjects.deletedAt),
        ),
      )
  ).map((row) => row.id);

beforeAll(async () => {
  t = signedIn.t;
  csitId = (await programByCode(t.db, 'CSIT')).id;
  batchId = await batchOf(t.db, CAMPUS_49, 2081);
  sem1 = await subjectsOf(1);
  sem2 = await subjectsOf(2);
  if (sem2.length === 0) {
    // The demo program has first-semester subjects only: the second class needs one of its own.
    sem2 = [
      await created('collegeadmin', '/Subject', {
        programId: csitId,
        subjectName: 'Discrete Structures',
        shortName: 'DS',
        code: `CSC${Date.now() % 100000}`,
        subjectType: 'regular',
        semester: 2,
      }),
    ];
  }
  // The exam lies within its fiscal year: the one holding today.
  const year = await fiscalYearOn(t.db, today);
  const typeId = await created('collegeadmin', examTypeContract.path, {
    examTypeName: `First Terminal ${Date.now()}`,
    kind: 'internal',
    code: `FT${Date.now() % 100000}`,
  });
  examId = await created('collegeuser', examContract.path, {
    examName: `Terminal ${Date.now()}`,
    examTypeId: typeId,
    fiscalYearId: year?.id,
    startDate: today,
    endDate: addDays(today, 20),
  });
  classId = await created('collegeuser', examClassContract.path, {
    examId,
    programId: csitId,
    batchId,
    yearOrSemester: 1,
  });
  otherClassId = await created('collegeuser', examClassContract.path, {
    examId,
    programId: csitId,
    batchId,
    yearOrSemester: 2,
  });
  for (let index = 0; index < 3; index += 1) {
    const answer = await call(
      'collegeuser',
      'POST',
      '/Student',
      studentBody(csitId, batchId, { campusRollNo: `EX-${index}-${Date.now()}` }),
    );
    expect(answer.statusCode).toBe(201);
    studentIds.push(Number(json(answer).id));
  }
  // One present 1 day in 4 (short), one every day (enough), the third with nothing recorded.
  const mark = (studentId: number, day: number, status: 'present' | 'absent') => ({
    studentId,
    campusId: CAMPUS_49,
    programId: csitId,
    batchId,
    yearOrSemester: 1,
    date: addDays(today, -10 - day),
    status,
  });
  await t.db
    .insert(studentAttendance)
    .values([
      ...[0, 1, 2, 3].map((day) => mark(studentIds[0] ?? 0, day, day === 0 ? 'present' : 'absent')),
      ...[0, 1, 2, 3].map((day) => mark(studentIds[1] ?? 0, day, 'present')),
    ]);
});

const routine = (extra: Record<string, unknown>) => ({
  examClassId: classId,
  subjectId: sem1[0],
  examDate: addDays(today, 2),
  startTime: '10:00',
  endTime: '13:00',
  room: 'Hall A',
  ...extra,
});

describe('who may write and read exams', () => {
  it('lets the campus write, the university and UGC read, and refuses students', async () => {
    expect((await call('collegeadmin', 'GET', examContract.path)).statusCode).toBe(200);
    for (const role of ['uniadmin', 'ugcadmin'] as const) {
      const list = await call(role, 'GET', `${examContract.path}?pageSize=100`);
      expect(list.statusCode).toBe(200);
      expect(rowsOf(list).map((row) => row.id)).toContain(examId);
    }
    expect(
      (
        await call('uniadmin', 'POST', examClassContract.path, {
          examId,
          programId: csitId,
          batchId,
          yearOrSemester: 3,
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('student', 'GET', examContract.path)).statusCode).toBe(403);
    expect((await call('student', 'GET', examCandidateContract.path)).statusCode).toBe(403);
    expect((await call('student', 'POST', EXAM_PATHS.registerClass(classId))).statusCode).toBe(403);
    expect((await call('uniadmin', 'POST', EXAM_PATHS.registerClass(classId))).statusCode).toBe(
      403,
    );
  });
});

describe('the routine', () => {
  it('takes an entry inside the exam and refuses clashes naming them', async () => {
    const first = await created('collegeuser', examRoutineContract.path, routine({}));
    expect(first).toBeGreaterThan(0);
    const sameClass = await call(
      'collegeadmin',
      'POST',
      examRoutineContract.path,
      routine({ subjectId: sem1[1], startTime: '12:00', endTime: '14:00', room: 'Hall B' }),
    );
    expect(sameClass.statusCode).toBe(400);
    expect(fieldsOf(sameClass).startTime).toMatch(/already sits/);
    const sameRoom = await call(
      'collegeadmin',
      'POST',
      examRoutineContract.path,
      routine({
        examClassId: otherClassId,
        subjectId: sem2[0],
        startTime: '11:00',
        endTime: '12:00',
      }),
    );
    expect(sameRoom.statusCode).toBe(400);
    expect(fieldsOf(sameRoom).room).toMatch(/Room Hall A is already used by/);
    const outside = await call(
      'collegeadmin',
      'POST',
      examRoutineContract.path,
      routine({ subjectId: sem1[1], examDate: addDays(today, 40) }),
    );
    expect(outside.statusCode).toBe(400);
    expect(fieldsOf(outside).examDate).toBe(EXAM_MESSAGES.outsideExam);
    const wrongSubject = await call(
      'collegeadmin',
      'POST',
      examRoutineContract.path,
      routine({ subjectId: sem2[0], startTime: '15:00', endTime: '16:00' }),
    );
    expect(fieldsOf(wrongSubject).subjectId).toBe(EXAM_MESSAGES.subjectNotOfClass);
    // Nothing of the refused entries was written.
    const list = await call(
      'collegeuser',
      'GET',
      `${examRoutineContract.path}?examId=${examId}&pageSize=50`,
    );
    expect(json(list).total).toBe(1);
  });
});

describe('registering a whole class', () => {
  it('registers the active students not yet registered, symbol numbers in order, attendance flagged', async () => {
    const answer = await call('collegeuser', 'POST', EXAM_PATHS.registerClass(classId));
    expect(answer.statusCode).toBe(200);
    expect(json(answer).count).toBeGreaterThanOrEqual(3);
    const rows = await t.db
      .select()
      .from(examCandidates)
      .where(eq(examCandidates.examClassId, classId));
    const symbols = rows.map((row) => row.symbolNo).sort();
    expect(symbols[0]).toBe(`${examId}-0001`);
    expect(new Set(symbols).size).toBe(rows.length);
    const of = (id: number) => rows.find((row) => row.studentId === id);
    expect(of(studentIds[0] ?? 0)).toMatchObject({
      attendancePercent: 25,
      attendanceFlag: 'short',
    });
    expect(of(studentIds[1] ?? 0)).toMatchObject({ attendancePercent: 100, attendanceFlag: 'ok' });
    expect(of(studentIds[2] ?? 0)).toMatchObject({
      attendancePercent: null,
      attendanceFlag: 'unknown',
    });
    // Again: nobody new.
    expect(json(await call('collegeadmin', 'POST', EXAM_PATHS.registerClass(classId))).count).toBe(
      0,
    );
    // The short ones, as the screen lists them before printing.
    const short = await call(
      'collegeuser',
      'GET',
      `${examCandidateContract.path}?examClassId=${classId}&attendanceFlag=short&pageSize=50`,
    );
    expect(rowsOf(short).map((row) => row.studentId)).toEqual([studentIds[0]]);
  });

  it('takes the attendance again on refresh', async () => {
    await t.db.insert(studentAttendance).values({
      studentId: studentIds[2] ?? 0,
      campusId: CAMPUS_49,
      programId: csitId,
      batchId,
      yearOrSemester: 1,
      date: addDays(today, -3),
      status: 'absent',
    });
    const answer = await call('collegeuser', 'POST', EXAM_PATHS.refreshAttendance(classId));
    expect(answer.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(examCandidates)
      .where(eq(examCandidates.studentId, studentIds[2] ?? 0));
    expect(row).toMatchObject({ attendancePercent: 0, attendanceFlag: 'short' });
  });
});

describe('admit cards and the printed routine', () => {
  it('prints one card, the class ten to a page and the routine; the card verifies', async () => {
    const [candidate] = await t.db
      .select()
      .from(examCandidates)
      .where(eq(examCandidates.examClassId, classId))
      .limit(1);
    const one = await call('collegeuser', 'GET', EXAM_PATHS.admitCard(candidate?.id ?? 0));
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toMatch(/application\/pdf/);
    expect(one.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const cards = await call('uniadmin', 'GET', EXAM_PATHS.classAdmitCards(classId));
    expect(cards.statusCode).toBe(200);
    const empty = await call('collegeuser', 'GET', EXAM_PATHS.classAdmitCards(otherClassId));
    expect(json(empty).message).toBe(ADMIT_CARD_MESSAGES.noCandidates);
    const printed = await call('collegeadmin', 'GET', EXAM_PATHS.routinePdf(examId));
    expect(printed.statusCode).toBe(200);
    expect(
      (await call('student', 'GET', EXAM_PATHS.admitCard(candidate?.id ?? 0))).statusCode,
    ).toBe(403);
    const verified = await t.app.inject({
      method: 'GET',
      url: `/api${VERIFY_PATHS.document('admit-card', candidate?.verifyToken ?? '')}`,
    });
    expect(verified.statusCode).toBe(200);
    expect(json(verified).valid).toBe(true);
  });
});

describe('after the results are published', () => {
  it('locks the routine and the candidates', async () => {
    await t.db
      .update(exams)
      .set({ resultsPublishedAt: new Date().toISOString() })
      .where(eq(exams.id, examId));
    const entry = await call(
      'collegeuser',
      'POST',
      examRoutineContract.path,
      routine({ subjectId: sem1[2], examDate: addDays(today, 5) }),
    );
    expect(json(entry).message).toBe(EXAM_MESSAGES.published);
    const again = await call('collegeuser', 'POST', EXAM_PATHS.registerClass(classId));
    expect(json(again).message).toBe(EXAM_MESSAGES.published);
  });
});

describe('the demo exam', () => {
  it('has a class, its routine and its registered candidates at campus 49', async () => {
    const [demo] = await t.db
      .select()
      .from(exams)
      .where(and(eq(exams.campusId, CAMPUS_49), eq(exams.examName, 'First Terminal Examination')));
    expect(demo).toBeDefined();
    const routineRows = await call(
      'collegeuser',
      'GET',
      `${examRoutineContract.path}?examId=${demo?.id ?? 0}&pageSize=50`,
    );
    expect(json(routineRows).total).toBeGreaterThan(0);
    const candidates = await call(
      'collegeuser',
      'GET',
      `${examCandidateContract.path}?examId=${demo?.id ?? 0}&pageSize=50`,
    );
    expect(json(candidates).total).toBeGreaterThan(0);
    expect(rowsOf(candidates)[0]).toMatchObject({ symbolNo: `${demo?.id ?? 0}-0001` });
  });
});
