/**
 * The standard chart of accounts of a Nepali campus (national rows every campus reads), and a
 * few approved vouchers of the demo campus so the accounts reports show something on start.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { adToBs, nepalToday, type LedgerGroup } from '@hemis/shared-contracts';
import type { Database } from './client';
import {
  accountLedgers,
  accountSubGroups,
  accountSubLedgers,
  fiscalYears,
  incomeExpenseHeads,
  users,
  voucherLines,
  vouchers,
} from './schema';
import { nextNumber } from '../lib/numbering';
import { postVoucher } from '../domains/accounts/totals';
import type { Tx } from '../lib/resource/types';

interface LedgerSeed {
  name: string;
  code: string;
  cashOrBank?: boolean;
  /** The public-finance head (IncomeExpenseHead) it reports under. */
  head?: string;
  subLedgers?: readonly string[];
}

const CHART: readonly {
  group: LedgerGroup;
  subGroup: string;
  code: string;
  ledgers: readonly LedgerSeed[];
}[] = [
  {
    group: 'asset',
    subGroup: 'Cash and Bank',
    code: 'A-1',
    ledgers: [
      { name: 'Cash in Hand', code: 'A-101', cashOrBank: true },
      { name: 'Nepal Bank Account', code: 'A-102', cashOrBank: true },
      { name: 'Rastriya Banijya Bank Account', code: 'A-103', cashOrBank: true },
    ],
  },
  {
    group: 'asset',
    subGroup: 'Advances and Receivables',
    code: 'A-2',
    ledgers: [
      { name: 'Staff Advance', code: 'A-201' },
      { name: 'Advance to Suppliers', code: 'A-202' },
      { name: 'Fees Receivable', code: 'A-203' },
    ],
  },
  {
    group: 'asset',
    subGroup: 'Fixed Assets',
    code: 'A-3',
    ledgers: [
      { name: 'Land and Buildings', code: 'A-301', head: 'Buildings and Construction' },
      { name: 'Furniture and Fixtures', code: 'A-302', head: 'Equipment and Furniture' },
      { name: 'Computers and Equipment', code: 'A-303', head: 'Equipment and Furniture' },
      { name: 'Library Collection', code: 'A-304' },
    ],
  },
  {
    group: 'liability',
    subGroup: 'Current Liabilities',
    code: 'L-1',
    ledgers: [
      {
        name: 'Sundry Creditors',
        code: 'L-101',
        subLedgers: ['Sajha Stationers', 'Everest Furniture Udhyog'],
      },
      { name: 'TDS Payable', code: 'L-102' },
      { name: 'Provident Fund Payable', code: 'L-103' },
      { name: 'Salary Payable', code: 'L-104' },
    ],
  },
  {
    group: 'liability',
    subGroup: 'Deposits',
    code: 'L-2',
    ledgers: [{ name: 'Student Deposits (Refundable)', code: 'L-201' }],
  },
  {
    group: 'equity',
    subGroup: 'Funds',
    code: 'Q-1',
    ledgers: [
      { name: 'Capital Fund', code: 'Q-101' },
      { name: 'Endowment Fund', code: 'Q-102' },
    ],
  },
  {
    group: 'income',
    subGroup: 'Fee Income',
    code: 'I-1',
    ledgers: [
      { name: 'Tuition Fee', code: 'I-101', head: 'Tuition Fee' },
      { name: 'Admission Fee', code: 'I-102', head: 'Admission Fee' },
      { name: 'Examination Fee', code: 'I-103', head: 'Examination Fee' },
      { name: 'Other Fees', code: 'I-104' },
    ],
  },
  {
    group: 'income',
    subGroup: 'Grants',
    code: 'I-2',
    ledgers: [
      { name: 'UGC Grant', code: 'I-201', head: 'UGC Grant' },
      { name: 'Government Grant', code: 'I-202', head: 'Government Grant' },
    ],
  },
  {
    group: 'income',
    subGroup: 'Other Income',
    code: 'I-3',
    ledgers: [
      { name: 'Donations', code: 'I-301', head: 'Donations' },
      { name: 'Interest Income', code: 'I-302', head: 'Interest and Other Income' },
      { name: 'Fines and Penalties', code: 'I-303' },
    ],
  },
  {
    group: 'expenditure',
    subGroup: 'Staff Costs',
    code: 'E-1',
    ledgers: [
      { name: 'Salary and Allowances', code: 'E-101', head: 'Salary and Allowances' },
      { name: 'Provident Fund Contribution', code: 'E-102' },
    ],
  },
  {
    group: 'expenditure',
    subGroup: 'Academic Expenses',
    code: 'E-2',
    ledgers: [
      { name: 'Teaching Materials', code: 'E-201' },
      { name: 'Examination Expenses', code: 'E-202' },
      { name: 'Library Books and Journals', code: 'E-203', head: 'Library Books' },
      { name: 'Scholarships and Fee Waivers', code: 'E-204' },
    ],
  },
  {
    group: 'expenditure',
    subGroup: 'Administrative Expenses',
    code: 'E-3',
    ledgers: [
      { name: 'Electricity and Water', code: 'E-301', head: 'Electricity and Water' },
      { name: 'Repair and Maintenance', code: 'E-302', head: 'Repair and Maintenance' },
      { name: 'Stationery and Printing', code: 'E-303' },
    ],
  },
  {
    group: 'expenditure',
    subGroup: 'Depreciation',
    code: 'E-4',
    ledgers: [{ name: 'Depreciation', code: 'E-401' }],
  },
];

