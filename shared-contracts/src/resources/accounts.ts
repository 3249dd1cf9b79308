/**
 * Accounts by double entry (issue 13): the chart of accounts (five fixed ledger groups,
 * sub-groups, ledgers, sub-ledgers), vouchers of a campus and fiscal year, and the reports read
 * from approved vouchers. Money is whole paisa everywhere (a JSON integer), never a float: a
 * rupee amount is entered as text and turned into paisa by `parsePaisa`.
 */
import { z } from 'zod';
import { INT4_MAX, recordId } from '../ids';
import { textInput } from '../text';
import { defineResourceContract, flag, reference, type Choice } from '../resource';
import {
  codeField,
  conflict,
  headRef,
  remarksAndStatus,
  requiredChoice,
  requiredText,
} from './fields';

// ---- money -------------------------------------------------------------------------------

/** The largest amount one voucher line takes: Rs 10 billion (so sums stay exact integers). */
export const MAX_LINE_PAISA = 1_000_000_000_000;

/** "12,000.00" for 1200000 paisa (a minus sign before negative amounts). */
export function formatPaisa(paisa: number): string {
  const sign = paisa < 0 ? '-' : '';
  const whole = Math.abs(paisa);
  const rupees = Math.floor(whole / 100);
  const cents = String(whole % 100).padStart(2, '0');
  // Nepali grouping (lakh, crore), as every amount on the screens: 1,24,00,000.50.
  return `${sign}${rupees.toLocaleString('en-IN')}.${cents}`;
}

/** Paisa of a rupee amount typed in a form (0 when empty); NaN when it is no amount. */
export const paisaOfInput = (text: string): number =>
  text.trim() === '' ? 0 : (parsePaisa(text) ?? NaN);

/** A paisa amount as a form's rupee input shows it ("1200.50"; empty for none). */
export const rupeesInput = (paisa: number): string =>
  paisa <= 0 ? '' : formatPaisa(paisa).replace(/,/g, '');

/** A rupee amount kept with two decimals ("22,500.00"), in the South Asian grouping. */
export function formatAmount(value: unknown): string {
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount)
    ? amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    : '';
}

/** Paisa for a rupee amount as typed ("1,200.5" -> 120050), or null when it is no amount. */
export function parsePaisa(text: string): number | null {
  const match = /^\s*(\d{1,13})(?:\.(\d{0,2}))?\s*$/.exec(text.replace(/,/g, ''));
  if (!match) return null;
  const paisa = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(paisa) ? paisa : null;
}

// ---- the chart ---------------------------------------------------------------------------

/** The five fixed ledger groups; a balance sheet group carries its balance into the next year. */
export const LEDGER_GROUPS = [
  { value: 'asset', label: 'Assets' },
  { value: 'liability', label: 'Liabilities' },
  { value: 'equity', label: 'Equity' },
  { value: 'income', label: 'Income' },
  { value: 'expenditure', label: 'Expenditure' },
] as const satisfies readonly Choice[];
export type LedgerGroup = (typeof LEDGER_GROUPS)[number]['value'];
export const LEDGER_GROUP_VALUES = LEDGER_GROUPS.map((group) => group.value) as [
  LedgerGroup,
  ...LedgerGroup[],
];
/** Groups whose balance is debit by nature (assets, expenditure). */
export const DEBIT_GROUPS: readonly LedgerGroup[] = ['asset', 'expenditure'];

/**
 * Ownership 'institution': the standard chart has no owner (every campus reads it, the
 * commission keeps it), and a campus adds its own sub-groups, ledgers and sub-ledgers.
 */
export const accountSubGroupContract = defineResourceContract({
  name: 'AccountSubGroup',
  title: 'Ledger Sub-group',
  module: 'accounts',
  ownership: 'institution',
  updateMethod: 'PATCH',
  unique: ['subGroupName'],
  defaultSort: 'subGroupName',
  fields: {
    groupType: requiredChoice('Ledger Group', LEDGER_GROUPS),
    subGroupName: requiredText('Sub-group Name', 150),
    code: codeField(),
    ...remarksAndStatus(),
  },
  messages: conflict('Sub-group'),
});

