// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { type TestApp } from '../../test/helpers';
import { signedInApp } from '../../test/signed-in';
import { eq } from 'drizzle-orm';
import {
  STUDENT_SUMMARY_BREAKDOWNS,
  type StudentSummary,
  type StudentsByDistrict,
} from '@hemis/shared-contracts';
import { districts, ethnicGroups } from '../../db/schema';
import { workbookOf } from '../../test/workbooks';
import { NOT_RECORDED } from './reports';
import { DEMO_CAMPUS, campusElsewhere, enrol, freshBatch } from './class-fixtures';

const signedIn = signedInApp(['superadmin', 'uniadmin', 'collegeuser', 'student']);
let t: TestApp;
let batchId = 0;
let ethnicGroup = '';

const districtId = async (name: string) => {
  const [row] = await t.db
    .select({ id: districts.id })
    .from(districts)
    .where(eq(districts.name, name));
  if (!row) throw new Error(`no district ${name}`);
  return row.id;
};
const bornYearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-01-01`;

beforeAll(async () => {
  t = signedIn.t;
  batchId = await freshBatch(t.db);
  const [group] = await t.db
    .select({ id: ethnicGroups.id, name: ethnicGroups.name })
    .from(ethnicGroups)
    .limit(1);
  if (!group) throw new Error('no ethnic groups');
  ethnicGroup = group.name ?? '';
  const kathmandu = await districtId('Kathmandu');
  const morang = await districtId('Morang');
  const bbs = { campusId: DEMO_CAMPUS, programShortName: 'BBS', batchId, yearOrSemester: 1 };
  await enrol(t.db, bbs, [
    {
      firstName: 'Asha',
      permanentDistrictId: kathmandu,
      dateOfBirth: bornYearsAgo(20),
      ethnicGroupId: group.id,
    },
    { firstName: 'Bina', permanentDistrictId: kathmandu },
    {
      firstName: 'Dev',
      gender: 'male',
      permanentDistrictId: morang,
      dateOfBirth: bornYearsAgo(30),
      status: 'graduated',
    },
  ]);
  await enrol(
    t.db,
    { campusId: DEMO_CAMPUS, programShortName: 'BSc CSIT', batchId, yearOrSemester: 1 },
    [{ firstName: 'Eka', gender: 'other' }],
  );
  await enrol(t.db, { ...bbs, campusId: await campusElsewhere(t.db) }, [
    { firstName: 'Outsider', gender: 'male', permanentDistrictId: await districtId('Jhapa') },
  ]);
});

const { call } = signedIn;
const get = (who: string, path: string, query = '') =>
  call(who, { method: 'GET', url: `/api${path}?batchId=${batchId}${query}` });
const count = (group: string, male: number, female: number, other: number) => ({
  group,
  male,
  female,
  other,
  total: male + female + other,
});

describe('students by district', () => {
  it('counts by permanent district and gender, province by province, within the scope', async () => {
    const campus = await get('collegeuser', '/Student/Report/ByDistrict');
    expect(campus.statusCode).toBe(200);
    expect(campus.json<StudentsByDistrict>()).toEqual({
      rows: [
        { ...count('Morang', 1, 0, 0), province: 'Koshi' },
        { ...count('Kathmandu', 0, 2, 0), province: 'Bagmati' },
        { ...count(NOT_RECORDED, 0, 0, 1), province: '' },
      ],
      total: count('Total', 1, 2, 1),
    });
    const university = await get('uniadmin', '/Student/Report/ByDistrict');
    expect(university.json<StudentsByDistrict>().total).toEqual(count('Total', 1, 2, 1));
    const nation = await get('superadmin', '/Student/Report/ByDistrict');
    expect(nation.json<StudentsByDistrict>().rows.map((row) => row.group)).toEqual([
      'Jhapa',
      'Morang',
      'Kathmandu',
      NOT_RECORDED,
    ]);
    const active = await get('collegeuser', '/Student/Report/ByDistrict', '&status=active');
    expect(active.json<StudentsByDistrict>().total).toEqual(count('Total', 0, 2, 1));
  });

  it('exports the same rows, refuses bad filters and students', async () => {
    const exported = await get('uniadmin', '/Student/Report/ByDistrict/Export');
    expect(exported.statusCode).toBe(200);
    const workbook = await workbookOf(exported);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(3).values).toEqual([undefined, 'Bagmati', 'Kathmandu', 0, 2, 0, 2]);
    expect(sheet?.getRow(5).getCell(6).value).toBe(4);
    expect(
      (await get('collegeuser', '/Student/Report/ByDistrict', '&status=expelled')).statusCode,
    ).toBe(400);
    expect(
      (await get('collegeuser', '/Student/Report/ByDistrict', '&campusId=abc')).statusCode,
    ).toBe(400);
    expect((await get('student', '/Student/Report/ByDistrict')).statusCode).toBe(403);
    expect((await get('student', '/Student/Summary')).statusCode).toBe(403);
  });
});

describe('the student summary', () => {
  it('breaks the scope down by level, faculty, program, ethnic group, age group and province', async () => {
    const response = await get('collegeuser', '/Student/Summary');
    expect(response.statusCode).toBe(200);
    const summary = response.json<StudentSummary>();
    expect(summary.total).toEqual(count('Total', 1, 2, 1));
    expect(summary.byLevel).toEqual([count('Bachelor', 1, 2, 1)]);
    expect(summary.byFaculty).toEqual([
      count('Management', 1, 2, 0),
      count('Science and Technology', 0, 0, 1),
    ]);
    expect(summary.byProgram).toEqual([
      count('Bachelor of Business Studies', 1, 2, 0),
      count('BSc Computer Science and Information Technology', 0, 0, 1),
    ]);
    expect(summary.byEthnicGroup).toEqual([
      count(ethnicGroup, 0, 1, 0),
      count(NOT_RECORDED, 1, 1, 1),
    ]);
    expect(summary.byAgeGroup).toEqual([
      count('Below 18', 0, 0, 0),
      count('18-22', 0, 1, 0),
      count('23-27', 0, 0, 0),
      count('28-32', 1, 0, 0),
      count('Above 32', 0, 0, 0),
      count(NOT_RECORDED, 0, 1, 1),
    ]);
    expect(summary.byProvince.map((row) => row.group)).toEqual([
      'Koshi',
      'Madhesh',
      'Bagmati',
      'Gandaki',
      'Lumbini',
      'Karnali',
      'Sudurpashchim',
      NOT_RECORDED,
    ]);
    expect(summary.byProvince[0]).toEqual(count('Koshi', 1, 0, 0));
    expect(summary.byProvince[2]).toEqual(count('Bagmati', 0, 2, 0));

    const nation = await get('superadmin', '/Student/Summary', '&status=active');
    expect(nation.json<StudentSummary>().total).toEqual(count('Total', 1, 2, 1));
  });

  it('exports a sheet per breakdown', async () => {
    const exported = await get('collegeuser', '/Student/Summary/Export');
    expect(exported.statusCode).toBe(200);
    const workbook = await workbookOf(exported);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(
      STUDENT_SUMMARY_BREAKDOWNS.map((breakdown) => breakdown.title),
    );
    const faculty = workbook.getWorksheet('By Faculty');
    expect(faculty?.getRow(2).values).toEqual([undefined, 'Management', 1, 2, 0, 3]);
    expect(faculty?.getRow(4).values).toEqual([undefined, 'Total', 1, 2, 1, 4]);
  });
});
