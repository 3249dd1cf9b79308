// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { json, type TestApp } from '../../test/helpers';
import { signedInApp } from '../../test/signed-in';
import { and, count, eq, isNull, type SQL } from 'drizzle-orm';
import {
  GRADUATION_MESSAGES,
  GRADUATION_PATHS,
  RECEIPT_PATHS,
  graduationContract,
  graduationSetupContract,
  nepalToday,
  type GenderCount,
  type KnownRole,
  type SectionFigures,
} from '@hemis/shared-contracts';
import {
  auditLog,
  campuses,
  fiscalYears,
  generalFeeTypes,
  graduations,
  levels,
  students,
} from '../../db/schema';
import {
  CAMPUS_49,
  batchOf,
  campusNamed,
  can,
  programByCode,
  studentBody,
} from '../students/test-fixtures';

/**
 * Graduation: a campus fills in the graduation form of a student the upgrade marked eligible,
 * as the level's setup requires (the campus's own rule before the national one); approving it
 * graduates the student in one transaction with audit rows, and locks the form; the report
 * reads count the approved graduates by fiscal year, level and ethnic group, by gender, scoped.
 */

let t: TestApp;
const ROLES = ['collegeadmin', 'collegeuser', 'uniadmin', 'ugcadmin', 'superadmin', 'student'];
type Role = (typeof ROLES)[number];
const signedIn = signedInApp(ROLES);

const call = signedIn.api;
const forms = graduationContract.path;
const setups = graduationSetupContract.path;
const today = nepalToday();

let fiscalYearId = 0;
let bachelor = 0;

/** A new verified student of campus 49 (BSc CSIT: Bachelor), eligible for graduation unless told. */
async function newStudent(extra: Record<string, unknown> = {}, eligible = true): Promise<number> {
  const csit = await programByCode(t.db, 'CSIT');
  const batch = await batchOf(t.db, CAMPUS_49, 2081);
  const created = await call('collegeuser', 'POST', '/Student', studentBody(csit.id, batch, extra));
  expect(created.statusCode).toBe(201);
  const id = Number(json(created).id);
  await t.db
    .update(students)
    .set({ graduationEligible: eligible, verificationStatus: 'verified' })
    .where(eq(students.id, id));
  return id;
}

const studentOf = async (id: number) =>
  (
    await t.db
      .select({ status: students.status, eligible: students.graduationEligible })
      .from(students)
      .where(eq(students.id, id))
  )[0];

const fieldsOf = (response: { json: () => unknown }) =>
  Object.keys(((response.json() as { fields?: object }).fields ?? {}) as object);

beforeAll(async () => {
  t = signedIn.t;
  const [year] = await t.db
    .select({ id: fiscalYears.id })
    .from(fiscalYears)
    .where(eq(fiscalYears.isActive, true));
  fiscalYearId = year?.id ?? 0;
  const [level] = await t.db
    .select({ id: levels.id })
    .from(levels)
    .where(and(eq(levels.levelName, 'Bachelor'), isNull(levels.campusId)));
  bachelor = level?.id ?? 0;
});

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

