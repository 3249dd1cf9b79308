// The helpers come first: they stand in for ESM-only modules before the app loads them.
import type { TestApp } from '../../test/helpers';
import { signedInRoles } from '../../test/signed-in';
import { and, eq, isNull } from 'drizzle-orm';
import {
  RESEARCH_MESSAGES,
  researchContract,
  type KnownRole,
  type ResearchRow,
} from '@hemis/shared-contracts';
import { campuses, fiscalYears, research } from '../../db/schema';
import { PDF, multipart, seededEmployees } from '../employees/test-fixtures';
import { workbookOf } from '../../test/workbooks';

/**
 * A campus's research, publications and fellowships (/Research): a campus records its own with the
 * fields of each activity, its teachers only; its university reads its campuses', the commission
 * every campus's, and neither writes; another campus's rows are out of reach. Bad input is a 400
 * with field messages and writes nothing.
 */

const signedIn = signedInRoles();
let t: TestApp;
const ids = { patan: 0, kusom: 0, fiscalYear: 0, hari: 0, prakash: 0, patanRow: 0, kusomRow: 0 };

const { call } = signedIn;
const listOf = async (role: KnownRole, query = '') => {
  const response = await call(role, { method: 'GET', url: `/api/Research?pageSize=500${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: ResearchRow[]; total: number }>();
};
const fieldsOf = (response: { json: <T>() => T }) =>
  response.json<{ fields: Record<string, string> }>().fields;

async function campusId(name: string): Promise<number> {
  const [row] = await t.db
    .select({ id: campuses.id })
    .from(campuses)
    .where(eq(campuses.campusName, name));
  if (!row) throw new Error(`no campus ${name}`);
  return row.id;
}

const RESEARCH = () => ({
  activityType: 'research',
  employeeId: ids.hari,
  title: 'Air quality along the Araniko Highway',
  fiscalYearId: ids.fiscalYear,
  startDate: '2025-08-01',
  endDate: '2026-02-15',
  sponsor: 'University Grants Commission',
  amount: 175000.5,
  durationDays: 198,
  researchStatus: 'ongoing',
});

beforeAll(async () => {
  t = signedIn.t;
  ids.patan = await campusId('Patan Multiple Campus');
  ids.kusom = await campusId('School of Management, Kathmandu University');
  const [year] = await t.db
    .select({ id: fiscalYears.id })
    .from(fiscalYears)
    .where(and(eq(fiscalYears.isActive, true), isNull(fiscalYears.deletedAt)));
  ids.fiscalYear = year?.id ?? 0;
  const staff = await seededEmployees(t.db);
  ids.hari = staff.get('Hari')?.id ?? 0;
  ids.prakash = staff.get('Prakash')?.id ?? 0;
  const [patanRow, kusomRow] = await t.db
    .insert(research)
    .values([
      {
        campusId: ids.patan,
        universityId: 1,
        activityType: 'campusPublication',
        title: 'Patan Campus Annual Journal',
        fiscalYearId: ids.fiscalYear,
        campusPublicationType: 'professional',
        frequency: 'annual',
      },
      {
        campusId: ids.kusom,
        universityId: 2,
        activityType: 'campusPublication',
        title: 'KUSOM Management Review',
        fiscalYearId: ids.fiscalYear,
        campusPublicationType: 'professional',
        frequency: 'biannual',
      },
    ])
    .returning({ id: research.id });
  ids.patanRow = patanRow?.id ?? 0;
  ids.kusomRow = kusomRow?.id ?? 0;
});

describe('a campus records its research and publications', () => {
  it('CollegeUser adds a research of a teacher of the campus, and edits it', async () => {
    const added = await call('CollegeUser', {
      method: 'POST',
      url: '/api/Research',
      payload: RESEARCH(),
    });
    expect(added.statusCode).toBe(201);
    const row = added.json<ResearchRow>();
    expect(row).toMatchObject({
      campusId: 49,
      universityId: 1,
      amount: 175000.5,
      researchStatus: 'ongoing',
      labels: { employeeId: 'Hari Bhandari' },
    });
    const edited = await call('CollegeUser', {
      method: 'PATCH',
      url: `/api/Research/${row.id}`,
      payload: { researchStatus: 'completed' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<ResearchRow>().researchStatus).toBe('completed');
  });

  it('stores only the fields of the activity: a campus publication keeps no teacher or sponsor', async () => {
    const added = await call('CollegeAdmin', {
      method: 'POST',
      url: '/api/Research',
      payload: {
        ...RESEARCH(),
        activityType: 'campusPublication',
        title: 'Campus Newsletter',
        publishedOn: '2026-01-10',
        campusPublicationType: 'bulletin',
        frequency: 'annual',
      },
    });
    expect(added.statusCode).toBe(201);
    const row = added.json<ResearchRow>();
    expect(row).toMatchObject({
      employeeId: null,
      sponsor: null,
      amount: null,
      startDate: null,
      researchStatus: null,
      publishedOn: '2026-01-10',
      campusPublicationType: 'bulletin',
    });
    // Turned into a teacher's publication, it needs a teacher and a teacher's publication type.
    const turned = await call('CollegeAdmin', {
      method: 'PATCH',
      url: `/api/Research/${row.id}`,
      payload: { activityType: 'teacherPublication' },
    });
    expect(turned.statusCode).toBe(400);
    expect(fieldsOf(turned)).toEqual({
      employeeId: RESEARCH_MESSAGES.teacherRequired,
      publicationType: RESEARCH_MESSAGES.publicationTypeRequired,
    });
    const published = await call('CollegeAdmin', {
      method: 'PATCH',
      url: `/api/Research/${row.id}`,
      payload: {
        activityType: 'teacherPublication',
        employeeId: ids.hari,
        publicationType: 'refereed',
        journal: 'Tribhuvan University Journal',
      },
    });
    expect(published.statusCode).toBe(200);
    expect(published.json<ResearchRow>()).toMatchObject({
      campusPublicationType: null,
      frequency: null,
      journal: 'Tribhuvan University Journal',
    });
  });

  it('refuses what an activity needs but lacks, an end before the start, and bad values: 400, nothing written', async () => {
    const before = (await listOf('CollegeAdmin')).total;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { ...RESEARCH(), employeeId: null, researchStatus: null },
        {
          employeeId: RESEARCH_MESSAGES.teacherRequired,
          researchStatus: RESEARCH_MESSAGES.statusRequired,
        },
      ],
      [
        { ...RESEARCH(), startDate: '2026-03-01', endDate: '2026-02-01' },
        { endDate: RESEARCH_MESSAGES.endBeforeStart },
      ],
      [
        { ...RESEARCH(), activityType: 'fellowship', employeeId: undefined },
        { employeeId: RESEARCH_MESSAGES.teacherRequired },
      ],
      [
        { ...RESEARCH(), activityType: 'grant' },
        { activityType: researchContract.fields.activityType.required ?? '' },
      ],
    ];
    for (const [payload, fields] of cases) {
      const response = await call('CollegeAdmin', {
        method: 'POST',
        url: '/api/Research',
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual(fields);
    }
    for (const payload of [
      { ...RESEARCH(), amount: -1 },
      { ...RESEARCH(), durationDays: 0 },
      { ...RESEARCH(), title: '' },
      { ...RESEARCH(), fiscalYearId: 'this year' },
    ]) {
      const response = await call('CollegeAdmin', {
        method: 'POST',
        url: '/api/Research',
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(fieldsOf(response))).toHaveLength(1);
    }
    expect((await listOf('CollegeAdmin')).total).toBe(before);
  });

  it('names only a teacher of its own campus', async () => {
    const response = await call('CollegeAdmin', {
      method: 'POST',
      url: '/api/Research',
      payload: { ...RESEARCH(), employeeId: ids.prakash },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({ employeeId: 'Teacher was not found' });
  });
});

describe('each reaches its own rows', () => {
  it("a campus lists its own only and cannot read or change another campus's", async () => {
    for (const role of ['CollegeAdmin', 'CollegeUser'] as const) {
      const { data } = await listOf(role);
      expect(data.length).toBeGreaterThan(0);
      expect(data.every((row) => row.campusId === 49)).toBe(true);
      const foreign = await call(role, { method: 'GET', url: `/api/Research/${ids.patanRow}` });
      expect(foreign.statusCode).toBe(404);
      const change = await call(role, {
        method: 'PATCH',
        url: `/api/Research/${ids.patanRow}`,
        payload: { title: 'Taken over' },
      });
      expect(change.statusCode).toBe(404);
    }
  });

  it("a university reads its campuses' rows, the commission every campus's; neither writes", async () => {
    const university = (await listOf('UniAdmin')).data;
    expect(university.some((row) => row.campusId === ids.patan)).toBe(true);
    expect(university.some((row) => row.campusId === 49)).toBe(true);
    expect(university.every((row) => row.universityId === 1)).toBe(true);
    const nation = (await listOf('UgcAdmin')).data;
    expect(nation.some((row) => row.campusId === ids.kusom)).toBe(true);
    expect(nation.length).toBeGreaterThan(university.length);
    const patanOnly = await listOf('UgcAdmin', `&campusId=${ids.patan}`);
    expect(patanOnly.data.map((row) => row.id)).toEqual([ids.patanRow]);
    for (const role of ['UniAdmin', 'UgcAdmin'] as const) {
      const added = await call(role, {
        method: 'POST',
        url: '/api/Research',
        payload: { ...RESEARCH(), campusId: ids.patan },
      });
      expect(added.statusCode).toBe(403);
    }
    const student = await call('Student', { method: 'GET', url: '/api/Research' });
    expect(student.statusCode).toBe(403);
  });

  it('filters by activity, fiscal year, status and teacher, and exports the filtered list', async () => {
    const { data } = await listOf(
      'CollegeAdmin',
      `&activityType=research&fiscalYearId=${ids.fiscalYear}&researchStatus=completed&employeeId=${ids.hari}`,
    );
    expect(data.length).toBeGreaterThan(0);
    expect(
      data.every(
        (row) =>
          row.activityType === 'research' &&
          row.fiscalYearId === ids.fiscalYear &&
          row.researchStatus === 'completed' &&
          row.employeeId === ids.hari,
      ),
    ).toBe(true);
    const exported = await call('CollegeAdmin', {
      method: 'GET',
      url: '/api/Research/Export?activityType=fellowship',
    });
    expect(exported.statusCode).toBe(200);
    const sheet = (await workbookOf(exported)).worksheets[0];
    const header = (sheet?.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['Activity', 'Teacher', 'Title', 'Sponsor']));
    const activities = new Set<unknown>();
    sheet?.eachRow((row, index) => {
      if (index > 1) activities.add(row.getCell(header.indexOf('Activity') + 1).value);
    });
    expect([...activities]).toEqual(['Fellowship']);
  });
});

describe('documents of an activity', () => {
  it('the campus uploads a report; its university reads it but cannot upload; another campus finds none', async () => {
    const [own] = (await listOf('CollegeAdmin', '&activityType=research')).data;
    if (!own) throw new Error('no research of campus 49');
    const upload = (role: KnownRole) => {
      const { payload, headers } = multipart({ documentType: 'report', title: 'Final report' }, [
        { field: 'file', name: 'report.pdf', data: PDF, type: 'application/pdf' },
      ]);
      return call(role, {
        method: 'POST',
        url: `/api/Research/${own.id}/Documents`,
        payload,
        headers,
      });
    };
    expect((await upload('CollegeUser')).statusCode).toBe(201);
    expect((await upload('UniAdmin')).statusCode).toBe(403);
    const read = await call('UniAdmin', {
      method: 'GET',
      url: `/api/Research/${own.id}/Documents`,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json<{ documentType: string }[]>()).toEqual([
      expect.objectContaining({ documentType: 'report' }),
    ]);
    const foreign = await call('CollegeAdmin', {
      method: 'GET',
      url: `/api/Research/${ids.kusomRow}/Documents`,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
