// The shared setup comes first: it loads the test helpers before the app.
import { t, signedIn, call, row, bbs, csit, handWorkedMarks } from './marks.testing';
import { createUser, json, tokenFor, withToken } from '../../test/helpers';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  MARKS_MESSAGES,
  MARKS_PATHS,
  overFullMarksMessage,
  type MarksRowInput,
} from '@hemis/shared-contracts';
import { employees, examMarks, teachingLoads, users } from '../../db/schema';
import { DEMO_CAMPUS } from '../students/class-fixtures';
import { multipart, programByCode } from '../students/test-fixtures';

describe('marks entry', () => {
  it('saves a whole grid in one request and reads it back', async () => {
    const english = bbs.routines[0] ?? 0;
    const saved = await call('collegeuser', 'PUT', MARKS_PATHS.grid(english), {
      rows: handWorkedMarks().english.rows,
    });
    expect(saved.statusCode).toBe(200);
    expect(json(saved)).toMatchObject({ saved: 5 });
    const accountancy = bbs.routines[1] ?? 0;
    expect(
      (
        await call('collegeuser', 'PUT', MARKS_PATHS.grid(accountancy), {
          rows: handWorkedMarks().accountancy.rows,
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
      rows: handWorkedMarks().programming.rows,
    });
    expect(saved.statusCode).toBe(200);
    // The campus's exam coordinator (exam:approve) enters any subject.
    const logic = await call('collegeadmin', 'PUT', MARKS_PATHS.grid(other), {
      rows: handWorkedMarks().logic.rows,
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
    // Back to the hand-worked marks.
    const restored = await call('collegeadmin', 'PUT', MARKS_PATHS.grid(routine), {
      rows: handWorkedMarks().logic.rows,
    });
    expect(restored.statusCode).toBe(200);
  });
});
