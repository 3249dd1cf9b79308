/**
 * Receipts (receipt-management, /payment): what a campus issues for the fees paid (the fee types
 * and fee setup are feeTypes.ts), their lists, a day's collection and a student's ledger. Money
 * is whole paisa in receipts (a JSON integer).
 */
import { z } from 'zod';
import { INT4_MAX } from '../ids';
import { textInput } from '../text';
import { formatPaisa } from './accounts';
import { choices, type ChoiceValue } from '../resource';

// ---- receipts ----------------------------------------------------------------------------

/** How a receipt was paid: at the counter, into the campus's bank, or online through eSewa. */
export const PAYMENT_MODES = choices({
  cash: 'Cash',
  bank: 'Bank Deposit',
  esewa: 'eSewa',
});
export type PaymentMode = ChoiceValue<typeof PAYMENT_MODES>;
/** The modes a clerk records at the counter (an eSewa receipt is made by the payment itself). */
export const COUNTER_PAYMENT_MODES = PAYMENT_MODES.filter((mode) => mode.value !== 'esewa');

export const DISCOUNT_KINDS = choices({
  discount: 'Discount',
  scholarship: 'Scholarship',
});
export type DiscountKind = ChoiceValue<typeof DISCOUNT_KINDS>;

export const RECEIPT_STATUSES = choices({
  issued: 'Issued',
  cancelled: 'Cancelled',
});
export type ReceiptStatus = ChoiceValue<typeof RECEIPT_STATUSES>;

/** The most one receipt line, its discount or fine may be: ten crore rupees. */
export const MAX_RECEIPT_PAISA = 1_000_000_000 * 100;

export const RECEIPT_MESSAGES = {
  studentRequired: 'Student is required',
  studentNotFound: 'Student was not found',
  linesRequired: 'Add at least one fee',
  oneFeeType: 'Choose a fee type or a general fee type',
  feeTypeNotFound: 'Fee type was not found',
  amount: `Amount must be a whole number of paisa from 0.01 to ${formatPaisa(MAX_RECEIPT_PAISA)} rupees`,
  discountAmount: `Discount must be from 0 to ${formatPaisa(MAX_RECEIPT_PAISA)} rupees`,
  fineAmount: `Fine must be from 0 to ${formatPaisa(MAX_RECEIPT_PAISA)} rupees`,
  discountOverTotal: 'The discount must not exceed the fees and fine',
  discountReason: 'Give the reason for the discount or scholarship',
  discountKind: 'Say whether it is a discount or a scholarship',
  paymentMode: 'Payment mode is required',
  bankVoucherNo: 'Bank voucher number is required for a bank deposit',
  dateInvalid: 'Enter a valid date',
  datesDisagree: 'The BS and AD dates are not the same day',
  futureDate: 'A receipt cannot be dated after today',
  noFiscalYear: 'No fiscal year covers this date',
  unknownFiscalYear: 'No such fiscal year',
  campusOnly: 'Receipts are issued by a campus',
  studentOfOtherCampus: 'The student is not of your campus',
  notIssued: 'This receipt is already cancelled',
  cancelReason: 'Give the reason for cancelling',
  issued: 'Receipt issued',
  cancelled: 'Receipt cancelled; its number stays used',
  notFound: 'Receipt was not found',
  campusRequired: 'Campus is required',
} as const;

const paisaAmount = (message: string, min: number) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(MAX_RECEIPT_PAISA, { error: message });
const plainText = (max: number, multiLine = false) =>
  textInput({ multiLine }).max(max, { error: `At most ${max} characters` });
const optionalRef = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(INT4_MAX, { error: message })
    .nullable()
    .optional();
const isoDay = z.iso.date({ error: RECEIPT_MESSAGES.dateInvalid });
const bsDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: RECEIPT_MESSAGES.dateInvalid });

