// The shared setup comes first: it loads the test helpers before the app.
import type { ROLES } from './graduation.testing';
import { t, call, forms, today, fiscalYearId, newStudent } from './graduation.testing';
import { json } from '../../test/helpers';
import { and, count, eq, isNull, type SQL } from 'drizzle-orm';
import {
  GRADUATION_MESSAGES,
  GRADUATION_PATHS,
  type GenderCount,
  type KnownRole,
  type SectionFigures,
} from '@hemis/shared-contracts';
import { auditLog, campuses, graduations, students } from '../../db/schema';
import { CAMPUS_49, campusNamed, can } from '../students/test-fixtures';

type Role = (typeof ROLES)[number];

const studentOf = async (id: number) =>
  (
    await t.db
      .select({ status: students.status, eligible: students.graduationEligible })
      .from(students)
      .where(eq(students.id, id))
  )[0];

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
