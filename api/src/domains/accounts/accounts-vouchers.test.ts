// The shared setup comes first: it loads the test helpers before the app.
import { t, call, voucher, post, step } from './accounts.testing';
import { json } from '../../test/helpers';
import { and, count, eq } from 'drizzle-orm';
import { VOUCHER_MESSAGES, type Voucher } from '@hemis/shared-contracts';
import { accountLedgers, vouchers } from '../../db/schema';

const voucherCount = async () => (await t.db.select({ n: count() }).from(vouchers))[0]?.n ?? 0;

describe('entering vouchers', () => {
  it('refuses unbalanced lines with the totals in the message, and writes nothing', async () => {
    const before = await voucherCount();
    const response = await post(
      'collegeuser',
      voucher('journal', [
        ['Teaching Materials', 1_200_000, 0],
        ['Cash in Hand', 0, 1_000_000],
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(json(response).fields).toMatchObject({
      lines: 'Debits (12,000.00) and credits (10,000.00) must be equal',
    });
    expect(await voucherCount()).toBe(before);
  });

  it('refuses one line, a line with both sides, and a line with neither', async () => {
    const one = await post('collegeuser', voucher('journal', [['Cash in Hand', 100, 0]]));
    expect(json(one).fields).toMatchObject({ lines: VOUCHER_MESSAGES.twoLines });
    const both = await post(
      'collegeuser',
      voucher('journal', [
        ['Cash in Hand', 100, 100],
        ['Tuition Fee', 0, 0],
      ]),
    );
    expect(json(both).fields).toMatchObject({
      'lines.0': VOUCHER_MESSAGES.oneSide,
      'lines.1': VOUCHER_MESSAGES.amountRequired,
    });
  });

  it('keeps the rules of payment, receipt and contra vouchers', async () => {
    const payment = await post(
      'collegeuser',
      voucher('payment', [
        ['Teaching Materials', 500, 0],
        ['Sundry Creditors', 0, 500],
      ]),
    );
    expect(json(payment).fields).toMatchObject({ lines: VOUCHER_MESSAGES.paymentCredit });
    const receipt = await post(
      'collegeuser',
      voucher('receipt', [
        ['Staff Advance', 500, 0],
        ['Tuition Fee', 0, 500],
      ]),
    );
    expect(json(receipt).fields).toMatchObject({ lines: VOUCHER_MESSAGES.receiptDebit });
    const contra = await post(
      'collegeuser',
      voucher('contra', [
        ['Cash in Hand', 500, 0],
        ['Tuition Fee', 0, 500],
      ]),
    );
    expect(json(contra).fields).toMatchObject({ lines: VOUCHER_MESSAGES.contraOnly });
    const good = await post(
      'collegeuser',
      voucher('contra', [
        ['Cash in Hand', 500, 0],
        ['Nepal Bank Account', 0, 500],
      ]),
    );
    expect(good.statusCode).toBe(201);
  });

  it('refuses a ledger of another campus and a date outside every fiscal year', async () => {
    const own = await call('collegeadmin', {
      method: 'POST',
      url: '/api/AccountLedger',
      payload: { subGroupId: 1, ledgerName: 'Canteen Account', cashOrBank: false },
    });
    expect(own.statusCode).toBe(201);
    const ownId = Number(json(own).id);
    await t.db.update(accountLedgers).set({ campusId: 50 }).where(eq(accountLedgers.id, ownId));
    const body = voucher('journal', [
      ['Cash in Hand', 500, 0],
      ['Tuition Fee', 0, 500],
    ]);
    const lines = body.lines.map((line, index) =>
      index === 0 ? { ...line, ledgerId: ownId } : line,
    );
    const foreign = await post('collegeuser', { ...body, lines });
    expect(json(foreign).fields).toMatchObject({
      'lines.0.ledgerId': VOUCHER_MESSAGES.ledgerNotFound,
    });
    const old = await post('collegeuser', { ...body, dateBs: '2000-01-01' });
    expect(old.statusCode).toBe(400);
  });
});

describe('the life of a voucher', () => {
  it('goes draft -> checked -> approved, numbered at approval, then is only reversed', async () => {
    const created = await post(
      'collegeuser',
      voucher('journal', [
        ['Repair and Maintenance', 1_000_00, 0],
        ['Cash in Hand', 0, 1_000_00],
      ]),
    );
    expect(created.statusCode).toBe(201);
    const draft = created.json<Voucher>();
    expect(draft).toMatchObject({ status: 'draft', number: null, voucherNo: '' });
    // A campus clerk prepares, but does not check or approve.
    expect((await step('collegeuser', draft.id, 'Check')).statusCode).toBe(403);
    expect((await step('collegeadmin', draft.id, 'Approve')).statusCode).toBe(409);
    expect((await step('collegeadmin', draft.id, 'Check')).json<Voucher>().status).toBe('checked');
    const edit = await call('collegeuser', {
      method: 'PUT',
      url: `/api/AccountVoucher/${draft.id}`,
      payload: voucher('journal', [
        ['Repair and Maintenance', 5, 0],
        ['Cash in Hand', 0, 5],
      ]),
    });
    expect(edit.statusCode).toBe(409);
    const done = (await step('collegeadmin', draft.id, 'Approve')).json<Voucher>();
    expect(done.status).toBe('approved');
    expect(done.voucherNo).toMatch(/^JV-\d+$/);
    expect(
      (await call('collegeadmin', { method: 'DELETE', url: `/api/AccountVoucher/${draft.id}` }))
        .statusCode,
    ).toBe(409);

    const reversed = await step('collegeadmin', draft.id, 'Reverse');
    expect(reversed.statusCode).toBe(201);
    const reversal = reversed.json<Voucher>();
    expect(reversal).toMatchObject({ status: 'approved', reversalOfId: draft.id });
    expect(reversal.lines[0]).toMatchObject({ debitPaisa: 0, creditPaisa: 1_000_00 });
    const original = await call('uniadmin', {
      method: 'GET',
      url: `/api/AccountVoucher/${draft.id}`,
    });
    expect(original.json<Voucher>().reversedById).toBe(reversal.id);
    expect((await step('collegeadmin', draft.id, 'Reverse')).statusCode).toBe(409);
    expect((await step('collegeadmin', reversal.id, 'Reverse')).statusCode).toBe(409);
  });

  it('deletes or cancels a draft', async () => {
    const body = voucher('journal', [
      ['Stationery and Printing', 700, 0],
      ['Cash in Hand', 0, 700],
    ]);
    const first = (await post('collegeuser', body)).json<Voucher>();
    expect((await step('collegeuser', first.id, 'Cancel')).json<Voucher>().status).toBe(
      'cancelled',
    );
    const second = (await post('collegeuser', body)).json<Voucher>();
    // Deleting needs accounts:delete (the campus administrator).
    expect(
      (await call('collegeuser', { method: 'DELETE', url: `/api/AccountVoucher/${second.id}` }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('collegeadmin', { method: 'DELETE', url: `/api/AccountVoucher/${second.id}` }))
        .statusCode,
    ).toBe(200);
  });

  it('numbers concurrent approvals 1..n with no gap or repeat', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      const created = (
        await post(
          'collegeuser',
          voucher('payment', [
            ['Examination Expenses', 100 + index, 0],
            ['Cash in Hand', 0, 100 + index],
          ]),
        )
      ).json<Voucher>();
      await step('collegeadmin', created.id, 'Check');
      ids.push(created.id);
    }
    const [before] = await t.db
      .select({ n: count() })
      .from(vouchers)
      .where(
        and(
          eq(vouchers.voucherType, 'payment'),
          eq(vouchers.status, 'approved'),
          eq(vouchers.campusId, 49),
        ),
      );
    const answers = await Promise.all(ids.map((id) => step('collegeadmin', id, 'Approve')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(ids.map(() => 200));
    const numbers = answers
      .map((answer) => answer.json<Voucher>().number ?? 0)
      .sort((a, b) => a - b);
    const first = (before?.n ?? 0) + 1;
    expect(numbers).toEqual(ids.map((_, index) => first + index));
  });
});
