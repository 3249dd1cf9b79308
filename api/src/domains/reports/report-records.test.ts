// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, tokensByName, withToken, type TestApp } from '../../test/helpers';
import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { ReportSectionAnswer, ReportSummary } from '@hemis/shared-contracts';
import {
  boardExamSittings,
  campuses,
  dropouts,
  employees,
  fiscalYears,
  graduations,
  students,
  universities,
} from '../../db/schema';

let t: TestApp;
let token = '';

beforeAll(async () => {
  t = await createTestApp();
  token = (await tokensByName(t.app, ['ugcadmin'])).ugcadmin ?? '';
});
afterAll(() => t.close());

const SECTIONS = [
  'teachersByPost',
  'teachersByQualification',
  'nonTeachingBySection',
  'nonTeachingByJoiningType',
  'graduatesByEthnicGroup',
  'dropoutsByEthnicGroup',
  'dropoutsByReason',
  'passRateByProgram',
  'passRateTrend',
].join(',');

async function nationally(yearId: number): Promise<Map<string, ReportSectionAnswer>> {
  const response = await t.app.inject(
    withToken(token, {
      method: 'GET',
      url: `/api/Report/Summary?fiscalYearId=${yearId}&sections=${SECTIONS}`,
    }),
  );
  expect(response.statusCode).toBe(200);
  return new Map(response.json<ReportSummary>().sections.map((s) => [s.key, s]));
}

/** Each section's rows as key -> total, and its total, for comparing with a count by hand. */
const totalsOf = (section: ReportSectionAnswer | undefined) => ({
  byKey: Object.fromEntries(
    (section?.rows ?? []).filter((row) => row.total > 0).map((row) => [String(row.key), row.total]),
  ),
  total: section?.total.total,
});

const tally = (keys: readonly (string | number | null)[]) => {
  const counts: Record<string, number> = {};
  for (const key of keys) counts[String(key)] = (counts[String(key)] ?? 0) + 1;
  return { byKey: counts, total: keys.length };
};

/** The same sections counted a second way: every raw row read and judged here. */
async function byHand(yearId: number) {
  const live = new Set(
    (await t.db.select({ id: campuses.id }).from(campuses).where(isNull(campuses.deletedAt))).map(
      (c) => c.id,
    ),
  );
  const onLiveCampus = (row: { campusId: number | null }) =>
    row.campusId !== null && live.has(row.campusId);
  const staff = (await t.db.select().from(employees).where(isNull(employees.deletedAt))).filter(
    (e) => e.status !== false && onLiveCampus(e),
  );
  const teachers = staff.filter((e) => e.employeeType === 'teaching');
  const graduates = (
    await t.db
      .select()
      .from(graduations)
      .where(and(isNull(graduations.deletedAt), eq(graduations.status, 'approved')))
  ).filter((g) => g.fiscalYearId === yearId && onLiveCampus(g));
  const people = new Map(
    (await t.db.select({ id: students.id, ethnic: students.ethnicGroupId }).from(students)).map(
      (s) => [s.id, s.ethnic],
    ),
  );
  const left = (await t.db.select().from(dropouts).where(isNull(dropouts.deletedAt))).filter(
    (d) => d.fiscalYearId === yearId && onLiveCampus(d),
  );
  const sittings = (
    await t.db.select().from(boardExamSittings).where(isNull(boardExamSittings.deletedAt))
  ).filter((s) => s.fiscalYearId === yearId && onLiveCampus(s));
  return {
    teachers: teachers.length,
    qualified: tally(teachers.map((e) => e.qualification)).byKey,
    nonTeaching: staff.filter((e) => e.employeeType === 'nonTeaching').length,
    graduates: tally(graduates.map((g) => g.ethnicGroupId)),
    dropouts: tally(left.map((d) => (d.studentId === null ? null : people.get(d.studentId)!))),
    reasons: tally(left.map((d) => d.reason)),
    appeared: sittings.reduce((n, s) => n + (s.appeared ?? 0), 0),
    passed: sittings.reduce((n, s) => n + (s.passed ?? 0), 0),
  };
}

async function expectAgreement(yearId: number) {
  const read = await nationally(yearId);
  const hand = await byHand(yearId);
  // The demo holds each kind of record in the year, so no comparison is of nothing.
  for (const count of [hand.teachers, hand.nonTeaching, hand.graduates.total, hand.appeared])
    expect(count).toBeGreaterThan(0);
  expect(hand.dropouts.total).toBeGreaterThan(0);
  expect(read.get('teachersByPost')?.total.total).toBe(hand.teachers);
  expect(totalsOf(read.get('teachersByQualification')).byKey).toEqual(hand.qualified);
  expect(read.get('nonTeachingBySection')?.total.total).toBe(hand.nonTeaching);
  expect(read.get('nonTeachingByJoiningType')?.total.total).toBe(hand.nonTeaching);
  expect(totalsOf(read.get('graduatesByEthnicGroup'))).toEqual(hand.graduates);
  expect(totalsOf(read.get('dropoutsByEthnicGroup'))).toEqual(hand.dropouts);
  expect(totalsOf(read.get('dropoutsByReason')).total).toBe(hand.reasons.total);
  for (const key of ['passRateByProgram', 'passRateTrend']) {
    const section = read.get(key)!;
    const total =
      key === 'passRateTrend'
        ? section.rows.find((row) => row.key === yearId)!
        : (section.total as typeof section.total & { appeared: number; passed: number });
    expect([key, total.appeared, total.passed]).toEqual([key, hand.appeared, hand.passed]);
  }
}