/**
 * The standard chart (national rows: no university, no campus). Run at every start: a sub-group
 * or ledger of the chart that is not there yet (by its code) is added, nothing else changes.
 */
export async function seedChartOfAccounts(db: Database): Promise<void> {
  const national = and(isNull(accountSubGroups.universityId), isNull(accountSubGroups.campusId));
  const subGroups = await db
    .select({ id: accountSubGroups.id, code: accountSubGroups.code })
    .from(accountSubGroups)
    .where(national);
  const ledgers = await db
    .select({ code: accountLedgers.code })
    .from(accountLedgers)
    .where(and(isNull(accountLedgers.universityId), isNull(accountLedgers.campusId)));
  const subGroupIds = new Map(subGroups.map((row) => [row.code, row.id]));
  const ledgerCodes = new Set(ledgers.map((row) => row.code));
  const missing = CHART.some(
    (entry) =>
      !subGroupIds.has(entry.code) || entry.ledgers.some((ledger) => !ledgerCodes.has(ledger.code)),
  );
  if (!missing) return;
  const heads = await db
    .select({ id: incomeExpenseHeads.id, name: incomeExpenseHeads.headName })
    .from(incomeExpenseHeads);
  const headId = new Map(heads.map((head) => [head.name, head.id]));
  await db.transaction(async (tx) => {
    for (const entry of CHART) {
      let subGroupId = subGroupIds.get(entry.code);
      if (subGroupId === undefined) {
        const [subGroup] = await tx
          .insert(accountSubGroups)
          .values({ groupType: entry.group, subGroupName: entry.subGroup, code: entry.code })
          .returning({ id: accountSubGroups.id });
        if (!subGroup) throw new Error('sub-group insert failed');
        subGroupId = subGroup.id;
      }
      for (const ledger of entry.ledgers) {
        if (ledgerCodes.has(ledger.code)) continue;
        const [row] = await tx
          .insert(accountLedgers)
          .values({
            subGroupId,
            ledgerName: ledger.name,
            code: ledger.code,
            cashOrBank: ledger.cashOrBank ?? false,
            headId: ledger.head ? (headId.get(ledger.head) ?? null) : null,
          })
          .returning({ id: accountLedgers.id });
        if (!row) throw new Error('ledger insert failed');
        if (ledger.subLedgers?.length) {
          await tx
            .insert(accountSubLedgers)
            .values(ledger.subLedgers.map((name) => ({ ledgerId: row.id, subLedgerName: name })));
        }
      }
    }
  });
}

