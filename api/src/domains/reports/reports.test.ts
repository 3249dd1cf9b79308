// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, json, tokensByName, withToken, type TestApp } from '../../test/helpers';
import { and, eq, isNull } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import {
  AGE_GROUPS,
  JOINING_TYPES,
  sectionsOfReach,
  type DashboardFigures,
  type GenderCount,
  type ReportSectionAnswer,
  type ReportSummary,
} from '@hemis/shared-contracts';
import {
  campuses,
  dropouts,
  employees,
  fiscalYears,
  graduations,
  students,
  universities,
} from '../../db/schema';
import { workbookOf } from '../../test/workbooks';

let t: TestApp;
let tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  tokens = await tokensByName(t.app, [
    'superadmin',
    'ugcadmin',
    'uniadmin',
    'collegeadmin',
    'collegeuser',
    'student',
  ]);
});
afterAll(() => t.close());

const get = (who: string, url: string) =>
  t.app.inject(withToken(tokens[who] ?? '', { method: 'GET', url: `/api${url}` }));

async function summary(who: string, query = ''): Promise<ReportSummary> {
  const response = await get(who, `/Report/Summary${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<ReportSummary>();
}

const sectionOf = (report: ReportSummary, key: string): ReportSectionAnswer => {
  const found = report.sections.find((s) => s.key === key);
  if (!found) throw new Error(`no section ${key}`);
  return found;
};

/** Enrolment of a fiscal year counted a second way: every student row read and judged here. */
async function enrolledByHand(yearId: number, campusIds?: readonly number[]) {
  const years = await t.db.select().from(fiscalYears).where(isNull(fiscalYears.deletedAt));
  const year = years.find((y) => y.id === yearId)!;
  const startOf = (id: number | null) => years.find((y) => y.id === id)?.startDate ?? null;
  const rows = await t.db
    .select({
      id: students.id,
      campusId: students.campusId,
      gender: students.gender,
      admission: students.admissionFiscalYearId,
      createdAt: students.createdAt,
      staged: students.stagedJobId,
    })
    .from(students)
    .where(isNull(students.deletedAt));
  const left = new Map<number, string>();
  const leave = (studentId: number | null, fy: number | null) => {
    if (studentId === null) return;
    const start = startOf(fy);
    if (start && (left.get(studentId) ?? '') < start) left.set(studentId, start);
  };
  for (const g of await t.db
    .select()
    .from(graduations)
    .where(and(isNull(graduations.deletedAt), eq(graduations.status, 'approved'))))
    leave(g.studentId, g.fiscalYearId);
  for (const d of await t.db.select().from(dropouts).where(isNull(dropouts.deletedAt)))
    leave(d.studentId, d.fiscalYearId);
  const live = new Set(
    (await t.db.select({ id: campuses.id }).from(campuses).where(isNull(campuses.deletedAt))).map(
      (c) => c.id,
    ),
  );
  const count = { male: 0, female: 0, other: 0, total: 0 };
  for (const row of rows) {
    if (row.staged !== null || row.campusId === null || !live.has(row.campusId)) continue;
    if (campusIds && !campusIds.includes(row.campusId)) continue;
    const from = startOf(row.admission) ?? row.createdAt.toISOString().slice(0, 10);
    const until = left.get(row.id);
    if (from > (year.endDate ?? '') || (until !== undefined && until < (year.startDate ?? ''))) {
      continue;
    }
    if (row.gender === 'male' || row.gender === 'female' || row.gender === 'other')
      count[row.gender] += 1;
    count.total += 1;
  }
  return count;
}

const genderOf = (row: GenderCount) => ({
  male: row.male,
  female: row.female,
  other: row.other,
  total: row.total,
});

describe('the summary report', () => {
  it('gives the nation every section of its reach, and enrolment counted right', async () => {
    const report = await summary('ugcadmin');
    expect(report.reach).toBe('nation');
    expect(report.reachName).toBe('Nepal');
    expect(report.sections.map((s) => s.key)).toEqual(sectionsOfReach('nation').map((s) => s.key));
    const year = report.fiscalYear!;
    const byLevel = sectionOf(report, 'studentsByLevel');
    expect(genderOf(byLevel.total)).toEqual(await enrolledByHand(year.id));
    expect(byLevel.total.total).toBeGreaterThan(0);
    // Every student breakdown adds up to the same enrolment.
    for (const key of [
      'studentsByProgram',
      'studentsByFaculty',
      'studentsByAgeGroup',
      'studentsByEthnicGroup',
      'studentsByProvince',
      'studentsByBelt',
    ]) {
      expect(sectionOf(report, key).total.total).toBe(byLevel.total.total);
    }
    const belts = sectionOf(report, 'studentsByBelt').rows.map((row) => row.group);
    expect(belts.slice(0, 3)).toEqual(['Mountain', 'Hill', 'Terai']);
    const trend = sectionOf(report, 'enrolmentTrend');
    expect(trend.rows.at(-1)?.total).toBe(byLevel.total.total);
    expect(trend.rows.length).toBeLessThanOrEqual(5);
    const level = byLevel.rows.find((row) => row.male > 0);
    if (level) expect(level.gpi).toBeCloseTo(level.female / level.male, 2);
    expect(byLevel.coverage.campusesInReach).toBeGreaterThan(0);
    expect(byLevel.coverage.campusesWithData).toBeLessThanOrEqual(byLevel.coverage.campusesInReach);
  });

  it('counts staff and graduates as their rows say, read a second way', async () => {
    const report = await summary(
      'ugcadmin',
      '?sections=teachersByJoiningType,nonTeachingByPost,graduationTrend',
    );
    const live = new Set(
      (await t.db.select({ id: campuses.id }).from(campuses).where(isNull(campuses.deletedAt))).map(
        (c) => c.id,
      ),
    );
    const staff = (await t.db.select().from(employees).where(isNull(employees.deletedAt))).filter(
      (e) => e.status !== false && e.campusId !== null && live.has(e.campusId),
    );
    const teachers = staff.filter((e) => e.employeeType === 'teaching');
    const joining = sectionOf(report, 'teachersByJoiningType');
    for (const row of joining.rows) {
      const label = JOINING_TYPES.find((choice) => choice.label === row.group)?.value;
      expect([row.group, row.total]).toEqual([
        row.group,
        teachers.filter((e) => e.joiningType === label).length,
      ]);
    }
    expect(joining.total.total).toBe(teachers.length);
    expect(sectionOf(report, 'nonTeachingByPost').total.total).toBe(
      staff.filter((e) => e.employeeType === 'nonTeaching').length,
    );
    const year = report.fiscalYear!;
    const graduates = (
      await t.db
        .select()
        .from(graduations)
        .where(and(isNull(graduations.deletedAt), eq(graduations.status, 'approved')))
    ).filter((g) => g.fiscalYearId === year.id && g.campusId !== null && live.has(g.campusId));
    const trend = sectionOf(report, 'graduationTrend');
    expect(trend.rows.at(-1)).toMatchObject({
      key: year.id,
      female: graduates.filter((g) => g.gender === 'female').length,
      total: graduates.length,
    });
  });

  it('adds up: the campuses of the nation sum to the national figure, a university to its own', async () => {
    const sections =
      'studentsByLevel,studentsByEthnicGroup,enrolmentTrend,teachersByPost,graduationTrend,passRateTrend';
    const nation = await summary('ugcadmin', `?sections=${sections}`);
    const all = await t.db
      .select({ id: campuses.id, universityId: campuses.universityId })
      .from(campuses)
      .where(isNull(campuses.deletedAt));
    const sums = new Map<string, number>();
    for (const campus of all) {
      const one = await summary('ugcadmin', `?sections=${sections}&campusId=${campus.id}`);
      for (const s of one.sections) sums.set(s.key, (sums.get(s.key) ?? 0) + s.total.total);
    }
    for (const s of nation.sections) expect(sums.get(s.key)).toBe(s.total.total);

    const university = await summary('uniadmin', `?sections=${sections}`);
    expect(university.reach).toBe('university');
    const [uni] = await t.db
      .select({ id: universities.id, name: universities.name })
      .from(universities)
      .where(eq(universities.name, university.reachName));
    const filtered = await summary('ugcadmin', `?sections=${sections}&universityId=${uni!.id}`);
    expect(university.sections.map((s) => s.total)).toEqual(filtered.sections.map((s) => s.total));
  });

  it('gives a campus its own figures and refuses another campus or university', async () => {
    const own = await summary('collegeuser');
    expect(own.reach).toBe('campus');
    expect(own.sections.some((s) => s.key === 'campusesByType')).toBe(false);
    const [other] = await t.db
      .select({ id: campuses.id, universityId: campuses.universityId })
      .from(campuses)
      .where(isNull(campuses.deletedAt))
      .orderBy(campuses.id);
    const campusId = other!.id === 49 ? 50 : other!.id;
    const refused = await get('collegeuser', `/Report/Summary?campusId=${campusId}`);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).fields).toMatchObject({ campusId: 'This is outside your reach.' });
  });

  it('answers bad filters with a field message, never a 500', async () => {
    const cases: [string, string, number][] = [
      ['?fiscalYearId=999999', 'fiscalYearId', 400],
      ['?fiscalYearId=abc', 'fiscalYearId', 400],
      ['?campusType=big', 'campusType', 400],
      ['?provinceId=99', 'provinceId', 400],
      ['?programId=2147483647', 'programId', 400],
      ['?sections=nothing', 'sections', 400],
      ['?colour=red', '', 400],
    ];
    for (const [query, field, status] of cases) {
      const response = await get('ugcadmin', `/Report/Summary${query}`);
      expect(response.statusCode).toBe(status);
      if (field) expect(Object.keys(json(response).fields ?? {})).toContain(field);
    }
    expect((await get('ugcadmin', '/Report/Section/nothing')).statusCode).toBe(400);
    expect((await get('student', '/Report/Summary')).statusCode).toBe(403);
    const uni = await t.db.select({ id: universities.id }).from(universities);
    const own = await summary('uniadmin', '?sections=studentsByLevel');
    const others = uni.filter((u) => u.id !== undefined);
    for (const u of others) {
      const response = await get('uniadmin', `/Report/Summary?universityId=${u.id}`);
      expect([200, 403]).toContain(response.statusCode);
      if (response.statusCode === 200) {
        expect(response.json<ReportSummary>().reachName).toBe(own.reachName);
      }
    }
  });

  it('exports a section as a workbook and the whole report as one PDF', async () => {
    const sheet = await get('collegeadmin', '/Report/Section/studentsByLevel/Export');
    expect(sheet.statusCode).toBe(200);
    const workbook = await workbookOf(sheet);
    const rows = workbook.worksheets[0]!.getSheetValues();
    expect(JSON.stringify(rows)).toContain('Enrolment by Level');
    const pdf = await get('ugcadmin', '/Report/Summary/Pdf?provinceId=3');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const all = await get('ugcadmin', '/Report/Summary/Export');
    expect((await workbookOf(all)).worksheets.length).toBe(sectionsOfReach('nation').length);
  });

  it('lists the campuses behind a count, in reach only', async () => {
    const response = await get('ugcadmin', '/Report/Campuses?provinceId=3&pageSize=500');
    expect(response.statusCode).toBe(200);
    const list = response.json<{ total: number; data: { province: string; students: number }[] }>();
    expect(list.data.every((row) => row.province === 'Bagmati')).toBe(true);
    const byProvince = sectionOf(
      await summary('ugcadmin', '?sections=campusesByProvince'),
      'campusesByProvince',
    );
    expect(byProvince.rows.find((row) => row.key === 3)?.total ?? 0).toBe(list.total);
    const own = await get('collegeuser', '/Report/Campuses');
    expect(own.json<{ total: number }>().total).toBe(1);
  });
});

describe('the spec’s report reads', () => {
  it('counts students by age group for the commission and a university, scoped', async () => {
    const nation = await get('ugcadmin', '/Dashboard/Report/GetStudentsByAgeGroupForUgc');
    expect(nation.statusCode).toBe(200);
    const rows = nation.json<GenderCount[]>();
    expect(rows.slice(0, 5).map((row) => row.group)).toEqual([
      'Below 18',
      '18-22',
      '23-27',
      '28-32',
      'Above 32',
    ]);
    const report = await summary('ugcadmin', '?sections=studentsByLevel');
    expect(rows.reduce((n, row) => n + row.total, 0)).toBe(report.sections[0]!.total.total);
    const uni = await get(
      'uniadmin',
      '/Dashboard/Report/GetStudentsByAgeGroupForUni?campustype=private',
    );
    expect(uni.statusCode).toBe(200);
    expect(
      (await get('ugcadmin', '/Dashboard/Report/GetStudentsByAgeGroupForUgc?fiscalyearid=0'))
        .statusCode,
    ).toBe(400);
  });

  it('lets the national and university officers read graduation and dropout figures', async () => {
    for (const who of ['ugcadmin', 'uniadmin', 'superadmin']) {
      for (const url of [
        '/Graduation/GetGraduationOfFiscalYear',
        '/DropOut/GetDropoutOfFiscalYear',
        '/Dashboard/GetStudentsDropOutReport',
      ]) {
        expect([who, url, (await get(who, url)).statusCode]).toEqual([who, url, 200]);
      }
    }
  });

  it('gives each home its reach’s cards', async () => {
    const nation = (await get('ugcadmin', '/Dashboard/Figures')).json<DashboardFigures>();
    const report = await summary('ugcadmin', '?sections=studentsByLevel,teachersByPost');
    expect(nation.students.total).toBe(report.sections[0]!.total.total);
    expect(nation.teachers.total).toBe(report.sections[1]!.total.total);
    expect(nation.campuses).toBeGreaterThan(1);
    const campus = (await get('collegeadmin', '/Dashboard/Figures')).json<DashboardFigures>();
    expect(campus.reach).toBe('campus');
    expect(campus.campuses).toBeUndefined();
  });
});

describe('enrolment kept by the database', () => {
  it('ends a student’s enrolment with a dropout and restores it when the dropout is undone', async () => {
    const [student] = await t.db
      .select({ id: students.id, campusId: students.campusId, until: students.enrolledUntil })
      .from(students)
      .where(and(isNull(students.deletedAt), isNull(students.enrolledUntil)))
      .limit(1);
    const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
    const [dropout] = await t.db
      .insert(dropouts)
      .values({
        studentId: student!.id,
        campusId: student!.campusId,
        fiscalYearId: year!.id,
        reason: 'financial',
      } as typeof dropouts.$inferInsert)
      .returning({ id: dropouts.id });
    const after = async () =>
      (
        await t.db
          .select({ until: students.enrolledUntil })
          .from(students)
          .where(eq(students.id, student!.id))
      )[0]?.until;
    expect(await after()).toBe(year!.startDate);
    await t.db.update(dropouts).set({ deletedAt: new Date() }).where(eq(dropouts.id, dropout!.id));
    expect(await after()).toBeNull();
  });

  it('ends the enrolment of each student of a batch of graduations, and follows a record moved to another student', async () => {
    const four = await t.db
      .select({ id: students.id })
      .from(students)
      .where(
        and(
          isNull(students.deletedAt),
          isNull(students.enrolledUntil),
          sql`not exists (select 1 from graduations g where g.student_id = ${students.id})`,
        ),
      )
      .orderBy(students.id)
      .limit(4);
    const ids = four.map((student) => student.id);
    const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
    const untils = async () =>
      (
        await t.db
          .select({ id: students.id, until: students.enrolledUntil })
          .from(students)
          .where(sql`${students.id} in ${ids}`)
          .orderBy(students.id)
      ).map((row) => row.until);
    // A class's graduations approved in one statement: each of the three leaves the roll.
    await t.db.execute(sql`insert into graduations (university_id, campus_id, student_id,
        student_name, registration_no, program_id, level_id, gender, fiscal_year_id,
        graduation_date, status)
      select s.university_id, s.campus_id, s.id, s.first_name, s.registration_no, s.program_id,
        s.level_id, s.gender, ${year!.id}, ${year!.startDate}, 'approved'
      from students s where s.id in ${ids.slice(0, 3)}`);
    const start = year!.startDate;
    expect(await untils()).toEqual([start, start, start, null]);
    // The third's record was the fourth's: corrected, the third is back on the roll.
    await t.db
      .update(graduations)
      .set({ studentId: ids[3]! })
      .where(eq(graduations.studentId, ids[2]!));
    expect(await untils()).toEqual([start, start, null, start]);
    // Removed for good: all are back.
    await t.db.delete(graduations).where(sql`${graduations.studentId} in ${ids}`);
    expect(await untils()).toEqual([null, null, null, null]);
  });

  it('gives each student the age group of the contracts, as of the fiscal year’s first day', async () => {
    const day = '2025-07-17';
    const groupOf = (age: number) =>
      AGE_GROUPS.find((group) => age >= group.from && age <= group.to)!.group;
    for (let age = 10; age <= 45; age += 1) {
      const birthday = `${2025 - age}-07-17`;
      const dayAfter = `${2025 - age}-07-18`;
      const result = (await t.db.execute(
        sql`select report_age_group(${birthday}::date, ${day}::date) as turned,
          report_age_group(${dayAfter}::date, ${day}::date) as younger`,
      )) as unknown as { rows: { turned: string; younger: string }[] };
      expect(result.rows[0]).toEqual({ turned: groupOf(age), younger: groupOf(age - 1) });
    }
  });

  it('keeps the enrolment summary equal to the students after every kind of write', async () => {
    const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
    const nationally = async () => {
      const report = await summary('ugcadmin', `?fiscalYearId=${year!.id}`);
      const totals = [
        'studentsByLevel',
        'studentsByProgram',
        'studentsByAgeGroup',
        'studentsByEthnicGroup',
        'studentsByProvince',
        'studentsByBelt',
      ].map((key) => genderOf(sectionOf(report, key).total));
      return totals;
    };
    const expectAgreement = async () => {
      const byHand = await enrolledByHand(year!.id);
      for (const total of await nationally()) expect(total).toEqual(byHand);
    };
    const some = await t.db
      .select({ id: students.id, gender: students.gender, campusId: students.campusId })
      .from(students)
      .where(and(isNull(students.deletedAt), isNull(students.enrolledUntil)))
      .limit(3);
    const [first, second, third] = some;
    // A student leaves the register, one changes gender, one moves campus.
    await t.db.update(students).set({ deletedAt: new Date() }).where(eq(students.id, first!.id));
    await t.db
      .update(students)
      .set({ gender: second!.gender === 'female' ? 'male' : 'female' })
      .where(eq(students.id, second!.id));
    const [otherCampus] = await t.db
      .select({ id: campuses.id })
      .from(campuses)
      .where(and(isNull(campuses.deletedAt), sql`${campuses.id} <> ${third!.campusId}`))
      .limit(1);
    await t.db
      .update(students)
      .set({ campusId: otherCampus!.id })
      .where(eq(students.id, third!.id));
    await expectAgreement();
    // A campus moves to another university, and one is removed: only their students are recounted.
    const [moving, removed] = await t.db
      .select({ id: campuses.id, universityId: campuses.universityId })
      .from(campuses)
      .where(isNull(campuses.deletedAt))
      .orderBy(campuses.id)
      .limit(2);
    const [target] = await t.db
      .select({ id: universities.id })
      .from(universities)
      .where(sql`${universities.id} <> ${moving!.universityId}`)
      .limit(1);
    await t.db
      .update(campuses)
      .set({ universityId: target!.id })
      .where(eq(campuses.id, moving!.id));
    await t.db.update(campuses).set({ deletedAt: new Date() }).where(eq(campuses.id, removed!.id));
    await expectAgreement();
    const ofTarget = (
      await t.db
        .select({ id: campuses.id })
        .from(campuses)
        .where(and(isNull(campuses.deletedAt), eq(campuses.universityId, target!.id)))
    ).map((campus) => campus.id);
    const university = await summary(
      'ugcadmin',
      `?fiscalYearId=${year!.id}&universityId=${target!.id}&sections=studentsByEthnicGroup`,
    );
    expect(genderOf(sectionOf(university, 'studentsByEthnicGroup').total)).toEqual(
      await enrolledByHand(year!.id, ofTarget),
    );
    await t.db
      .update(campuses)
      .set({ universityId: moving!.universityId })
      .where(eq(campuses.id, moving!.id));
    await t.db.update(campuses).set({ deletedAt: null }).where(eq(campuses.id, removed!.id));
    // What the triggers kept equals the summary computed afresh.
    const rowsOf = async () =>
      (
        (await t.db.execute(
          sql`select fiscal_year_id, dimension, grain, campus_id, university_id, program_id,
            faculty_id, level_id, gender, value, students, entrants from report_enrolment
            where students > 0 or entrants > 0 order by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10`,
        )) as unknown as { rows: unknown[] }
      ).rows;
    const expectKeptAsRebuilt = async () => {
      const kept = await rowsOf();
      await t.db.execute(sql`select report_enrolment_rebuild()`);
      expect(await rowsOf()).toEqual(kept);
    };
    await expectKeptAsRebuilt();
    // A fiscal year that ends earlier, or starts later (its students' spans move with it).
    await t.db
      .update(fiscalYears)
      .set({ endDate: year!.startDate })
      .where(eq(fiscalYears.id, year!.id));
    await expectAgreement();
    const dayAfter = new Date(Date.parse(`${year!.startDate}T00:00:00Z`) + 86_400_000);
    await t.db
      .update(fiscalYears)
      .set({ startDate: dayAfter.toISOString().slice(0, 10), endDate: year!.endDate })
      .where(eq(fiscalYears.id, year!.id));
    await expectAgreement();
    await t.db
      .update(fiscalYears)
      .set({ startDate: year!.startDate })
      .where(eq(fiscalYears.id, year!.id));
    await t.db.update(students).set({ deletedAt: null }).where(eq(students.id, first!.id));
    await expectAgreement();
    await expectKeptAsRebuilt();
  });
});