const firstId = async (query: SQL) =>
  ((await t.db.execute(query)) as unknown as { rows: { id: number }[] }).rows[0];

const summaryRows = async () =>
  (
    (await t.db.execute(
      sql`select source, fiscal_year_id, dimension, grain, campus_id, university_id, program_id,
        faculty_id, level_id, value, records, male, female, other, total, passed
      from report_records where records <> 0 order by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10`,
    )) as unknown as { rows: unknown[] }
  ).rows;

describe('graduates, dropouts, sittings and staff kept by the database', () => {
  it('stays equal to the records, and to a recount, after every kind of write', async () => {
    const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
    const yearId = year!.id;
    await expectAgreement(yearId);

    // Staff: a teacher becomes non-teaching staff, one leaves, one changes post and qualification.
    const teachers = await t.db
      .select()
      .from(employees)
      .where(and(isNull(employees.deletedAt), eq(employees.employeeType, 'teaching')))
      .limit(3);
    const [moving, leaving, changing] = teachers;
    await t.db
      .update(employees)
      .set({ employeeType: 'nonTeaching' })
      .where(eq(employees.id, moving!.id));
    await t.db.update(employees).set({ status: false }).where(eq(employees.id, leaving!.id));
    const otherPost = await firstId(
      sql`select id from employee_positions where id <> ${changing!.positionId} limit 1`,
    );
    await t.db
      .update(employees)
      .set({
        qualification: changing!.qualification === 'phd' ? 'master' : 'phd',
        positionId: otherPost!.id,
      })
      .where(eq(employees.id, changing!.id));

    // Graduates: one graduation is withdrawn, one goes back to awaiting approval.
    const graduated = await t.db
      .select({ id: graduations.id })
      .from(graduations)
      .where(and(isNull(graduations.deletedAt), eq(graduations.status, 'approved')))
      .limit(2);
    if (graduated[0])
      await t.db
        .update(graduations)
        .set({ deletedAt: new Date() })
        .where(eq(graduations.id, graduated[0].id));
    if (graduated[1])
      await t.db
        .update(graduations)
        .set({ status: 'pending' })
        .where(eq(graduations.id, graduated[1].id));

    // Dropouts: a student drops out, then changes ethnic group; the dropout follows the student.
    const [student] = await t.db
      .select({ id: students.id, campusId: students.campusId, ethnic: students.ethnicGroupId })
      .from(students)
      .where(and(isNull(students.deletedAt), isNull(students.enrolledUntil)))
      .limit(1);
    await t.db.insert(dropouts).values({
      studentId: student!.id,
      campusId: student!.campusId,
      fiscalYearId: yearId,
      gender: 'female',
      reason: 'financial',
    } as typeof dropouts.$inferInsert);
    const otherGroup = await firstId(
      sql`select id from ethnic_groups where id is distinct from ${student!.ethnic} limit 1`,
    );
    await t.db
      .update(students)
      .set({ ethnicGroupId: otherGroup!.id })
      .where(eq(students.id, student!.id));

    // Sittings: one's results are corrected, one is removed.
    const sittings = await t.db
      .select()
      .from(boardExamSittings)
      .where(and(isNull(boardExamSittings.deletedAt), eq(boardExamSittings.fiscalYearId, yearId)))
      .limit(2);
    if (sittings[0])
      await t.db
        .update(boardExamSittings)
        .set({ appeared: (sittings[0].appeared ?? 0) + 3, passed: (sittings[0].passed ?? 0) + 2 })
        .where(eq(boardExamSittings.id, sittings[0].id));
    if (sittings[1])
      await t.db
        .update(boardExamSittings)
        .set({ deletedAt: new Date() })
        .where(eq(boardExamSittings.id, sittings[1].id));
    await expectAgreement(yearId);

    // A campus with records moves to another university, and one is removed.
    const [movingCampus, removed] = await t.db
      .select({ id: campuses.id, universityId: campuses.universityId })
      .from(campuses)
      .where(
        and(
          isNull(campuses.deletedAt),
          sql`${campuses.id} in (select campus_id from employees where deleted_at is null)`,
        ),
      )
      .orderBy(campuses.id)
      .limit(2);
    const [target] = await t.db
      .select({ id: universities.id })
      .from(universities)
      .where(ne(universities.id, movingCampus!.universityId ?? 0))
      .limit(1);
    await t.db
      .update(campuses)
      .set({ universityId: target!.id })
      .where(eq(campuses.id, movingCampus!.id));
    await t.db.update(campuses).set({ deletedAt: new Date() }).where(eq(campuses.id, removed!.id));
    await expectAgreement(yearId);
    const university = await t.app.inject(
      withToken(token, {
        method: 'GET',
        url: `/api/Report/Summary?universityId=${target!.id}&sections=teachersByPost`,
      }),
    );
    const ofTarget = await t.db
      .select({ id: employees.id })
      .from(employees)
      .innerJoin(campuses, eq(campuses.id, employees.campusId))
      .where(
        and(
          isNull(employees.deletedAt),
          isNull(campuses.deletedAt),
          eq(campuses.universityId, target!.id),
          eq(employees.employeeType, 'teaching'),
          sql`${employees.status} is not false`,
        ),
      );
    expect(university.json<ReportSummary>().sections[0]?.total.total).toBe(ofTarget.length);
    await t.db.update(campuses).set({ deletedAt: null }).where(eq(campuses.id, removed!.id));
    await expectAgreement(yearId);

    // What the triggers kept equals the table recounted from nothing.
    const kept = await summaryRows();
    await t.db.execute(sql`select report_records_rebuild()`);
    expect(await summaryRows()).toEqual(kept);
  });
});
