// The shared setup comes first: it loads the test helpers before the app.
import { t, call, row, bbs, csit, handWorkedMarks } from './marks.testing';
import { json } from '../../test/helpers';
import { and, eq } from 'drizzle-orm';
import { MARKS_MESSAGES, MARKS_PATHS, RESULT_PATHS, VERIFY_PATHS } from '@hemis/shared-contracts';
import { auditLog, examCandidates } from '../../db/schema';

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

// The results start from the hand-worked marks, entered by the campus's exam coordinator.
beforeAll(async () => {
  for (const { routine, rows } of Object.values(handWorkedMarks())) {
    expect(
      (await call('collegeadmin', 'PUT', MARKS_PATHS.grid(routine), { rows })).statusCode,
    ).toBe(200);
  }
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
