/**
 * Money in the accounts: whole paisa everywhere (a JSON integer), never a float; a rupee amount
 * is entered as text and turned into paisa by `parsePaisa`.
 */

/** The largest amount one voucher line takes: Rs 10 billion (so sums stay exact integers). */
export const MAX_LINE_PAISA = 1_000_000_000_000;

/** "12,000.00" for 1200000 paisa (a minus sign before negative amounts). */
export function formatPaisa(paisa: number): string {
  const sign = paisa < 0 ? '-' : '';
  const whole = Math.abs(paisa);
  const rupees = Math.floor(whole / 100);
  const cents = String(whole % 100).padStart(2, '0');
  // Nepali grouping (lakh, crore), as every amount on the screens: 1,24,00,000.50.
  return `${sign}${rupees.toLocaleString('en-IN')}.${cents}`;
}

/** Paisa of a rupee amount typed in a form (0 when empty); NaN when it is no amount. */
export const paisaOfInput = (text: string): number =>
  text.trim() === '' ? 0 : (parsePaisa(text) ?? NaN);

/** A paisa amount as a form's rupee input shows it ("1200.50"; empty for none). */
export const rupeesInput = (paisa: number): string =>
  paisa <= 0 ? '' : formatPaisa(paisa).replace(/,/g, '');

/** A rupee amount kept with two decimals ("22,500.00"), in the South Asian grouping. */
export function formatAmount(value: unknown): string {
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount)
    ? amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    : '';
}

/** Paisa for a rupee amount as typed ("1,200.5" -> 120050), or null when it is no amount. */
export function parsePaisa(text: string): number | null {
  const match = /^\s*(\d{1,13})(?:\.(\d{0,2}))?\s*$/.exec(text.replace(/,/g, ''));
  if (!match) return null;
  const paisa = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(paisa) ? paisa : null;
}
