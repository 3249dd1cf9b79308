/**
 * The routes each demo role may open (by the deployed remotes' navigation and the role's
 * permissions), and waiting until a signed-in page has drawn: the walk of every role's routes
 * and the accessibility checks of every route share them.
 */
import type { Page } from 'playwright-core';
import { apiCall, apiToken } from './api';
import { topMenu } from './app';
import { ROLE_EMAILS, type DemoRole } from './browser';
import { runtime, url } from './runtime';

interface Link {
  link: string;
  module?: string;
  hiddenFrom?: string[];
  items?: Link[];
}
interface Section {
  segment: string;
  module?: string;
  public?: true;
  sidebar?: Link[];
  home?: { path: string };
}
interface Manifest {
  remotes: { navigation: { sections: Section[]; screens: { path: string; building?: true }[] } }[];
}

/** The spec's top menu and HEMIS Reports entries with the roles that do not see them. */
const SHELL_LINKS: readonly { link: string; hiddenFrom: readonly string[] }[] = [
  {
    link: '/organization-management',
    hiddenFrom: ['CollegeAdmin', 'CollegeUser', 'Admin', 'UgcAdmin'],
  },
  {
    link: '/infrastructure-management',
    hiddenFrom: ['Admin', 'UgcAdmin', 'UniAdmin', 'CollegeUser', 'CollegeAdmin'],
  },
  { link: '/add-location', hiddenFrom: ['Admin', 'UgcAdmin', 'UniAdmin'] },
  {
    link: '/fact-sheet-list',
    hiddenFrom: ['UniAdmin', 'SuperAdmin', 'CollegeUser', 'CollegeAdmin'],
  },
  { link: '/fact-sheet', hiddenFrom: ['Admin', 'UgcAdmin', 'UniAdmin'] },
  {
    link: '/budget-management',
    hiddenFrom: ['UniAdmin', 'CollegeAdmin', 'CollegeUser', 'SuperAdmin', 'UgcAdmin'],
  },
  { link: '/college-report', hiddenFrom: ['UniAdmin', 'UgcAdmin', 'Admin', 'SuperAdmin'] },
  { link: '/ugc-report', hiddenFrom: ['SuperAdmin', 'CollegeUser', 'CollegeAdmin', 'UniAdmin'] },
  {
    link: '/uni-report',
    hiddenFrom: ['SuperAdmin', 'CollegeUser', 'CollegeAdmin', 'UgcAdmin', 'Admin'],
  },
];

/** A Student opens only their own pages (spec: "Access rules"). */
const STUDENT_ROUTES = ['/student-home', '/character-application', '/change-password'];

const flatten = (items: readonly Link[]): Link[] =>
  items.flatMap((entry) => (entry.items ? flatten(entry.items) : [entry]));
export const key = (path: string) => path.toLowerCase().replace(/\/+$/, '') || '/';

/** The routes `role` may open, by the deployed navigation and the role's permissions. */
export async function routesOf(role: DemoRole): Promise<string[]> {
  if (role === 'Student') return STUDENT_ROUTES;
  const manifest = (await (await fetch(url('/remotes.json'))).json()) as Manifest;
  const token = await apiToken(ROLE_EMAILS[role], runtime().demoPassword);
  const mine = await apiCall(token, 'GET', '/User/Permissions');
  const permissions = (mine.body as { permissions: string[] }).permissions;
  const sections = manifest.remotes.flatMap((remote) => remote.navigation.sections);
  const mayView = (module: string | undefined) => !module || permissions.includes(`${module}:view`);
  // A menu entry offers its link to the role unless it hides it from the role, or it stands in
  // a section (or needs a module) the role may not view.
  const entries = [
    ...SHELL_LINKS.map((entry) => ({ ...entry, offered: !entry.hiddenFrom.includes(role) })),
    ...sections.flatMap((section) =>
      flatten(section.sidebar ?? []).map((entry) => ({
        link: entry.link,
        offered:
          mayView(section.module) &&
          mayView(entry.module) &&
          !(entry.hiddenFrom ?? []).includes(role),
      })),
    ),
  ];
  const hiddenEverywhere = (path: string) => {
    const leading = entries.filter((entry) => key(entry.link) === key(path));
    return leading.length > 0 && leading.every((entry) => !entry.offered);
  };
  const routes = manifest.remotes.flatMap(({ navigation }) => [
    ...navigation.sections.flatMap((section) => (section.home ? [section.home.path] : [])),
    ...navigation.screens.filter((screen) => !screen.building).map((screen) => screen.path),
  ]);
  return routes
    .map((path) => `/${path}`)
    .filter((path) => {
      const section = sections.find((entry) => entry.segment === path.split('/')[1]);
      if (!section || section.public || path.includes(':')) return false;
      if (!mayView(section.module)) return false;
      return !hiddenEverywhere(path);
    });
}

/** Waits until the page has drawn what its links come from: the layout, tiles or a section. */
export async function settled(page: Page, { idleMs = 5_000 } = {}): Promise<void> {
  // The signed-in layout (a Student's top menu has no Dashboard: their home is My Record; on a
  // phone the menus are in a drawer, and the header's menu button stands for them).
  const narrow = (page.viewportSize()?.width ?? 1366) < 992;
  await (
    narrow ? page.getByRole('banner').first() : topMenu(page).getByRole('link').first()
  ).waitFor({ timeout: 15_000 });
  // The router draws a new page in a transition: the old one shows until it is ready.
  await page.waitForFunction(
    () =>
      document.querySelector('[role="main"]')?.getAttribute('data-path') ===
      window.location.pathname,
    undefined,
    { timeout: 20_000, polling: 100 },
  );
  const main = page.getByRole('main');
  await main
    .locator('a, table, form, [role="tree"], .ant-result, .ant-empty, .ant-select, [data-testid]')
    .first()
    .waitFor({ state: 'attached', timeout: 15_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: idleMs }).catch(() => undefined);
}
