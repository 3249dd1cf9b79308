// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, tokensByName, withToken, type TestApp } from '../test/helpers';
import { eq } from 'drizzle-orm';
import { fiscalYears } from '../db/schema';

let t: TestApp;
let tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  tokens = await tokensByName(t.app, ['collegeadmin', 'ugcadmin']);
});
afterAll(() => t.close());

const get = (who: string, url: string) =>
  t.app.inject(withToken(tokens[who] ?? '', { method: 'GET', url: `/api${url}` }));

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
});
