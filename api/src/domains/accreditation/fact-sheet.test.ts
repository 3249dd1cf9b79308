// The helpers come first: they stand in for ESM-only modules before the app loads them.
import {
  campusOfUser,
  createTestApp,
  tokensByName,
  withToken,
  type TestApp,
} from '../../test/helpers';
import { eq, isNull } from 'drizzle-orm';
import type { FactSheet, FactSheetList, ReportSectionAnswer } from '@hemis/shared-contracts';
import { campuses, users } from '../../db/schema';
import { pdfLinks, pdfText } from '../../lib/pdf-testing';

let t: TestApp;
let tokens: Record<string, string> = {};
let campusId = 0;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await tokensByName(t.app, [
    'ugcadmin',
    'uniadmin',
    'collegeadmin',
    'collegeuser',
    'student',
  ]);
  campusId = await campusOfUser(t.db, 'collegeadmin@hemis.test');
});
afterAll(() => t.close());

const call = (who: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject(withToken(tokens[who] ?? '', { method, url: `/api${url}`, payload }));

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
