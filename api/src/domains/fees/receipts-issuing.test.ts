// The shared setup comes first: it loads the test helpers before the app.
import {
  t,
  call,
  get,
  post,
  studentId,
  otherCampusStudent,
  tuition,
  admission,
  programId,
  tomorrow,
  receiptCount,
  lastNumber,
  body,
  issue,
} from './receipts.testing';
import { json } from '../../test/helpers';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  FEE_SETUP_MESSAGES,
  RECEIPT_MESSAGES,
  RECEIPT_PATHS,
  VERIFY_MESSAGES,
  VERIFY_PATHS,
  documentVerificationSchema,
  nepalToday,
  type DailyCollection,
  type NextReceiptNo,
  type Receipt,
  type ReceiptInput,
  type ReceiptClerk,
  type ReceiptList,
  type StudentLedger,
} from '@hemis/shared-contracts';
import { accountLedgers, fiscalYears, receipts, voucherLines, vouchers } from '../../db/schema';
import { pdfLinks, pdfText } from '../../lib/pdf-testing';

describe('fee types and the fee setup', () => {
  it('answers GET /FeeType and GET /GeneralFeeType as plain lists of the standard types', async () => {
    const course = await get('collegeuser', '/FeeType');
    expect(course.statusCode).toBe(200);
    expect(course.json<{ feeTypeName: string }[]>().map((row) => row.feeTypeName)).toEqual(
      expect.arrayContaining(['Tuition Fee', 'Practical Fee']),
    );
    const general = await get('collegeuser', '/GeneralFeeType');
    expect(general.json<{ feeTypeName: string; category: string }[]>()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ feeTypeName: 'Late Fine', category: 'fine' }),
      ]),
    );
  });

  it('lets a campus add its own fee type, refuses a duplicate and a ledger that is no income', async () => {
    const added = await post('collegeadmin', '/FeeType', { feeTypeName: 'Field Trip Fee' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ campusId: 49 });
    const again = await post('collegeadmin', '/FeeType', { feeTypeName: 'field trip  fee' });
    expect(again.statusCode).toBe(409);
    const [cash] = await t.db
      .select({ id: accountLedgers.id })
      .from(accountLedgers)
      .where(eq(accountLedgers.code, 'A-101'));
    const wrong = await post('collegeadmin', '/GeneralFeeType', {
      feeTypeName: 'Hostel Fee',
      category: 'other',
      ledgerId: cash?.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).fields).toMatchObject({ ledgerId: 'Choose an income ledger' });
  });

  it('sets a fee per program with POST /FeeSetup: one fee type, never both, no duplicates', async () => {
    const [year] = await t.db
      .select({ id: fiscalYears.id })
      .from(fiscalYears)
      .where(eq(fiscalYears.isActive, true));
    const base = { fiscalYearId: year?.id, programId, yearOrSemester: 9, amount: 1200.5 };
    const both = await post('collegeadmin', '/FeeSetup', {
      ...base,
      feeTypeId: tuition,
      generalFeeTypeId: admission,
    });
    expect(both.statusCode).toBe(400);
    expect(json(both).fields).toMatchObject({ generalFeeTypeId: FEE_SETUP_MESSAGES.oneFeeType });
    const neither = await post('collegeadmin', '/FeeSetup', base);
    expect(json(neither).fields).toMatchObject({ feeTypeId: FEE_SETUP_MESSAGES.oneFeeType });
    const set = await post('collegeadmin', '/FeeSetup', { ...base, feeTypeId: tuition });
    expect(set.statusCode).toBe(201);
    expect(set.json()).toMatchObject({ campusId: 49, amount: 1200.5 });
    const twice = await post('collegeadmin', '/FeeSetup', { ...base, feeTypeId: tuition });
    expect(twice.statusCode).toBe(409);
    expect(json(twice).message).toBe(FEE_SETUP_MESSAGES.conflict);
  });
});

