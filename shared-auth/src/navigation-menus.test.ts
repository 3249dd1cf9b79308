import { site, SIDEBARS, links } from './navigation-site.testing';
import { DEFAULT_ROLE_PERMISSIONS, type KnownRole, type Role } from '@hemis/shared-contracts';
import {
  MAIN_MENU,
  PROFILE_MENU,
  REPORTS_MENU,
  STUDENT_MENU,
  linksMenu,
  topMenuFor,
  visibleItems,
} from './navigation';

const moduleOfPath = (path: string) => site.moduleOfPath(path);
const mayViewPath = (path: string, permissions: readonly string[]) =>
  site.mayViewPath(path, permissions);

/** The spec's main top menu table, read per role (the contract the end-to-end tests share). */
const TOP_MENU_BY_ROLE: Record<Role, string[]> = {
  SuperAdmin: [
    '/',
    '/student-management/home',
    '/employee-management/home',
    '/organization-management',
    '/infrastructure-management',
    '/add-location',
    '/fact-sheet',
    '/user-management/home',
    '/exam-management/home',
  ],
  Admin: [
    '/',
    '/other-setup/home',
    '/budget-management',
    '/accrediation/add-campus-for-accreditation',
    '/fact-sheet-list',
    '/user-management/home',
  ],
  UgcAdmin: [
    '/',
    '/other-setup/home',
    '/accrediation/add-campus-for-accreditation',
    '/fact-sheet-list',
  ],
  UniAdmin: [
    '/',
    '/program-management/home',
    '/other-setup/home',
    '/organization-management',
    '/user-management/home',
  ],
  CollegeAdmin: [
    '/',
    '/program-management/home',
    '/other-setup/home',
    '/student-management/home',
    '/employee-management/home',
    '/add-location',
    '/fact-sheet',
    '/exam-management/home',
  ],
  CollegeUser: [
    '/',
    '/program-management/home',
    '/other-setup/home',
    '/student-management/home',
    '/employee-management/home',
    '/add-location',
    '/fact-sheet',
    '/exam-management/home',
  ],
  Student: [
    '/',
    '/program-management/home',
    '/other-setup/home',
    '/student-management/home',
    '/employee-management/home',
    '/budget-management',
    '/organization-management',
    '/infrastructure-management',
    '/add-location',
    '/accrediation/add-campus-for-accreditation',
    '/fact-sheet-list',
    '/fact-sheet',
    '/user-management/home',
    '/exam-management/home',
  ],
  '': [
    '/',
    '/program-management/home',
    '/student-management/home',
    '/employee-management/home',
    '/budget-management',
    '/organization-management',
    '/infrastructure-management',
    '/add-location',
    '/accrediation/add-campus-for-accreditation',
    '/fact-sheet-list',
    '/exam-management/home',
  ],
};

const SUMMARIES = [
  '/student-summary-detail',
  '/teaching-staff-summary',
  '/non-teaching-staff-summary',
];
const STAT = '/form-management/statisticalReport';
const REPORTS_BY_ROLE: Record<Role, string[]> = {
  SuperAdmin: [STAT, ...SUMMARIES],
  Admin: ['/ugc-report', STAT, ...SUMMARIES],
  UgcAdmin: ['/ugc-report', STAT, ...SUMMARIES],
  UniAdmin: ['/uni-report', ...SUMMARIES],
  CollegeAdmin: ['/college-report', STAT],
  CollegeUser: ['/college-report', STAT],
  Student: ['/college-report', '/ugc-report', '/uni-report', STAT, ...SUMMARIES],
  '': [],
};

const ALL_ROLES = Object.keys(TOP_MENU_BY_ROLE) as Role[];

describe('main top menu', () => {
  it('has the fourteen items of the spec table in order', () => {
    expect(MAIN_MENU.map((entry) => entry.title)).toEqual([
      'Dashboard',
      'Program Setup',
      'Setup',
      'Student',
      'Employee',
      'University-Budget',
      'Campuses',
      'Infrastructure',
      'GPS',
      'Campus QAA',
      'Campus-Fact sheet',
      'Fact Sheet',
      'User',
      'Exam',
    ]);
  });

  it.each(ALL_ROLES)('shows exactly the table items to role "%s"', (role) => {
    expect(links(visibleItems(MAIN_MENU, role))).toEqual(TOP_MENU_BY_ROLE[role]);
  });

  it('treats a missing role as the empty role', () => {
    expect(links(visibleItems(MAIN_MENU, undefined))).toEqual(TOP_MENU_BY_ROLE['']);
    expect(links(visibleItems(MAIN_MENU, null))).toEqual(TOP_MENU_BY_ROLE['']);
  });

  it('gives a Student only their home, their character certificates and the change of their password', () => {
    expect(links(topMenuFor('Student'))).toEqual([
      '/student-home',
      '/character-application',
      '/change-password',
    ]);
    expect(STUDENT_MENU).toHaveLength(3);
    expect(links(topMenuFor('Admin'))).toEqual(TOP_MENU_BY_ROLE.Admin);
  });
});

