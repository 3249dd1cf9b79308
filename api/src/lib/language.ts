/**
 * The API's texts in the caller's language, through i18next: the contracts' catalogue (labels
 * and messages the screens share) and the API's own (api/src/i18n/ne.ts). English is each key.
 */
import i18next from 'i18next';
import { preferredLanguage, type Language } from '@hemis/shared-contracts';
import { CONTRACTS_NE } from '@hemis/shared-contracts/src/i18n/ne';
import {
  TemplateIndex,
  fillTemplate,
  translateFinished,
} from '@hemis/shared-contracts/src/i18n/templates';
import { API_NE } from '../i18n/ne';

const NAMESPACES = ['api', 'contracts'];

const texts = i18next.createInstance();
void texts.init({
  lng: 'en',
  fallbackLng: false,
  resources: { ne: { api: API_NE, contracts: CONTRACTS_NE } },
  ns: NAMESPACES,
  defaultNS: 'api',
  keySeparator: false,
  nsSeparator: false,
  // Texts go into JSON and PDFs, not HTML; mails escape what they put into markup themselves.
  interpolation: { escapeValue: false },
  initAsync: false,
});

const templates = new TemplateIndex();
templates.add(CONTRACTS_NE);
templates.add(API_NE);

/** The language a request asks for (its Accept-Language), English when it names neither. */
export function requestLanguage(headers: { 'accept-language'?: string | string[] }): Language {
  return preferredLanguage(headers['accept-language']);
}

/** A text of the catalogue in a language, its `{{placeholders}}` filled. */
export function textIn(
  language: Language,
  text: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return texts.t(text, { lng: language, ns: NAMESPACES, ...values });
}

function nepaliOf(key: string): string | undefined {
  for (const namespace of NAMESPACES) {
    const found: unknown = texts.getResource('ne', namespace, key);
    if (typeof found === 'string') return found;
  }
  return undefined;
}

/**
 * A finished message (a field message with its label in it) in a language: the catalogue's
 * entry, else its template's with the values translated, else as it is.
 */
export function messageIn(language: Language, text: string): string {
  if (language === 'en') return text;
  return translateFinished(text, nepaliOf, templates, fillTemplate);
}
