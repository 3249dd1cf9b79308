/**
 * Vouchers of a campus and fiscal year: entered as drafts by the campus, checked, approved
 * (which gives the voucher its number and posts its lines), cancelled or deleted while not yet
 * approved, and reversed once approved. Every write is one transaction: a refused one writes
 * nothing.
 *
 * The parts: voucher-checks (the day, the lines' ledgers and rules), voucher-entry (the campus's
 * own vouchers), voucher-postings (lines and reversals written, the vouchers other records post),
 * voucher-store (reading).
 */
export { fiscalYearOn } from '../../lib/fiscal-years';
export { voucherDate } from './voucher-checks';
export * from './voucher-entry';
export {
  keepsAccounts,
  postSystemVoucher,
  reverseSystemVoucher,
  type SystemVoucher,
} from './voucher-postings';
export * from './voucher-store';