export const receiptLineInputSchema = z
  .strictObject({
    feeTypeId: optionalRef(RECEIPT_MESSAGES.feeTypeNotFound),
    generalFeeTypeId: optionalRef(RECEIPT_MESSAGES.feeTypeNotFound),
    yearOrSemester: z
      .number({ error: 'Year/Semester must be from 1 to 12' })
      .int({ error: 'Year/Semester must be from 1 to 12' })
      .min(1, { error: 'Year/Semester must be from 1 to 12' })
      .max(12, { error: 'Year/Semester must be from 1 to 12' })
      .nullable()
      .optional(),
    amountPaisa: paisaAmount(RECEIPT_MESSAGES.amount, 1),
  })
  .superRefine((line, ctx) => {
    const course = typeof line.feeTypeId === 'number';
    const general = typeof line.generalFeeTypeId === 'number';
    if (course === general) {
      ctx.addIssue({ code: 'custom', path: ['feeTypeId'], message: RECEIPT_MESSAGES.oneFeeType });
    }
  });
export type ReceiptLineInput = z.input<typeof receiptLineInputSchema>;

/** Fees and fine, less the discount: what the payer hands over. */
export function receiptTotals(input: {
  lines: readonly { amountPaisa?: number | null }[];
  discountPaisa?: number | null;
  finePaisa?: number | null;
}): { feesPaisa: number; totalPaisa: number } {
  const feesPaisa = input.lines.reduce((sum, line) => sum + (line.amountPaisa ?? 0), 0);
  return {
    feesPaisa,
    totalPaisa: feesPaisa + (input.finePaisa ?? 0) - (input.discountPaisa ?? 0),
  };
}

/** The rules of a receipt wherever they are checked (the form and the API). */
function checkReceipt(
  receipt: {
    lines: readonly { amountPaisa?: number | null }[];
    discountPaisa: number;
    discountKind?: DiscountKind | null;
    discountReason?: string | null;
    finePaisa: number;
    paymentMode: PaymentMode;
    bankVoucherNo?: string | null;
  },
  ctx: z.RefinementCtx,
): void {
  if (receipt.lines.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['lines'], message: RECEIPT_MESSAGES.linesRequired });
  }
  const { feesPaisa } = receiptTotals(receipt);
  if (receipt.discountPaisa > feesPaisa + receipt.finePaisa) {
    ctx.addIssue({
      code: 'custom',
      path: ['discountPaisa'],
      message: RECEIPT_MESSAGES.discountOverTotal,
    });
  }
  if (receipt.discountPaisa > 0 && !receipt.discountReason) {
    ctx.addIssue({
      code: 'custom',
      path: ['discountReason'],
      message: RECEIPT_MESSAGES.discountReason,
    });
  }
  if (receipt.discountPaisa > 0 && !receipt.discountKind) {
    ctx.addIssue({
      code: 'custom',
      path: ['discountKind'],
      message: RECEIPT_MESSAGES.discountKind,
    });
  }
  if (receipt.paymentMode === 'bank' && !receipt.bankVoucherNo) {
    ctx.addIssue({
      code: 'custom',
      path: ['bankVoucherNo'],
      message: RECEIPT_MESSAGES.bankVoucherNo,
    });
  }
}

const COUNTER_MODE_VALUES = COUNTER_PAYMENT_MODES.map((mode) => mode.value);

/**
 * A receipt as a clerk issues it at the counter (POST /Receipt): the student, the fees paid
 * (each a course or general fee type, for a year or semester or none), a discount or scholarship
 * with its reason, a fine, the payment mode, and the day (BS or AD; today when neither). The
 * campus is the clerk's; the number and fiscal year are given when it is saved.
 */
export const receiptInputSchema = z
  .strictObject({
    studentId: z
      .number({ error: RECEIPT_MESSAGES.studentRequired })
      .int({ error: RECEIPT_MESSAGES.studentNotFound })
      .positive({ error: RECEIPT_MESSAGES.studentNotFound })
      .max(INT4_MAX, { error: RECEIPT_MESSAGES.studentNotFound }),
    dateBs: bsDay.nullable().optional(),
    dateAd: isoDay.nullable().optional(),
    lines: z.array(receiptLineInputSchema).max(50, { error: 'At most 50 fees on one receipt' }),
    discountPaisa: paisaAmount(RECEIPT_MESSAGES.discountAmount, 0).default(0),
    discountKind: z
      .enum(['discount', 'scholarship'], { error: RECEIPT_MESSAGES.discountKind })
      .nullable()
      .optional(),
    discountReason: plainText(300).nullable().optional(),
    finePaisa: paisaAmount(RECEIPT_MESSAGES.fineAmount, 0).default(0),
    paymentMode: z.enum(COUNTER_MODE_VALUES, { error: RECEIPT_MESSAGES.paymentMode }),
    bankVoucherNo: plainText(50).nullable().optional(),
    remarks: plainText(500, true).nullable().optional(),
  })
  .superRefine(checkReceipt);
