// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, tokensByName, withToken, type TestApp } from '../test/helpers';
import { PDF, PNG, multipart } from '../domains/employees/test-fixtures';
import { clientGet, sumOf, type People } from './testing';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { EARLIER_CLIENT_PATHS, type DashboardFigures } from '@hemis/shared-contracts';
import { boardExamSittings, campuses, employees, fiscalYears, students } from '../db/schema';

let t: TestApp;
let tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  tokens = await tokensByName(t.app, ['collegeadmin', 'ugcadmin', 'student']);
});
afterAll(() => t.close());

const get = clientGet(
  () => t,
  () => tokens,
);

const sum = sumOf;
const paths = EARLIER_CLIENT_PATHS;

let query = '';
beforeAll(async () => {
  const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
  // As the client sends them: its own case, its campus.
  query = `?FiscalYearId=${year!.id}&CampusId=49`;
});

/** The campus's live staff of a type, counted from the rows (a second way). */
const staffOf = async (type: 'teaching' | 'nonTeaching') => {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(employees)
    .where(
      and(
        eq(employees.campusId, 49),
        eq(employees.employeeType, type),
        isNull(employees.deletedAt),
        sql`${employees.status} is not false`,
      ),
    );
  return row!.n;
};

describe('the earlier client’s campus summary report, as it calls it', () => {
  it('reads each section under the client’s names, the figures of the campus', async () => {
    const figures = (await get('collegeadmin', '/Dashboard/Figures')).json<DashboardFigures>();
    expect(figures.teachers.total).toBe(await staffOf('teaching'));
    expect(figures.nonTeaching.total).toBe(await staffOf('nonTeaching'));
    for (const [path, name, total] of [
      [paths.studentsByBelt, 'ecologicalBelt', figures.students.total],
      [paths.studentsByAgeGroup, 'ageGroup', figures.students.total],
      [paths.teachersByQualification, 'qualification', figures.teachers.total],
      [paths.teachersByFaculty, 'faculty', figures.teachers.total],
      [paths.teachersByDepartment, 'department', figures.teachers.total],
      [paths.teachersByPost, 'post', figures.teachers.total],
      [paths.teachersByJoiningType, 'joiningType', figures.teachers.total],
      [paths.nonTeachingByPost, 'post', figures.nonTeaching.total],
      [paths.nonTeachingBySection, 'section', figures.nonTeaching.total],
    ] as const) {
      const answer = await get('collegeadmin', `${path}${query}`);
      expect({ path, status: answer.statusCode }).toEqual({ path, status: 200 });
      const rows = answer.json() as (People & Record<string, unknown>)[];
      expect({ path, name: typeof rows[0]?.[name] }).toEqual({ path, name: 'string' });
      expect({ path, total: sum(rows) }).toEqual({ path, total });
      for (const row of rows) expect(row.male + row.female + row.others).toBe(row.total);
    }
    expect(figures.students.total).toBeGreaterThan(0);
    expect(figures.teachers.total).toBeGreaterThan(0);

    const belts = (await get('collegeadmin', `${paths.studentsByBelt}${query}`)).json();
    expect(belts.map((row: { ecologicalBelt: string }) => row.ecologicalBelt)).toEqual(
      expect.arrayContaining(['Mountain', 'Hill', 'Terai']),
    );
  });

  it('students by program and province, with the trailing slash the client sends', async () => {
    const answer = await get('collegeadmin', `${paths.studentsByProgramAndProvince}/${query}`);
    expect(answer.statusCode).toBe(200);
    const rows = answer.json() as (People & { programName: string; province: string })[];
    const total = (await get('collegeadmin', `${paths.totalStudents}${query}`)).json<People>();
    expect(sum(rows)).toBe(total.total);
    expect(rows[0]).toMatchObject({
      programName: expect.any(String),
      level: expect.any(String),
      faculty: expect.any(String),
      province: expect.any(String),
    });
  });

  it('the student–teacher ratio by faculty', async () => {
    const rows = (await get('collegeadmin', `${paths.studentTeacherRatio}${query}`)).json() as {
      faculty: string;
      students: number;
      teachers: number;
      ratio: number | null;
    }[];
    expect(rows.reduce((all, row) => all + row.teachers, 0)).toBe(await staffOf('teaching'));
    for (const row of rows) {
      expect(row.ratio).toBe(
        row.teachers > 0 ? Math.round((row.students / row.teachers) * 10) / 10 : null,
      );
    }
  });

  it('pass rates by program with gender, and over five fiscal years', async () => {
    const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
    const answer = await get('collegeadmin', `${paths.passRateByProgram}${query}`);
    expect(answer.statusCode).toBe(200);
    const { fiscalYear, programs } = answer.json() as {
      fiscalYear: string;
      programs: Record<string, number>[];
    };
    expect(fiscalYear).toBe(year!.label);
    const [sittings] = await t.db
      .select({
        appeared: sql<number>`coalesce(sum(${boardExamSittings.appeared}), 0)::int`,
        passed: sql<number>`coalesce(sum(${boardExamSittings.passed}), 0)::int`,
      })
      .from(boardExamSittings)
      .where(
        and(
          eq(boardExamSittings.campusId, 49),
          eq(boardExamSittings.fiscalYearId, year!.id),
          isNull(boardExamSittings.deletedAt),
        ),
      );
    expect(sittings!.appeared).toBeGreaterThan(0);
    const total = (key: string) => programs.reduce((all, row) => all + (row[key] ?? 0), 0);
    expect(total('totalAppeared')).toBe(sittings!.appeared);
    expect(total('totalPassed')).toBe(sittings!.passed);
    for (const row of programs) {
      expect(row.passedMale! + row.passedFemale! + row.passedOthers!).toBeLessThanOrEqual(
        row.totalPassed!,
      );
      expect(row.passedMale!).toBeLessThanOrEqual(row.appearedMale!);
    }

    const years = (await get('collegeadmin', `${paths.passRateOfFiveYears}?campusId=49`)).json();
    expect(years).toHaveLength(5);
    expect(years[4]).toMatchObject({ fiscalYear: year!.label, appeared: sittings!.appeared });
  });

  it('staff by joining type of each staff type, for a campus and the nation', async () => {
    for (const who of ['collegeadmin', 'ugcadmin']) {
      const rows = (await get(who, paths.joiningTypeByEmployeeType)).json() as (People & {
        employeeType: string;
        joiningType: string;
      })[];
      const figures = (await get(who, '/Dashboard/Figures')).json<DashboardFigures>();
      const of = (type: string) => sum(rows.filter((row) => row.employeeType === type));
      expect({ who, teaching: of('Teaching'), nonTeaching: of('Non-Teaching') }).toEqual({
        who,
        teaching: figures.teachers.total,
        nonTeaching: figures.nonTeaching.total,
      });
    }
  });

  it('refuses what is out of reach or unknown, never a 500', async () => {
    for (const path of [paths.teachersByPost, paths.passRateByProgram, paths.studentTeacherRatio]) {
      expect((await get('student', path)).statusCode).toBe(403);
      expect((await get('collegeadmin', `${path}?fiscalYearId=999999`)).statusCode).toBe(400);
      expect((await get('collegeadmin', `${path}?campusId=abc`)).statusCode).toBe(400);
    }
  });
});

