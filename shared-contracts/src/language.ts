/**
 * The product's two languages, and what each writes differently beside its words: Bikram Sambat
 * month names (मंसिर in Nepali, Mangsir in English) and, as a user setting, Devanagari digits.
 */
export const LANGUAGES = ['en', 'ne'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** How numbers are written: 0-9, or ०-९ (a user's setting, in either language). */
export const DIGIT_STYLES = ['latin', 'devanagari'] as const;
export type DigitStyle = (typeof DIGIT_STYLES)[number];

/** Each language named in itself, as a switch offers them. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ne: 'नेपाली' };

/**
 * The switch's own name in each language: it must read right before any catalogue has loaded
 * (the lean sign-in screen), so it stands here beside the languages' names.
 */
export const LANGUAGE_SWITCH_NAME: Record<Language, string> = { en: 'Language', ne: 'भाषा' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && LANGUAGES.some((language) => language === value);
}

/**
 * The language an `Accept-Language` header (or a browser's `navigator.languages`) prefers among
 * ours: the first that names Nepali or English (any region), else English.
 */
export function preferredLanguage(accepted: string | readonly string[] | undefined): Language {
  const header = typeof accepted === 'string' ? accepted : (accepted ?? []).join(',');
  const entries = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.find((param) => param.trim().startsWith('q='));
      return { tag, q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of entries) {
    const base = tag.split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** The twelve Bikram Sambat months, Baisakh first, in each language. */
export const BS_MONTH_NAMES: Record<Language, readonly string[]> = {
  en: [
    'Baisakh',
    'Jestha',
    'Asar',
    'Shrawan',
    'Bhadra',
    'Ashwin',
    'Kartik',
    'Mangsir',
    'Poush',
    'Magh',
    'Falgun',
    'Chaitra',
  ],
  ne: ['बैशाख', 'जेठ', 'असार', 'साउन', 'भदौ', 'असोज', 'कात्तिक', 'मंसिर', 'पुस', 'माघ', 'फागुन', 'चैत'],
};

const DEVANAGARI_DIGITS = '०१२३४५६७८९';

/** "2083" -> "२०८३": the digits of a text in Devanagari (other characters as they are). */
export function toDevanagariDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => DEVANAGARI_DIGITS[Number(digit)] ?? digit);
}

/** "२०८३" -> "2083": Devanagari digits typed into a field, read as numbers are. */
export function fromDevanagariDigits(text: string): string {
  return text.replace(/[०-९]/g, (digit) => String(DEVANAGARI_DIGITS.indexOf(digit)));
}

/**
 * A BS date ("2083-08-14") written out in a language: "14 Mangsir 2083" or "१४ मंसिर २०८३"
 * (Nepali with Devanagari digits), '' for a text that is not a BS date.
 */
export function bsDateInWords(bs: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(bs);
  if (!match) return '';
  const [, year, month, day] = match;
  const name = BS_MONTH_NAMES[language][Number(month) - 1];
  if (!name) return '';
  const words = `${Number(day)} ${name} ${year}`;
  return language === 'ne' ? toDevanagariDigits(words) : words;
}
