// Shared setup of the receipt tests.
// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { type TestApp } from '../../test/helpers';
import { signedInApp } from '../../test/signed-in';
import { and, count, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import {
  RECEIPT_PATHS,
  nepalToday,
  type Receipt,
  type ReceiptInput,
} from '@hemis/shared-contracts';
import { feeTypes, generalFeeTypes, numberSeries, receipts, students } from '../../db/schema';

/**
 * Fee types, the fee setup and receipts: issuing with the rules of a receipt, numbering without
 * gaps under concurrent clerks, cancelling (never deleting) with the number kept, the receipt
 * voucher and its reversal in the accounts, the PDF and its verification, the lists, the daily
 * collection and the student's ledger, and who may do what.
 */

export let t: TestApp;
export const NAMES = [
  'collegeadmin',
  'collegeuser',
  'uniadmin',
  'ugcadmin',
  'admin',
  'superadmin',
  'student',
];
export const signedIn = signedInApp(NAMES);
export const { call } = signedIn;
export const get = (name: string, url: string) => call(name, { method: 'GET', url: `/api${url}` });
export const post = (name: string, url: string, payload: unknown) =>
  call(name, { method: 'POST', url: `/api${url}`, payload: payload as InjectOptions['payload'] });

export let studentId = 0;
export let otherCampusStudent = 0;
export let tuition = 0;
export let admission = 0;
export let programId = 0;

export const tomorrow = () =>
  new Date(Date.parse(`${nepalToday()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
export const receiptCount = async () =>
  (await t.db.select({ n: count() }).from(receipts))[0]?.n ?? 0;
export const lastNumber = async () => {
  const [row] = await t.db
    .select({ n: numberSeries.lastNumber })
    .from(numberSeries)
    .where(and(eq(numberSeries.campusId, 49), eq(numberSeries.series, 'receipt')));
  return row?.n ?? 0;
};

export const body = (extra: Partial<ReceiptInput> = {}): ReceiptInput => ({
  studentId,
  lines: [
    { feeTypeId: tuition, yearOrSemester: 1, amountPaisa: 2_250_000 },
    { generalFeeTypeId: admission, amountPaisa: 500_000 },
  ],
  paymentMode: 'cash',
  ...extra,
});

export async function issue(
  extra: Partial<ReceiptInput> = {},
  name = 'collegeuser',
): Promise<Receipt> {
  const response = await post(name, RECEIPT_PATHS.receipts, body(extra));
  expect(response.statusCode).toBe(201);
  return response.json<Receipt>();
}

beforeAll(async () => {
  t = signedIn.t;
  const [own] = await t.db
    .select({ id: students.id, programId: students.programId })
    .from(students)
    .where(and(eq(students.campusId, 49), eq(students.verificationStatus, 'verified')))
    .limit(1);
  studentId = own?.id ?? 0;
  programId = own?.programId ?? 0;
  const [other] = await t.db
    .select({ id: students.id })
    .from(students)
    .where(sql`${students.campusId} <> 49`)
    .limit(1);
  otherCampusStudent = other?.id ?? 0;
  const [tuitionRow] = await t.db
    .select({ id: feeTypes.id })
    .from(feeTypes)
    .where(eq(feeTypes.feeTypeName, 'Tuition Fee'));
  tuition = tuitionRow?.id ?? 0;
  const [admissionRow] = await t.db
    .select({ id: generalFeeTypes.id })
    .from(generalFeeTypes)
    .where(eq(generalFeeTypes.feeTypeName, 'Admission Fee'));
  admission = admissionRow?.id ?? 0;
});
