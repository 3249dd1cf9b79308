/**
 * The product's texts in English and Nepali, through i18next (one instance for the shell and
 * every remote: i18next and react-i18next are shared singletons).
 *
 * A text's key is its English, as the code writes it ("Save", "{{count}} students found"): the
 * English catalogue is the code's own texts, and each package ships the Nepali for its texts in
 * `src/i18n/ne.ts` (a remote deployed alone brings its own). A namespace is a package: `kit`
 * (shared-ui), `contracts` (labels and messages, also read by the API), `shell`, and one per
 * remote. A text is looked up in the caller's namespace first, then in the kit's and the
 * contracts', so a remote's screen may use the kit's "Save" without repeating it.
 */
import { useSyncExternalStore } from 'react';
import i18next, { type TOptions } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
// Files, not the package index: the lean sign-in path imports this module.
import {
  DEFAULT_LANGUAGE,
  DIGIT_STYLES,
  LANGUAGES,
  toDevanagariDigits,
  type DigitStyle,
  isLanguage,
  preferredLanguage,
  type Language,
} from '@hemis/shared-contracts/src/language';
import {
  TemplateIndex,
  fillTemplate,
  translateFinished,
} from '@hemis/shared-contracts/src/i18n/templates';

/** A package's Nepali: each English text (with its `{{placeholders}}`) and its Nepali. */
export type NepaliTexts = Readonly<Record<string, string>>;

/** Values put into a text's `{{placeholders}}`. */
export type TextValues = Readonly<Record<string, string | number>>;

/** Translates an English text (a catalogue key) into the current language. */
export type Translate = (text: string, values?: TextValues) => string;

export const KIT_NAMESPACE = 'kit';
export const CONTRACTS_NAMESPACE = 'contracts';
/** Where every lookup ends when its own namespace lacks the text. */
const COMMON_NAMESPACES = [KIT_NAMESPACE, CONTRACTS_NAMESPACE];

/** The browser's remembered choice before sign-in (and a signed-in user's, once read). */
export const LANGUAGE_STORAGE_KEY = 'hemis.language';

const namespaces = new Set<string>(COMMON_NAMESPACES);
const templates = new TemplateIndex();

function storedLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The language a visit starts in: the browser's remembered choice, else the browser's own. */
export function initialLanguage(): Language {
  const stored = typeof window === 'undefined' ? null : storedLanguage();
  if (stored) return stored;
  if (typeof navigator === 'undefined') return DEFAULT_LANGUAGE;
  return preferredLanguage(navigator.languages?.length ? navigator.languages : navigator.language);
}