describe('approving', () => {
  it('graduates the student in one transaction with audit rows, and locks the form', async () => {
    const id = await newStudent({ gender: 'female' });
    const created = await call('collegeuser', 'POST', forms, {
      studentId: id,
      fiscalYearId,
      division: 'second',
    });
    const formId = Number(json(created).id);
    // A clerk has no approve permission; other campuses' roles do not reach it.
    expect((await call('collegeuser', 'POST', GRADUATION_PATHS.approve(formId))).statusCode).toBe(
      403,
    );
    expect((await call('superadmin', 'POST', GRADUATION_PATHS.approve(formId))).statusCode).toBe(
      403,
    );
    expect((await studentOf(id))?.status).toBe('active');

    const approved = await call('collegeadmin', 'POST', GRADUATION_PATHS.approve(formId));
    expect(approved.statusCode).toBe(200);
    expect(json(approved)).toMatchObject({ status: 'approved', approvedAt: today });
    expect(typeof json(approved).approvedBy).toBe('string');
    expect(await studentOf(id)).toEqual({ status: 'graduated', eligible: false });
    const audits = await t.db
      .select({ action: auditLog.action, entity: auditLog.entity })
      .from(auditLog)
      .where(eq(auditLog.action, 'graduated'));
    expect(audits).toContainEqual({ action: 'graduated', entity: 'Student' });
    const approvals = await t.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'Graduation'),
          eq(auditLog.action, 'approve'),
          eq(auditLog.entityId, String(formId)),
        ),
      );
    expect(approvals).toHaveLength(1);

    // Approved is final: no second approval, no edit, no delete.
    const again = await call('collegeadmin', 'POST', GRADUATION_PATHS.approve(formId));
    expect(again.statusCode).toBe(409);
    const edit = await call('collegeadmin', 'PATCH', `${forms}/${formId}`, { grade: 'A' });
    expect(edit.statusCode).toBe(409);
    expect(json(edit).message).toBe(GRADUATION_MESSAGES.locked);
    const removed = await call('collegeadmin', 'DELETE', `${forms}/${formId}`);
    expect(removed.statusCode).toBe(409);
    expect(json(removed).message).toBe(GRADUATION_MESSAGES.locked);
  });

  it('changes nothing when the student is no longer active', async () => {
    const id = await newStudent();
    const created = await call('collegeuser', 'POST', forms, {
      studentId: id,
      fiscalYearId,
      cgpa: 2.8,
    });
    const formId = Number(json(created).id);
    await t.db.update(students).set({ status: 'droppedOut' }).where(eq(students.id, id));
    const refused = await call('collegeadmin', 'POST', GRADUATION_PATHS.approve(formId));
    expect(refused.statusCode).toBe(409);
    const [form] = await t.db
      .select({ status: graduations.status })
      .from(graduations)
      .where(eq(graduations.id, formId));
    expect(form?.status).toBe('pending');
    // A pending form can be deleted.
    expect((await call('collegeadmin', 'DELETE', `${forms}/${formId}`)).statusCode).toBe(200);
  });

  it('refuses to approve a form whose days the record rules out, changing nothing', async () => {
    const id = await newStudent({ admissionDate: '2024-08-01' });
    const created = await call('collegeuser', 'POST', forms, {
      studentId: id,
      fiscalYearId,
      cgpa: 3.1,
    });
    const formId = Number(json(created).id);
    // A form kept from before the days were checked.
    await t.db
      .update(graduations)
      .set({ graduationDate: '2020-01-01', graduationDateBs: '2076-09-16' })
      .where(eq(graduations.id, formId));
    const refused = await call('collegeadmin', 'POST', GRADUATION_PATHS.approve(formId));
    expect(refused.statusCode).toBe(400);
    expect(json(refused).fields).toEqual({
      graduationDate: GRADUATION_MESSAGES.beforeAdmission,
    });
    expect((await studentOf(id))?.status).toBe('active');
    const [form] = await t.db
      .select({ status: graduations.status })
      .from(graduations)
      .where(eq(graduations.id, formId));
    expect(form?.status).toBe('pending');
  });

  it('answers odd ids with 400 or 404, never a 500', async () => {
    for (const id of ['abc', '0', '-1', '99999999999', '2000000000']) {
      const response = await call('collegeadmin', 'POST', `/Graduation/${id}/Approve`);
      expect([400, 404]).toContain(response.statusCode);
    }
  });
});

