/**
 * Every route a role may open (the walk's routes), checked by axe-core for WCAG 2.1 A and AA at a
 * laptop's width (1366 px) and a phone's (390 px), in English and in Nepali: no serious or
 * critical violation, and no English on a Nepali screen but data. Each route is checked once, as
 * the first role (in the order below) that may open it; one sign-in per role and width serves all
 * its routes, and each route is checked in both languages as it stands (the language switches in
 * place). The public pages are checked signed out.
 */
import { DEFAULT_MAP_TILE_URL } from '@hemis/shared-contracts';
import type { Page } from 'playwright-core';
import { seriousViolations as violationsOn, type AxeFinding as Finding } from '../support/axe';
import { browserFixture, signIn, type DemoRole } from '../support/browser';
import {
  collectDataWords,
  type DataWords,
  englishOnScreen,
  switchLanguage,
  type EnglishOnScreen,
} from '../support/language';
import { key, routesOf, settled } from '../support/routes';

const ui = browserFixture('accessibility');
const ROLES: DemoRole[] = [
  'CollegeAdmin',
  'UgcAdmin',
  'UniAdmin',
  'Admin',
  'SuperAdmin',
  'CollegeUser',
  'Student',
];
const WIDTHS = [
  { name: 'laptop', viewport: { width: 1366, height: 768 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;
const PUBLIC_PAGES = [
  '/login',
  '/sign-up',
  '/forgot-password',
  '/open-data',
  '/accredited-campuses',
  '/open-enroll',
];

/** A transparent 1 px PNG. */
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * Map tiles answered here, so the GPS screen is checked with its map drawn. Left to the network,
 * the tile server is unreachable: on one machine the tiles fail at once and the screen shows its
 * "map could not be loaded" text, on another they hang and the map stays; the check would read
 * whichever it met.
 */
async function answerMapTiles(page: Page): Promise<void> {
  await page.route(DEFAULT_MAP_TILE_URL.replace('{z}/{x}/{y}.png', '**'), (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }),
  );
}

/** The route as it stands checked in English, then in Nepali (the app left in English). */
async function checkBothLanguages(
  page: Page,
  route: string,
  dataWords: DataWords,
  findings: Finding[],
  english: EnglishOnScreen[],
): Promise<void> {
  findings.push(...(await violationsOn(page, route)));
  await switchLanguage(page, 'ne');
  findings.push(...(await violationsOn(page, `${route} (ne)`)));
  english.push(...(await englishOnScreen(page, route, dataWords)));
  await switchLanguage(page, 'en');
}

/** Each route once, with the first role that may open it. */
async function routesByRole(): Promise<Map<DemoRole, string[]>> {
  const taken = new Set<string>();
  const byRole = new Map<DemoRole, string[]>();
  for (const role of ROLES) {
    const mine = (await routesOf(role)).filter((route) => !taken.has(key(route)));
    for (const route of mine) taken.add(key(route));
    byRole.set(role, mine);
  }
  return byRole;
}

describe('every route passes axe-core (WCAG 2.1 AA) with no serious or critical violation', () => {
  for (const width of WIDTHS) {
    ui.test(
      `public pages, ${width.name}`,
      async (page) => {
        const dataWords = collectDataWords(page);
        const findings: Finding[] = [];
        const english: EnglishOnScreen[] = [];
        for (const route of PUBLIC_PAGES) {
          await page.goto(route);
          await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
          await checkBothLanguages(page, route, dataWords, findings, english);
        }
        expect(findings).toEqual([]);
        expect(english).toEqual([]);
      },
      { viewport: width.viewport, timeout: 120_000 },
    );

    for (const role of ROLES) {
      ui.test(
        `${role}'s routes, ${width.name}`,
        async (page) => {
          const routes = (await routesByRole()).get(role) ?? [];
          const dataWords = collectDataWords(page);
          await answerMapTiles(page);
          await signIn(page, role);
          // The sign-in's notice was written in English, before any switch: close it, as a user
          // would, so it is not read as English left on a Nepali screen.
          for (const close of await page.locator('.ant-notification-notice-close').all()) {
            await close.click();
          }
          await page
            .locator('.ant-notification-notice')
            .first()
            .waitFor({ state: 'detached', timeout: 10_000 });
          const findings: Finding[] = [];
          const english: EnglishOnScreen[] = [];
          for (const route of routes) {
            // Within the running app, as the router moves (a whole page load per route would
            // start the app again each time).
            await page.evaluate((path) => {
              window.history.pushState({}, '', path);
              window.dispatchEvent(new PopStateEvent('popstate'));
            }, route);
            // A page that keeps reading (a list's counts) is checked as it stands after 2 s.
            await settled(page, { idleMs: 2_000 });
            await checkBothLanguages(page, route, dataWords, findings, english);
          }
          expect(findings).toEqual([]);
          expect(english).toEqual([]);
        },
        { viewport: width.viewport, timeout: 600_000 },
      );
    }
  }
});
