/**
 * The spec's menus by role (section 2: "Main top menu", "HEMIS Reports dropdown", "Header and
 * profile"; the section menus are in section-menus.ts), as tables copied from the spec by hand,
 * not imported from the code under test, and the checks that a signed-in page shows exactly them.
 * Rule: every role listed in an entry's "hidden from" list does not see it (also where the
 * original joined a list into one string); "UgsAdmin" means UgcAdmin. The walk
 * (tests/walk.test.ts) runs these checks for each role as it goes, so a role signs in once for
 * its menus and its routes.
 */
import type { Page } from 'playwright-core';
import { eventually, pathOf, shows, VIEWPORT, type DemoRole } from './browser';
import {
  openDropdown,
  openProfileMenu,
  topMenuLink,
  topMenuTrigger,
  topMenu,
  visibleLinks,
} from './app';

export type StaffRole = Exclude<DemoRole, 'Student'>;

/** Spec section 2, "Main top menu": link, title, roles that do NOT see it. */
export const TOP_MENU: ReadonlyArray<{
  link: string;
  title: string;
  hiddenFrom: readonly string[];
}> = [
  { link: '/', title: 'Dashboard', hiddenFrom: [] },
  {
    link: '/program-management/home',
    title: 'Program Setup',
    hiddenFrom: ['SuperAdmin', 'Admin', 'UgcAdmin'],
  },
  { link: '/other-setup/home', title: 'Setup', hiddenFrom: ['SuperAdmin', ''] },
  {
    link: '/student-management/home',
    title: 'Student',
    hiddenFrom: ['UniAdmin', 'Admin', 'UgcAdmin'],
  },
  {
    link: '/employee-management/home',
    title: 'Employee',
    hiddenFrom: ['UniAdmin', 'Admin', 'UgcAdmin'],
  },
  {
    link: '/budget-management',
    title: 'University-Budget',
    hiddenFrom: ['UniAdmin', 'CollegeAdmin', 'CollegeUser', 'SuperAdmin', 'UgcAdmin'],
  },
  {
    link: '/organization-management',
    title: 'Campuses',
    hiddenFrom: ['CollegeAdmin', 'CollegeUser', 'Admin', 'UgcAdmin'],
  },
  {
    link: '/infrastructure-management',
    title: 'Infrastructure',
    hiddenFrom: ['Admin', 'UgcAdmin', 'UniAdmin', 'CollegeUser', 'CollegeAdmin'],
  },
  { link: '/add-location', title: 'GPS', hiddenFrom: ['Admin', 'UgcAdmin', 'UniAdmin'] },
  {
    link: '/accrediation/add-campus-for-accreditation',
    title: 'Campus QAA',
    hiddenFrom: ['UniAdmin', 'SuperAdmin', 'CollegeUser', 'CollegeAdmin'],
  },
  {
    link: '/fact-sheet-list',
    title: 'Campus-Fact sheet',
    hiddenFrom: ['UniAdmin', 'SuperAdmin', 'CollegeUser', 'CollegeAdmin'],
  },
  { link: '/fact-sheet', title: 'Fact Sheet', hiddenFrom: ['Admin', 'UgcAdmin', 'UniAdmin', ''] },
  {
    link: '/user-management/home',
    title: 'User',
    hiddenFrom: ['CollegeAdmin', 'CollegeUser', '', 'UgcAdmin'],
  },
  { link: '/exam-management/home', title: 'Exam', hiddenFrom: ['Admin', 'UgcAdmin', 'UniAdmin'] },
];

/** Spec section 2, "HEMIS Reports dropdown". */
const STAFF_SUMMARY_HIDDEN = ['CollegeUser', 'CollegeAdmin'];
export const REPORTS: ReadonlyArray<{
  link: string;
  title: string;
  hiddenFrom: readonly string[];
}> = [
  {
    link: '/college-report',
    title: 'Summary Report',
    hiddenFrom: ['UniAdmin', 'UgcAdmin', 'Admin', 'SuperAdmin'],
  },
  {
    link: '/ugc-report',
    title: 'Summary Report',
    hiddenFrom: ['SuperAdmin', 'CollegeUser', 'CollegeAdmin', 'UniAdmin'],
  },
  {
    link: '/uni-report',
    title: 'Summary Report',
    hiddenFrom: ['SuperAdmin', 'CollegeUser', 'CollegeAdmin', 'UgcAdmin', 'Admin'],
  },
  {
    link: '/form-management/statisticalReport',
    title: 'Statistical Report',
    hiddenFrom: ['UniAdmin'],
  },
  {
    link: '/student-summary-detail',
    title: 'Student-summary Report',
    hiddenFrom: STAFF_SUMMARY_HIDDEN,
  },
  {
    link: '/teaching-staff-summary',
    title: 'Teaching Staff Summary',
    hiddenFrom: STAFF_SUMMARY_HIDDEN,
  },
  {
    link: '/non-teaching-staff-summary',
    title: 'Non-Teaching Staff Summary',
    hiddenFrom: STAFF_SUMMARY_HIDDEN,
  },
];

