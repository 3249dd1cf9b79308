/**
 * eSewa ePay v2: the signed payment form, the signed answer eSewa redirects back with, and the
 * status check. Amounts are integer paisa inside HEMIS and rupee text (`1500`, `1500.50`) on the
 * wire; the text that is signed is the text that is sent.
 *
 * The parts: settings (URLs, statuses, transaction ids), amounts, signatures (the form and the
 * answer), status-check.
 */
export * from './settings';
export * from './amounts';
export * from './signatures';
export * from './status-check';
