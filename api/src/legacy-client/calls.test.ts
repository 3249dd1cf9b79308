// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, tokensByName, withToken, type TestApp } from '../test/helpers';
import { eq } from 'drizzle-orm';
import { batches, feeTypes, fiscalYears, programs } from '../db/schema';

let t: TestApp;
let tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  tokens = await tokensByName(t.app, ['collegeadmin', 'ugcadmin']);
});
afterAll(() => t.close());

const get = (who: string, url: string) =>
  t.app.inject(withToken(tokens[who] ?? '', { method: 'GET', url: `/api${url}` }));

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
});
