// The shared setup comes first: it loads the test helpers before the app.
import { t, call, forms, today, fiscalYearId, bachelor, newStudent } from './graduation.testing';
import { json } from '../../test/helpers';
import { eq } from 'drizzle-orm';
import {
  GRADUATION_MESSAGES,
  RECEIPT_PATHS,
  graduationSetupContract,
} from '@hemis/shared-contracts';
import { fiscalYears, generalFeeTypes, graduations, students } from '../../db/schema';
import { CAMPUS_49, campusNamed } from '../students/test-fixtures';

const setups = graduationSetupContract.path;

const fieldsOf = (response: { json: () => unknown }) =>
  Object.keys(((response.json() as { fields?: object }).fields ?? {}) as object);

describe('the graduation form', () => {
  it('is saved pending for an eligible student, with who the student is kept', async () => {
    const id = await newStudent({ gender: 'male' });
    const created = await call('collegeuser', 'POST', forms, {
      studentId: id,
      fiscalYearId,
      cgpa: 3.45,
      grade: 'B+',
    });
    expect(created.statusCode).toBe(201);
    expect(json(created)).toMatchObject({
      campusId: CAMPUS_49,
      studentId: id,
      gender: 'male',
      levelId: bachelor,
      status: 'pending',
      cgpa: 3.45,
      approvedAt: null,
    });
    expect(json(created).studentName).toMatch(/^Student/);
    // One form per student.
    const again = await call('collegeuser', 'POST', forms, {
      studentId: id,
      fiscalYearId,
      cgpa: 3,
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses bad forms with field messages and writes nothing', async () => {
    const id = await newStudent();
    const notEligible = await newStudent({}, false);
    const patan = await campusNamed(t.db, 'Patan');
    const [elsewhere] = await t.db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.campusId, patan))
      .limit(1);
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 2 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const cases: [object, string, string?][] = [
      [{ fiscalYearId, cgpa: 3 }, 'studentId'],
      [{ studentId: id, cgpa: 3 }, 'fiscalYearId', GRADUATION_MESSAGES.fiscalYearRequired],
      [
        { studentId: notEligible, fiscalYearId, cgpa: 3 },
        'studentId',
        GRADUATION_MESSAGES.notEligible,
      ],
      [{ studentId: elsewhere?.id, fiscalYearId, cgpa: 3 }, 'studentId'],
      // The national Bachelor rule: a division or a CGPA.
      [{ studentId: id, fiscalYearId }, 'division', GRADUATION_MESSAGES.resultRequired],
      [{ studentId: id, fiscalYearId, cgpa: 4.5 }, 'cgpa'],
      [{ studentId: id, fiscalYearId, division: 'fourth' }, 'division'],
      [
        { studentId: id, fiscalYearId, cgpa: 3, graduationDateBs: '2081-13-40' },
        'graduationDateBs',
      ],
      [
        { studentId: id, fiscalYearId, cgpa: 3, graduationDate: tomorrow },
        'graduationDateBs',
        GRADUATION_MESSAGES.inFuture,
      ],
      [{ studentId: id, fiscalYearId, cgpa: 3, receiptId: 2_000_000_000 }, 'receiptId'],
    ];
    for (const [body, field, message] of cases) {
      const response = await call('collegeuser', 'POST', forms, body);
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toContain(field);
      if (message) expect(json(response).fields).toMatchObject({ [field]: message });
    }
    const written = await t.db
      .select({ id: graduations.id })
      .from(graduations)
      .where(eq(graduations.studentId, id));
    expect(written).toEqual([]);
    // A dropped-out student cannot graduate.
    await t.db.update(students).set({ status: 'droppedOut' }).where(eq(students.id, id));
    const dropped = await call('collegeuser', 'POST', forms, {
      studentId: id,
      fiscalYearId,
      cgpa: 3,
    });
    expect(json(dropped).fields).toMatchObject({ studentId: GRADUATION_MESSAGES.notActive });
  });

  it("refuses days the student's record rules out (before admission, before the batch)", async () => {
    // A 2081-batch student admitted on 2081-04-17 BS (2024-08-01 AD).
    const admitted = await newStudent({ admissionDate: '2024-08-01' });
    const unadmitted = await newStudent();
    const [old] = await t.db
      .select({ id: fiscalYears.id })
      .from(fiscalYears)
      .where(eq(fiscalYears.label, '2078/79'));
    const cases: [object, Record<string, string>][] = [
      [
        { studentId: admitted, fiscalYearId, cgpa: 3, graduationDate: '2024-07-01' },
        { graduationDate: GRADUATION_MESSAGES.beforeAdmission },
      ],
      [
        { studentId: admitted, fiscalYearId, cgpa: 3, graduationDate: '2024-08-01' },
        { graduationDate: GRADUATION_MESSAGES.beforeAdmission },
      ],
      [
        { studentId: admitted, fiscalYearId: old?.id, cgpa: 3 },
        { fiscalYearId: GRADUATION_MESSAGES.fiscalYearBeforeBatch },
      ],
      // The users' case: 2078/79 and 2062 BS for a student of a later batch.
      [
        { studentId: unadmitted, fiscalYearId: old?.id, cgpa: 3, graduationDateBs: '2062-05-01' },
        {
          fiscalYearId: GRADUATION_MESSAGES.fiscalYearBeforeBatch,
          graduationDate: GRADUATION_MESSAGES.dateBeforeBatch,
        },
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await call('collegeuser', 'POST', forms, body);
      expect(response.statusCode).toBe(400);
      expect(json(response).fields).toEqual(fields);
    }
    const written = await t.db
      .select({ id: graduations.id })
      .from(graduations)
      .where(eq(graduations.studentId, admitted));
    expect(written).toEqual([]);
    // A day after the admission, in a fiscal year of the batch or later, is taken.
    const fine = await call('collegeuser', 'POST', forms, {
      studentId: admitted,
      fiscalYearId,
      cgpa: 3,
      graduationDate: today,
    });
    expect(fine.statusCode).toBe(201);
    // Changing it to an impossible day is refused too, and changes nothing.
    const moved = await call('collegeuser', 'PATCH', `${forms}/${String(json(fine).id)}`, {
      graduationDate: '2024-07-01',
    });
    expect(json(moved).fields).toEqual({ graduationDate: GRADUATION_MESSAGES.beforeAdmission });
    const [kept] = await t.db
      .select({ day: graduations.graduationDate })
      .from(graduations)
      .where(eq(graduations.studentId, admitted));
    expect(kept?.day).toBe(today);
  });

  it("follows the campus's own setup of the level before the national one", async () => {
    const rule = await call('collegeadmin', 'POST', setups, {
      levelId: bachelor,
      resultKind: 'division',
      thesisRequired: true,
      receiptRequired: true,
    });
    expect(rule.statusCode).toBe(201);
    const id = await newStudent();
    const other = await newStudent();
    try {
      const missing = await call('collegeuser', 'POST', forms, {
        studentId: id,
        fiscalYearId,
        cgpa: 3,
      });
      expect(missing.statusCode).toBe(400);
      expect(json(missing).fields).toEqual({
        division: GRADUATION_MESSAGES.divisionRequired,
        thesisTitle: GRADUATION_MESSAGES.thesisRequired,
        receiptId: GRADUATION_MESSAGES.receiptRequired,
      });
      // The receipt must be the student's own, and not cancelled.
      const [fee] = await t.db
        .select({ id: generalFeeTypes.id })
        .from(generalFeeTypes)
        .where(eq(generalFeeTypes.feeTypeName, 'Admission Fee'));
      const issue = async (studentId: number) => {
        const response = await call('collegeuser', 'POST', RECEIPT_PATHS.receipts, {
          studentId,
          lines: [{ generalFeeTypeId: fee?.id, amountPaisa: 150_000 }],
          paymentMode: 'cash',
        });
        expect(response.statusCode).toBe(201);
        return Number(json(response).id);
      };
      const own = await issue(id);
      const theirs = await issue(other);
      const cancelled = await issue(id);
      const cancel = await call('collegeadmin', 'POST', RECEIPT_PATHS.cancel(cancelled), {
        reason: 'Issued twice',
      });
      expect(cancel.statusCode).toBe(200);
      const body = { studentId: id, fiscalYearId, division: 'first', thesisTitle: 'On trees' };
      const wrong = await call('collegeuser', 'POST', forms, { ...body, receiptId: theirs });
      expect(json(wrong).fields).toEqual({ receiptId: GRADUATION_MESSAGES.receiptNotFound });
      const void_ = await call('collegeuser', 'POST', forms, { ...body, receiptId: cancelled });
      expect(json(void_).fields).toEqual({ receiptId: GRADUATION_MESSAGES.receiptCancelled });
      const saved = await call('collegeuser', 'POST', forms, { ...body, receiptId: own });
      expect(saved.statusCode).toBe(201);
      // The row names the receipt by its number.
      expect(json(saved).labels).toHaveProperty('receiptId');
      // Editing keeps to the rule too.
      const edit = await call('collegeuser', 'PATCH', `${forms}/${json(saved).id}`, {
        thesisTitle: '',
      });
      expect(edit.statusCode).toBe(400);
      expect(fieldsOf(edit)).toEqual(['thesisTitle']);
    } finally {
      const removed = await call('collegeadmin', 'DELETE', `${setups}/${json(rule).id}`);
      expect(removed.statusCode).toBe(200);
    }
  });

  it('sets up levels by the graduation permission: a university without it cannot', async () => {
    const body = { levelId: bachelor, resultKind: 'cgpa' };
    expect((await call('uniadmin', 'POST', setups, body)).statusCode).toBe(403);
    expect((await call('student', 'GET', setups)).statusCode).toBe(403);
    const list = await call('collegeuser', 'GET', `${setups}?levelId=${bachelor}&pageSize=50`);
    expect(list.statusCode).toBe(200);
    // The national rule the demo seeds.
    expect(json(list).total).toBeGreaterThanOrEqual(1);
  });
});
