/**
 * Vouchers of a campus and fiscal year: their lines, the rules they are checked by, their
 * numbers, lists and reversal.
 */
import { z } from 'zod';
import { INT4_MAX, recordId } from '../../ids';
import { textInput } from '../../text';
import { MAX_LINE_PAISA, formatPaisa } from './money';
import { choices, type ChoiceValue } from '../../resource';

export const VOUCHER_TYPES = [
  { value: 'journal', label: 'Journal', prefix: 'JV' },
  { value: 'payment', label: 'Payment', prefix: 'PV' },
  { value: 'receipt', label: 'Receipt', prefix: 'RV' },
  { value: 'contra', label: 'Contra', prefix: 'CV' },
] as const;
export type VoucherType = (typeof VOUCHER_TYPES)[number]['value'];
const VOUCHER_TYPE_VALUES = VOUCHER_TYPES.map((type) => type.value);

/** Draft -> checked -> approved; a draft or checked voucher may be cancelled instead. */
export const VOUCHER_STATUSES = choices({
  draft: 'Draft',
  checked: 'Checked',
  approved: 'Approved',
  cancelled: 'Cancelled',
});
export type VoucherStatus = ChoiceValue<typeof VOUCHER_STATUSES>;
const VOUCHER_STATUS_VALUES = VOUCHER_STATUSES.map((status) => status.value);

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
/** A BS date of the accounts (a voucher's, a report period's bounds): one pattern, one message. */
export const accountsBsDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: VOUCHER_MESSAGES.dateInvalid });
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
    dateBs: accountsBsDate.nullable().optional(),
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
  from: accountsBsDate.optional(),
  to: accountsBsDate.optional(),
});
export type VoucherListQuery = z.input<typeof voucherListQuerySchema>;
export const voucherListSchema = z.object({
  data: z.array(voucherSchema.omit({ lines: true })),
  total: z.number().int(),
});
export type VoucherListRow = z.infer<typeof voucherListSchema>['data'][number];

export const voucherReverseSchema = z.strictObject({
  dateBs: accountsBsDate.nullable().optional(),
  dateAd: isoDay.nullable().optional(),
  narration: text(1000, true).nullable().optional(),
});
