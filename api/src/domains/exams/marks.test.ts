// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createUser, json, tokenFor, withToken, type TestApp } from '../../test/helpers';
import { signedInApp } from '../../test/signed-in';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  MARKS_MESSAGES,
  MARKS_PATHS,
  RESULT_PATHS,
  VERIFY_PATHS,
  overFullMarksMessage,
  type MarksRowInput,
} from '@hemis/shared-contracts';
import {
  auditLog,
  employees,
  examCandidates,
  examMarks,
  students,
  teachingLoads,
  users,
} from '../../db/schema';
import { DEMO_CAMPUS, enrol, freshBatch } from '../students/class-fixtures';
import { multipart, programByCode } from '../students/test-fixtures';
import { examWithClass, type ExamFixture } from './marks-fixtures';

/**
 * Marks entry and results end to end through the API, against hand-worked figures:
 * - BBS (annual, Tribhuvan University's divisions: Distinction 80, First 60, Second 45,
 *   Third 35, pass 35%): a distinction, a first division, a failed paper, a wholly absent
 *   candidate, a part missed;
 * - BSc CSIT (semester, TU grades A 4.0 from 90, A- 3.7, B+ 3.3 from 70, B 3.0 from 60,
 *   B- 2.7 from 50, F): SGPA 3.225 rounded half up to 3.23, a failed paper at F, an absence at F.
 * Then publishing locks the grid, an amendment needs a reason, is audited and recomputes, the
 * marksheet prints and verifies, the student sees their result, and each role gets its answer.
 */

let t: TestApp;
const ROLES = ['collegeadmin', 'collegeuser', 'uniadmin', 'ugcadmin', 'student'] as const;
const signedIn = signedInApp(ROLES);
type Who = (typeof ROLES)[number] | { token: string };

const call = (who: Who, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject(
    withToken(typeof who === 'string' ? signedIn.token(who) : who.token, {
      method,
      url: `/api${url}`,
      payload,
    }),
  );

const row = (
  candidateId: number,
  theory: number | null,
  practical: number | null = null,
  absent: { theory?: boolean; practical?: boolean } = {},
): MarksRowInput => ({
  candidateId,
  theory,
  practical,
  theoryAbsent: absent.theory ?? false,
  practicalAbsent: absent.practical ?? false,
});

let bbs: ExamFixture;
let csit: ExamFixture;
let sitaStudentId: number;

beforeAll(async () => {
  t = signedIn.t;
  const batch = await freshBatch(t.db);
  const annual = await enrol(
    t.db,
    { campusId: DEMO_CAMPUS, programShortName: 'BBS', batchId: batch, yearOrSemester: 1 },
    ['Asha', 'Bikash', 'Chandra', 'Dipa', 'Esha'].map((firstName) => ({ firstName })),
  );
  bbs = await examWithClass(t.db, {
    campusId: DEMO_CAMPUS,
    programCode: 'BBS',
    batchId: batch,
    subjects: [
      { name: 'Business English', theory: [100, 35] },
      { name: 'Accountancy', theory: [75, 30], practical: [25, 10] },
    ],
    studentIds: annual,
    names: ['Asha', 'Bikash', 'Chandra', 'Dipa', 'Esha'],
  });
  // The demo student account's record sits the semester exam (its own results read).
  const [account] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'student@hemis.test'));
  const [sita] = await t.db
    .select({ id: students.id })
    .from(students)
    .where(eq(students.userId, account?.id ?? 0));
  sitaStudentId = sita?.id ?? 0;
  const semester = await enrol(
    t.db,
    { campusId: DEMO_CAMPUS, programShortName: 'BSc CSIT', batchId: batch, yearOrSemester: 1 },
    ['Qamar', 'Rita'].map((firstName) => ({ firstName })),
  );
  csit = await examWithClass(t.db, {
    campusId: DEMO_CAMPUS,
    programCode: 'CSIT',
    batchId: batch,
    subjects: [
      { name: 'C Programming', creditHours: 3, theory: [100, 40] },
      { name: 'Digital Logic', creditHours: 1, theory: [60, 24], practical: [40, 16] },
    ],
    studentIds: [sitaStudentId, ...semester],
    names: ['Sita', 'Qamar', 'Rita'],
  });
});

