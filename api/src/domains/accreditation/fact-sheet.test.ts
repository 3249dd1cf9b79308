// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { campusOfUser, type TestApp } from '../../test/helpers';
import { signedInApp } from '../../test/signed-in';
import { eq, isNull } from 'drizzle-orm';
import type { FactSheet, FactSheetList, ReportSectionAnswer } from '@hemis/shared-contracts';
import { campuses, users } from '../../db/schema';
import { pdfLinks, pdfText } from '../../lib/pdf-testing';
import { XLSX } from '../../lib/workbook';
import { workbookOf } from '../../test/workbooks';

const signedIn = signedInApp(['ugcadmin', 'uniadmin', 'collegeadmin', 'collegeuser', 'student']);
let t: TestApp;
let campusId = 0;

beforeAll(async () => {
  t = signedIn.t;
  campusId = await campusOfUser(t.db, 'collegeadmin@hemis.test');
});

const call = signedIn.api;

type Line = [campus: string, students: number, staff: number, status: string];

/** Every row the list answers for `filters`, page by page, as the workbook writes them. */
async function listed(who: string, filters: string): Promise<Line[]> {
  const lines: Line[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await call(who, 'GET', `/FactSheet/List?${filters}&page=${page}`);
    expect(answer.statusCode).toBe(200);
    const { total, data } = answer.json<FactSheetList>();
    lines.push(
      ...data.map((row): Line => [
        row.campusName,
        row.students,
        row.staff,
        row.status === 'complete' ? 'Complete' : 'Incomplete',
      ]),
    );
    if (lines.length >= total || data.length === 0) return lines;
  }
}

/** The campuses of an exported workbook (below its title, subtitle and header). */
async function exported(who: string, filters: string): Promise<Line[]> {
  const answer = await call(who, 'GET', `/FactSheet/List/Export?${filters}`);
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toContain(XLSX);
  const sheet = (await workbookOf(answer)).worksheets[0]!;
  expect(sheet.getRow(1).getCell(1).value).toBe('Campus Fact Sheets');
  expect(sheet.getRow(4).values).toEqual([
    undefined,
    'Campus',
    'University',
    'Type',
    'Province',
    'Students',
    'Staff',
    'Status',
  ]);
  const lines: Line[] = [];
  sheet.eachRow((row, number) => {
    if (number <= 4) return;
    const cell = (column: number) => row.getCell(column).value;
    lines.push([String(cell(1)), Number(cell(5)), Number(cell(6)), String(cell(7))]);
  });
  return lines;
}