describe('issuing receipts', () => {
  it('shows the next number, issues it, and posts the receipt voucher to the accounts', async () => {
    const before = (await get('collegeuser', RECEIPT_PATHS.nextNo)).json<NextReceiptNo>();
    expect(before).toMatchObject({ campusId: 49 });
    const receipt = await issue({
      finePaisa: 10_000,
      discountPaisa: 250_000,
      discountKind: 'scholarship',
      discountReason: 'Merit scholarship',
    });
    expect(receipt).toMatchObject({
      receiptNo: before.receiptNo,
      campusId: 49,
      studentId,
      feesPaisa: 2_750_000,
      totalPaisa: 2_510_000,
      status: 'issued',
      paymentMode: 'cash',
      dateAd: nepalToday(),
      amountInWords: 'Rupees Twenty-Five Thousand One Hundred Only',
      amountInWordsNepali: 'पच्चीस हजार एक सय रुपैयाँ मात्र',
    });
    expect(receipt.lines.map((line) => line.feeTypeName)).toEqual(['Tuition Fee', 'Admission Fee']);
    expect(receipt.voucherNo).toMatch(/^RV-\d+$/);
    const after = (
      await get('collegeuser', `${RECEIPT_PATHS.nextNo}?CampusId=49`)
    ).json<NextReceiptNo>();
    expect(after.receiptNo).toBe(before.receiptNo + 1);

    // The receipt voucher: cash debited with what was paid, the scholarship's ledger with the
    // discount, tuition, admission and fine credited; approved and balanced.
    const [voucher] = await t.db
      .select({ id: vouchers.id, status: vouchers.status, total: vouchers.totalPaisa })
      .from(vouchers)
      .where(eq(vouchers.narration, `Receipt No. ${receipt.receiptNo} (${receipt.fiscalYear})`));
    expect(voucher?.status).toBe('approved');
    const lines = await t.db
      .select({
        code: accountLedgers.code,
        debit: voucherLines.debitPaisa,
        credit: voucherLines.creditPaisa,
      })
      .from(voucherLines)
      .innerJoin(accountLedgers, eq(accountLedgers.id, voucherLines.ledgerId))
      .where(eq(voucherLines.voucherId, voucher?.id ?? 0));
    expect(lines).toEqual(
      expect.arrayContaining([
        { code: 'A-101', debit: 2_510_000, credit: 0 },
        { code: 'E-204', debit: 250_000, credit: 0 },
        { code: 'I-101', debit: 0, credit: 2_250_000 },
        { code: 'I-102', debit: 0, credit: 500_000 },
        { code: 'I-303', debit: 0, credit: 10_000 },
      ]),
    );
  });

  it.each([
    ['no fees', { lines: [] }, { lines: RECEIPT_MESSAGES.linesRequired }],
    [
      'a discount without its reason',
      { discountPaisa: 100 },
      { discountReason: RECEIPT_MESSAGES.discountReason },
    ],
    [
      'a discount over the fees',
      { discountPaisa: 9_000_000, discountKind: 'discount', discountReason: 'x' },
      { discountPaisa: RECEIPT_MESSAGES.discountOverTotal },
    ],
    [
      'a bank deposit without its voucher',
      { paymentMode: 'bank' },
      { bankVoucherNo: RECEIPT_MESSAGES.bankVoucherNo },
    ],
    [
      'an eSewa payment typed in',
      { paymentMode: 'esewa' },
      { paymentMode: RECEIPT_MESSAGES.paymentMode },
    ],
    ['a date after today', { dateAd: tomorrow() }, { dateBs: RECEIPT_MESSAGES.futureDate }],
    [
      'a student of another campus',
      { studentId: -1 },
      { studentId: RECEIPT_MESSAGES.studentNotFound },
    ],
    [
      'a line with two fee types',
      { lines: [{ feeTypeId: 1, generalFeeTypeId: 1, amountPaisa: 100 }] },
      { 'lines.0.feeTypeId': RECEIPT_MESSAGES.oneFeeType },
    ],
    [
      'an unknown fee type',
      { lines: [{ feeTypeId: 999_999, amountPaisa: 100 }] },
      { 'lines.0.feeTypeId': RECEIPT_MESSAGES.feeTypeNotFound },
    ],
    [
      'a fractional amount',
      { lines: [{ feeTypeId: 1, amountPaisa: 10.5 }] },
      { 'lines.0.amountPaisa': RECEIPT_MESSAGES.amount },
    ],
  ])('refuses %s with a field message and writes nothing', async (_name, extra, fields) => {
    const patch = { ...extra } as Partial<ReceiptInput>;
    if (patch.studentId === -1) patch.studentId = otherCampusStudent;
    const [before, number] = [await receiptCount(), await lastNumber()];
    const response = await post('collegeuser', RECEIPT_PATHS.receipts, body(patch));
    expect(response.statusCode).toBe(400);
    expect(json(response).fields).toMatchObject(fields);
    expect(await receiptCount()).toBe(before);
    expect(await lastNumber()).toBe(number);
  });

  it('numbers receipts of concurrent clerks without gaps or repeats', async () => {
    const start = await lastNumber();
    const issued = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        post(index % 2 ? 'collegeuser' : 'collegeadmin', RECEIPT_PATHS.receipts, body()),
      ),
    );
    expect(issued.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const numbers = issued
      .map((response) => response.json<Receipt>().receiptNo)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => start + index + 1));
  });
});