export const accountLedgerContract = defineResourceContract({
  name: 'AccountLedger',
  title: 'Ledger',
  module: 'accounts',
  ownership: 'institution',
  updateMethod: 'PATCH',
  unique: ['ledgerName'],
  defaultSort: 'ledgerName',
  fields: {
    subGroupId: reference('Sub-group', 'AccountSubGroup', 'subGroupName', {
      required: 'Sub-group is required',
      filter: true,
    }),
    ledgerName: requiredText('Ledger Name', 150),
    code: codeField(),
    /** Cash in hand or a bank account: what payment, receipt and contra vouchers move. */
    cashOrBank: flag('Cash or Bank', { filter: true }),
    /** The public-finance head its income or expenditure is reported under. */
    headId: headRef(),
    ...remarksAndStatus(),
  },
  messages: conflict('Ledger'),
});

export const accountSubLedgerContract = defineResourceContract({
  name: 'AccountSubLedger',
  title: 'Sub-ledger',
  module: 'accounts',
  ownership: 'institution',
  updateMethod: 'PATCH',
  unique: ['ledgerId', 'subLedgerName'],
  defaultSort: 'subLedgerName',
  fields: {
    ledgerId: reference('Ledger', 'AccountLedger', 'ledgerName', {
      required: 'Ledger is required',
      filter: true,
    }),
    subLedgerName: requiredText('Sub-ledger Name', 150),
    code: codeField(),
    ...remarksAndStatus(),
  },
  messages: conflict('Sub-ledger'),
});

// ---- vouchers ----------------------------------------------------------------------------

export const VOUCHER_TYPES = [
  { value: 'journal', label: 'Journal', prefix: 'JV' },
  { value: 'payment', label: 'Payment', prefix: 'PV' },
  { value: 'receipt', label: 'Receipt', prefix: 'RV' },
  { value: 'contra', label: 'Contra', prefix: 'CV' },
] as const;
export type VoucherType = (typeof VOUCHER_TYPES)[number]['value'];
const VOUCHER_TYPE_VALUES = VOUCHER_TYPES.map((type) => type.value) as [
  VoucherType,
  ...VoucherType[],
];

/** Draft -> checked -> approved; a draft or checked voucher may be cancelled instead. */
export const VOUCHER_STATUSES = [
  { value: 'draft', label: 'Draft' },
  { value: 'checked', label: 'Checked' },
  { value: 'approved', label: 'Approved' },
  { value: 'cancelled', label: 'Cancelled' },
] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number]['value'];
const VOUCHER_STATUS_VALUES = VOUCHER_STATUSES.map((status) => status.value) as [
  VoucherStatus,
  ...VoucherStatus[],
];

/** "JV-12": a voucher's number as printed (none until it is approved). */
export function voucherNumberLabel(type: VoucherType, number: number | null): string {
  if (number === null) return '';
  const prefix = VOUCHER_TYPES.find((entry) => entry.value === type)?.prefix ?? '';
  return `${prefix}-${number}`;
}

export const VOUCHER_MESSAGES = {
  unbalanced: (debits: number, credits: number) =>
    `Debits (${formatPaisa(debits)}) and credits (${formatPaisa(credits)}) must be equal`,
  twoLines: 'A voucher needs at least two lines',
  oneSide: 'A line is either a debit or a credit',
  amountRequired: 'Enter a debit or a credit amount',
  amount: 'Amount must be a whole number of paisa from 0 to 10,000,000,000.00 rupees',
  ledgerRequired: 'Ledger is required',
  ledgerNotFound: 'Ledger was not found',
  subLedgerNotFound: 'Sub-ledger was not found under this ledger',
  dateRequired: 'Date is required',
  dateInvalid: 'Enter a valid date',
  datesDisagree: 'The BS and AD dates are not the same day',
  noFiscalYear: 'No fiscal year covers this date',
  narrationRequired: 'Narration is required',
  paymentCredit: 'A payment voucher credits a cash or bank ledger',
  receiptDebit: 'A receipt voucher debits a cash or bank ledger',
  contraOnly: 'A contra voucher moves only between cash and bank ledgers',
  notDraft: 'Only a draft voucher can be changed',
  notDraftDelete: 'Only a draft voucher can be deleted; cancel a checked one',
  notDraftCheck: 'Only a draft voucher can be checked',
  notChecked: 'Only a checked voucher can be approved',
  notCancellable: 'Only a draft or checked voucher can be cancelled',
  notApproved: 'Only an approved voucher can be reversed',
  alreadyReversed: 'This voucher has already been reversed',
  reversalOfReversal: 'A reversal voucher cannot itself be reversed',
  campusOnly: 'Vouchers are entered by a campus',
  created: 'Voucher saved as a draft',
  updated: 'Voucher updated',
  checked: 'Voucher checked',
  approved: 'Voucher approved',
  cancelled: 'Voucher cancelled',
  deleted: 'Voucher deleted',
  reversed: 'Voucher reversed',
} as const;

