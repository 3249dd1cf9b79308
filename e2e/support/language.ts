/**
 * The language checks of the end-to-end walk: switching the running app's language in place (as
 * a switch in another tab of the browser does), and finding English on a Nepali screen that is
 * not data (names, codes and figures the API sent are the users' own words, in any language).
 */
import type { Page, Response } from 'playwright-core';

export type Language = 'en' | 'ne';

/** Switches the running app to a language, as the switch in another tab of the browser does. */
export async function switchLanguage(page: Page, language: Language): Promise<void> {
  await page.evaluate((next) => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'hemis.language', newValue: next }));
  }, language);
  await page.waitForFunction((next) => document.documentElement.lang === next, language);
  // Two frames: the redraw, and what its effects draw.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/** Latin words that are the product's or the world's names, the same in Nepali. */
const KEPT = new Set(
  [
    'HEMIS',
    'UGC',
    'PDF',
    'CSV',
    'JSON',
    'Excel',
    'xlsx',
    'eSewa',
    'QR',
    'English',
    'OpenStreetMap',
    'Leaflet',
    'ECharts',
    'ID',
    'CR80',
    'A4',
  ].map((word) => word.toLowerCase()),
);

const WORD = /[A-Za-z][A-Za-z0-9'’]*/g;
/** Initials (the header's avatar of a user's name): data, as short as a name gets. */
const INITIALS = /^[A-Z]{1,2}$/;

/**
 * The words of everything the API and the site's settings sent this page: what the screens show
 * as data. Start before the first navigation.
 */
export interface DataWords {
  /** The words read so far, in lower case. */
  readonly words: Set<string>;
  /** Bodies still being read: a list can be on screen before its answer's text is read here. */
  readonly reading: Set<Promise<void>>;
}

export function collectDataWords(page: Page): DataWords {
  const data: DataWords = { words: new Set<string>(), reading: new Set<Promise<void>>() };
  page.on('response', (response: Response) => {
    const url = response.url();
    if (!url.includes('/api/') && !url.endsWith('/config.json')) return;
    const type = response.headers()['content-type'] ?? '';
    if (!/json|svg|text|csv/.test(type)) return;
    const read = response
      .text()
      .then((body) => {
        for (const word of body.match(WORD) ?? []) data.words.add(word.toLowerCase());
      })
      .catch(() => undefined)
      .finally(() => data.reading.delete(read));
    data.reading.add(read);
  });
  return data;
}

export interface EnglishOnScreen {
  route: string;
  text: string;
  words: string[];
}

/**
 * Visible texts (and placeholders, accessible names and tooltips) holding a Latin word that is
 * neither data nor a name kept in every language. Elements marked `lang="en"` (the switch's
 * "English") are English by intent.
 */
export async function englishOnScreen(
  page: Page,
  route: string,
  data: DataWords,
): Promise<EnglishOnScreen[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
    };
    // antd's icons are named by their file (role="img" aria-label="down"): the library's names.
    const skipped =
      'script, style, noscript, code, textarea, [lang="en"], [aria-hidden="true"], .anticon';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const parent = node.parentElement;
      if (!/[A-Za-z]{2}/.test(text) || !parent || parent.closest(skipped) || !shown(parent))
        continue;
      found.push(text);
    }
    for (const element of document.querySelectorAll('[placeholder], [aria-label], [title]')) {
      if (element.closest(skipped) || !shown(element)) continue;
      for (const name of ['placeholder', 'aria-label', 'title']) {
        const value = element.getAttribute(name);
        if (value && /[A-Za-z]{2}/.test(value)) found.push(value);
      }
    }
    return found;
  });
  // What is on screen came in answers already heard: their words count once their bodies are read.
  await Promise.all([...data.reading]);
  const dataWords = data.words;
  const findings: EnglishOnScreen[] = [];
  for (const text of new Set(texts)) {
    // Addresses, paths and mail addresses are written as they are in any language.
    const prose = text.replace(/\S*[/@]\S*/g, ' ');
    // A name cut short to fit ("Gand..." on a chart's axis) is data when a data word begins so.
    const cut = /(?:\.\.\.|…)$/.test(prose.trim());
    const lastWord = (prose.match(WORD) ?? []).at(-1)?.toLowerCase();
    const words = (prose.match(WORD) ?? []).filter((word) => {
      const lower = word.toLowerCase();
      if (word.length < 2 || INITIALS.test(word) || KEPT.has(lower) || dataWords.has(lower)) {
        return false;
      }
      return !(cut && lower === lastWord && [...dataWords].some((data) => data.startsWith(lower)));
    });
    if (words.length > 0) findings.push({ route, text: text.slice(0, 120), words });
  }
  return findings;
}