describe('HEMIS Reports dropdown', () => {
  it.each(ALL_ROLES)('shows exactly the listed report items to role "%s"', (role) => {
    const visible = visibleItems([REPORTS_MENU], role);
    const expected = REPORTS_BY_ROLE[role];
    if (expected.length === 0) {
      expect(visible).toEqual([]);
    } else {
      expect(visible).toHaveLength(1);
      expect(links(visible[0]?.items ?? [])).toEqual(expected);
    }
  });

  it('titles the items as the spec does', () => {
    expect((REPORTS_MENU.items ?? []).map((entry) => entry.title)).toEqual([
      'Summary Report',
      'Summary Report',
      'Summary Report',
      'Statistical Report',
      'Student-summary Report',
      'Teaching Staff Summary',
      'Non-Teaching Staff Summary',
    ]);
  });
});

describe('Links dropdown', () => {
  const menu = linksMenu({
    userManualUrl: '/uploads/manual.pdf',
    legacySystemUrl: 'https://old.example',
  });
  it.each(ALL_ROLES)('is shown to role "%s" only when UgcAdmin or Admin', (role) => {
    const shown = visibleItems([menu], role).length === 1;
    expect(shown).toBe(role === 'UgcAdmin' || role === 'Admin');
  });
  it('opens both links in a new tab', () => {
    expect(menu.items?.map((entry) => [entry.link, entry.newTab])).toEqual([
      ['/uploads/manual.pdf', true],
      ['https://old.example', true],
    ]);
  });
});

describe('profile menu', () => {
  it('hides /profile from Admin and UgcAdmin only', () => {
    for (const role of ALL_ROLES) {
      const visible = links(visibleItems(PROFILE_MENU, role));
      const hidden = role === 'Admin' || role === 'UgcAdmin';
      expect(visible).toEqual(
        hidden ? ['/change-password', '/'] : ['/profile', '/change-password', '/'],
      );
    }
    expect(PROFILE_MENU[2]?.action).toBe('logout');
  });
});

describe('menus by permission', () => {
  const DEMO_ROLES = ALL_ROLES.filter(
    (role): role is KnownRole => role !== '' && role !== 'Student',
  );

  it.each(DEMO_ROLES)('shows role "%s" the same table with its default permissions', (role) => {
    const permissions = DEFAULT_ROLE_PERMISSIONS[role];
    expect(links(topMenuFor(role, permissions))).toEqual(TOP_MENU_BY_ROLE[role]);
    const reports = visibleItems([REPORTS_MENU], role, permissions);
    expect(links(reports[0]?.items ?? [])).toEqual(REPORTS_BY_ROLE[role]);
    // The section menus the end-to-end tests read: unchanged for every demo role that may view them.
    for (const section of ['student-management', 'employee-management', 'exam-management']) {
      const items = SIDEBARS[section] ?? [];
      const expected = mayViewPath(`/${section}`, permissions) ? visibleItems(items, role) : [];
      expect(visibleItems(items, role, permissions)).toEqual(expected);
    }
  });

  it('hides the items of a module the user may not view', () => {
    const permissions = DEFAULT_ROLE_PERMISSIONS.CollegeUser.filter(
      (permission) => permission !== 'employee:view' && permission !== 'report:view',
    );
    const menu = links(topMenuFor('CollegeUser', permissions));
    expect(menu).not.toContain('/employee-management/home');
    expect(menu).toContain('/student-management/home');
    expect(visibleItems([REPORTS_MENU], 'CollegeUser', permissions)).toEqual([]);
    expect(visibleItems(SIDEBARS['employee-management'] ?? [], 'CollegeUser', permissions)).toEqual(
      [],
    );
    expect(links(topMenuFor('CollegeUser', []))).toEqual([]);
  });

  it('keeps the profile menu and external links whatever the permissions', () => {
    expect(links(visibleItems(PROFILE_MENU, 'CollegeUser', []))).toEqual([
      '/profile',
      '/change-password',
      '/',
    ]);
    const menu = linksMenu({
      userManualUrl: '/uploads/manual.pdf',
      legacySystemUrl: 'https://x.np',
    });
    expect(visibleItems([menu], 'Admin', [])).toHaveLength(1);
  });

  it('gives a Student its three screens whatever the permissions', () => {
    expect(links(topMenuFor('Student', []))).toEqual([
      '/student-home',
      '/character-application',
      '/change-password',
    ]);
  });

  it('maps paths to modules by their first segment', () => {
    expect(moduleOfPath('/')).toBe('dashboard');
    expect(moduleOfPath('/other-setup/level-management')).toBe('setup');
    expect(moduleOfPath('/add-location')).toBe('organization');
    expect(moduleOfPath('/fact-sheet-list')).toBe('accreditation');
    expect(moduleOfPath('/public-finance/home')).toBe('publicFinance');
    expect(moduleOfPath('/budget-management')).toBe('publicFinance');
    expect(moduleOfPath('/pass-rate-management/exam-schedule')).toBe('passRate');
    expect(moduleOfPath('/ugc-report?x=1')).toBe('report');
    expect(moduleOfPath('/user-management/add-user')).toBe('user');
    expect(moduleOfPath('/profile')).toBeNull();
    // Students (student:view) and campus staff open the character certificate pages.
    expect(moduleOfPath('/character-application')).toBe('student');
    expect(moduleOfPath('/character-certificate/3')).toBe('student');
    expect(moduleOfPath('https://old.example/x')).toBeNull();
    expect(mayViewPath('/user-management/add-user', ['user:view'])).toBe(true);
    expect(mayViewPath('/user-management/add-user', ['user:add'])).toBe(false);
    expect(mayViewPath('/change-password', [])).toBe(true);
  });
});
