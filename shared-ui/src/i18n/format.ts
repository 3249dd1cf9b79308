/**
 * How the kit writes what is not a word of its own in the user's language and digits: texts its
 * callers declared (labels, titles), finished messages, BS dates and figures.
 */
import { BS_MONTH_NAMES, type Language } from '@hemis/shared-contracts/src/language';
import { NEPAL_UTC_OFFSET_MINUTES, adToBs } from '@hemis/shared-contracts/src/dates';
import { formatAmount, formatPaisa } from '@hemis/shared-contracts/src/resources/accounts';
import {
  KIT_NAMESPACE,
  currentDigits,
  currentLanguage,
  inDigits,
  translate,
  translateMessage,
  useDigits,
  useLanguage,
  useTexts,
  type TextValues,
  type Translate,
} from './texts';

/** A text already in Nepali (a caller that translated it itself): shown as it is. */
const DEVANAGARI = /[\u0900-\u097F]/;
const LETTER = /\p{L}/u;

/** Nothing to translate: empty, already Nepali, or no words at all ("3", "2082/83", "–"). */
const alreadyShown = (text: string) => DEVANAGARI.test(text) || !LETTER.test(text);

/**
 * Translates a text the kit's caller declared (a field or option label, a title, a navigation
 * title): looked up in every loaded package's catalogue. Outside a component.
 */
export function callerText(text: string, values?: TextValues): string {
  return alreadyShown(text) ? text : translate(text, values);
}

/** `callerText` in a component (re-rendered when the language changes). */
export function useCallerTexts(): Translate {
  const t = useTexts();
  return (text, values) => (alreadyShown(text) ? text : t(text, values));
}

/**
 * A finished message (a rule's, the API's, a text built from a row) in the current language: its
 * catalogue entry, else its template's, else as it came (never recorded as missing).
 */
export function shownMessage(text: string): string {
  return alreadyShown(text) ? text : translateMessage(text);
}

/** A whole number or amount with Indian grouping ("1,23,456"), in the user's digits. */
export function formatCount(value: number): string {
  return inDigits(value.toLocaleString('en-IN'));
}

/**
 * A figure as antd's Statistic writes it (groups of three, `precision` decimals), in the user's
 * digits: the Statistic's `formatter` while the digits are Devanagari (undefined otherwise, so
 * antd writes it as it always has).
 */
export function statisticFormatter(
  precision = 0,
): ((value: number | string | undefined) => string) | undefined {
  if (currentDigits() === 'latin') return undefined;
  return (value) => {
    const number = typeof value === 'number' ? value : Number(value);
    if (value === undefined || value === '' || !Number.isFinite(number)) {
      return inDigits(String(value ?? ''));
    }
    return inDigits(
      number.toLocaleString('en-US', {
        minimumFractionDigits: precision,
        maximumFractionDigits: precision,
      }),
    );
  };
}

/** A figure written as text ("12.5", "1,234", "40%"). */
const FIGURE_TEXT = /^[-+]?[\d,.]+%?$/;

/**
 * A figure in a table cell (a count, a rate): numbers (and figures written as text) in the user's
 * digits, anything else as it is.
 */
export function figureCell<T>(value: T): T | string {
  if (typeof value === 'number') return inDigits(String(value));
  if (typeof value === 'string' && FIGURE_TEXT.test(value)) return inDigits(value);
  return value;
}

/** "2083-08-14" as "14 Mangsir 2083" or "१४ मंसिर २०८३" (in the user's digits); '' when not a BS date. */
export function bsDateWords(bs: string, language: Language = currentLanguage()): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(bs);
  if (!match) return '';
  const [, year, month, day] = match;
  const name = BS_MONTH_NAMES[language][Number(month) - 1];
  if (!name || Number(day) < 1) return '';
  return inDigits(`${Number(day)} ${name} ${year}`);
}

/**
 * A day as the kit shows it, BS with AD beside it: "2081-04-01 BS (2024-07-16 AD)" in English,
 * "१ साउन २०८१ वि.सं. (२०२४-०७-१६ ई.सं.)" in Nepali (in the user's digits); '' for no day.
 */
export function formatDate(ad: string | null | undefined, language = currentLanguage()): string {
  if (!ad) return '';
  const day = ad.slice(0, 10);
  const bs = adToBs(day);
  if (language === 'en') return inDigits(bs ? `${bs} BS (${day} AD)` : `${day} AD`);
  const ne = (text: string) => translate(text, undefined, KIT_NAMESPACE);
  return bs
    ? `${bsDateWords(bs, language)} ${ne('BS')} (${inDigits(day)} ${ne('AD')})`
    : `${inDigits(day)} ${ne('AD')}`;
}

/**
 * A stored moment (a sign-in, a change) as `formatDate` writes its day, with the time on Nepal's
 * clock ("2081-04-01 BS (2024-07-16 AD) 10:15"); '' for none or a bad time.
 */
export function formatDateTime(
  at: string | Date | null | undefined,
  language = currentLanguage(),
): string {
  if (!at) return '';
  const time = at instanceof Date ? at.getTime() : Date.parse(at);
  if (Number.isNaN(time)) return '';
  const nepal = new Date(time + NEPAL_UTC_OFFSET_MINUTES * 60_000).toISOString();
  return `${formatDate(nepal.slice(0, 10), language)} ${inDigits(nepal.slice(11, 16))}`;
}

/** A rupee amount with two decimals in the South Asian grouping, in the user's digits. */
export function amountText(value: unknown): string {
  return inDigits(formatAmount(value));
}

/** A paisa amount as rupees ("12,000.00"), in the user's digits. */
export function paisaText(paisa: number): string {
  return inDigits(formatPaisa(paisa));
}

/** Re-renders a component when the language or the digits change (for the formatters above). */
export function useFormatting(): { language: Language; digits: ReturnType<typeof useDigits> } {
  const language = useLanguage();
  const digits = useDigits();
  return { language, digits };
}