const sheetOf = async (examClassId: number) => {
  const answer = await call('collegeadmin', 'GET', RESULT_PATHS.sheet(examClassId));
  expect(answer.statusCode).toBe(200);
  return json(answer) as unknown as {
    computedAt: string | null;
    rows: {
      studentName: string;
      percentage: number;
      sgpa: number | null;
      division: string | null;
      status: string;
      rank: number | null;
      obtained: number;
      subjects: { status: string; grade: string | null }[];
    }[];
  };
};

describe('marks entry', () => {
  it('saves a whole grid in one request and reads it back', async () => {
    const [a, b, c, d, e] = bbs.candidates as [number, number, number, number, number];
    const english = bbs.routines[0] ?? 0;
    const saved = await call('collegeuser', 'PUT', MARKS_PATHS.grid(english), {
      rows: [
        row(a, 80),
        row(b, 70),
        row(c, 30),
        row(d, null, null, { theory: true }),
        row(e, 66.5),
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(json(saved)).toMatchObject({ saved: 5 });
    const accountancy = bbs.routines[1] ?? 0;
    expect(
      (
        await call('collegeuser', 'PUT', MARKS_PATHS.grid(accountancy), {
          rows: [
            row(a, 60, 20),
            row(b, 45, 15),
            row(c, 60, 20),
            row(d, null, null, { theory: true, practical: true }),
            row(e, 58.5, null, { practical: true }),
          ],
        })
      ).statusCode,
    ).toBe(200);
    const grid = await call('collegeuser', 'GET', MARKS_PATHS.grid(accountancy));
    expect(grid.statusCode).toBe(200);
    const body = json(grid) as unknown as { rows: (MarksRowInput & { symbolNo: string })[] };
    expect(body).toMatchObject({
      theoryFullMarks: 75,
      practicalFullMarks: 25,
      subjectName: 'Accountancy',
    });
    expect(body.rows.map((r) => r.symbolNo.slice(-5))).toEqual([
      '00001',
      '00002',
      '00003',
      '00004',
      '00005',
    ]);
    expect(body.rows[4]).toMatchObject({ theory: 58.5, practical: null, practicalAbsent: true });
  });

  it('refuses marks over full marks, a candidate of another class, a part the subject lacks; writes nothing', async () => {
    const english = bbs.routines[0] ?? 0;
    const [a, b] = bbs.candidates as [number, number];
    const refused = await call('collegeuser', 'PUT', MARKS_PATHS.grid(english), {
      rows: [row(a, 101), row(b, 50, 5), row(csit.candidates[1] ?? 0, 10)],
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).fields).toEqual({
      'rows.0.theory': overFullMarksMessage(100),
      'rows.1.practical': MARKS_MESSAGES.notExamined,
      'rows.2.candidateId': MARKS_MESSAGES.notCandidate,
    });
    const [kept] = await t.db
      .select({ theory: examMarks.theory })
      .from(examMarks)
      .where(and(eq(examMarks.candidateId, a), eq(examMarks.subjectId, bbs.subjects[0] ?? 0)));
    expect(kept?.theory).toBe(80);
    expect(
      (await call('collegeuser', 'PUT', MARKS_PATHS.grid(english), { rows: 'x' })).statusCode,
    ).toBe(400);
  });

  it('refuses good marks of another class or a candidate given twice, writing none of them', async () => {
    const english = bbs.routines[0] ?? 0;
    const [a, b] = bbs.candidates as [number, number];
    const cases: [MarksRowInput[], string][] = [
      [[row(a, 11), row(csit.candidates[1] ?? 0, 10)], 'rows.1.candidateId'],
      [[row(a, 11), row(b, 12), row(a, 13)], 'rows.2.candidateId'],
    ];
    for (const [rows, field] of cases) {
      const refused = await call('collegeuser', 'PUT', MARKS_PATHS.grid(english), { rows });
      expect(refused.statusCode).toBe(400);
      expect(json(refused).fields).toEqual({ [field]: MARKS_MESSAGES.notCandidate });
    }
    const [kept] = await t.db
      .select({ theory: examMarks.theory })
      .from(examMarks)
      .where(and(eq(examMarks.candidateId, a), eq(examMarks.subjectId, bbs.subjects[0] ?? 0)));
    expect(kept?.theory).toBe(80);
  });

  it('writes only the rows that changed: the others keep when they were saved', async () => {
    const english = bbs.routines[0] ?? 0;
    const before = json(await call('collegeuser', 'GET', MARKS_PATHS.grid(english))) as unknown as {
      rows: (MarksRowInput & { savedAt: string | null })[];
    };
    // The grid as read, one mark changed: every row is saved, one is written.
    const rows = before.rows.map(
      ({ candidateId, theory, practical, theoryAbsent, practicalAbsent }) => ({
        candidateId,
        theory,
        practical,
        theoryAbsent,
        practicalAbsent,
      }),
    );
    const changed = rows.map((each, index) => (index === 1 ? { ...each, theory: 71 } : each));
    const saved = await call('collegeuser', 'PUT', MARKS_PATHS.grid(english), { rows: changed });
    expect(saved.statusCode).toBe(200);
    const { savedAt } = json(saved);
    expect(json(saved)).toMatchObject({ saved: rows.length });
    const after = json(await call('collegeuser', 'GET', MARKS_PATHS.grid(english))) as unknown as {
      rows: (MarksRowInput & { savedAt: string | null })[];
    };
    expect(after.rows.map((each) => each.savedAt)).toEqual(
      before.rows.map((each, index) => (index === 1 ? savedAt : each.savedAt)),
    );
    expect(after.rows[1]?.theory).toBe(71);
    // Put back as the later tests expect it.
    expect((await call('collegeuser', 'PUT', MARKS_PATHS.grid(english), { rows })).statusCode).toBe(
      200,
    );
  });

  it('lists the grids of the caller, and answers roles as their permissions say', async () => {
    const choices = await call('collegeuser', 'GET', MARKS_PATHS.choices);
    expect(choices.statusCode).toBe(200);
    const ids = (json(choices) as unknown as { routineId: number }[]).map((c) => c.routineId);
    expect(ids).toEqual(expect.arrayContaining([...bbs.routines, ...csit.routines]));
    const english = bbs.routines[0] ?? 0;
    // The commission and the university read (exam:view) but do not enter marks.
    for (const reader of ['ugcadmin', 'uniadmin'] as const) {
      expect((await call(reader, 'GET', MARKS_PATHS.grid(english))).statusCode).toBe(200);
      expect((await call(reader, 'PUT', MARKS_PATHS.grid(english), { rows: [] })).statusCode).toBe(
        403,
      );
    }
    expect((await call('student', 'GET', MARKS_PATHS.grid(english))).statusCode).toBe(403);
    expect((await call('collegeuser', 'GET', MARKS_PATHS.grid(999_999))).statusCode).toBe(404);
  });

  it("limits a teacher's account to the subjects of their teaching load", async () => {
    const [teacher] = await t.db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.campusId, DEMO_CAMPUS), eq(employees.employeeType, 'teaching')))
      .limit(1);
    const account = await createUser(t.db, { role: 'CollegeUser', campusId: DEMO_CAMPUS });
    await t.db.update(users).set({ employeeId: teacher?.id }).where(eq(users.id, account.id));
    const csitProgram = await programByCode(t.db, 'CSIT');
    await t.db.insert(teachingLoads).values({
      campusId: DEMO_CAMPUS,
      fiscalYearId: csit.fiscalYearId,
      employeeId: teacher?.id ?? 0,
      programId: csitProgram.id,
      subjectId: csit.subjects[0] ?? 0,
      periodsPerWeek: 6,
    });
    const token = await tokenFor(t.app, account.email);
    const mine = csit.routines[0] ?? 0;
    const other = csit.routines[1] ?? 0;
    const [sita, q, r] = csit.candidates as [number, number, number];
    const refused = await call({ token }, 'PUT', MARKS_PATHS.grid(other), { rows: [] });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(MARKS_MESSAGES.notYourSubject);
    const choices = json(await call({ token }, 'GET', MARKS_PATHS.choices)) as unknown as {
      routineId: number;
    }[];
    expect(choices.map((c) => c.routineId)).toContain(mine);
    expect(choices.map((c) => c.routineId)).not.toContain(other);
    // The teacher enters C Programming: B+ (75), A (95), absent.
    const saved = await call({ token }, 'PUT', MARKS_PATHS.grid(mine), {
      rows: [row(sita, 75), row(q, 95), row(r, null, null, { theory: true })],
    });
    expect(saved.statusCode).toBe(200);
    // The campus's exam coordinator (exam:approve) enters any subject.
    const logic = await call('collegeadmin', 'PUT', MARKS_PATHS.grid(other), {
      rows: [row(sita, 40, 25), row(q, 20, 35), row(r, 50, 30)],
    });
    expect(logic.statusCode).toBe(200);
  });
  it('round-trips the .xlsx template: refused rows listed by sheet row, nothing saved, then saved', async () => {
    const routine = csit.routines[1] ?? 0;
    const template = await call('collegeuser', 'GET', MARKS_PATHS.template(routine));
    expect(template.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Marks');
    if (!sheet) throw new Error('no Marks sheet');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Symbol No',
      'Student',
      'Theory',
      'Practical',
    ]);
    // Digital Logic: theory of 60, practical of 40. Row 3 is over full marks, row 4 not a number.
    sheet.getRow(2).getCell(3).value = 45;
    sheet.getRow(2).getCell(4).value = 30;
    sheet.getRow(3).getCell(3).value = 61;
    sheet.getRow(4).getCell(3).value = 'ten';
    const upload = async () => {
      const form = multipart({}, [
        {
          field: 'file',
          name: 'marks.xlsx',
          data: Buffer.from(await workbook.xlsx.writeBuffer()),
          type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        },
      ]);
      return t.app.inject(
        withToken(signedIn.token('collegeuser'), {
          method: 'POST',
          url: `/api${MARKS_PATHS.import(routine)}`,
          ...form,
        }),
      );
    };
    const refused = await upload();
    expect(refused.statusCode).toBe(200);
    expect(json(refused)).toEqual({
      saved: 0,
      errors: [
        { row: 3, message: `Theory: ${overFullMarksMessage(60)}` },
        { row: 4, message: `Theory: ${MARKS_MESSAGES.notANumber}` },
      ],
    });
    sheet.getRow(3).getCell(3).value = 20;
    sheet.getRow(4).getCell(3).value = 'AB';
    // A drop-down over every cell of the sheet (a 6 KB file) is not expanded cell by cell: read
    // whole, it held the server for minutes.
    // exceljs keeps a sheet's drop-downs in `dataValidations`, which its types leave out.
    const validations = (
      sheet as ExcelJS.Worksheet & {
        dataValidations: { add(range: string, rule: ExcelJS.DataValidation): void };
      }
    ).dataValidations;
    validations.add('F1:XFD1048576', {
      type: 'list',
      allowBlank: true,
      formulae: ['"a,b"'],
    });
    const saved = await upload();
    expect(json(saved)).toEqual({ saved: 3, errors: [] });
    const grid = json(await call('collegeuser', 'GET', MARKS_PATHS.grid(routine))) as unknown as {
      rows: MarksRowInput[];
    };
    expect(grid.rows.map((r) => [r.theory, r.practical, r.theoryAbsent])).toEqual([
      [45, 30, false],
      [20, 35, false],
      [null, 30, true],
    ]);
    // Back to the hand-worked marks the results below are computed from.
    const [sita, q, r] = csit.candidates as [number, number, number];
    const restored = await call('collegeadmin', 'PUT', MARKS_PATHS.grid(routine), {
      rows: [row(sita, 40, 25), row(q, 20, 35), row(r, 50, 30)],
    });
    expect(restored.statusCode).toBe(200);
  });
});

