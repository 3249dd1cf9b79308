import { studentsTexts } from '../i18n/texts';

/** Where the receipt screens are (the routes of ./routes.tsx). */
export const receiptLinks = {
  form: (studentId: number) => `/receipt-management/receipt-form/${studentId}`,
  details: (receiptId: number) => `/receipt-management/receipt-details/${receiptId}`,
  list: '/receipt-management/receipt-list',
};

export const RECEIPT_TEXTS = {
  studentsTitle: 'Students for Receipts',
  issue: 'Issue receipt',
  formTitle: 'Receipt',
  detailsTitle: 'Receipt Details',
  listTitle: 'Receipt List',
  nextNo: (no: number, year: string) =>
    studentsTexts.translate('Next receipt: No. {{no}} of fiscal year {{year}}', { no, year }),
  ledger: 'Fee ledger',
  dues: 'What the student owes',
  exportLedger: 'Export ledger',
  noDues: 'The fee setup asks nothing more of this student.',
  fees: 'Fees paid now',
  addFee: 'Add fee',
  feeType: 'Fee type',
  yearOrSemester: 'Year/Semester',
  amount: 'Amount (NPR)',
  discount: 'Discount or scholarship (NPR)',
  discountKind: 'Discount or scholarship',
  discountReason: 'Reason',
  fine: 'Fine (NPR)',
  total: 'Total (NPR)',
  paymentMode: 'Payment mode',
  bankVoucherNo: 'Bank voucher no.',
  remarks: 'Remarks',
  date: 'Date',
  save: 'Issue Receipt',
  badAmount: 'Enter amounts in rupees, e.g. 1200 or 1200.50',
  failed: 'The receipt could not be issued',
  preview: 'Receipt preview',
  loadingPdf: 'Preparing the receipt…',
  pdfFailed: 'The receipt PDF could not be made.',
  cancel: 'Cancel receipt',
  cancelTitle: 'Cancel this receipt?',
  cancelNote:
    'A cancelled receipt stays on record with its number, which is never given again. Its ' +
    'payment is reversed in the accounts.',
  cancelReason: 'Reason for cancelling',
  cancelOk: 'Cancel receipt',
  keep: 'Keep it',
  newReceipt: 'New receipt for this student',
  receipts: 'Receipts',
  dailyCollection: 'Daily collection',
  export: 'Export',
  exportFailed: 'The export could not be made.',
  collected: (count: number, total: string) =>
    studentsTexts.translate('{{n}} receipt(s); collected NPR {{total}}', { n: count, total }),
  from: 'From (AD)',
  to: 'To (AD)',
  search: 'Receipt no., student or registration no.',
  clerk: 'Clerk',
} as const;
