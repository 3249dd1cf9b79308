// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { json, type TestApp } from '../../test/helpers';
import { signedInApp } from '../../test/signed-in';
import { and, count, eq, isNull } from 'drizzle-orm';
import {
  EXAM_MESSAGES,
  SECTION_FIGURE_PATHS,
  VERIFY_PATHS,
  adToBs,
  examCandidateContract,
  examClassContract,
  examContract,
  examRoutineContract,
  examTypeContract,
  nepalToday,
  outsideFiscalYearMessage,
  type DocumentVerification,
  type SectionFigures,
} from '@hemis/shared-contracts';
import { examCandidates, examRoutines, exams, fiscalYears, subjects } from '../../db/schema';
import { fiscalYearOn } from '../accounts/vouchers';
import { CAMPUS_49, batchOf, can, programByCode, studentBody } from '../students/test-fixtures';

/**
 * An exam's schedule, classes, routine and candidates through the kit's routes with the exam
 * rules: dates inside the exam, subjects of the class, no class or room sitting two papers at
 * once, candidates of the class only, everything locked once results are published; the campus
 * writes, its university and the commission read, a student is refused; the home's figures and
 * the admit card's verification.
 */

let t: TestApp;
const ROLES = ['collegeadmin', 'collegeuser', 'uniadmin', 'ugcadmin', 'student'] as const;
const signedIn = signedInApp(ROLES);

const call = signedIn.api;

