// The shared setup comes first: it loads the test helpers before the app.
import { t, get, post, body, issue } from './receipts.testing';
import { eq } from 'drizzle-orm';
import { RECEIPT_PATHS, type ReceiptList } from '@hemis/shared-contracts';
import { campuses, feeTypes } from '../../db/schema';

describe('who may do what', () => {
  // The national list below reads the receipts the issuing tests leave; here, one of its own.
  beforeAll(async () => {
    await issue();
  });

  it('lets campus roles issue, the wider roles only read where they may, and nobody else', async () => {
    expect((await post('superadmin', RECEIPT_PATHS.receipts, body())).statusCode).toBe(403);
    for (const name of ['uniadmin', 'ugcadmin', 'admin', 'student']) {
      expect((await get(name, RECEIPT_PATHS.receipts)).statusCode).toBe(403);
      expect((await post(name, RECEIPT_PATHS.receipts, body())).statusCode).toBe(403);
    }
    const nation = (await get('superadmin', RECEIPT_PATHS.receipts)).json<ReceiptList>();
    expect(nation.total).toBeGreaterThan(0);
    expect((await get('superadmin', RECEIPT_PATHS.nextNo)).statusCode).toBe(400);
    expect((await get('superadmin', `${RECEIPT_PATHS.nextNo}?CampusId=49`)).statusCode).toBe(200);
    expect((await get('collegeuser', `${RECEIPT_PATHS.nextNo}?CampusId=50`)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api${RECEIPT_PATHS.receipts}` })).statusCode,
    ).toBe(401);
  });
});

describe('the program section reads what programs charge', () => {
  it("lets a university read its campuses' fee types and fee setup, read only", async () => {
    const [own] = await t.db
      .select({ universityId: campuses.universityId })
      .from(campuses)
      .where(eq(campuses.id, 49));
    const [kusom] = await t.db
      .select({ id: campuses.id, universityId: campuses.universityId })
      .from(campuses)
      .where(eq(campuses.campusName, 'School of Management, Kathmandu University'));
    await t.db.insert(feeTypes).values([
      { campusId: 49, universityId: own?.universityId ?? null, feeTypeName: 'Own Lab Fee' },
      {
        campusId: kusom?.id ?? null,
        universityId: kusom?.universityId ?? null,
        feeTypeName: 'Other University Lab Fee',
      },
    ]);
    // What Program Setup -> Payment asks for.
    for (const url of ['/FeeType?pageSize=500', '/GeneralFeeType?pageSize=500', '/FeeSetup']) {
      expect((await get('uniadmin', url)).statusCode).toBe(200);
    }
    const names = (await get('uniadmin', '/FeeType?pageSize=500'))
      .json<{ data: { feeTypeName: string }[] }>()
      .data.map((row) => row.feeTypeName);
    expect(names).toContain('Own Lab Fee');
    expect(names).not.toContain('Other University Lab Fee');
    // Read only: the campus keeps them.
    const added = await post('uniadmin', '/FeeType', { feeTypeName: 'University Fee' });
    expect(added.statusCode).toBe(403);
    // Receipts stay the campus's.
    expect((await get('uniadmin', RECEIPT_PATHS.receipts)).statusCode).toBe(403);
    // A student reads no fee type through the lists.
    expect((await get('student', '/FeeType?pageSize=500')).statusCode).toBe(403);
  });
});
