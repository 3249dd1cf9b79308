/** Fees: their types and setups, the receipts a campus issues, online payments through eSewa. */
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import * as contracts from '@hemis/shared-contracts';
import { campusOwner, fiscalYearColumn, paisa } from './columns';
import { day, requiredRef, tz } from './resource-table';
import { resourceTable } from './registry';
import { users } from './users';
import { students } from './students';
import { vouchers } from './accounts';
import { enrolmentApplications } from './enrolment';

export const generalFeeTypes = resourceTable('general_fee_types', contracts.generalFeeTypeContract);

export const feeTypes = resourceTable('fee_types', contracts.feeTypeContract);

export const feeSetups = resourceTable('fee_setups', contracts.feeSetupContract, {
  uniqueName: 'fee_setups_fee_uq',
  indexes: (t) => [index('fee_setups_program_idx').on(t.campusId, t.programId)],
});

export const paymentModeEnum = pgEnum('payment_mode', ['cash', 'bank', 'esewa']);

/**
 * Receipts a campus issues, numbered per campus and fiscal year (numbering.ts, series
 * `receipt`). A receipt is never changed or deleted: it is cancelled with a reason and its
 * number stays used. `verifyToken` is what its QR code carries (the one verification page).
 */
export const receipts = pgTable(
  'receipts',
  {
    id: serial('id').primaryKey(),
    ...campusOwner(),
    fiscalYearId: fiscalYearColumn(),
    receiptNo: integer('receipt_no').notNull(),
    studentId: requiredRef('student_id', () => students.id),
    dateAd: day('date_ad').notNull(),
    dateBs: varchar('date_bs', { length: 10 }).notNull(),
    feesPaisa: paisa('fees_paisa').notNull(),
    discountPaisa: paisa('discount_paisa').notNull().default(0),
    discountKind: varchar('discount_kind', { length: 20 }),
    discountReason: varchar('discount_reason', { length: 300 }),
    finePaisa: paisa('fine_paisa').notNull().default(0),
    totalPaisa: paisa('total_paisa').notNull(),
    paymentMode: paymentModeEnum('payment_mode').notNull(),
    bankVoucherNo: varchar('bank_voucher_no', { length: 50 }),
    esewaRefId: varchar('esewa_ref_id', { length: 100 }),
    remarks: varchar('remarks', { length: 500 }),
    verifyToken: varchar('verify_token', { length: 64 }).notNull(),
    issuedBy: integer('issued_by').references(() => users.id),
    createdAt: tz('created_at').notNull().defaultNow(),
    cancelledAt: tz('cancelled_at'),
    cancelledBy: integer('cancelled_by').references(() => users.id),
    cancelReason: varchar('cancel_reason', { length: 300 }),
    voucherId: integer('voucher_id').references(() => vouchers.id),
    reversalVoucherId: integer('reversal_voucher_id').references(() => vouchers.id),
  },
  (t) => [
    // A number is issued once per campus and fiscal year (a duplicate is a 409).
    uniqueIndex('receipts_number_uq').on(t.campusId, t.fiscalYearId, t.receiptNo),
    uniqueIndex('receipts_token_uq').on(t.verifyToken),
    uniqueIndex('receipts_esewa_uq')
      .on(t.esewaRefId)
      .where(sql`${t.esewaRefId} is not null`),
    index('receipts_campus_date_idx').on(t.campusId, t.dateAd),
    index('receipts_student_idx').on(t.studentId),
    index('receipts_university_idx').on(t.universityId),
  ],
);

export const receiptLines = pgTable(
  'receipt_lines',
  {
    id: serial('id').primaryKey(),
    receiptId: requiredRef('receipt_id', () => receipts.id),
    lineNo: integer('line_no').notNull(),
    feeTypeId: integer('fee_type_id').references(() => feeTypes.id),
    generalFeeTypeId: integer('general_fee_type_id').references(() => generalFeeTypes.id),
    yearOrSemester: integer('year_or_semester'),
    amountPaisa: paisa('amount_paisa').notNull(),
  },
  (t) => [index('receipt_lines_receipt_idx').on(t.receiptId)],
);

/**
 * Online payments through eSewa: made pending with the fees they pay, completed once eSewa's
 * signed answer and its status call agree, and then recorded as a receipt (once, however often
 * the success page is called). Refused answers are written to the audit log.
 */
export const esewaPayments = pgTable(
  'esewa_payments',
  {
    id: serial('id').primaryKey(),
    transactionUuid: varchar('transaction_uuid', { length: 60 }).notNull(),
    ...campusOwner(),
    /** The student paying, or (null) an online enrolment application not yet a student. */
    studentId: integer('student_id').references(() => students.id),
    applicationId: integer('application_id').references(() => enrolmentApplications.id),
    amountPaisa: paisa('amount_paisa').notNull(),
    /** The receipt lines it pays: [{ feeTypeId, generalFeeTypeId, yearOrSemester, amountPaisa }]. */
    lines: jsonb('lines').$type<EsewaPaymentLine[]>().notNull(),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    refId: varchar('ref_id', { length: 100 }),
    receiptId: integer('receipt_id').references(() => receipts.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: tz('created_at').notNull().defaultNow(),
    completedAt: tz('completed_at'),
  },
  (t) => [
    uniqueIndex('esewa_payments_uuid_uq').on(t.transactionUuid),
    index('esewa_payments_student_idx').on(t.studentId),
    index('esewa_payments_application_idx').on(t.applicationId),
  ],
);

export interface EsewaPaymentLine {
  feeTypeId: number | null;
  generalFeeTypeId: number | null;
  yearOrSemester: number | null;
  amountPaisa: number;
}
