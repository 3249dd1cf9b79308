/**
 * Receipts: issued by a campus clerk (or by an eSewa payment), numbered per campus and fiscal
 * year without gaps (numbering.ts, series `receipt`), never changed or deleted, cancelled with a
 * reason. Where the campus keeps its accounts here, issuing posts a receipt voucher and
 * cancelling posts its reversal, in the same transaction. Every write is one transaction: a
 * refused one writes nothing.
 *
 * The parts: receipt-scope (the request, who reads which), receipt-postings (the voucher's
 * lines), receipt-issue (issuing, cancelling, numbering), receipt-store (reading).
 */
export * from './receipt-scope';
export { RECEIPT_LEDGER_CODES } from './receipt-postings';
export * from './receipt-issue';
export * from './receipt-store';
