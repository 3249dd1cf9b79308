// Shared setup of the accounts tests.
// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { type TestApp } from '../../test/helpers';
import { signedInApp } from '../../test/signed-in';
import { eq, isNull } from 'drizzle-orm';
import { adToBs, type VoucherInput } from '@hemis/shared-contracts';
import { accountLedgers, fiscalYears } from '../../db/schema';

/**
 * Vouchers and the accounts reports: balance and type rules, the draft -> checked -> approved
 * steps and who may take them, numbering without gaps under concurrent approvals, reversal,
 * scope per role, and the reports' totals over random vouchers.
 */

export let t: TestApp;
export const ledger = new Map<string, number>();
export let yearStart = '';
export let yearId = 0;

export const NAMES = [
  'collegeadmin',
  'collegeuser',
  'uniadmin',
  'ugcadmin',
  'superadmin',
  'student',
];
export const signedIn = signedInApp(NAMES);
export const { call } = signedIn;

export const dayIn = (offset: number) =>
  new Date(Date.parse(`${yearStart}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

export function voucher(
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

export async function post(name: string, body: VoucherInput) {
  return call(name, { method: 'POST', url: '/api/AccountVoucher', payload: body });
}
export async function step(
  name: string,
  id: number,
  action: 'Check' | 'Approve' | 'Cancel' | 'Reverse',
) {
  return call(name, { method: 'POST', url: `/api/AccountVoucher/${id}/${action}` });
}

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