const paisa = z
  .number({ error: VOUCHER_MESSAGES.amount })
  .int({ error: VOUCHER_MESSAGES.amount })
  .min(0, { error: VOUCHER_MESSAGES.amount })
  .max(MAX_LINE_PAISA, { error: VOUCHER_MESSAGES.amount });
const text = (max: number, multiLine = false) =>
  textInput({ multiLine }).max(max, { error: `At most ${max} characters` });
const isoDay = z.iso.date({ error: VOUCHER_MESSAGES.dateInvalid });
const bsDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: VOUCHER_MESSAGES.dateInvalid });
const optionalId = (label: string) =>
  z
    .number({ error: `${label} was not found` })
    .int({ error: `${label} was not found` })
    .positive({ error: `${label} was not found` })
    .max(INT4_MAX, { error: `${label} was not found` })
    .nullable()
    .optional();

export const voucherLineInputSchema = z.strictObject({
  ledgerId: z
    .number({ error: VOUCHER_MESSAGES.ledgerRequired })
    .int({ error: VOUCHER_MESSAGES.ledgerRequired })
    .positive({ error: VOUCHER_MESSAGES.ledgerRequired })
    .max(INT4_MAX, { error: VOUCHER_MESSAGES.ledgerNotFound }),
  subLedgerId: optionalId('Sub-ledger'),
  debitPaisa: paisa.default(0),
  creditPaisa: paisa.default(0),
  narration: text(500).nullable().optional(),
});
export type VoucherLineInput = z.input<typeof voucherLineInputSchema>;

/** The lines' totals, in paisa. */
export function voucherTotals(
  lines: readonly { debitPaisa?: number | null; creditPaisa?: number | null }[],
): { debits: number; credits: number } {
  let debits = 0;
  let credits = 0;
  for (const line of lines) {
    debits += line.debitPaisa ?? 0;
    credits += line.creditPaisa ?? 0;
  }
  return { debits, credits };
}

/**
 * The rules a voucher's lines keep wherever they are checked (the entry form and the API):
 * at least two lines, each a debit or a credit, debits equal to credits.
 */
export function checkVoucherLines(
  lines: readonly { debitPaisa?: number | null; creditPaisa?: number | null }[],
  ctx: z.RefinementCtx,
): void {
  if (lines.length < 2) {
    ctx.addIssue({ code: 'custom', path: ['lines'], message: VOUCHER_MESSAGES.twoLines });
  }
  lines.forEach((line, index) => {
    const debit = line.debitPaisa ?? 0;
    const credit = line.creditPaisa ?? 0;
    if (debit > 0 && credit > 0) {
      ctx.addIssue({ code: 'custom', path: ['lines', index], message: VOUCHER_MESSAGES.oneSide });
    } else if (debit === 0 && credit === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['lines', index],
        message: VOUCHER_MESSAGES.amountRequired,
      });
    }
  });
  const { debits, credits } = voucherTotals(lines);
  if (lines.length >= 2 && debits !== credits) {
    ctx.addIssue({
      code: 'custom',
      path: ['lines'],
      message: VOUCHER_MESSAGES.unbalanced(debits, credits),
    });
  }
}

/**
 * A voucher as a campus enters it: its date in BS or AD (or both, the same day), narration and
 * lines. The campus is the caller's; the fiscal year is the one its date falls in.
 */