describe('results', () => {
  it('computes the hand-worked division results and ranks (annual)', async () => {
    expect((await call('collegeuser', 'POST', RESULT_PATHS.compute(bbs.examId))).statusCode).toBe(
      403,
    );
    const computed = await call('collegeadmin', 'POST', RESULT_PATHS.compute(bbs.examId));
    expect(computed.statusCode).toBe(200);
    expect(json(computed)).toMatchObject({ computed: 5 });
    const sheet = await sheetOf(bbs.examClassId);
    expect(sheet.computedAt).not.toBeNull();
    const figures = sheet.rows.map((r) => [
      r.studentName,
      r.obtained,
      r.percentage,
      r.division,
      r.status,
      r.rank,
    ]);
    expect(figures).toEqual([
      // 80 + 60 + 20 = 160 of 200.
      ['Asha', 160, 80, 'Distinction', 'passed', 1],
      // 70 + 45 + 15 = 130 of 200.
      ['Bikash', 130, 65, 'First Division', 'passed', 2],
      // English 30 under its pass mark 35: failed, whatever the total (110, 55%).
      ['Chandra', 110, 55, null, 'failed', null],
      ['Dipa', 0, 0, null, 'absent', null],
      // Accountancy's practical missed: failed (66.5 + 58.5 = 125, 62.5%).
      ['Esha', 125, 62.5, null, 'failed', null],
    ]);
    expect(sheet.rows[4]?.subjects.map((s) => s.status)).toEqual(['passed', 'failed']);
  });

  it('computes SGPA credit-weighted and rounded half up, failed and absent papers at F (semester)', async () => {
    expect((await call('collegeadmin', 'POST', RESULT_PATHS.compute(csit.examId))).statusCode).toBe(
      200,
    );
    const sheet = await sheetOf(csit.examClassId);
    const figures = sheet.rows.map((r) => [
      r.studentName,
      r.subjects.map((s) => s.grade),
      r.sgpa,
      r.status,
      r.rank,
    ]);
    expect(figures).toEqual([
      // (3 × 3.3 + 1 × 3.0) / 4 = 12.9 / 4 = 3.225 → 3.23.
      ['Sita', ['B+', 'B'], 3.23, 'passed', 1],
      // Digital Logic theory 20 under 24: F although 55% would be B-; (3 × 4.0 + 0) / 4 = 3.
      ['Qamar', ['A', 'F'], 3, 'failed', null],
      // C Programming absent: F; (0 + 1 × 3.7) / 4 = 0.925 → 0.93.
      ['Rita', ['F', 'A-'], 0.93, 'failed', null],
    ]);
  });

  it('lists exams with their state; publishing locks the grid, an amendment is audited and recomputes', async () => {
    const states = json(await call('collegeadmin', 'GET', RESULT_PATHS.exams)) as unknown as {
      examId: number;
      state: string;
      marksEntered: number;
      marksExpected: number;
    }[];
    expect(states.find((s) => s.examId === bbs.examId)).toMatchObject({
      state: 'computed',
      marksEntered: 10,
      marksExpected: 10,
    });
    expect((await call('collegeuser', 'POST', RESULT_PATHS.publish(bbs.examId))).statusCode).toBe(
      403,
    );
    const published = await call('collegeadmin', 'POST', RESULT_PATHS.publish(bbs.examId));
    expect(published.statusCode).toBe(200);
    expect((await call('collegeadmin', 'POST', RESULT_PATHS.publish(bbs.examId))).statusCode).toBe(
      400,
    );
    expect((await call('collegeadmin', 'POST', RESULT_PATHS.compute(bbs.examId))).statusCode).toBe(
      400,
    );

    const english = bbs.routines[0] ?? 0;
    const chandra = bbs.candidates[2] ?? 0;
    const locked = await call('collegeuser', 'PUT', MARKS_PATHS.grid(english), {
      rows: [row(chandra, 40)],
    });
    expect(locked.statusCode).toBe(400);
    expect(json(locked).fields).toEqual({ reason: MARKS_MESSAGES.reasonRequired });
    // A NUL in the reason is refused by the schema: it never reaches the database (the one
    // audit row below is the amendment that follows).
    const nul = await call('collegeuser', 'PUT', MARKS_PATHS.grid(english), {
      rows: [row(chandra, 40)],
      reason: 'Re-totalling\u0000found',
    });
    expect(nul.statusCode).toBe(400);
    expect(json(nul).fields).toHaveProperty('reason');

    const amended = await call('collegeuser', 'PUT', MARKS_PATHS.grid(english), {
      rows: [row(chandra, 40)],
      reason: 'Re-totalling found 10 marks uncounted',
    });
    expect(amended.statusCode).toBe(200);
    expect(json(amended)).toMatchObject({ saved: 1 });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'marksAmended'), eq(auditLog.entityId, String(chandra))));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.detail).toMatchObject({
      reason: 'Re-totalling found 10 marks uncounted',
      before: { theory: 30 },
      after: { theory: 40 },
    });
    // 40 + 60 + 20 = 120 of 200: 60%, First Division, ranked after Asha and Bikash (65%).
    const sheet = await sheetOf(bbs.examClassId);
    expect(sheet.rows[2]).toMatchObject({
      percentage: 60,
      division: 'First Division',
      status: 'passed',
      rank: 3,
    });
  });

  it('prints the marksheet, whose QR code verifies once published; the tabulation sheet exports', async () => {
    const asha = bbs.candidates[0] ?? 0;
    // Printing is an export (exam:export): the campus's clerks print admit cards and marksheets.
    expect((await call('collegeuser', 'GET', RESULT_PATHS.marksheet(asha))).statusCode).toBe(200);
    const pdf = await call('collegeadmin', 'GET', RESULT_PATHS.marksheet(asha));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const [candidate] = await t.db
      .select({ token: examCandidates.verifyToken })
      .from(examCandidates)
      .where(eq(examCandidates.id, asha));
    const verified = await t.app.inject({
      method: 'GET',
      url: `/api${VERIFY_PATHS.document('marksheet', candidate?.token ?? '')}`,
    });
    expect(json(verified)).toMatchObject({ valid: true, documentTitle: 'Marksheet' });
    // Not yet published (the semester exam): no such document.
    const [unpublished] = await t.db
      .select({ token: examCandidates.verifyToken })
      .from(examCandidates)
      .where(eq(examCandidates.id, csit.candidates[0] ?? 0));
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api${VERIFY_PATHS.document('marksheet', unpublished?.token ?? '')}`,
    });
    expect(json(unknown)).toMatchObject({ valid: false });
    const sheet = await call('collegeadmin', 'GET', RESULT_PATHS.sheetExport(bbs.examClassId));
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toContain('spreadsheetml');
    expect((await call('student', 'GET', RESULT_PATHS.marksheet(asha))).statusCode).toBe(403);
  });

  it("shows a student their own results once published, and nobody else's", async () => {
    const before = await call('student', 'GET', RESULT_PATHS.own);
    expect(before.statusCode).toBe(200);
    expect(JSON.parse(before.body)).toEqual([]);
    expect((await call('collegeadmin', 'POST', RESULT_PATHS.publish(csit.examId))).statusCode).toBe(
      200,
    );
    const after = JSON.parse((await call('student', 'GET', RESULT_PATHS.own)).body) as unknown[];
    expect(after).toEqual([expect.objectContaining({ sgpa: 3.23, status: 'passed', rank: 1 })]);
    expect((await call('collegeuser', 'GET', RESULT_PATHS.own)).statusCode).toBe(403);
  });
});