describe('graduation reads', () => {
  const sum = (rows: GenderCount[]) => rows.reduce((total, row) => total + row.total, 0);
  const approvedTotal = async (role: Role) =>
    Number(json(await call(role, 'GET', `${forms}?status=approved&pageSize=1`)).total);

  it('gives the dashboard graduates by level, scoped and filtered', async () => {
    /** The approved graduates of campuses matching `where`, counted from the rows. */
    const approvedWhere = async (where: SQL | undefined) => {
      const [row] = await t.db
        .select({ n: count() })
        .from(graduations)
        .innerJoin(campuses, eq(campuses.id, graduations.campusId))
        .where(and(eq(graduations.status, 'approved'), isNull(graduations.deletedAt), where));
      return row?.n ?? 0;
    };
    const [tu] = await t.db
      .select({ universityId: campuses.universityId })
      .from(campuses)
      .where(eq(campuses.id, CAMPUS_49));
    const roles: [Role, KnownRole, SQL | undefined][] = [
      ['collegeadmin', 'CollegeAdmin', eq(campuses.id, CAMPUS_49)],
      ['uniadmin', 'UniAdmin', eq(campuses.universityId, tu?.universityId ?? 0)],
      ['ugcadmin', 'UgcAdmin', undefined],
    ];
    const total = await approvedTotal('collegeadmin');
    expect(await approvedWhere(eq(campuses.id, CAMPUS_49))).toBe(total);
    for (const [role, name, reach] of roles) {
      expect(can(name, 'dashboard:view')).toBe(true);
      const byLevel = await call(role, 'GET', GRADUATION_PATHS.byGender);
      expect(byLevel.statusCode).toBe(200);
      const levelRows = byLevel.json<GenderCount[]>();
      expect(levelRows.map((row) => row.group)).toContain('Bachelor');
      // Each reach sees the approved graduates of its campuses.
      const inReach = await approvedWhere(reach);
      expect(sum(levelRows)).toBe(inReach);
    }
    const ku = await campusNamed(t.db, 'Kathmandu University');
    const [kuCampus] = await t.db
      .select({ universityId: campuses.universityId })
      .from(campuses)
      .where(eq(campuses.id, ku));
    const filtered = async (query: string) =>
      sum((await call('ugcadmin', 'GET', `${GRADUATION_PATHS.byGender}?${query}`)).json());
    for (const type of ['private', 'constituent'] as const) {
      expect(await filtered(`campustype=${type}`)).toBe(
        await approvedWhere(eq(campuses.campusType, type)),
      );
    }
    expect(await filtered(`universityId=${kuCampus?.universityId ?? 999}`)).toBe(
      await approvedWhere(eq(campuses.universityId, kuCampus?.universityId ?? 999)),
    );
    const thisYear = await filtered(`fiscalyearid=${fiscalYearId}`);
    expect(thisYear).toBeGreaterThan(0);
    expect(thisYear).toBeLessThan(await approvedWhere(undefined));
    expect(thisYear).toBe(await approvedWhere(eq(graduations.fiscalYearId, fiscalYearId)));
    const campusThisYear = Number(
      json(
        await call(
          'collegeadmin',
          'GET',
          `${forms}?status=approved&fiscalYearId=${fiscalYearId}&pageSize=1`,
        ),
      ).total,
    );
    expect(campusThisYear).toBe(
      await approvedWhere(
        and(eq(campuses.id, CAMPUS_49), eq(graduations.fiscalYearId, fiscalYearId)),
      ),
    );

    expect((await call('student', 'GET', GRADUATION_PATHS.byGender)).statusCode).toBe(403);
    expect(
      (await call('ugcadmin', 'GET', `${GRADUATION_PATHS.byGender}?campustype=x`)).statusCode,
    ).toBe(400);
    expect(
      (await call('ugcadmin', 'GET', `${GRADUATION_PATHS.byGender}?fiscalyearid=-2`)).statusCode,
    ).toBe(400);
    // The earlier campus client names its campus: it narrows to that campus, within reach.
    expect(await filtered(`campusId=${CAMPUS_49}`)).toBe(
      await approvedWhere(eq(campuses.id, CAMPUS_49)),
    );
    expect(
      (await call('ugcadmin', 'GET', `${GRADUATION_PATHS.byGender}?campusId=abc`)).statusCode,
    ).toBe(400);
  });

  it("gives the graduation home's figures", async () => {
    const figures = await call('collegeuser', 'GET', GRADUATION_PATHS.figures);
    expect(figures.statusCode).toBe(200);
    const byKey = new Map(
      figures.json<SectionFigures>().figures.map((figure) => [figure.key, figure.value]),
    );
    expect([...byKey.keys()]).toEqual(['eligible', 'pending', 'thisYear', 'total']);
    expect(byKey.get('eligible')).toBeGreaterThan(0);
    expect(byKey.get('pending')).toBeGreaterThan(0);
    expect(byKey.get('total')).toBe(await approvedTotal('collegeuser'));
    expect((await call('student', 'GET', GRADUATION_PATHS.figures)).statusCode).toBe(403);
  });
});