export const voucherInputSchema = z
  .strictObject({
    voucherType: z.enum(VOUCHER_TYPE_VALUES, { error: 'Voucher type is required' }),
    dateBs: bsDay.nullable().optional(),
    dateAd: isoDay.nullable().optional(),
    narration: text(1000, true).min(1, { error: VOUCHER_MESSAGES.narrationRequired }),
    lines: z.array(voucherLineInputSchema).max(500, { error: 'At most 500 lines' }),
  })
  .superRefine((voucher, ctx) => {
    if (!voucher.dateBs && !voucher.dateAd) {
      ctx.addIssue({ code: 'custom', path: ['dateBs'], message: VOUCHER_MESSAGES.dateRequired });
    }
    checkVoucherLines(voucher.lines, ctx);
  });
export type VoucherInput = z.input<typeof voucherInputSchema>;

export const voucherLineSchema = z.object({
  id: z.number().int(),
  ledgerId: z.number().int(),
  ledgerName: z.string(),
  subLedgerId: z.number().int().nullable(),
  subLedgerName: z.string().nullable(),
  debitPaisa: z.number().int(),
  creditPaisa: z.number().int(),
  narration: z.string().nullable(),
});
export type VoucherLine = z.infer<typeof voucherLineSchema>;

export const voucherSchema = z.object({
  id: z.number().int(),
  campusId: z.number().int(),
  campusName: z.string(),
  fiscalYearId: z.number().int(),
  fiscalYear: z.string(),
  voucherType: z.enum(VOUCHER_TYPE_VALUES),
  /** Given at approval, the next of the campus's series for the type and fiscal year. */
  number: z.number().int().nullable(),
  voucherNo: z.string(),
  dateAd: z.string(),
  dateBs: z.string(),
  narration: z.string(),
  status: z.enum(VOUCHER_STATUS_VALUES),
  totalPaisa: z.number().int(),
  reversalOfId: z.number().int().nullable(),
  reversedById: z.number().int().nullable(),
  preparedBy: z.string().nullable(),
  checkedBy: z.string().nullable(),
  approvedBy: z.string().nullable(),
  createdAt: z.string(),
  lines: z.array(voucherLineSchema),
});
export type Voucher = z.infer<typeof voucherSchema>;

export const voucherListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
  voucherType: z.enum(VOUCHER_TYPE_VALUES).optional(),
  status: z.enum(VOUCHER_STATUS_VALUES).optional(),
  campusId: recordId('Campus').optional(),
  fiscalYearId: recordId('Fiscal Year').optional(),
  /** BS dates, inclusive. */
  from: bsDay.optional(),
  to: bsDay.optional(),
});
export type VoucherListQuery = z.input<typeof voucherListQuerySchema>;
export const voucherListSchema = z.object({
  data: z.array(voucherSchema.omit({ lines: true })),
  total: z.number().int(),
});
export type VoucherListRow = z.infer<typeof voucherListSchema>['data'][number];

export const voucherReverseSchema = z.strictObject({
  dateBs: bsDay.nullable().optional(),
  dateAd: isoDay.nullable().optional(),
  narration: text(1000, true).nullable().optional(),
});

// ---- reports -----------------------------------------------------------------------------

/**
 * The period of a report: a fiscal year (the active one when none is named), narrowed by BS
 * `from`/`to` dates; one campus, or every campus the caller reads.
 */
export const accountPeriodQuerySchema = z.strictObject({
  fiscalYearId: recordId('Fiscal Year').optional(),
  campusId: recordId('Campus').optional(),
  from: bsDay.optional(),
  to: bsDay.optional(),
});
export type AccountPeriodQuery = z.input<typeof accountPeriodQuerySchema>;
export const ledgerStatementQuerySchema = accountPeriodQuerySchema.extend({
  ledgerId: recordId('Ledger'),
});

const periodSchema = z.object({
  fiscalYear: z.string(),
  fromAd: z.string(),
  toAd: z.string(),
  fromBs: z.string(),
  toBs: z.string(),
});
export type AccountPeriod = z.infer<typeof periodSchema>;

