/** Online payment of fees and application fees through eSewa (its sandbox in tests). */
import { z } from 'zod';

// ---- eSewa online payment ---------------------------------------------------------------

/** The public pages of an online payment (spec: /esewa, /success, /failed). */
export const ESEWA_PAGES = { pay: '/esewa', success: '/success', failed: '/failed' } as const;

export const ESEWA_MESSAGES = {
  unavailable: 'Online payment is not available.',
  noDues: 'Nothing is due to pay online.',
  notFound: 'No such payment.',
  notPending: 'This payment is no longer waiting to be paid.',
  tampered: 'The payment answer could not be verified. Nothing was recorded.',
  notConfirmed:
    'eSewa has not confirmed this payment yet. Nothing was recorded; if money left your ' +
    'account, open this page again later.',
  failed: 'The payment was not completed. Nothing was charged or recorded.',
  recorded: 'Your payment is recorded.',
  studentOnly: 'Students pay their own fees online.',
} as const;

export const esewaPayInputSchema = z.strictObject({});

/** POST /Esewa/Pay: a pending payment of what the signed-in student owes. */
export const esewaPaymentStartedSchema = z.object({
  transactionUuid: z.string(),
  amountPaisa: z.number().int(),
});

/** GET /Esewa/Payment/{uuid}/Form: what the /esewa page posts to eSewa. */
export const esewaFormSchema = z.object({
  action: z.string(),
  fields: z.record(z.string(), z.string()),
  amountPaisa: z.number().int(),
  studentName: z.string(),
  campusName: z.string(),
});
export type EsewaForm = z.infer<typeof esewaFormSchema>;

/** POST /Esewa/Confirm { data }: what eSewa's answer on the success page came to. */
export const esewaConfirmInputSchema = z.strictObject({
  data: z.string().max(8192, { error: ESEWA_MESSAGES.tampered }),
});
export const esewaPaymentStatusSchema = z.object({
  transactionUuid: z.string(),
  status: z.enum(['pending', 'complete', 'failed']),
  /** What it pays: a student's fees, or an online enrolment's application fee. */
  purpose: z.enum(['fees', 'application']),
  message: z.string(),
  amountPaisa: z.number().int(),
  studentName: z.string(),
  campusName: z.string(),
  refId: z.string().nullable(),
  receiptNo: z.number().int().nullable(),
  fiscalYear: z.string().nullable(),
  /** The receipt's public verification page (what its QR code opens). */
  verifyPath: z.string().nullable(),
});
export type EsewaPaymentStatus = z.infer<typeof esewaPaymentStatusSchema>;
