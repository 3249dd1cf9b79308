/**
 * Printed documents in a language: a campus prints its identity cards, receipts, certificates,
 * letters, marksheets and returns in its `documentLanguage` (English unless set to Nepali). A
 * document's fixed texts go through the catalogue (`textIn`); on a Nepali document dates are
 * BS dates in words with Nepali month names, and figures and amounts take Devanagari digits.
 * Data (names, codes, registration and receipt numbers) print as they are kept.
 */
import {
  NEPAL_UTC_OFFSET_MINUTES,
  adToBs,
  amountInWords,
  amountInWordsNepali,
  bsDateInWords,
  formatBsAd,
  formatBsAdTime,
  formatPaisa,
  toDevanagariDigits,
  type Language,
} from '@hemis/shared-contracts';
import { messageIn, textIn } from './language';

/** A campus's `documentLanguage` as a language: Nepali when set so, else English. */
export const documentLanguageOf = (value: unknown): Language => (value === 'ne' ? 'ne' : 'en');

/** A figure as a document of the language writes it (Devanagari digits in Nepali). */
export function documentDigits(language: Language, value: string | number): string {
  const text = String(value);
  return language === 'ne' ? toDevanagariDigits(text) : text;
}

/** What a document writes its fixed texts, dates and figures with. */
export interface DocumentWords {
  language: Language;
  /** A fixed text of the document, its `{{placeholders}}` filled. */
  t(text: string, values?: Readonly<Record<string, string | number>>): string;
  /**
   * A finished text made elsewhere (a contract's label, a status, a built message) in the
   * document's language: the catalogue's, else as it is.
   */
  label(text: string): string;
  /** A figure: Devanagari digits on a Nepali document. */
  n(value: string | number): string;
  /** An AD date (YYYY-MM-DD) in BS with AD beside it; '' for none. */
  date(ad: string | null | undefined): string;
  /** A moment, on Nepal's clock: its date as `date` writes it, and the time. */
  dateTime(at: string | Date | null | undefined): string;
  /** An amount of paisa in rupees with two decimals (Nepali grouping). */
  money(paisa: number): string;
  /** An amount of paisa in words: English words, or Nepali ones on a Nepali document. */
  amountInWords(paisa: number): string;
}

export function documentWords(language: Language): DocumentWords {
  const n = (value: string | number) => documentDigits(language, value);
  const date = (ad: string | null | undefined): string => {
    if (!ad) return '';
    if (language === 'en') return formatBsAd(ad);
    const bs = adToBs(ad);
    return bs
      ? textIn(language, '{{bs}} BS ({{ad}} AD)', { bs: bsDateInWords(bs, language), ad: n(ad) })
      : textIn(language, '{{ad}} AD', { ad: n(ad) });
  };
  return {
    language,
    t: (text, values = {}) => textIn(language, text, values),
    label: (text) => messageIn(language, text),
    n,
    date,
    dateTime(at) {
      if (language === 'en') return formatBsAdTime(at);
      if (!at) return '';
      const time = at instanceof Date ? at.getTime() : Date.parse(at);
      if (Number.isNaN(time)) return '';
      const nepal = new Date(time + NEPAL_UTC_OFFSET_MINUTES * 60_000).toISOString();
      return `${date(nepal.slice(0, 10))} ${n(nepal.slice(11, 16))}`;
    },
    money: (paisa) => n(formatPaisa(paisa)),
    amountInWords: (paisa) =>
      language === 'ne' ? amountInWordsNepali(paisa) : amountInWords(paisa),
  };
}
