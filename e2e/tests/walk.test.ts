/**
 * Each demo role's menus, and every route a role may open reached by clicks from the home. For
 * each role: sign in; see exactly the spec's top menu, profile menu and HEMIS Reports entries
 * (support/menus.ts; a Student: none of the staff sections, and sent back from them); then walk
 * from `/` through the links the pages show (top menu, HEMIS Reports, the home's module tiles,
 * sidebars, section homes' cards), following each link a click would, until every route the role
 * may open has been seen as a link, checking each section menu of the spec's table on the way. A
 * route the role may open that no link reaches fails the test. One sign-in per role serves all.
 *
 * The routes are those of the deployed remotes' navigation (`/remotes.json`): each section home
 * and screen without a path parameter (a record's page is reached from its row), except screens
 * still being built and public pages. A role may open one when it may view the section's module,
 * unless every menu entry leading to it hides it from the role (the spec's menu tables).
 */
import type { Page } from 'playwright-core';
import { closeDropdowns } from '../support/app';
import { browserFixture, signIn, type DemoRole } from '../support/browser';
import {
  EXPECTED_REPORTS,
  EXPECTED_TOP,
  REPORTS,
  STAFF_ROLES,
  TOP_MENU,
  linksDropdownAsSpecified,
  studentKeptToOwnPages,
  topMenusAsSpecified,
} from '../support/menus';
import { SECTION_MENUS, sectionMenuAsSpecified } from '../support/section-menus';
import { key, routesOf, settled } from '../support/routes';

/** The same-origin paths the page links to now (anchors drawn, dropdown popups included). */
async function linksOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((anchor) => anchor.origin === window.location.origin && anchor.target !== '_blank')
      .map((anchor) => anchor.pathname),
  );
}

/**
 * Follows a link the page shows, as a click does (the router's own navigation); waits a while
 * for it, as tiles and cards come with their answers.
 */
async function follow(page: Page, path: string, wait = 10_000): Promise<boolean> {
  const click = (target: string) => {
    const anchor = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].find(
      (element) => element.pathname.toLowerCase() === target.toLowerCase(),
    );
    anchor?.click();
    return anchor !== undefined;
  };
  const clicked =
    wait === 0
      ? await page.evaluate(click, path)
      : await page.waitForFunction(click, path, { timeout: wait, polling: 200 }).then(
          () => true,
          () => false,
        );
  if (!clicked) return false;
  await page.waitForURL((current) => key(current.pathname) === key(path), { timeout: 15_000 });
  // The router draws the new page in a transition: the old one shows until it is ready.
  return true;
}

const ROLES: DemoRole[] = [...STAFF_ROLES, 'Student'];

const ui = browserFixture('walk');

describe("each role's menus, and every route it may open reached by clicks from the home", () => {
  test('the hand-worked menu tables agree with the spec tables', () => {
    for (const role of STAFF_ROLES) {
      expect(
        TOP_MENU.filter((item) => !item.hiddenFrom.includes(role)).map((item) => item.title),
      ).toEqual(EXPECTED_TOP[role]);
      expect(
        REPORTS.filter((item) => !item.hiddenFrom.includes(role)).map((item) => item.link),
      ).toEqual(EXPECTED_REPORTS[role]);
    }
  });

  for (const role of ROLES) {
    ui.test(
      `${role}`,
      async (page) => {
        const wanted = new Set((await routesOf(role)).map(key));
        expect(wanted.size).toBeGreaterThan(0);
        await signIn(page, role);
        if (role === 'Student') await studentKeptToOwnPages(page);
        await page.goto('/');
        await settled(page);
        const seen = new Set<string>();
        const visited = new Set<string>();
        /** Where each seen link was found: a page already reached. */
        const foundOn = new Map<string, string>();
        /** The section homes whose menu is checked against the spec's table. */
        const menusChecked = new Set<string>();
        const look = async () => {
          const here = key(new URL(page.url()).pathname);
          visited.add(here);
          const section = SECTION_MENUS.find((entry) => key(entry.home) === here);
          if (section && role !== 'Student' && !menusChecked.has(here)) {
            await sectionMenuAsSpecified(page, role, section);
            menusChecked.add(here);
          }
          for (const path of await linksOnPage(page)) {
            if (!seen.has(key(path))) foundOn.set(key(path), here);
            seen.add(key(path));
          }
        };
        await look();
        if (role !== 'Student') {
          // Leaves HEMIS Reports open, so its links are seen too.
          await topMenusAsSpecified(page, role);
          await look();
          await closeDropdowns(page);
          if (role === 'Admin') {
            await linksDropdownAsSpecified(page);
            await closeDropdowns(page);
          }
        }
        const missing = () => [...wanted].filter((path) => !seen.has(path));
        // Section homes first: their sidebars and cards lead to the rest.
        const next = () =>
          [...seen]
            .filter((path) => wanted.has(path) && !visited.has(path))
            .sort((a, b) => Number(!a.endsWith('/home')) - Number(!b.endsWith('/home')))[0];
        for (let target = next(); target && missing().length > 0; target = next()) {
          // On this page already, or on the page it was seen on (reached by its own link, else
          // opened by its address: it was itself reached by clicks).
          if (!(await follow(page, target, 0))) {
            const from = foundOn.get(target) ?? '/';
            if (!(await follow(page, from, 0))) await page.goto(from);
            await settled(page);
            if (!(await follow(page, target))) {
              visited.add(target);
              continue;
            }
          }
          await settled(page);
          await look();
        }
        expect({ role, unreached: missing() }).toEqual({ role, unreached: [] });
        // A section the role is not led to still shows it only the entries the spec allows.
        if (role !== 'Student') {
          for (const section of SECTION_MENUS.filter(
            (entry) => !menusChecked.has(key(entry.home)),
          )) {
            await page.goto(section.home);
            await settled(page);
            await sectionMenuAsSpecified(page, role, section);
          }
        }
      },
      { timeout: 240_000 },
    );
  }
});