describe('the campus fact sheet', () => {
  it('fills a campus’s sheet from its records, with the report’s own figures', async () => {
    const response = await call('collegeadmin', 'GET', '/FactSheet');
    expect(response.statusCode).toBe(200);
    const sheet = response.json<FactSheet>();
    expect(sheet.campusId).toBe(campusId);
    expect(sheet.fiscalYear).not.toBeNull();
    expect(sheet.programs.length).toBeGreaterThan(0);
    const section = (
      await call('collegeadmin', 'GET', '/Report/Section/studentsByProgram')
    ).json<ReportSectionAnswer>();
    expect(sheet.enrolment.reduce((sum, row) => sum + row.total, 0)).toBe(section.total.total);
    expect(sheet.enrolment.length).toBe(section.rows.length);
    expect(sheet.teachers.length).toBeGreaterThan(0);
    expect(sheet.accreditation).toMatch(/Accredit|cycle/);
    // An officer names a campus of the reach; a university cannot read another's campus.
    expect((await call('ugcadmin', 'GET', '/FactSheet')).statusCode).toBe(400);
    expect((await call('ugcadmin', 'GET', `/FactSheet?campusId=${campusId}`)).statusCode).toBe(200);
    const others = await t.db
      .select({ id: campuses.id, universityId: campuses.universityId })
      .from(campuses);
    const [uni] = await t.db
      .select({ universityId: users.universityId })
      .from(users)
      .where(eq(users.email, 'uniadmin@hemis.test'));
    const outside = others.find((c) => c.universityId !== uni!.universityId);
    expect((await call('uniadmin', 'GET', `/FactSheet?campusId=${outside!.id}`)).statusCode).toBe(
      403,
    );
    expect((await call('student', 'GET', '/FactSheet')).statusCode).toBe(403);
    expect((await call('collegeadmin', 'GET', '/FactSheet?fiscalYearId=999999')).statusCode).toBe(
      400,
    );
  });

  it('the campus fills its chief and focal person, by the campus record’s own rules', async () => {
    const bad = await call('collegeadmin', 'PUT', '/FactSheet/Contacts', {
      chiefEmail: 'not-an-email',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fields: Record<string, string> }>().fields)).toContain(
      'chiefEmail',
    );
    expect(
      (await call('collegeuser', 'PUT', '/FactSheet/Contacts', { chiefName: 'X' })).statusCode,
    ).toBe(403);
    expect(
      (await call('ugcadmin', 'PUT', '/FactSheet/Contacts', { chiefName: 'X' })).statusCode,
    ).toBe(403);
    const cleared = await call('collegeadmin', 'PUT', '/FactSheet/Contacts', {
      focalPersonName: null,
      focalPersonPhone: null,
      focalPersonEmail: null,
    });
    expect(cleared.json<FactSheet>().missing).toContain('Focal person with phone or e-mail');
    const saved = await call('collegeadmin', 'PUT', '/FactSheet/Contacts', {
      chiefName: 'Dr. Krishna Prasad Gautam',
      chiefPhone: '9851000000',
      chiefEmail: 'chief@example.edu.np',
      focalPersonName: 'Sita Shrestha',
      focalPersonPhone: '9841000000',
      focalPersonEmail: 'focal@example.edu.np',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<FactSheet>()).toMatchObject({
      missing: [],
      contacts: { chiefName: 'Dr. Krishna Prasad Gautam', focalPersonPhone: '9841000000' },
    });
  });

  it('lists every campus in reach with its figures and status, filtered in SQL', async () => {
    const list = (
      await call('ugcadmin', 'GET', '/FactSheet/List?pageSize=200')
    ).json<FactSheetList>();
    const live = await t.db
      .select({ id: campuses.id })
      .from(campuses)
      .where(isNull(campuses.deletedAt));
    expect(list.total).toBe(live.length);
    const own = list.data.find((row) => row.campusId === campusId);
    expect(own?.status).toBe('complete');
    const sheet = (await call('collegeadmin', 'GET', '/FactSheet')).json<FactSheet>();
    expect(own?.students).toBe(sheet.enrolment.reduce((sum, row) => sum + row.total, 0));
    const incomplete = (
      await call('ugcadmin', 'GET', '/FactSheet/List?status=incomplete&pageSize=200')
    ).json<FactSheetList>();
    expect(incomplete.data.every((row) => row.status === 'incomplete')).toBe(true);
    expect(incomplete.data.map((row) => row.campusId)).not.toContain(campusId);
    const mine = (await call('collegeadmin', 'GET', '/FactSheet/List')).json<FactSheetList>();
    expect(mine.data.map((row) => row.campusId)).toEqual([campusId]);
    expect((await call('ugcadmin', 'GET', '/FactSheet/List?status=maybe')).statusCode).toBe(400);
  });

  it('exports every row of the list, with its filters and reach, as .xlsx', async () => {
    // Every campus (more than a page of the list), then narrowed by status, province and name.
    const all = await exported('ugcadmin', 'pageSize=5');
    expect(all.length).toBeGreaterThan(25);
    expect(all).toEqual(await listed('ugcadmin', 'pageSize=200'));
    for (const filters of [
      'status=complete',
      'status=incomplete&provinceId=3',
      'campusType=constituent&search=campus',
    ]) {
      const rows = await exported('ugcadmin', filters);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.length).toBeLessThan(all.length);
      expect(rows).toEqual(await listed('ugcadmin', `${filters}&pageSize=200`));
    }
    // A university its own campuses, a campus itself.
    const [uni] = await t.db
      .select({ universityId: users.universityId })
      .from(users)
      .where(eq(users.email, 'uniadmin@hemis.test'));
    const theirs = await t.db
      .select({ name: campuses.campusName })
      .from(campuses)
      .where(eq(campuses.universityId, uni!.universityId!));
    const uniRows = await exported('uniadmin', '');
    expect(uniRows.length).toBeGreaterThan(0);
    expect(uniRows.length).toBeLessThan(all.length);
    expect(uniRows).toEqual(await listed('uniadmin', 'pageSize=200'));
    for (const [name] of uniRows) expect(theirs.map((c) => c.name)).toContain(name);
    const [own] = await t.db
      .select({ name: campuses.campusName })
      .from(campuses)
      .where(eq(campuses.id, campusId));
    expect((await exported('collegeadmin', '')).map(([name]) => name)).toEqual([own!.name]);
    // Exporting is its own tick box; the filters are the list's.
    expect((await call('collegeuser', 'GET', '/FactSheet/List')).statusCode).toBe(200);
    expect((await call('collegeuser', 'GET', '/FactSheet/List/Export')).statusCode).toBe(403);
    expect((await call('student', 'GET', '/FactSheet/List/Export')).statusCode).toBe(403);
    for (const bad of ['status=maybe', 'provinceId=9', 'fiscalYearId=999999', 'colour=red'])
      expect((await call('ugcadmin', 'GET', `/FactSheet/List/Export?${bad}`)).statusCode).toBe(400);
  });

  it('prints the sheet with signature lines and a QR code that checks', async () => {
    const pdf = await call('collegeadmin', 'GET', '/FactSheet/Pdf');
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    for (const words of [
      'FACT SHEET',
      'General information',
      'Representative of the Commission',
      'Campus Chief',
    ])
      expect(text).toContain(words);
    const link = pdfLinks(pdf.rawPayload).find((href) => href.includes('/verify/fact-sheet/'));
    expect(link).toBeDefined();
    const token = link!.split('/').at(-1)!;
    const check = (
      await t.app.inject({ method: 'GET', url: `/api/Verify/fact-sheet/${token}` })
    ).json<{ valid: boolean }>();
    expect(check.valid).toBe(true);
    // The same year's sheet keeps its code.
    const again = await call('collegeadmin', 'GET', '/FactSheet/Pdf');
    expect(pdfLinks(again.rawPayload)).toContain(link);
  });
});