type DemoLine = [ledger: string, debitRupees: number, creditRupees: number, subLedger?: string];
const DEMO_VOUCHERS: readonly {
  type: 'journal' | 'payment' | 'receipt' | 'contra';
  day: number;
  narration: string;
  lines: readonly DemoLine[];
}[] = [
  {
    type: 'receipt',
    day: 3,
    narration: 'Tuition fee collected for the first term',
    lines: [
      ['Nepal Bank Account', 500_000, 0],
      ['Tuition Fee', 0, 500_000],
    ],
  },
  {
    type: 'receipt',
    day: 10,
    narration: 'First instalment of the UGC grant',
    lines: [
      ['Nepal Bank Account', 1_200_000, 0],
      ['UGC Grant', 0, 1_200_000],
    ],
  },
  {
    type: 'contra',
    day: 12,
    narration: 'Cash withdrawn from Nepal Bank for petty expenses',
    lines: [
      ['Cash in Hand', 50_000, 0],
      ['Nepal Bank Account', 0, 50_000],
    ],
  },
  {
    type: 'payment',
    day: 30,
    narration: 'Salary of Shrawan paid, tax deducted at source',
    lines: [
      ['Salary and Allowances', 350_000, 0],
      ['Nepal Bank Account', 0, 343_000],
      ['TDS Payable', 0, 7_000],
    ],
  },
  {
    type: 'payment',
    day: 31,
    narration: 'Electricity bill of Shrawan',
    lines: [
      ['Electricity and Water', 12_500, 0],
      ['Cash in Hand', 0, 12_500],
    ],
  },
  {
    type: 'journal',
    day: 35,
    narration: 'Teaching materials bought on credit',
    lines: [
      ['Teaching Materials', 25_000, 0],
      ['Sundry Creditors', 0, 25_000, 'Sajha Stationers'],
    ],
  },
];

const addDays = (ad: string, days: number) =>
  new Date(Date.parse(`${ad}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Approved demo vouchers of a campus early in the active fiscal year (never after today). */
export async function seedDemoVouchers(
  tx: Tx,
  owner: { campusId: number; universityId: number },
): Promise<void> {
  const [year] = await tx
    .select({ id: fiscalYears.id, startDate: fiscalYears.startDate })
    .from(fiscalYears)
    .where(eq(fiscalYears.isActive, true))
    .limit(1);
  if (!year?.startDate) return;
  const [clerk] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.campusId, owner.campusId), eq(users.role, 'CollegeAdmin')))
    .limit(1);
  const names = [...new Set(DEMO_VOUCHERS.flatMap((voucher) => voucher.lines.map((l) => l[0])))];
  const ledgers = await tx
    .select({ id: accountLedgers.id, name: accountLedgers.ledgerName })
    .from(accountLedgers)
    .where(inArray(accountLedgers.ledgerName, names));
  const ledgerId = new Map(ledgers.map((ledger) => [ledger.name, ledger.id]));
  const subs = await tx
    .select({ id: accountSubLedgers.id, name: accountSubLedgers.subLedgerName })
    .from(accountSubLedgers);
  const subLedgerId = new Map(subs.map((sub) => [sub.name, sub.id]));
  const today = nepalToday();
  for (const voucher of DEMO_VOUCHERS) {
    const candidate = addDays(year.startDate, voucher.day);
    const dateAd = candidate < today ? candidate : today;
    const dateBs = adToBs(dateAd) ?? '';
    const number = await nextNumber(tx, {
      campusId: owner.campusId,
      fiscalYearId: year.id,
      series: `voucher:${voucher.type}`,
    });
    const paisa = (rupees: number) => rupees * 100;
    const [row] = await tx
      .insert(vouchers)
      .values({
        ...owner,
        fiscalYearId: year.id,
        voucherType: voucher.type,
        number,
        dateAd,
        dateBs,
        narration: voucher.narration,
        status: 'approved',
        totalPaisa: paisa(voucher.lines.reduce((sum, line) => sum + line[1], 0)),
        preparedBy: clerk?.id ?? null,
        checkedBy: clerk?.id ?? null,
        approvedBy: clerk?.id ?? null,
      })
      .returning({ id: vouchers.id });
    if (!row) throw new Error('voucher insert failed');
    await tx.insert(voucherLines).values(
      voucher.lines.map(([ledger, debit, credit, subLedger], index) => {
        const id = ledgerId.get(ledger);
        if (id === undefined) throw new Error(`demo ledger ${ledger} is not in the chart`);
        return {
          voucherId: row.id,
          lineNo: index + 1,
          ledgerId: id,
          subLedgerId: subLedger ? (subLedgerId.get(subLedger) ?? null) : null,
          debitPaisa: paisa(debit),
          creditPaisa: paisa(credit),
          campusId: owner.campusId,
          fiscalYearId: year.id,
          dateAd,
        };
      }),
    );
    await postVoucher(tx, row.id);
  }
}
