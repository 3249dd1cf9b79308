import { page, type CodeRoute } from '@hemis/shared-ui';

const r = (segment: string) => `receipt-management/${segment}`;
const students = () => import('./receiptStudents');

/** The receipt section's screens. */
export const receiptRoutes: readonly CodeRoute[] = [
  // The sidebar's Student List and the spec's `students` are one screen.
  page(r('student-list'), students),
  page(r('students'), students),
  page(r('receipt-form/:id'), () => import('./ReceiptForm')),
  page(r('receipt-details/:id'), () => import('./ReceiptDetails')),
  page(r('receipt-list'), () => import('./ReceiptList')),
  page(r('fee-type'), () => import('./feeType')),
  page(r('general-fee-type'), () => import('./generalFeeType')),
];
