/**
 * Receipts and collections as tables (their .xlsx downloads): the receipt list, a day's
 * collection per clerk and a student's fee ledger.
 */
import {
  PAYMENT_MODES,
  RECEIPT_STATUSES,
  choiceLabel,
  formatBsAd,
  type DailyCollection,
  type ReceiptListRow,
  type StudentLedger,
} from '@hemis/shared-contracts';
import type { ReportTable } from '../../lib/report-table';

const money = (header: string) => ({ header, width: 14, money: true });

/** The receipt list as a table (the .xlsx download). */
export function receiptListTable(rows: readonly ReceiptListRow[], subtitle: string): ReportTable {
  return {
    title: 'Receipt List',
    subtitle,
    columns: [
      { header: 'Receipt No.', width: 11 },
      { header: 'Fiscal Year', width: 10 },
      { header: 'Date (BS)', width: 11 },
      { header: 'Date (AD)', width: 11 },
      { header: 'Student', width: 24 },
      { header: 'Registration No.', width: 18 },
      { header: 'Campus', width: 24 },
      money('Fees'),
      money('Fine'),
      money('Discount'),
      money('Total'),
      { header: 'Mode', width: 12 },
      { header: 'Issued by', width: 18 },
      { header: 'Status', width: 10 },
      { header: 'Cancel reason', width: 24 },
    ],
    rows: rows.map((row) => ({
      cells: [
        row.receiptNo,
        row.fiscalYear,
        row.dateBs,
        row.dateAd,
        row.studentName,
        row.registrationNo ?? '',
        row.campusName,
        row.feesPaisa,
        row.finePaisa,
        row.discountPaisa,
        row.totalPaisa,
        choiceLabel(PAYMENT_MODES, row.paymentMode),
        row.issuedBy ?? '',
        choiceLabel(RECEIPT_STATUSES, row.status),
        row.cancelReason ?? '',
      ],
    })),
  };
}

export function dailyCollectionTable(report: DailyCollection): ReportTable {
  const cells = (row: DailyCollection['total']) => [
    row.issuedBy,
    row.receipts,
    row.cancelled,
    row.cashPaisa,
    row.bankPaisa,
    row.esewaPaisa,
    row.totalPaisa,
  ];
  return {
    title: 'Daily Collection',
    subtitle: `${report.campusName}: ${formatBsAd(report.date)}`,
    columns: [
      { header: 'Clerk', width: 26 },
      { header: 'Receipts', width: 10 },
      { header: 'Cancelled', width: 10 },
      money('Cash'),
      money('Bank'),
      money('eSewa'),
      money('Total'),
    ],
    rows: [
      ...report.rows.map((row) => ({ cells: cells(row) })),
      { cells: cells(report.total), bold: true },
    ],
  };
}

export function studentLedgerTable(ledger: StudentLedger): ReportTable {
  const term = (value: number | null) => (value === null ? '' : String(value));
  return {
    title: 'Student Fee Ledger',
    subtitle: `${ledger.studentName} (${ledger.registrationNo ?? 'no registration number'}), ${ledger.programName ?? ''}, ${ledger.campusName}`,
    columns: [
      { header: 'Fee', width: 28 },
      { header: 'Year/Semester', width: 14 },
      { header: 'Fiscal Year', width: 12 },
      money('Due'),
      money('Paid'),
      money('Balance'),
    ],
    rows: [
      ...ledger.dues.map((due) => ({
        cells: [
          due.feeTypeName,
          term(due.yearOrSemester),
          due.fiscalYear,
          due.duePaisa,
          due.paidPaisa,
          due.balancePaisa,
        ],
      })),
      {
        cells: ['Total', '', '', ledger.duePaisa, ledger.paidPaisa, ledger.balancePaisa],
        bold: true,
      },
      { cells: [] },
      { cells: ['Receipts', 'Date (BS)', 'Mode', 'Total', 'Status'], bold: true },
      ...ledger.receipts.map((receipt) => ({
        cells: [
          `No. ${receipt.receiptNo} (${receipt.fiscalYear})`,
          receipt.dateBs,
          choiceLabel(PAYMENT_MODES, receipt.paymentMode),
          receipt.totalPaisa / 100,
          choiceLabel(RECEIPT_STATUSES, receipt.status),
        ],
      })),
    ],
  };
}
