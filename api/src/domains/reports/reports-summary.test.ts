// The shared setup comes first: it loads the test helpers before the app.
import { t, get, summary, sectionOf, enrolledByHand, genderOf } from './reports.testing';
import { json } from '../../test/helpers';
import { and, eq, isNull } from 'drizzle-orm';
import {
  JOINING_TYPES,
  sectionsOfReach,
  type DashboardFigures,
  type GenderCount,
  type ReportSummary,
} from '@hemis/shared-contracts';
import { campuses, employees, graduations, universities } from '../../db/schema';
import { workbookOf } from '../../test/workbooks';

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
