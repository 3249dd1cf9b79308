/** What a receipt is made of, its number series, and who reads which receipts. */
import { type SQL } from 'drizzle-orm';
import { type DiscountKind, type PaymentMode } from '@hemis/shared-contracts';
import { receipts } from '../../db/schema';
import { readCondition } from '../../lib/resource/scope';
import type { ScopeFilter } from '../../plugins/auth';

/** The receipt series of a campus's fiscal year. */
export const RECEIPT_SERIES = 'receipt';

/** What a receipt is made of, from the counter form or from a confirmed eSewa payment. */
export interface ReceiptRequest {
  studentId: number;
  dateBs?: string | null;
  dateAd?: string | null;
  lines: readonly {
    feeTypeId?: number | null;
    generalFeeTypeId?: number | null;
    yearOrSemester?: number | null;
    amountPaisa: number;
  }[];
  discountPaisa: number;
  discountKind?: DiscountKind | null;
  discountReason?: string | null;
  finePaisa: number;
  paymentMode: PaymentMode;
  bankVoucherNo?: string | null;
  esewaRefId?: string | null;
  remarks?: string | null;
}

const OWNERS = { campusId: receipts.campusId, universityId: receipts.universityId };
/** The receipts a caller reads: a campus its own, a university its campuses', UGC all. */
export const receiptReadCondition = (scope: ScopeFilter): SQL | undefined =>
  readCondition('campus', OWNERS, scope);

/** A reader of every receipt: the public verifier and the eSewa pages read by token or uuid. */
export const EVERY_RECEIPT: ScopeFilter = {
  kind: 'nation',
  universityId: null,
  campusId: null,
  userId: 0,
};

/** A scope standing for one campus (an eSewa payment is issued in the student's campus). */
export const campusScope = (
  campusId: number,
  universityId: number | null,
  userId: number,
): ScopeFilter => ({ kind: 'campus', campusId, universityId, userId });