describe('cancelling', () => {
  it('cancels with a reason (never deletes), reverses the voucher, and never reuses the number', async () => {
    const receipt = await issue();
    const clerk = await post('collegeuser', RECEIPT_PATHS.cancel(receipt.id), {
      reason: 'Wrong student',
    });
    expect(clerk.statusCode).toBe(403);
    const noReason = await post('collegeadmin', RECEIPT_PATHS.cancel(receipt.id), { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(json(noReason).fields).toMatchObject({ reason: RECEIPT_MESSAGES.cancelReason });

    const cancelled = await post('collegeadmin', RECEIPT_PATHS.cancel(receipt.id), {
      reason: 'Wrong student',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      id: receipt.id,
      receiptNo: receipt.receiptNo,
      status: 'cancelled',
      cancelReason: 'Wrong student',
      reversalVoucherNo: expect.stringMatching(/^RV-\d+$/),
    });
    const again = await post('collegeadmin', RECEIPT_PATHS.cancel(receipt.id), { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe(RECEIPT_MESSAGES.notIssued);
    // No route deletes or changes a receipt.
    expect(
      (
        await call('collegeadmin', {
          method: 'DELETE',
          url: `/api${RECEIPT_PATHS.receipt(receipt.id)}`,
        })
      ).statusCode,
    ).toBe(404);

    const next = await issue();
    expect(next.receiptNo).toBe(receipt.receiptNo + 1);
    // The original and its reversal cancel out in the ledgers.
    const [sums] = await t.db
      .select({
        debit: sql<string>`sum(${voucherLines.debitPaisa})`,
        credit: sql<string>`sum(${voucherLines.creditPaisa})`,
      })
      .from(voucherLines)
      .innerJoin(vouchers, eq(vouchers.id, voucherLines.voucherId))
      .where(
        sql`${vouchers.narration} like ${`%Receipt No. ${receipt.receiptNo}%`} and ${voucherLines.ledgerId} = (select id from account_ledgers where code = 'A-101' and campus_id is null)`,
      );
    expect(Number(sums?.debit)).toBe(Number(sums?.credit));
  });
});

describe('printing and verifying', () => {
  it('prints an A5 receipt whose QR code opens the verification page, which follows cancelling', async () => {
    const receipt = await issue({ paymentMode: 'bank', bankVoucherNo: 'NB-7781' });
    const response = await get('collegeuser', RECEIPT_PATHS.pdf(receipt.id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    // A5 in points: 419.53 x 595.28.
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 419\.5\d* 595\.2\d*\]/);
    const text = pdfText(pdf);
    expect(text).toContain('MONEY RECEIPT');
    expect(text).toContain(`${receipt.receiptNo} (${receipt.fiscalYear})`);
    expect(text).toContain('Bank Deposit (voucher NB-7781)');
    expect(text).toContain('Rupees Twenty-Seven Thousand Five Hundred Only');
    const [link] = pdfLinks(pdf);
    const token = /\/verify\/receipt\/([A-Za-z0-9_-]+)$/.exec(link ?? '')?.[1] ?? '';
    expect(token).toHaveLength(24);

    const verify = () =>
      t.app.inject({ method: 'GET', url: `/api${VERIFY_PATHS.document('receipt', token)}` });
    const valid = documentVerificationSchema.parse((await verify()).json());
    expect(valid).toMatchObject({ kind: 'receipt', documentTitle: 'Receipt', valid: true });
    expect(valid.facts).toEqual(
      expect.arrayContaining([{ label: 'Amount (NPR)', value: '27,500.00' }]),
    );
    await post('collegeadmin', RECEIPT_PATHS.cancel(receipt.id), { reason: 'Bounced deposit' });
    expect((await verify()).json()).toMatchObject({ valid: false });
    const printed = pdfText((await get('collegeuser', RECEIPT_PATHS.pdf(receipt.id))).rawPayload);
    expect(printed).toContain('CANCELLED');

    const forged = await t.app.inject({
      method: 'GET',
      url: `/api${VERIFY_PATHS.document('receipt', 'A'.repeat(24))}`,
    });
    expect(forged.json()).toMatchObject({ valid: false, verdict: VERIFY_MESSAGES.unknown });
    const wrongKind = await t.app.inject({
      method: 'GET',
      url: `/api${VERIFY_PATHS.document('identity-card', token)}`,
    });
    expect(wrongKind.json()).toMatchObject({ valid: false, verdict: VERIFY_MESSAGES.unknown });
  });
});

describe('lists and reports', () => {
  it('filters the list by status, mode and number, with the collected total', async () => {
    const cancelled = await get('collegeuser', `${RECEIPT_PATHS.receipts}?status=cancelled`);
    const list = cancelled.json<ReceiptList>();
    expect(list.total).toBeGreaterThanOrEqual(2);
    expect(list.data.every((row) => row.status === 'cancelled')).toBe(true);
    expect(list.totalPaisa).toBe(0);
    const bank = (
      await get('collegeuser', `${RECEIPT_PATHS.receipts}?paymentMode=bank`)
    ).json<ReceiptList>();
    expect(bank.data.every((row) => row.paymentMode === 'bank')).toBe(true);
    const first = (
      await get('collegeuser', `${RECEIPT_PATHS.receipts}?q=1&pageSize=5`)
    ).json<ReceiptList>();
    expect(first.data.some((row) => row.receiptNo === 1)).toBe(true);
    const exported = await get('collegeadmin', `${RECEIPT_PATHS.export}?status=issued`);
    expect(exported.statusCode).toBe(200);
    expect(exported.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it("sums a day's collection per clerk", async () => {
    const report = (
      await get('collegeadmin', RECEIPT_PATHS.dailyCollection)
    ).json<DailyCollection>();
    expect(report.date).toBe(nepalToday());
    expect(report.rows.map((row) => row.issuedBy).sort()).toHaveLength(2);
    const issued = await t.db
      .select({ total: sql<string>`sum(${receipts.totalPaisa})` })
      .from(receipts)
      .where(
        and(
          eq(receipts.campusId, 49),
          isNull(receipts.cancelledAt),
          eq(receipts.dateAd, nepalToday()),
        ),
      );
    expect(report.total.totalPaisa).toBe(Number(issued[0]?.total));
    expect(report.total.cashPaisa + report.total.bankPaisa).toBe(report.total.totalPaisa);
    const file = await get('collegeadmin', `${RECEIPT_PATHS.dailyCollection}?format=xlsx`);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('names every clerk who issued a receipt in reach, for the list filter', async () => {
    const clerks = (await get('collegeuser', RECEIPT_PATHS.clerks)).json<ReceiptClerk[]>();
    const issuers = await t.db
      .selectDistinct({ id: receipts.issuedBy })
      .from(receipts)
      .where(and(eq(receipts.campusId, 49), isNotNull(receipts.issuedBy)));
    expect(clerks.map((clerk) => clerk.id).sort()).toEqual(issuers.map((row) => row.id).sort());
    expect(clerks.every((clerk) => clerk.name.length > 0)).toBe(true);
    const [first] = clerks;
    if (!first) throw new Error('campus 49 has issued no receipt');
    const theirs = (
      await get('collegeuser', `${RECEIPT_PATHS.receipts}?issuedById=${first.id}`)
    ).json<ReceiptList>();
    expect(theirs.total).toBeGreaterThan(0);
    expect(theirs.data.every((row) => row.issuedById === first.id)).toBe(true);
    // A campus of nobody's receipts has no clerks; a student reads none; a bad id is a 400.
    expect((await get('superadmin', `${RECEIPT_PATHS.clerks}?campusId=2147483647`)).json()).toEqual(
      [],
    );
    expect((await get('student', RECEIPT_PATHS.clerks)).statusCode).toBe(403);
    expect((await get('collegeuser', `${RECEIPT_PATHS.clerks}?campusId=x`)).statusCode).toBe(400);
  });

  it("shows a student's dues from the fee setup, what they paid, and the balance", async () => {
    const ledger = (
      await get('collegeuser', RECEIPT_PATHS.studentLedger(studentId))
    ).json<StudentLedger>();
    expect(ledger.studentId).toBe(studentId);
    const firstTuition = ledger.dues.find(
      (due) => due.feeTypeId === tuition && due.yearOrSemester === 1,
    );
    expect(firstTuition?.duePaisa).toBeGreaterThan(0);
    expect(firstTuition?.paidPaisa).toBeGreaterThanOrEqual(2_250_000);
    expect(ledger.balancePaisa).toBe(ledger.duePaisa - ledger.paidPaisa);
    expect(ledger.receipts.length).toBeGreaterThan(0);
    const other = await get('collegeuser', RECEIPT_PATHS.studentLedger(otherCampusStudent));
    expect(other.statusCode).toBe(404);
  });
});
