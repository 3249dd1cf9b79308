// The shared setup comes first: it loads the test helpers before the app.
import { t, ledger, yearId, call, voucher, post, step } from './accounts.testing';
import { json } from '../../test/helpers';
import { sql } from 'drizzle-orm';
import {
  type BalanceSheet,
  type IncomeExpenditure,
  type LedgerStatement,
  type TrialBalance,
  type Voucher,
  type VoucherInput,
} from '@hemis/shared-contracts';
import { seededRandom } from '../../test/fuzz';
import { ledgerTotals } from './totals';

async function approved(body: VoucherInput): Promise<Voucher> {
  const created = await post('collegeuser', body);
  expect(created.statusCode).toBe(201);
  const id = created.json<Voucher>().id;
  expect((await step('collegeadmin', id, 'Check')).statusCode).toBe(200);
  const done = await step('collegeadmin', id, 'Approve');
  expect(done.statusCode).toBe(200);
  return done.json<Voucher>();
}

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
