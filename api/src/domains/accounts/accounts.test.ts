// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { json, type TestApp } from '../../test/helpers';
import { signedInApp } from '../../test/signed-in';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import {
  VOUCHER_MESSAGES,
  adToBs,
  type BalanceSheet,
  type IncomeExpenditure,
  type LedgerStatement,
  type TrialBalance,
  type Voucher,
  type VoucherInput,
} from '@hemis/shared-contracts';
import { accountLedgers, fiscalYears, vouchers } from '../../db/schema';
import { seededRandom } from '../../test/fuzz';
import { ledgerTotals } from './totals';

/**
 * Vouchers and the accounts reports: balance and type rules, the draft -> checked -> approved
 * steps and who may take them, numbering without gaps under concurrent approvals, reversal,
 * scope per role, and the reports' totals over random vouchers.
 */

let t: TestApp;
const ledger = new Map<string, number>();
let yearStart = '';
let yearId = 0;

const NAMES = ['collegeadmin', 'collegeuser', 'uniadmin', 'ugcadmin', 'superadmin', 'student'];
const signedIn = signedInApp(NAMES);
const { call } = signedIn;

const dayIn = (offset: number) =>
  new Date(Date.parse(`${yearStart}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

function voucher(
  type: VoucherInput['voucherType'],
  lines: [string, number, number][],
  offset = 40,
): VoucherInput {
  return {
    voucherType: type,
    dateBs: adToBs(dayIn(offset)),
    narration: 'Test voucher',
    lines: lines.map(([name, debit, credit]) => ({
      ledgerId: ledger.get(name) ?? 0,
      debitPaisa: debit,
      creditPaisa: credit,
    })),
  };
}

async function post(name: string, body: VoucherInput) {
  return call(name, { method: 'POST', url: '/api/AccountVoucher', payload: body });
}
async function step(name: string, id: number, action: 'Check' | 'Approve' | 'Cancel' | 'Reverse') {
  return call(name, { method: 'POST', url: `/api/AccountVoucher/${id}/${action}` });
}
async function approved(body: VoucherInput): Promise<Voucher> {
  const created = await post('collegeuser', body);
  expect(created.statusCode).toBe(201);
  const id = created.json<Voucher>().id;
  expect((await step('collegeadmin', id, 'Check')).statusCode).toBe(200);
  const done = await step('collegeadmin', id, 'Approve');
  expect(done.statusCode).toBe(200);
  return done.json<Voucher>();
}
const voucherCount = async () => (await t.db.select({ n: count() }).from(vouchers))[0]?.n ?? 0;

beforeAll(async () => {
  t = signedIn.t;
  for (const row of await t.db
    .select({ id: accountLedgers.id, name: accountLedgers.ledgerName })
    .from(accountLedgers)
    .where(isNull(accountLedgers.campusId))) {
    ledger.set(row.name ?? '', row.id);
  }
  const [year] = await t.db
    .select({ id: fiscalYears.id, startDate: fiscalYears.startDate })
    .from(fiscalYears)
    .where(eq(fiscalYears.isActive, true));
  yearStart = year?.startDate ?? '';
  yearId = year?.id ?? 0;
});

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

describe('who sees and does what', () => {
  it('lets a university and the commission read, not write; a student nothing', async () => {
    const body = voucher('journal', [
      ['Depreciation', 100, 0],
      ['Furniture and Fixtures', 0, 100],
    ]);
    for (const name of ['uniadmin', 'ugcadmin', 'superadmin']) {
      const list = await call(name, { method: 'GET', url: '/api/AccountVoucher?pageSize=5' });
      expect(list.statusCode).toBe(200);
      expect(Number(json(list).total)).toBeGreaterThan(0);
      expect((await post(name, body)).statusCode).toBe(403);
      const report = await call(name, { method: 'GET', url: '/api/AccountReport/TrialBalance' });
      expect(report.statusCode).toBe(200);
    }
    expect((await call('student', { method: 'GET', url: '/api/AccountVoucher' })).statusCode).toBe(
      403,
    );
    expect((await post('student', body)).statusCode).toBe(403);
    const other = await call('uniadmin', {
      method: 'GET',
      url: '/api/AccountVoucher?campusId=99999',
    });
    expect(json(other).total).toBe(0);
  });

  it('keeps a campus ledger to its campus while the standard chart is shared', async () => {
    const created = await call('collegeadmin', {
      method: 'POST',
      url: '/api/AccountLedger',
      payload: { subGroupId: 1, ledgerName: 'Petty Cash (Library)', cashOrBank: true },
    });
    expect(created.statusCode).toBe(201);
    expect(json(created)).toMatchObject({ campusId: 49 });
    const standard = ledger.get('Cash in Hand') ?? 0;
    const change = await call('collegeadmin', {
      method: 'PATCH',
      url: `/api/AccountLedger/${standard}`,
      payload: { ledgerName: 'Renamed' },
    });
    expect([403, 404]).toContain(change.statusCode);
    const chart = await call('collegeuser', { method: 'GET', url: '/api/AccountChart' });
    expect(chart.statusCode).toBe(200);
    expect(chart.body).toContain('Petty Cash (Library)');
    expect(chart.body).toContain('Cash in Hand');
  });
});

describe('reports', () => {
  it('shows an approved voucher in the trial balance and the ledger statement, and exports', async () => {
    const done = await approved(
      voucher('receipt', [
        ['Rastriya Banijya Bank Account', 250_000, 0],
        ['Donations', 0, 250_000],
      ]),
    );
    const tb = (
      await call('collegeuser', { method: 'GET', url: '/api/AccountReport/TrialBalance' })
    ).json<TrialBalance>();
    expect(tb.totalDebitPaisa).toBe(tb.totalCreditPaisa);
    expect(tb.rows.find((row) => row.ledgerName === 'Donations')?.creditPaisa).toBe(250_000);
    const statement = (
      await call('collegeuser', {
        method: 'GET',
        url: `/api/AccountReport/LedgerStatement?ledgerId=${ledger.get('Donations')}`,
      })
    ).json<LedgerStatement>();
    expect(statement.lines.map((line) => line.voucherNo)).toContain(done.voucherNo);
    expect(statement.closingPaisa).toBe(statement.openingPaisa - 250_000);
    for (const path of ['TrialBalance', 'IncomeExpenditure', 'BalanceSheet']) {
      const xlsx = await call('collegeuser', {
        method: 'GET',
        url: `/api/AccountReport/${path}/Export`,
      });
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers['content-type']).toContain('spreadsheetml');
      const pdf = await call('collegeuser', {
        method: 'GET',
        url: `/api/AccountReport/${path}/Pdf`,
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    }
    const bad = await call('collegeuser', {
      method: 'GET',
      url: '/api/AccountReport/TrialBalance?from=2081-13-40',
    });
    expect(json(bad).fields).toMatchObject({ from: expect.any(String) });
  });

  it('balances over random vouchers, some reversed (a seeded property test)', async () => {
    const random = seededRandom(20261126);
    const names = [...ledger.keys()].filter((name) => !name.startsWith('Petty'));
    const pick = () => names[Math.floor(random() * names.length)] ?? 'Cash in Hand';
    for (let round = 0; round < 25; round += 1) {
      const lineCount = 2 + Math.floor(random() * 4);
      const lines: [string, number, number][] = [];
      let debits = 0;
      for (let index = 0; index < lineCount - 1; index += 1) {
        const amount = 1 + Math.floor(random() * 5_000_000);
        if (random() < 0.5 || index === 0) {
          lines.push([pick(), amount, 0]);
          debits += amount;
        } else {
          lines.push([pick(), 0, amount]);
          debits -= amount;
        }
      }
      lines.push(debits >= 0 ? [pick(), 0, debits] : [pick(), -debits, 0]);
      if (lines.some(([, debit, credit]) => debit === 0 && credit === 0)) continue;
      const done = await approved(voucher('journal', lines, Math.floor(random() * 60)));
      if (random() < 0.3)
        expect((await step('collegeadmin', done.id, 'Reverse')).statusCode).toBe(201);
    }
    const read = async <R>(path: string) =>
      (await call('collegeadmin', { method: 'GET', url: `/api/AccountReport/${path}` })).json<R>();
    const tb = await read<TrialBalance>('TrialBalance');
    expect(tb.totalDebitPaisa).toBe(tb.totalCreditPaisa);
    const ie = await read<IncomeExpenditure>('IncomeExpenditure');
    const bs = await read<BalanceSheet>('BalanceSheet');
    expect(bs.totalAssetsPaisa - bs.totalLiabilitiesPaisa - bs.totalEquityPaisa).toBe(
      bs.earlierSurplusPaisa + bs.surplusPaisa,
    );
    expect(bs.surplusPaisa).toBe(ie.surplusPaisa);
    const totals = await ledgerTotals(t.db, { campusIds: [49], fiscalYearId: yearId });
    const debit = totals.reduce((sum, row) => sum + row.debitPaisa, 0);
    expect(debit).toBe(totals.reduce((sum, row) => sum + row.creditPaisa, 0));
    expect(debit).toBe(tb.totalDebitPaisa);
    // The per-day totals the reports read are exactly the posted lines summed, ledger by ledger.
    const drift = (await t.db.execute(sql`
      select coalesce(l.ledger_id, k.ledger_id) as ledger_id
        from (select ledger_id, sum(debit_paisa) as d, sum(credit_paisa) as c from voucher_lines
               where posted and campus_id = 49 and fiscal_year_id = ${yearId}
               group by ledger_id) l
        full join (select ledger_id, sum(debit_paisa) as d, sum(credit_paisa) as c
                     from ledger_day_totals where campus_id = 49 and fiscal_year_id = ${yearId}
                     group by ledger_id) k on k.ledger_id = l.ledger_id
       where l.d is distinct from k.d or l.c is distinct from k.c`)) as unknown as {
      rows: unknown[];
    };
    expect(drift.rows).toEqual([]);
  });
});