export type ReceiptInput = z.input<typeof receiptInputSchema>;

export const receiptCancelSchema = z.strictObject({
  reason: plainText(300).min(1, { error: RECEIPT_MESSAGES.cancelReason }),
});

export const receiptLineSchema = z.object({
  feeTypeId: z.number().int().nullable(),
  generalFeeTypeId: z.number().int().nullable(),
  feeTypeName: z.string(),
  yearOrSemester: z.number().int().nullable(),
  amountPaisa: z.number().int(),
});
export type ReceiptLine = z.infer<typeof receiptLineSchema>;

const MODE_VALUES = PAYMENT_MODES.map((mode) => mode.value);
const STATUS_VALUES = RECEIPT_STATUSES.map((status) => status.value);

export const receiptSchema = z.object({
  id: z.number().int(),
  campusId: z.number().int(),
  campusName: z.string(),
  fiscalYearId: z.number().int(),
  fiscalYear: z.string(),
  /** The campus's next number of the fiscal year, given when the receipt was saved. */
  receiptNo: z.number().int(),
  studentId: z.number().int(),
  studentName: z.string(),
  registrationNo: z.string().nullable(),
  programName: z.string().nullable(),
  dateAd: z.string(),
  dateBs: z.string(),
  lines: z.array(receiptLineSchema),
  feesPaisa: z.number().int(),
  discountPaisa: z.number().int(),
  discountKind: z.enum(['discount', 'scholarship']).nullable(),
  discountReason: z.string().nullable(),
  finePaisa: z.number().int(),
  totalPaisa: z.number().int(),
  amountInWords: z.string(),
  amountInWordsNepali: z.string(),
  paymentMode: z.enum(MODE_VALUES),
  bankVoucherNo: z.string().nullable(),
  esewaRefId: z.string().nullable(),
  remarks: z.string().nullable(),
  status: z.enum(STATUS_VALUES),
  issuedBy: z.string().nullable(),
  issuedById: z.number().int().nullable(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  cancelledBy: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** The accounts' receipt voucher it posted ("RV-12"), and its reversal when cancelled. */
  voucherNo: z.string().nullable(),
  reversalVoucherNo: z.string().nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;

const dayFilter = z.iso.date({ error: RECEIPT_MESSAGES.dateInvalid }).optional();
const idFilter = z.coerce
  .number({ error: 'Must be a whole number' })
  .int({ error: 'Must be a whole number' })
  .positive({ error: 'Must be a whole number' })
  .max(INT4_MAX, { error: 'Must be a whole number' })
  .optional();

/** The receipt list's filters (GET /Receipt, GET /Receipt/Export): AD dates, inclusive. */
export const receiptListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(500).optional(),
  from: dayFilter,
  to: dayFilter,
  campusId: idFilter,
  studentId: idFilter,
  feeTypeId: idFilter,
  generalFeeTypeId: idFilter,
  issuedById: idFilter,
  paymentMode: z.enum(MODE_VALUES, { error: 'Unknown payment mode' }).optional(),
  status: z.enum(STATUS_VALUES, { error: 'Unknown status' }).optional(),
  /** A receipt number, or part of the student's name or registration number. */
  q: plainText(100).optional(),
});
export type ReceiptListQuery = z.input<typeof receiptListQuerySchema>;

/** GET /Receipt/Clerks: who issued the receipts the caller reads (of one campus when named). */
export const receiptClerksQuerySchema = receiptListQuerySchema.pick({ campusId: true });
export const receiptClerkSchema = z.object({ id: z.number().int(), name: z.string() });
export type ReceiptClerk = z.infer<typeof receiptClerkSchema>;
export const receiptClerksSchema = z.array(receiptClerkSchema);

export const receiptListRowSchema = receiptSchema.omit({ lines: true });
export type ReceiptListRow = z.infer<typeof receiptListRowSchema>;
export const receiptListSchema = z.object({
  data: z.array(receiptListRowSchema),
  total: z.number().int(),
  /** The collected total of every matching issued receipt (not only this page). */
  totalPaisa: z.number().int(),
});
export type ReceiptList = z.infer<typeof receiptListSchema>;

/**
 * GET /Receipt/GetReceiptNo?CampusId=&FiscalYearId=: the number the campus's next receipt will
 * take in the fiscal year (default: the one covering today).
 */
export const receiptNoQuerySchema = z.strictObject({
  CampusId: idFilter,
  FiscalYearId: idFilter,
});
export const nextReceiptNoSchema = z.object({
  campusId: z.number().int(),
  fiscalYearId: z.number().int(),
  fiscalYear: z.string(),
  receiptNo: z.number().int(),
});
export type NextReceiptNo = z.infer<typeof nextReceiptNoSchema>;

/** GET /Receipt/DailyCollection?date=&campusId=: one day's receipts per clerk. */
export const dailyCollectionQuerySchema = z.strictObject({
  date: dayFilter,
  campusId: idFilter,
  format: z.enum(['json', 'xlsx'], { error: 'Format must be json or xlsx' }).optional(),
});
export const dailyCollectionRowSchema = z.object({
  issuedById: z.number().int().nullable(),
  issuedBy: z.string(),
  receipts: z.number().int(),
  cancelled: z.number().int(),
  cashPaisa: z.number().int(),
  bankPaisa: z.number().int(),
  esewaPaisa: z.number().int(),
  totalPaisa: z.number().int(),
});
export type DailyCollectionRow = z.infer<typeof dailyCollectionRowSchema>;
export const dailyCollectionSchema = z.object({
  date: z.string(),
  campusName: z.string(),
  rows: z.array(dailyCollectionRowSchema),
  total: dailyCollectionRowSchema,
});
export type DailyCollection = z.infer<typeof dailyCollectionSchema>;

/** One fee a student owes from the fee setup, with what is paid of it. */
export const studentDueSchema = z.object({
  feeTypeId: z.number().int().nullable(),
  generalFeeTypeId: z.number().int().nullable(),
  feeTypeName: z.string(),
  yearOrSemester: z.number().int().nullable(),
  fiscalYear: z.string(),
  duePaisa: z.number().int(),
  paidPaisa: z.number().int(),
  balancePaisa: z.number().int(),
});
export type StudentDue = z.infer<typeof studentDueSchema>;

/** GET /Receipt/Student/{id}/Ledger: what a student owes, what they paid, and the balance. */
export const studentLedgerSchema = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  registrationNo: z.string().nullable(),
  campusId: z.number().int().nullable(),
  campusName: z.string(),
  programName: z.string().nullable(),
  batchName: z.string().nullable(),
  yearOrSemester: z.number().int().nullable(),
  dues: z.array(studentDueSchema),
  receipts: z.array(receiptListRowSchema),
  duePaisa: z.number().int(),
  /** Fees paid (discounts count as paid; fines are not dues). */
  paidPaisa: z.number().int(),
  balancePaisa: z.number().int(),
});
export type StudentLedger = z.infer<typeof studentLedgerSchema>;
export const studentLedgerQuerySchema = z.strictObject({
  format: z.enum(['json', 'xlsx'], { error: 'Format must be json or xlsx' }).optional(),
});

/** The name a printed receipt is saved as: "receipt-12-2082-83.pdf". */
export const receiptFileName = (receipt: { receiptNo: number; fiscalYear: string }): string =>
  `receipt-${receipt.receiptNo}-${receipt.fiscalYear.replace('/', '-')}.pdf`;

/** "Receipt No. 12 (2082/83)". */
export const receiptNoLabel = (receipt: { receiptNo: number; fiscalYear: string }): string =>
  `${receipt.receiptNo} (${receipt.fiscalYear})`;