function markDocument(language: Language): void {
  // The page's language: screen readers pronounce by it, and the API client sends it as
  // Accept-Language (shared-auth reads it from here, without depending on the kit).
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

if (!i18next.isInitialized) {
  const language = initialLanguage();
  void i18next.use(initReactI18next).init({
    lng: language,
    supportedLngs: [...LANGUAGES],
    // English is each key itself: nothing to fall back to.
    fallbackLng: false,
    resources: {},
    ns: [...namespaces],
    defaultNS: KIT_NAMESPACE,
    // Keys are English sentences, which hold dots and colons.
    keySeparator: false,
    nsSeparator: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  markDocument(language);
}

/**
 * Texts rendered without Nepali: recorded in tests, where every screen test fails on one (see
 * jest.setup.ts), so a text cannot reach a screen without its translation.
 */
const RECORD_MISSING = typeof process !== 'undefined' && process.env?.NODE_ENV === 'test';
const missing = new Set<string>();

function lookupOrder(namespace: string | undefined): string[] {
  if (namespace === undefined) return [...namespaces];
  return [namespace, ...COMMON_NAMESPACES.filter((common) => common !== namespace)];
}

function translateIn(order: string[], text: string, values?: TextValues): string {
  if (text.trim() !== '' && !i18next.exists(text, { lng: 'ne', ns: order })) {
    // A text built from a catalogue template ("… within 6 Months …") is written from it.
    const template = templates.match(text);
    if (template && nepaliOf(template.key) !== undefined) return translateMessage(text);
    if (RECORD_MISSING) missing.add(`[${order.join(', ')}] ${text}`);
  }
  const options: TOptions = { ...values, ns: order };
  return i18next.t(text, options);
}

/** Adds a package's Nepali (a remote calls this as it loads). */
export function addTexts(namespace: string, nepali: NepaliTexts): void {
  namespaces.add(namespace);
  templates.add(nepali);
  i18next.addResourceBundle('ne', namespace, nepali, true, true);
}

/** A text in the current language, outside a component (a notice, a column built in a helper). */
export function translate(text: string, values?: TextValues, namespace?: string): string {
  return translateIn(lookupOrder(namespace), text, values);
}

/**
 * A component's translate function (re-rendered when the language changes). With a namespace the
 * package's own texts come first; without one, every loaded package's (the kit rendering texts
 * its callers declared).
 */
export function useTexts(namespace?: string): Translate {
  // Subscribes the component to language changes; the lookup itself is ours (missing-text record).
  const order = lookupOrder(namespace);
  useTranslation(order);
  return (text, values) => translateIn(order, text, values);
}

/**
 * A finished message (the API's answer, a rule's message) in the current language: its own
 * catalogue entry, else the template it was built from with its label translated, else as it is
 * (a message no catalogue holds is shown as it came, never hidden).
 */
export function translateMessage(text: string): string {
  if (currentLanguage() === 'en' || text === '') return text;
  return translateFinished(text, nepaliOf, templates, fillTemplate);
}

/** A key's Nepali as the catalogue holds it (placeholders unfilled), from any namespace. */
function nepaliOf(key: string): string | undefined {
  for (const namespace of namespaces) {
    const found: unknown = i18next.getResource('ne', namespace, key);
    if (typeof found === 'string') return found;
  }
  return undefined;
}

/** The current language. */
export function currentLanguage(): Language {
  const language = i18next.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** The current language, re-rendering the component when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation(KIT_NAMESPACE);
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Switches every screen to a language and remembers it in this browser. */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // A browser that keeps nothing still switches for this visit.
  }
  markDocument(language);
  await i18next.changeLanguage(language);
}

/** Runs a callback on every language change; returns the unsubscribe. */
export function onLanguageChange(listener: (language: Language) => void): () => void {
  const handler = (language: string) => {
    if (isLanguage(language)) listener(language);
  };
  i18next.on('languageChanged', handler);
  return () => i18next.off('languageChanged', handler);
}

/** Tests: the texts rendered without Nepali since the last call (and forgets them). */
export function takeMissingTexts(): string[] {
  const list = [...missing].sort();
  missing.clear();
  return list;
}

/**
 * A text with its `{{placeholders}}` filled, in English: what a module's text function gives when
 * no translate function is passed (tests, logs).
 */
export const inEnglish: Translate = (text, values) =>
  fillTemplate(
    text,
    Object.fromEntries(Object.entries(values ?? {}).map(([name, value]) => [name, String(value)])),
  );

/** A package's texts: registers its Nepali once and gives its hook and function. */
export interface PackageTexts {
  namespace: string;
  /** The package's translate function in a component. */
  useTexts: () => Translate;
  /** The package's translate function outside a component. */
  translate: Translate;
}

export function packageTexts(namespace: string, nepali: NepaliTexts): PackageTexts {
  addTexts(namespace, nepali);
  return {
    namespace,
    useTexts: () => useTexts(namespace),
    translate: (text, values) => translate(text, values, namespace),
  };
}

/** The browser's remembered digits (and a signed-in user's, once read). */
export const DIGITS_STORAGE_KEY = 'hemis.digits';

/** The digit style a stored text names, if it names one. */
const digitStyleOf = (value: string | null): DigitStyle | undefined =>
  DIGIT_STYLES.find((style) => style === value);

function storedDigits(): DigitStyle {
  try {
    return digitStyleOf(window.localStorage.getItem(DIGITS_STORAGE_KEY)) ?? 'latin';
  } catch {
    return 'latin';
  }
}

let digitStyle: DigitStyle = typeof window === 'undefined' ? 'latin' : storedDigits();
const digitListeners = new Set<() => void>();

/** The digits numbers are written in (a user's setting, in either language). */
export function currentDigits(): DigitStyle {
  return digitStyle;
}

/** Writes numbers in 0-9 or ०-९ from now on, everywhere; the browser remembers it. */
export function changeDigits(style: DigitStyle): void {
  digitStyle = style;
  try {
    window.localStorage.setItem(DIGITS_STORAGE_KEY, style);
  } catch {
    // Kept for this visit only.
  }
  digitListeners.forEach((listener) => listener());
}

/** A formatted number, date or figure in the user's digits ("1,234" or "१,२३४"). */
export function inDigits(text: string): string {
  return digitStyle === 'devanagari' ? toDevanagariDigits(text) : text;
}

/** The user's digits, re-rendering the component when they change. */
export function useDigits(): DigitStyle {
  return useSyncExternalStore(
    (listener) => {
      digitListeners.add(listener);
      return () => digitListeners.delete(listener);
    },
    () => digitStyle,
    () => 'latin',
  );
}

// A switch in another tab of this browser reaches this one (the choice is the browser's).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    const digits = event.key === DIGITS_STORAGE_KEY ? digitStyleOf(event.newValue) : undefined;
    if (event.key === LANGUAGE_STORAGE_KEY && isLanguage(event.newValue)) {
      markDocument(event.newValue);
      void i18next.changeLanguage(event.newValue);
    } else if (digits) {
      digitStyle = digits;
      digitListeners.forEach((listener) => listener());
    }
  });
}