describe('the earlier client’s fact sheet, as it calls it', () => {
  it('reads the caller’s campus, or a campus an officer names', async () => {
    const [campus] = await t.db.select().from(campuses).where(eq(campuses.id, 49));
    const own = await get('collegeadmin', paths.campusDetails);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      campusId: 49,
      campusName: campus!.campusName,
      localLevel: campus!.localLevel,
      contactPhoneNo1: campus!.phone,
      email: campus!.email,
      principalName: campus!.chiefName,
      province: expect.any(String),
      district: expect.any(String),
    });
    expect((await get('ugcadmin', `${paths.campusDetails}?campusId=49`)).json()).toEqual(
      own.json(),
    );
    expect((await get('ugcadmin', paths.campusDetails)).json()).toMatchObject({
      fields: { campusId: 'Campus is required' },
    });
    expect((await get('student', paths.campusDetails)).statusCode).toBe(403);
  });

  it('students by program and level, staff by post, as the sheet reads them', async () => {
    const figures = (await get('collegeadmin', '/Dashboard/Figures')).json<DashboardFigures>();
    const students = (await get('collegeadmin', paths.studentsByProgramAndLevel)).json() as {
      program: string;
      level: string;
      male: number;
      female: number;
      total: number;
    }[];
    expect(sum(students)).toBe(figures.students.total);
    expect(students[0]).toEqual({
      program: expect.any(String),
      level: expect.any(String),
      male: expect.any(Number),
      female: expect.any(Number),
      total: expect.any(Number),
    });
    const teachers = (await get('collegeadmin', paths.teachersByPostAndGender)).json();
    expect(sum(teachers)).toBe(await staffOf('teaching'));
    expect(Object.keys(teachers[0]).sort()).toEqual(['female', 'male', 'position', 'total']);

    // The client's URL ends in a newline.
    const posts = await get('collegeadmin', `${paths.nonTeachingPostSummary}%0A`);
    expect(posts.statusCode).toBe(200);
    const rows = posts.json() as { post: { positionName: string }; grandTotal: number }[];
    expect(rows.reduce((all, row) => all + row.grandTotal, 0)).toBe(await staffOf('nonTeaching'));
    expect(typeof rows[0]!.post.positionName).toBe('string');
  });
});