/** An AD date `days` after today. */
const dayAfter = (days: number): string => {
  const date = new Date(`${nepalToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const subjectNamed = async (name: string): Promise<number> => {
  const [row] = await t.db
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.subjectName, name), isNull(subjects.deletedAt)))
    .limit(1);
  if (!row) throw new Error(`no subject ${name}`);
  return row.id;
};

const routineCount = async () =>
  (await t.db.select({ n: count() }).from(examRoutines).where(isNull(examRoutines.deletedAt)))[0]
    ?.n ?? 0;

/** How many live exams there are. */
const liveExams = async () =>
  (await t.db.select({ n: count() }).from(exams).where(isNull(exams.deletedAt)))[0]?.n ?? 0;

let examId = 0;
let examTypeId = 0;
let csitClass = 0;
let bbsClass = 0;
let csitProgram = 0;
let batch = 0;

beforeAll(async () => {
  t = signedIn.t;
  const year = await fiscalYearOn(t.db, nepalToday());
  csitProgram = (await programByCode(t.db, 'CSIT')).id;
  const bbs = (await programByCode(t.db, 'BBS')).id;
  batch = await batchOf(t.db, CAMPUS_49, 2081);

  const type = await call('collegeadmin', 'POST', examTypeContract.path, {
    examTypeName: 'First Terminal (schedule test)',
    kind: 'internal',
  });
  expect(type.statusCode).toBe(201);
  examTypeId = Number(json(type).id);
  // The start given in BS only: the AD date follows.
  const exam = await call('collegeadmin', 'POST', examContract.path, {
    examName: 'First Terminal (schedule test)',
    examTypeId: json(type).id,
    fiscalYearId: year?.id,
    startDateBs: adToBs(dayAfter(10)),
    endDate: dayAfter(20),
  });
  expect(exam.statusCode).toBe(201);
  expect(json(exam)).toMatchObject({ campusId: CAMPUS_49, startDate: dayAfter(10) });
  examId = Number(json(exam).id);

  const classOf = async (programId: number) => {
    const made = await call('collegeuser', 'POST', examClassContract.path, {
      examId,
      programId,
      batchId: batch,
      yearOrSemester: 1,
    });
    expect(made.statusCode).toBe(201);
    return json(made);
  };
  const csit = await classOf(csitProgram);
  expect(csit.className).toMatch(/Semester 1/);
  csitClass = Number(csit.id);
  const bbsMade = await classOf(bbs);
  expect(bbsMade.className).toMatch(/Year 1/);
  bbsClass = Number(bbsMade.id);
});

describe('the exam and its classes', () => {
  it('refuses an exam ending before it starts, and a class twice', async () => {
    const backwards = await call('collegeadmin', 'PATCH', examContract.path + `/${examId}`, {
      endDate: dayAfter(5),
    });
    expect(backwards.statusCode).toBe(400);
    expect(json(backwards).fields).toEqual({ endDate: EXAM_MESSAGES.endBeforeStart });
    const twice = await call('collegeuser', 'POST', examClassContract.path, {
      examId,
      programId: csitProgram,
      batchId: batch,
      yearOrSemester: 1,
    });
    expect(twice.statusCode).toBe(409);
  });
});

describe("the exam's fiscal year", () => {
  it('refuses dates outside it (Shrawan 1 to the end of Asar), on the date fields', async () => {
    const [year] = await t.db
      .select()
      .from(fiscalYears)
      .where(eq(fiscalYears.id, (await fiscalYearOn(t.db, nepalToday()))?.id ?? 0));
    if (!year?.startDate || !year.endDate) throw new Error('no fiscal year today');
    const days = { label: year.label ?? '', startDate: year.startDate, endDate: year.endDate };
    const shift = (date: string, by: number) => {
      const moved = new Date(`${date}T00:00:00Z`);
      moved.setUTCDate(moved.getUTCDate() + by);
      return moved.toISOString().slice(0, 10);
    };
    const before = await liveExams();
    const outside = await call('collegeadmin', 'POST', examContract.path, {
      examName: 'Outside its year',
      examTypeId,
      fiscalYearId: year.id,
      startDate: shift(days.startDate, -1),
      endDate: shift(days.endDate, 1),
    });
    expect(outside.statusCode).toBe(400);
    expect(json(outside).fields).toEqual({
      startDate: outsideFiscalYearMessage(days),
      endDate: outsideFiscalYearMessage(days),
    });
    expect(await liveExams()).toBe(before);
    // The first and the last day of the year are inside it.
    const edges = await call('collegeadmin', 'POST', examContract.path, {
      examName: 'Whole year',
      examTypeId,
      fiscalYearId: year.id,
      startDate: days.startDate,
      endDate: days.endDate,
    });
    expect(edges.statusCode).toBe(201);
    const moved = await call('collegeadmin', 'PATCH', `${examContract.path}/${json(edges).id}`, {
      endDate: shift(days.endDate, 1),
    });
    expect(moved.statusCode).toBe(400);
    expect(json(moved).fields).toEqual({ endDate: outsideFiscalYearMessage(days) });
  });
});

describe('the routine', () => {
  const entry = (extra: Record<string, unknown>) => ({
    examClassId: csitClass,
    examDate: dayAfter(12),
    startTime: '10:00',
    endTime: '13:00',
    room: 'Hall A',
    ...extra,
  });

  it('takes an entry of a subject of the class inside the exam dates, in both calendars', async () => {
    const made = await call(
      'collegeuser',
      'POST',
      examRoutineContract.path,
      entry({ subjectId: await subjectNamed('C Programming') }),
    );
    expect(made.statusCode).toBe(201);
    expect(json(made)).toMatchObject({ examId, examDateBs: adToBs(dayAfter(12)) });
  });

  it('refuses, writing nothing, what breaks a rule, with a message on the field', async () => {
    const before = await routineCount();
    const logic = await subjectNamed('Digital Logic');
    const cases: [Record<string, unknown>, string, string | RegExp][] = [
      [{ subjectId: logic, examDate: dayAfter(25) }, 'examDate', EXAM_MESSAGES.outsideExam],
      [
        { subjectId: await subjectNamed('Advanced Java Programming') },
        'subjectId',
        EXAM_MESSAGES.subjectNotOfClass,
      ],
      [{ subjectId: logic, endTime: '09:00' }, 'endTime', EXAM_MESSAGES.endTimeBeforeStart],
      [{ subjectId: logic, startTime: '9am' }, 'startTime', EXAM_MESSAGES.timeFormat],
      // The same class at an overlapping time: the refusal names the paper it clashes with.
      [
        { subjectId: logic, startTime: '12:00', endTime: '14:00', room: 'Hall B' },
        'startTime',
        /C Programming 10:00–13:00/,
      ],
    ];
    for (const [extra, field, message] of cases) {
      const refused = await call('collegeuser', 'POST', examRoutineContract.path, entry(extra));
      expect(refused.statusCode).toBe(400);
      expect(String((json(refused).fields as Record<string, string>)[field])).toMatch(message);
    }
    expect(await routineCount()).toBe(before);
  });

  it('refuses another class in the same room at an overlapping time, and takes it right after', async () => {
    const bbsSubject = (
      await t.db
        .select({ id: subjects.id })
        .from(subjects)
        .where(
          and(eq(subjects.programId, (await programByCode(t.db, 'BBS')).id), eq(subjects.year, 1)),
        )
        .limit(1)
    )[0]?.id;
    const clash = await call('collegeuser', 'POST', examRoutineContract.path, {
      examClassId: bbsClass,
      subjectId: bbsSubject,
      examDate: dayAfter(12),
      startTime: '11:00',
      endTime: '12:00',
      room: 'hall a',
    });
    expect(clash.statusCode).toBe(400);
    expect(json(clash).fields).toEqual({
      room: expect.stringMatching(/^Room hall a is already used by .*C Programming/),
    });
    const after = await call('collegeuser', 'POST', examRoutineContract.path, {
      examClassId: bbsClass,
      subjectId: bbsSubject,
      examDate: dayAfter(12),
      startTime: '13:00',
      endTime: '15:00',
      room: 'Hall A',
    });
    expect(after.statusCode).toBe(201);
  });
});

describe('candidates', () => {
  it('registers a student of the class with the next symbol number, once, and no one else', async () => {
    const created = await call('collegeuser', 'POST', '/Student', studentBody(csitProgram, batch));
    expect(created.statusCode).toBe(201);
    const studentId = Number(json(created).id);
    const added = await call('collegeuser', 'POST', examCandidateContract.path, {
      examClassId: csitClass,
      studentId,
    });
    expect(added.statusCode).toBe(201);
    expect(json(added)).toMatchObject({
      examId,
      symbolNo: expect.stringMatching(new RegExp(`^${examId}-\\d{4}$`)),
    });
    expect(json(added).studentName).toBeTruthy();
    expect(
      (
        await call('collegeuser', 'POST', examCandidateContract.path, {
          examClassId: csitClass,
          studentId,
        })
      ).statusCode,
    ).toBe(409);
    const wrongClass = await call('collegeuser', 'POST', examCandidateContract.path, {
      examClassId: bbsClass,
      studentId,
    });
    expect(wrongClass.statusCode).toBe(400);
    expect(json(wrongClass).fields).toEqual({ studentId: EXAM_MESSAGES.notInClass });

    // The admit card's QR code opens the one verification page.
    const [row] = await t.db
      .select({ token: examCandidates.verifyToken })
      .from(examCandidates)
      .where(eq(examCandidates.id, Number(json(added).id)));
    const verified = await t.app.inject({
      method: 'GET',
      url: `/api${VERIFY_PATHS.document('admit-card', row?.token ?? '')}`,
    });
    expect(verified.json<DocumentVerification>()).toMatchObject({ valid: true });
  });
});

describe('who reads and writes', () => {
  it('lets the campus write, its university and the commission read, and refuses a student', async () => {
    const names = { uniadmin: 'UniAdmin', ugcadmin: 'UgcAdmin' } as const;
    for (const role of ['uniadmin', 'ugcadmin'] as const) {
      const list = await call(
        role,
        'GET',
        `${examContract.path}?fiscalYearId=${(await fiscalYearOn(t.db, nepalToday()))?.id}&pageSize=50`,
      );
      // A whole, valid exam: refused for whose it is (the campus's own), not for its fields.
      const ours = json(await call('collegeadmin', 'GET', `${examContract.path}/${examId}`));
      const write = await call(role, 'POST', examContract.path, {
        examName: 'Not theirs',
        examTypeId: ours.examTypeId,
        fiscalYearId: ours.fiscalYearId,
        startDate: ours.startDate,
        campusId: CAMPUS_49,
      });
      expect(write.statusCode).toBe(403);
      // Read as the role's permissions say (the exam section is the campuses' own).
      expect(list.statusCode).toBe(can(names[role], 'exam:view') ? 200 : 403);
      if (list.statusCode !== 200) continue;
      expect((json(list).data as { id: number }[]).map((row) => row.id)).toContain(examId);
    }
    for (const path of [examContract.path, examRoutineContract.path, SECTION_FIGURE_PATHS.exam]) {
      expect((await call('student', 'GET', path)).statusCode).toBe(403);
    }
  });

  it("shows the campus's figures on the exam home", async () => {
    const figures = await call('collegeuser', 'GET', SECTION_FIGURE_PATHS.exam);
    expect(figures.statusCode).toBe(200);
    const byKey = new Map(
      figures.json<SectionFigures>().figures.map((figure) => [figure.key, figure.value]),
    );
    expect(byKey.get('exams')).toBeGreaterThanOrEqual(1);
    expect(byKey.get('candidates')).toBeGreaterThanOrEqual(1);
    expect(byKey.get('upcoming')).toBeGreaterThanOrEqual(2);
  });
});

describe('once results are published', () => {
  it('locks the schedule, the routine and the candidates', async () => {
    await t.db
      .update(exams)
      .set({ resultsPublishedAt: new Date().toISOString() })
      .where(eq(exams.id, examId));
    const [entry] = await t.db
      .select({ id: examRoutines.id })
      .from(examRoutines)
      .where(eq(examRoutines.examId, examId))
      .limit(1);
    const [candidate] = await t.db
      .select({ id: examCandidates.id })
      .from(examCandidates)
      .where(eq(examCandidates.examId, examId))
      .limit(1);
    const attempts = [
      await call('collegeadmin', 'PATCH', `${examContract.path}/${examId}`, { remarks: 'x' }),
      await call('collegeuser', 'PATCH', `${examRoutineContract.path}/${entry?.id}`, {
        room: 'Hall C',
      }),
      await call('collegeadmin', 'DELETE', `${examCandidateContract.path}/${candidate?.id}`),
      await call('collegeadmin', 'DELETE', `${examClassContract.path}/${csitClass}`),
    ];
    for (const attempt of attempts) {
      expect(attempt.statusCode).toBe(400);
      expect(json(attempt).message).toBe(EXAM_MESSAGES.published);
    }
  });
});