const ledgerAmountSchema = z.object({
  ledgerId: z.number().int(),
  ledgerName: z.string(),
  groupType: z.enum(LEDGER_GROUP_VALUES),
  subGroupName: z.string(),
  debitPaisa: z.number().int(),
  creditPaisa: z.number().int(),
});
export type LedgerAmount = z.infer<typeof ledgerAmountSchema>;

export const trialBalanceSchema = z.object({
  period: periodSchema,
  rows: z.array(ledgerAmountSchema),
  totalDebitPaisa: z.number().int(),
  totalCreditPaisa: z.number().int(),
});
export type TrialBalance = z.infer<typeof trialBalanceSchema>;

export const ledgerStatementSchema = z.object({
  period: periodSchema,
  ledgerId: z.number().int(),
  ledgerName: z.string(),
  groupType: z.enum(LEDGER_GROUP_VALUES),
  /** Balances are debit minus credit (negative: a credit balance). */
  openingPaisa: z.number().int(),
  lines: z.array(
    z.object({
      voucherId: z.number().int(),
      voucherNo: z.string(),
      dateAd: z.string(),
      dateBs: z.string(),
      narration: z.string(),
      debitPaisa: z.number().int(),
      creditPaisa: z.number().int(),
      balancePaisa: z.number().int(),
    }),
  ),
  closingPaisa: z.number().int(),
});
export type LedgerStatement = z.infer<typeof ledgerStatementSchema>;

const statementLineSchema = z.object({
  ledgerId: z.number().int(),
  ledgerName: z.string(),
  subGroupName: z.string(),
  amountPaisa: z.number().int(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const incomeExpenditureSchema = z.object({
  period: periodSchema,
  income: z.array(statementLineSchema),
  expenditure: z.array(statementLineSchema),
  totalIncomePaisa: z.number().int(),
  totalExpenditurePaisa: z.number().int(),
  /** Income less expenditure (negative: a deficit). */
  surplusPaisa: z.number().int(),
});
export type IncomeExpenditure = z.infer<typeof incomeExpenditureSchema>;

export const balanceSheetSchema = z.object({
  period: periodSchema,
  assets: z.array(statementLineSchema),
  liabilities: z.array(statementLineSchema),
  equity: z.array(statementLineSchema),
  totalAssetsPaisa: z.number().int(),
  totalLiabilitiesPaisa: z.number().int(),
  totalEquityPaisa: z.number().int(),
  /** Surplus of earlier fiscal years (never closed into a fund). */
  earlierSurplusPaisa: z.number().int(),
  /** Surplus of this fiscal year up to the period's end. */
  surplusPaisa: z.number().int(),
});
export type BalanceSheet = z.infer<typeof balanceSheetSchema>;

export const accountSummarySchema = z.object({
  fiscalYear: z.string(),
  ledgers: z.number().int(),
  vouchers: z.array(z.object({ status: z.enum(VOUCHER_STATUS_VALUES), count: z.number().int() })),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

export const accountChartSchema = z.array(
  z.object({
    groupType: z.enum(LEDGER_GROUP_VALUES),
    subGroups: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        ledgers: z.array(
          z.object({
            id: z.number().int(),
            name: z.string(),
            code: z.string().nullable(),
            cashOrBank: z.boolean(),
            campusId: z.number().int().nullable(),
            subLedgers: z.array(z.object({ id: z.number().int(), name: z.string() })),
          }),
        ),
      }),
    ),
  }),
);
export type AccountChart = z.infer<typeof accountChartSchema>;

/** The reports by key: their route segment and title. */
export const ACCOUNT_REPORTS = [
  { key: 'trial-balance', path: 'TrialBalance', title: 'Trial Balance' },
  { key: 'ledger-statement', path: 'LedgerStatement', title: 'Ledger Statement' },
  { key: 'income-expenditure', path: 'IncomeExpenditure', title: 'Income and Expenditure' },
  { key: 'balance-sheet', path: 'BalanceSheet', title: 'Balance Sheet' },
] as const;
export type AccountReportKey = (typeof ACCOUNT_REPORTS)[number]['key'];