describe('the earlier client’s statistical return, as it calls it', () => {
  it('counts the active students of annual and semester programs by period, gender and category', async () => {
    const [active] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(students)
      .where(
        and(
          eq(students.campusId, 49),
          eq(students.status, 'active'),
          isNull(students.deletedAt),
          // A student who signed up and has no program yet is in no program's table.
          isNotNull(students.programId),
        ),
      );
    let all = 0;
    for (const path of [paths.annualProgramReport, paths.semesterProgramReport]) {
      const answer = await get('collegeadmin', path);
      expect(answer.statusCode).toBe(200);
      const rows = answer.json() as (People & {
        period: number;
        ethnicity: (People & { category: string })[];
      })[];
      for (const row of rows) {
        expect(row.male + row.female + row.others).toBe(row.total);
        expect(sum(row.ethnicity)).toBe(row.total);
        expect(row.period).toBeGreaterThan(0);
      }
      all += sum(rows);
    }
    expect(all).toBe(active!.n);
    expect(all).toBeGreaterThan(0);
    expect((await get('student', paths.annualProgramReport)).statusCode).toBe(403);
  });

  it('lists the campus’s infrastructure under the client’s names, as plain arrays', async () => {
    for (const [path, ours] of [
      [paths.lands, '/Land'],
      [paths.buildings, '/Building'],
      [paths.labs, '/Lab'],
      [paths.hostels, '/Hostel'],
      [paths.facilities, '/Facility'],
      [paths.equipment, '/Equipment'],
    ] as const) {
      const answer = await get('collegeadmin', path);
      expect({ path, status: answer.statusCode }).toEqual({ path, status: 200 });
      const rows = answer.json() as { id: number; campusId: number }[];
      const listed = (await get('collegeadmin', `${ours}?pageSize=500`)).json() as {
        total: number;
      };
      expect({ path, rows: rows.length }).toEqual({ path, rows: listed.total });
      expect(rows.every((row) => row.campusId === 49)).toBe(true);
      const paged = (await get('collegeadmin', `${path}?pageNumber=1&pageSize=1`)).json();
      expect(paged.total).toBe(listed.total);
    }
    expect((await get('collegeadmin', paths.lands)).json().length).toBeGreaterThan(0);
    expect((await get('student', paths.lands)).statusCode).toBe(403);
  });

  it('reads the income and expenditure of a fiscal year with their heads as it nests them', async () => {
    const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
    // Campus 49 keeps its accounts in vouchers; another campus enters its figures directly.
    const answer = await get('ugcadmin', `/IncomeExpenditureEntry?fiscalyearid=${year!.id}`);
    expect(answer.statusCode).toBe(200);
    const rows = answer.json() as {
      fiscalYearId: number;
      headName: { headType: string; expenditureType: string | null };
    }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.fiscalYearId === year!.id)).toBe(true);
    const types = new Set(rows.map((row) => row.headName.headType));
    expect([...types].every((type) => ['Income', 'Expenditure'].includes(type))).toBe(true);
    for (const row of rows) {
      if (row.headName.headType === 'Income') expect(row.headName.expenditureType).toBeNull();
      else {
        expect(['Capital Expenditure', 'Operating Expenditure']).toContain(
          row.headName.expenditureType,
        );
      }
    }
  });
});

