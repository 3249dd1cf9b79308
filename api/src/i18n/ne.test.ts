/**
 * The API's Nepali catalogue: every entry is a real translation (Devanagari, not the English
 * again) and keeps its key's placeholders; and what the catalogue serves through `textIn` and
 * `messageIn` (a finished message with its values, a date in words, "Page n of m").
 */
import { MESSAGES } from '@hemis/shared-contracts';
import { documentWords } from '../lib/document-language';
import { messageIn, textIn } from '../lib/language';
import { API_NE } from './ne';

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('API_NE', () => {
  const entries = Object.entries(API_NE);

  it('has entries', () => {
    expect(entries.length).toBeGreaterThan(100);
  });

  it.each(entries)('%s: is Nepali, with the same placeholders', (english, nepali) => {
    expect(nepali).toMatch(/[\u0900-\u097F]/);
    expect(nepali).not.toBe(english);
    expect(placeholders(nepali)).toEqual(placeholders(english));
    // Placeholders are named, never `count` (i18next would look for plural forms).
    expect(placeholders(english)).not.toContain('count');
  });
});

describe('texts in a language', () => {
  it('fills a text in English as its key, and in Nepali from the catalogue', () => {
    expect(textIn('en', 'Page {{page}} of {{pages}}', { page: 1, pages: 2 })).toBe('Page 1 of 2');
    expect(textIn('ne', 'Page {{page}} of {{pages}}', { page: '१', pages: '२' })).toBe('पृष्ठ १ / २');
  });

  it('translates a finished message the API built, with the label inside', () => {
    expect(messageIn('ne', 'Campus not found.')).toBe(API_NE['Campus not found.']);
    expect(messageIn('ne', 'Title must be at most 200 characters')).toBe(
      'शीर्षक बढीमा 200 अक्षरको हुनुपर्छ',
    );
    // An English caller reads it as written.
    expect(messageIn('en', MESSAGES.http.notFound)).toBe(MESSAGES.http.notFound);
  });

  it('writes dates, figures and amounts as a document of the language does', () => {
    const nepali = documentWords('ne');
    const english = documentWords('en');
    // 2026-11-30 is 14 Mangsir 2083.
    expect(english.date('2026-11-30')).toBe('2083-08-14 BS (2026-11-30 AD)');
    expect(nepali.date('2026-11-30')).toBe('१४ मंसिर २०८३ वि.सं. (२०२६-११-३० ई.सं.)');
    expect(nepali.money(120050)).toBe('१,२००.५०');
    expect(english.money(120050)).toBe('1,200.50');
    expect(nepali.amountInWords(100000)).toBe('एक हजार रुपैयाँ मात्र');
    expect(english.amountInWords(100000)).toBe('Rupees One Thousand Only');
    expect(nepali.t('MONEY RECEIPT')).toBe(API_NE['MONEY RECEIPT']);
    expect(english.t('MONEY RECEIPT')).toBe('MONEY RECEIPT');
  });
});
