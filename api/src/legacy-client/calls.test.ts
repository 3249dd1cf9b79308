// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, tokensByName, withToken, type TestApp } from '../test/helpers';
import { clientGet, sumOf, type People } from './testing';
import { and, count, eq, isNull, ne, type SQL } from 'drizzle-orm';
import {
  batches,
  campuses,
  dropouts,
  feeTypes,
  fiscalYears,
  graduations,
  majorSubjects,
  programs,
} from '../db/schema';
import { EARLIER_CLIENT_PATHS } from '@hemis/shared-contracts';
import { CLIENT_TAG } from './reads';
import { CLIENT_ETHNICITIES } from './shapes';

let t: TestApp;
let tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  tokens = await tokensByName(t.app, ['collegeadmin', 'ugcadmin', 'uniadmin', 'student']);
});
afterAll(() => t.close());

const get = clientGet(
  () => t,
  () => tokens,
);

const sum = sumOf;

const activeYear = async () =>
  (await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true)))[0]!;

describe('the earlier campus client’s calls, as it sends them', () => {
  it('matches query names without regard to case', async () => {
    const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
    const byGender = await get(
      'collegeadmin',
      `/Dashboard/College/GetGraduationByGender?fiscalYearId=${year!.id}&campusId=49`,
    );
    expect(byGender.statusCode).toBe(200);
    const lower = await get(
      'collegeadmin',
      `/Dashboard/College/GetGraduationByGender?fiscalyearid=${year!.id}&CAMPUSID=49`,
    );
    expect(lower.json()).toEqual(byGender.json());

    const receiptNo = await get(
      'collegeadmin',
      `/Receipt/GetReceiptNo?CampusId=49&FiscalYearId=${year!.id}`,
    );
    expect(receiptNo.statusCode).toBe(200);
    expect(receiptNo.json()).toMatchObject({ campusId: 49, fiscalYearId: year!.id });
    expect(
      (
        await get('collegeadmin', `/Receipt/GetReceiptNo?campusid=49&fiscalyearid=${year!.id}`)
      ).json(),
    ).toEqual(receiptNo.json());
  });

  it('still refuses a fiscal year that does not exist, with a field message', async () => {
    const answer = await get(
      'collegeadmin',
      '/Receipt/GetReceiptNo?CampusId=49&FiscalYearId=999999',
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ fields: { FiscalYearId: 'No such fiscal year' } });
  });

  it('answers a list read without paging names as a plain array, and a page with them', async () => {
    const plain = await get('collegeadmin', '/FeeSetup');
    expect(plain.statusCode).toBe(200);
    expect(Array.isArray(plain.json())).toBe(true);
    for (const paging of [
      'page=1&pageSize=5',
      'pageNumber=1&pageSize=5',
      'PageNumber=1',
      'PAGESIZE=5',
    ]) {
      const paged = await get('collegeadmin', `/FeeSetup?${paging}`);
      expect({ paging, status: paged.statusCode }).toEqual({ paging, status: 200 });
      expect(paged.json()).toEqual(
        expect.objectContaining({ total: expect.any(Number), data: expect.any(Array) }),
      );
    }
    const second = (await get('collegeadmin', '/GeneralFeeType?pageNumber=2&pageSize=1')).json();
    const first = (await get('collegeadmin', '/GeneralFeeType?pageNumber=1&pageSize=1')).json();
    expect(second.total).toBeGreaterThan(1);
    expect(second.data[0].id).not.toBe(first.data[0].id);
    // A page size over the limit is clamped, not refused.
    const large = await get('collegeadmin', '/GeneralFeeType?pageNumber=1&pageSize=1000');
    expect(large.statusCode).toBe(200);
    expect(large.json().data.length).toBe(large.json().total);
  });

  it('creates a fee setup from the client’s body: its names, an extra key, the amount as text', async () => {
    const year = await activeYear();
    const [program] = await t.db.select().from(programs).limit(1);
    const [batch] = await t.db.select().from(batches).limit(1);
    const [feeType] = await t.db.select().from(feeTypes).limit(1);
    const sent = await t.app.inject(
      withToken(tokens.collegeadmin ?? '', {
        method: 'POST',
        url: '/api/FeeSetup',
        payload: {
          programId: program!.id,
          instituteId: 49,
          batchID: batch!.id,
          fiscalYearID: year.id,
          feeTypeId: feeType!.id,
          amount: '15000',
        },
      }),
    );
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      campusId: 49,
      programId: program!.id,
      batchId: batch!.id,
      fiscalYearId: year.id,
      feeTypeId: feeType!.id,
      amount: 15000,
    });
  });

  it('carries the labels the client reads beside ours', async () => {
    const year = await activeYear();
    const labels = {
      activeFiscalYear: true,
      yearNepali: year.label,
      yearEnglish: `${year.startDate?.slice(0, 4)}/${year.endDate?.slice(2, 4)}`,
    };
    const listed = (await get('collegeadmin', '/FiscalYear')).json();
    expect(listed.find((row: { id: number }) => row.id === year.id)).toMatchObject(labels);
    const selection = (await get('collegeadmin', '/FiscalYear/GetFiscalYearsForSelection')).json();
    expect(selection.find((row: { id: number }) => row.id === year.id)).toMatchObject(labels);
    expect((await get('collegeadmin', `/FiscalYear/${year.id}`)).json()).toMatchObject(labels);

    const [batch] = (await get('collegeadmin', '/Batch')).json();
    expect(batch).toMatchObject({ name: batch.batchName, batchNepali: expect.any(String) });
    for (const path of ['/FeeType', '/GeneralFeeType']) {
      const [feeType] = (await get('collegeadmin', path)).json();
      expect(feeType).toMatchObject({ name: feeType.feeTypeName });
    }
    const [collegeProgram] = (await get('collegeadmin', '/CollegeProgram?pageSize=5')).json().data;
    const [program] = await t.db
      .select()
      .from(programs)
      .where(eq(programs.id, collegeProgram.programId));
    expect(collegeProgram).toMatchObject({
      duration: program!.duration,
      campus: { id: 49, campusName: expect.any(String) },
    });
  });

  describe('the home’s calls, in the caller’s reach', () => {
    it.each(['collegeadmin', 'ugcadmin'])(
      '%s: students, by program, faculty, level and ethnic group',
      async (who) => {
        const year = await activeYear();
        // As the client sends them: its own case, an empty campus for "all".
        const query = `?FiscalYearId=${year.id}&campusId=`;
        const total = (await get(who, `${EARLIER_CLIENT_PATHS.totalStudents}${query}`)).json();
        expect(total.total).toBeGreaterThan(0);
        expect(total.male + total.female + total.others).toBe(total.total);
        const figures = (await get(who, '/Dashboard/Figures')).json();
        expect(total.total).toBe(figures.students.total);
        for (const [path, name] of [
          [EARLIER_CLIENT_PATHS.studentsByProgram, 'programName'],
          [EARLIER_CLIENT_PATHS.studentsByFaculty, 'facultyName'],
          [EARLIER_CLIENT_PATHS.studentsByLevel, 'levelName'],
          [EARLIER_CLIENT_PATHS.studentsByEthnicity, 'ethnicity'],
        ] as const) {
          const answer = await get(who, `${path}${query}`);
          expect({ path, status: answer.statusCode }).toEqual({ path, status: 200 });
          const rows = answer.json() as (People & Record<string, unknown>)[];
          expect(rows.length).toBeGreaterThan(0);
          expect(typeof rows[0]![name]).toBe('string');
          expect({ path, sum: sum(rows) }).toEqual({ path, sum: total.total });
        }
      },
    );

    it('staff by type, campuses, and the five-year trend', async () => {
      const staff = (
        await get('collegeadmin', `${EARLIER_CLIENT_PATHS.employeesByType}?campusId=49`)
      ).json();
      const figures = (await get('collegeadmin', '/Dashboard/Figures')).json();
      expect(staff).toEqual([
        { employeeType: 'Teaching', ...peopleOf(figures.teachers) },
        { employeeType: 'Non-Teaching', ...peopleOf(figures.nonTeaching) },
      ]);

      const nation = (await get('ugcadmin', EARLIER_CLIENT_PATHS.campusCounts)).json();
      const national = (await get('ugcadmin', '/Dashboard/Figures')).json();
      expect(nation.total).toBe(national.campuses);
      expect(
        nation.byType.reduce((all: number, row: { count: number }) => all + row.count, 0),
      ).toBe(nation.total);
      expect((await get('collegeadmin', EARLIER_CLIENT_PATHS.campusCounts)).json()).toEqual({
        total: 1,
        byType: [],
      });

      const trend = (await get('ugcadmin', EARLIER_CLIENT_PATHS.trendSummary)).json();
      expect(trend).toHaveLength(5);
      expect(Object.keys(trend[0]).sort()).toEqual([
        'femaleGraduates',
        'femaleStudents',
        'fiscalYear',
        'maleGraduates',
        'maleStudents',
      ]);
      expect(trend.some((row: { maleGraduates: number }) => row.maleGraduates > 0)).toBe(true);
    });

    it('refuses a fiscal year that does not exist, and lists the calls under their own tag', async () => {
      const answer = await get(
        'collegeadmin',
        `${EARLIER_CLIENT_PATHS.studentsByProgram}?fiscalyearid=999999`,
      );
      expect(answer.statusCode).toBe(400);
      const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      for (const entry of Object.values(EARLIER_CLIENT_PATHS)) {
        // OpenAPI writes a path's params as {name}.
        const path = (typeof entry === 'string' ? entry : entry.route).replace(/:(\w+)/g, '{$1}');
        expect({ path, tags: doc.paths[`/api${path}`]?.get?.tags }).toEqual({
          path,
          tags: [CLIENT_TAG],
        });
      }
    });
  });

  describe('graduates and dropouts per program, counted as the records are', () => {
    interface FiveYears {
      programName: string;
      level: string | null;
      faculty: string | null;
      fiscalData: { year: string; count: number }[];
    }
    /** The records per fiscal year label, counted from the rows themselves (a second way). */
    const recordsByYear = async (which: 'graduates' | 'dropouts', where?: SQL) => {
      const table = which === 'graduates' ? graduations : dropouts;
      const rows = await t.db
        .select({ year: fiscalYears.label, n: count() })
        .from(table)
        .innerJoin(fiscalYears, eq(fiscalYears.id, table.fiscalYearId))
        .innerJoin(campuses, eq(campuses.id, table.campusId))
        .where(
          and(
            isNull(table.deletedAt),
            which === 'graduates' ? eq(graduations.status, 'approved') : undefined,
            where,
          ),
        )
        .groupBy(fiscalYears.label);
      return new Map(rows.map((row) => [row.year, row.n]));
    };
    const campus49 = eq(campuses.id, 49);

    it.each([
      ['graduates', EARLIER_CLIENT_PATHS.graduatesOfFiveYears],
      ['dropouts', EARLIER_CLIENT_PATHS.dropoutsOfFiveYears],
    ] as const)('%s of the last five fiscal years, per program', async (which, path) => {
      for (const [who, where] of [
        ['collegeadmin', campus49],
        ['ugcadmin', undefined],
      ] as const) {
        const answer = await get(who, path);
        expect(answer.statusCode).toBe(200);
        const rows = answer.json() as FiveYears[];
        expect(rows.length).toBeGreaterThan(0);
        const years = rows[0]!.fiscalData.map((entry) => entry.year);
        expect(years).toHaveLength(5);
        expect(rows[0]).toEqual({
          programName: expect.any(String),
          level: expect.any(String),
          faculty: expect.any(String),
          fiscalData: expect.any(Array),
        });
        const counted = await recordsByYear(which, where);
        const perYear = years.map((year) =>
          rows.reduce((all, row) => all + row.fiscalData.find((e) => e.year === year)!.count, 0),
        );
        expect({ who, perYear }).toEqual({
          who,
          perYear: years.map((year) => counted.get(year) ?? 0),
        });
        expect(perYear.some((n) => n > 0)).toBe(true);
      }
      // The university's name as the spec's filter sends it; another campus is out of reach.
      const [tu] = await t.db.select().from(campuses).where(campus49);
      expect((await get('ugcadmin', `${path}?uniId=${tu!.universityId}`)).statusCode).toBe(200);
      expect((await get('uniadmin', path)).statusCode).toBe(200);
      expect((await get('collegeadmin', `${path}?uniId=abc`)).statusCode).toBe(400);
      const [other] = await t.db
        .select({ id: campuses.id })
        .from(campuses)
        .where(ne(campuses.id, 49))
        .limit(1);
      expect((await get('collegeadmin', `${path}?campusId=${other!.id}`)).statusCode).toBe(403);
      expect((await get('student', path)).statusCode).toBe(403);
    });

    it('dropouts of a fiscal year per program by gender, narrowed by level', async () => {
      const year = await activeYear();
      const answer = await get(
        'ugcadmin',
        `${EARLIER_CLIENT_PATHS.dropoutReport}?fiscalyearid=${year.id}`,
      );
      expect(answer.statusCode).toBe(200);
      const rows = answer.json() as (People & { program: string; level: string })[];
      const counted = await recordsByYear('dropouts');
      expect(sum(rows)).toBe(counted.get(year.label!) ?? 0);
      expect(sum(rows)).toBeGreaterThan(0);
      for (const row of rows) expect(row.male + row.female + row.others).toBe(row.total);
      const [level] = rows;
      const [program] = await t.db
        .select({ levelId: programs.levelId })
        .from(programs)
        .where(eq(programs.programName, level!.program));
      const narrowed = (
        await get(
          'ugcadmin',
          `${EARLIER_CLIENT_PATHS.dropoutReport}?fiscalyearid=${year.id}&LevelId=${program!.levelId}`,
        )
      ).json() as { level: string }[];
      expect(narrowed.length).toBeGreaterThan(0);
      expect(narrowed.every((row) => row.level === level!.level)).toBe(true);
      expect(
        (await get('ugcadmin', `${EARLIER_CLIENT_PATHS.dropoutReport}?LevelId=abc`)).statusCode,
      ).toBe(400);
    });

    it('graduates per program by the client’s ethnic groups', async () => {
      const year = await activeYear();
      for (const [who, where] of [
        ['collegeadmin', campus49],
        ['ugcadmin', undefined],
      ] as const) {
        const answer = await get(
          who,
          `${EARLIER_CLIENT_PATHS.graduatesByEthnicity}?fiscalyearid=${year.id}`,
        );
        expect(answer.statusCode).toBe(200);
        const rows = answer.json() as { total: number; ethnicityCounts: Record<string, number> }[];
        for (const row of rows) {
          expect(Object.keys(row.ethnicityCounts)).toEqual([...CLIENT_ETHNICITIES]);
          expect(Object.values(row.ethnicityCounts).reduce((a, b) => a + b, 0)).toBe(row.total);
        }
        const counted = await recordsByYear('graduates', where);
        expect({ who, total: rows.reduce((all, row) => all + row.total, 0) }).toEqual({
          who,
          total: counted.get(year.label!) ?? 0,
        });
      }
      expect(
        (await get('ugcadmin', `${EARLIER_CLIENT_PATHS.graduatesByEthnicity}?fiscalyearid=-2`))
          .statusCode,
      ).toBe(400);
    });
  });

  it('reads the major subjects of a program, and the modules of the caller’s campus', async () => {
    const [major] = await t.db.select().from(majorSubjects).limit(1);
    expect(major).toBeDefined();
    const path = EARLIER_CLIENT_PATHS.majorSubjectsOfProgram(major!.programId!);
    const answer = await get('collegeadmin', path);
    expect(answer.statusCode).toBe(200);
    const rows = answer.json() as { id: number; programId: number; majorName: string }[];
    expect(rows.map((row) => row.id)).toContain(major!.id);
    expect(rows.every((row) => row.programId === major!.programId)).toBe(true);
    expect(
      (await get('collegeadmin', EARLIER_CLIENT_PATHS.majorSubjectsOfProgram(999999))).json(),
    ).toMatchObject({ fields: { programId: 'No such program' } });
    expect((await get('collegeadmin', '/MajorSubject/by-program/abc')).statusCode).toBe(400);

    const modules = await get('collegeadmin', '/ModuleCollegeAccess');
    expect(modules.statusCode).toBe(200);
    expect(modules.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'student', title: expect.any(String) }),
      ]),
    );
  });
});

function peopleOf(figure: { male: number; female: number; other: number; total: number }) {
  return { male: figure.male, female: figure.female, others: figure.other, total: figure.total };
}