describe('the signed return, as the client uploads and lists it', () => {
  const upload = (who: string, fields: Record<string, string>, file?: Buffer, type?: string) => {
    const body = multipart(
      fields,
      file
        ? [{ field: 'file', name: 'return.pdf', data: file, type: type ?? 'application/pdf' }]
        : [],
    );
    return t.app.inject(
      withToken(tokens[who] ?? '', {
        method: 'POST',
        url: '/api/UploadReport',
        payload: body.payload,
        headers: body.headers,
      }),
    );
  };

  it('keeps one signed PDF per campus and fiscal year, read in reach and deleted', async () => {
    const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
    const fields = { fiscalYearId: String(year!.id), remarks: 'Signed by the campus chief' };
    // What is refused changes nothing: a PNG, no file.
    expect((await upload('collegeadmin', fields, PNG, 'image/png')).json()).toMatchObject({
      fields: { file: 'The signed return must be a PDF' },
    });
    expect((await upload('collegeadmin', fields)).json()).toMatchObject({
      fields: { file: 'The signed return (PDF) is required' },
    });
    const created = await upload('collegeadmin', fields, PDF);
    expect(created.statusCode).toBe(201);
    const row = created.json() as { id: number; campusId: number; file: string };
    expect(row).toMatchObject({ campusId: 49, fiscalYearId: year!.id });
    expect(typeof row.file).toBe('string');
    expect((await upload('collegeadmin', fields, PDF)).statusCode).toBe(409);

    const byCampus = paths.signedReturnsOfCampus(49);
    for (const who of ['collegeadmin', 'ugcadmin']) {
      const listed = (await get(who, byCampus)).json() as { id: number }[];
      expect({ who, ids: listed.map((entry) => entry.id) }).toEqual({ who, ids: [row.id] });
    }
    expect((await get('student', byCampus)).statusCode).toBe(403);
    const file = await t.app.inject({ method: 'GET', url: row.file });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');

    const removed = await t.app.inject(
      withToken(tokens.collegeadmin ?? '', {
        method: 'DELETE',
        url: `/api/UploadReport/${row.id}`,
      }),
    );
    expect(removed.statusCode).toBeLessThan(300);
    expect((await get('collegeadmin', byCampus)).json()).toEqual([]);
  });
});

describe('the earlier client’s accreditation list, as it calls it', () => {
  it('GET /AddAccreditation: each campus’s latest award in reach, with the fields it reads', async () => {
    type Row = Record<string, string | null>;
    const national = (await get('ugcadmin', '/AddAccreditation')).json<Row[]>();
    // The demo holds accredited, expiring and expired campuses (seed-accreditation.ts).
    expect(national.length).toBeGreaterThan(3);
    for (const row of national) {
      expect(Object.keys(row)).toEqual(
        expect.arrayContaining([
          'campusName',
          'universityName',
          'campusType',
          'dateOfAccreditationEng',
          'dateOfExpireAccreditationEng',
        ]),
      );
      expect(row.dateOfExpireAccreditationEng! > row.dateOfAccreditationEng!).toBe(true);
    }
    expect(new Set(national.map((row) => row.status))).toEqual(new Set(['Accredited', 'Expired']));
    const own = (await get('collegeadmin', '/AddAccreditation')).json<Row[]>();
    expect(own.length).toBeLessThanOrEqual(1);
    expect((await get('student', '/AddAccreditation')).statusCode).toBe(403);
  });
});