/** Spec section 2, "Header and profile": /profile is hidden for Admin and UgcAdmin. */
const PROFILE_HIDDEN_FROM: readonly string[] = ['Admin', 'UgcAdmin'];

/** Spec section 2: the Links dropdown is for UgcAdmin and Admin only. */
export const LINKS_FOR: readonly string[] = ['UgcAdmin', 'Admin'];

/** The same tables worked out by hand per role, as a cross-check of the filtering above. */
export const EXPECTED_TOP: Record<StaffRole, string[]> = {
  SuperAdmin: [
    'Dashboard',
    'Student',
    'Employee',
    'Campuses',
    'Infrastructure',
    'GPS',
    'Fact Sheet',
    'User',
    'Exam',
  ],
  Admin: ['Dashboard', 'Setup', 'University-Budget', 'Campus QAA', 'Campus-Fact sheet', 'User'],
  UgcAdmin: ['Dashboard', 'Setup', 'Campus QAA', 'Campus-Fact sheet'],
  UniAdmin: ['Dashboard', 'Program Setup', 'Setup', 'Campuses', 'User'],
  CollegeAdmin: [
    'Dashboard',
    'Program Setup',
    'Setup',
    'Student',
    'Employee',
    'GPS',
    'Fact Sheet',
    'Exam',
  ],
  CollegeUser: [
    'Dashboard',
    'Program Setup',
    'Setup',
    'Student',
    'Employee',
    'GPS',
    'Fact Sheet',
    'Exam',
  ],
};
export const EXPECTED_REPORTS: Record<StaffRole, string[]> = {
  SuperAdmin: [
    '/form-management/statisticalReport',
    '/student-summary-detail',
    '/teaching-staff-summary',
    '/non-teaching-staff-summary',
  ],
  Admin: [
    '/ugc-report',
    '/form-management/statisticalReport',
    '/student-summary-detail',
    '/teaching-staff-summary',
    '/non-teaching-staff-summary',
  ],
  UgcAdmin: [
    '/ugc-report',
    '/form-management/statisticalReport',
    '/student-summary-detail',
    '/teaching-staff-summary',
    '/non-teaching-staff-summary',
  ],
  UniAdmin: [
    '/uni-report',
    '/student-summary-detail',
    '/teaching-staff-summary',
    '/non-teaching-staff-summary',
  ],
  CollegeAdmin: ['/college-report', '/form-management/statisticalReport'],
  CollegeUser: ['/college-report', '/form-management/statisticalReport'],
};

export const STAFF_ROLES: StaffRole[] = [
  'SuperAdmin',
  'Admin',
  'UgcAdmin',
  'UniAdmin',
  'CollegeAdmin',
  'CollegeUser',
];

export function hrefPath(href: string): string {
  return new URL(href, 'http://hemis.invalid').pathname;
}

/**
 * The home's figures and charts of the reach: the people cards, the campus cards for the nation
 * only, a chart drawn by ECharts, and for the nation the map of enrolment by province.
 */
async function homeShowsItsReach(page: Page, role: StaffRole): Promise<void> {
  const figures = page.getByTestId('home-figures');
  const widgets = page.getByTestId('dashboard-widgets');
  for (const card of ['students', 'teachers', 'nonTeaching']) {
    await shows(figures.getByTestId(`figure-card-${card}`), 20_000);
  }
  await shows(
    widgets
      .getByTestId('dashboard-chart-enrolmentTrend')
      .locator('[data-testid="report-chart-drawing"] svg'),
    20_000,
  );
  const nation = role === 'UgcAdmin';
  expect({ role, campuses: await figures.getByTestId('figure-card-campuses').count() }).toEqual({
    role,
    campuses: nation ? 1 : 0,
  });
  if (nation) {
    const map = widgets.getByRole('group', { name: 'Enrolment by Province' });
    await shows(map);
    expect(await map.getByRole('img').count()).toBe(7);
    await shows(widgets.getByTestId('dashboard-chart-campusesByType').locator('svg'));
  } else {
    expect(await widgets.getByTestId('dashboard-chart-campusesByType').count()).toBe(0);
  }
}

/**
 * The signed-in page's top menu, profile menu and HEMIS Reports dropdown hold exactly the
 * entries the spec allows the role (and the home shows its reach for the nation and a campus).
 */
