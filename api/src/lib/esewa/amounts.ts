/** Amounts: integer paisa inside HEMIS, rupee text (`1500`, `1500.50`) on the wire. */

/**
 * Integer paisa as eSewa's amount text: whole rupees without decimals (`1500`, as eSewa's own
 * examples), otherwise two decimals (`1500.50`, `0.05`). Exact: no floating point.
 */
export function paisaToEsewaAmount(paisa: number): string {
  if (!Number.isSafeInteger(paisa) || paisa < 0) {
    throw new RangeError(`An eSewa amount must be a whole, non-negative number of paisa`);
  }
  const rupees = Math.floor(paisa / 100);
  const rest = paisa % 100;
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, '0')}`;
}

/** Plain digits or thousands grouped by commas (`1,000.0`), then up to two decimals. */
const AMOUNT_TEXT = /^(\d{1,15}|\d{1,3}(?:,\d{3}){1,4})(?:\.(\d{1,2}))?$/;

/**
 * eSewa's amount text (`100`, `100.0`, `1500.50`, `1,000.0`) as integer paisa; null for
 * anything else (negative, more than two decimals, exponents, empty, too large).
 */
export function esewaAmountToPaisa(text: string): number | null {
  if (typeof text !== 'string' || text.length > 24) return null;
  const match = AMOUNT_TEXT.exec(text);
  if (!match) return null;
  const rupees = Number((match[1] ?? '').replace(/,/g, ''));
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const paisa = rupees * 100 + fraction;
  return Number.isSafeInteger(paisa) ? paisa : null;
}