export async function topMenusAsSpecified(page: Page, role: StaffRole): Promise<void> {
  if (role === 'UgcAdmin' || role === 'CollegeAdmin') await homeShowsItsReach(page, role);

  const seen: string[] = [];
  for (const item of TOP_MENU) {
    const link = topMenuLink(page, item.title);
    const count = await link.count();
    if (count > 0) {
      seen.push(item.title);
      expect({
        title: item.title,
        href: hrefPath((await link.first().getAttribute('href')) ?? ''),
      }).toEqual({
        title: item.title,
        href: item.link,
      });
    }
  }
  expect({ role, topMenu: seen }).toEqual({ role, topMenu: EXPECTED_TOP[role] });
  // Nothing else in the top menu: its links are exactly these (dropdown triggers aside).
  const allLinks = (await visibleLinks(topMenu(page))).map((link) => link.name);
  expect({ role, topMenuLinks: allLinks }).toEqual({ role, topMenuLinks: EXPECTED_TOP[role] });

  // Links dropdown: UgcAdmin and Admin only.
  const linksShown = (await topMenuTrigger(page, 'Links').count()) > 0;
  expect({ role, linksDropdown: linksShown }).toEqual({
    role,
    linksDropdown: LINKS_FOR.includes(role),
  });

  // Profile menu: /profile is hidden from Admin and UgcAdmin; Change Password and Logout for all.
  const profile = await openProfileMenu(page);
  // Read once the opening menu has drawn all its items (a read mid-animation missed one).
  await eventually(async () => {
    const profileLinks = (await visibleLinks(profile)).map((link) => hrefPath(link.href));
    expect({ role, profile: profileLinks.includes('/profile') }).toEqual({
      role,
      profile: !PROFILE_HIDDEN_FROM.includes(role),
    });
    expect(profileLinks).toContain('/change-password');
  }, 5000);
  await shows(profile.getByText('Logout', { exact: true }));
  await page.keyboard.press('Escape');
  await page.mouse.move(0, VIEWPORT.height - 1);
  await profile.waitFor({ state: 'hidden' });

  // HEMIS Reports dropdown (hidden from the empty role only, so every role here has it).
  const popup = await openDropdown(page, 'HEMIS Reports');
  const reports = await eventually(async () => {
    const links = await visibleLinks(popup);
    expect(links.length).toBeGreaterThan(0);
    return links;
  });
  const byPath = reports.map((link) => hrefPath(link.href));
  expect({ role, reports: [...byPath].sort() }).toEqual({
    role,
    reports: [...EXPECTED_REPORTS[role]].sort(),
  });
  for (const link of reports) {
    const entry = REPORTS.find((item) => item.link === hrefPath(link.href));
    expect({ href: link.href, title: link.name }).toEqual({
      href: link.href,
      title: entry?.title,
    });
  }
}

/** Admin's Links dropdown holds the user manual and the older system (in a new tab). */
export async function linksDropdownAsSpecified(page: Page): Promise<void> {
  const popup = await openDropdown(page, 'Links');
  const links = await eventually(async () => {
    const found = await visibleLinks(popup);
    expect(found.length).toBeGreaterThanOrEqual(2);
    return found;
  });
  expect(links.length).toBe(2);
  const older = popup.getByRole('link').filter({ visible: true }).nth(1);
  expect(await older.getAttribute('target')).toBe('_blank');
}

/** A signed-in Student is offered none of the staff sections and is sent back from them. */
export async function studentKeptToOwnPages(page: Page): Promise<void> {
  await eventually(() => expect(['/', '/student-home']).toContain(pathOf(page)));
  // None of the staff sections is offered or reachable.
  for (const item of TOP_MENU.filter((entry) => entry.link !== '/')) {
    expect({ title: item.title, shown: await topMenuLink(page, item.title).count() }).toEqual({
      title: item.title,
      shown: 0,
    });
  }
  expect(await topMenuTrigger(page, 'HEMIS Reports').count()).toBe(0);
  for (const path of [
    '/other-setup/home',
    '/student-management/home',
    '/user-management/home',
    '/college-report',
  ]) {
    await page.goto(path);
    await eventually(() =>
      expect({ visited: path, at: pathOf(page) }).toEqual({
        visited: path,
        at: expect.stringMatching(/^\/(student-home)?$/),
      }),
    );
  }
  await page.goto('/student-home');
  await eventually(() => expect(pathOf(page)).toBe('/student-home'));
  await shows(page.getByRole('main'));
  expect(await page.getByText('Module unavailable').filter({ visible: true }).count()).toBe(0);
}
