/**
 * Menu data the shell owns (spec section 2): the main top menu, the HEMIS Reports and Links
 * dropdowns, the profile menu and the default sidebar. Each remote declares its own sections'
 * sidebars in its `navigation.json` (read through `SiteNavigation`). Gating is display only (the
 * API enforces access): an item shows unless the current role is in its `hiddenFrom` or, when the
 * user's permissions are given, the user lacks `view` on the item's `module`.
 */
import type {
  KnownRole,
  Module,
  NavSection,
  NavTile,
  RemoteNavigation,
  Role,
} from '@hemis/shared-contracts';
import { EMPTY_ROLE, ROLES } from '@hemis/shared-contracts';

export interface MenuItem {
  title: string;
  link: string;
  hiddenFrom: readonly Role[];
  type?: 'dropdown';
  items?: readonly MenuItem[];
  /** Open in a new browser tab (external links). */
  newTab?: boolean;
  /** A menu entry that runs an action instead of navigating. */
  action?: 'logout';
  /** The permission module whose `view` the link needs; none: every signed-in user's. */
  module?: Module;
}

const item = (
  link: string,
  title: string,
  hiddenFrom: readonly Role[] = [],
  extra: Partial<MenuItem> = {},
): MenuItem => ({ title, link, hiddenFrom, ...extra });

const dropdown = (
  title: string,
  items: readonly MenuItem[],
  hiddenFrom: readonly Role[] = [],
): MenuItem => ({ title, link: '', hiddenFrom, type: 'dropdown', items });

/** Every role except the listed ones: for items "visible only to" some roles. */
export function allRolesExcept(...visibleTo: readonly KnownRole[]): Role[] {
  const all: Role[] = [...ROLES, EMPTY_ROLE];
  return all.filter((role) => !visibleTo.some((known) => known === role));
}

/** Main top menu (spec table "Main top menu"). */
export const MAIN_MENU: readonly MenuItem[] = [
  item('/', 'Dashboard', [], { module: 'dashboard' }),
  item('/program-management/home', 'Program Setup', ['SuperAdmin', 'Admin', 'UgcAdmin'], {
    module: 'program',
  }),
  item('/other-setup/home', 'Setup', ['SuperAdmin', EMPTY_ROLE], { module: 'setup' }),
  item('/student-management/home', 'Student', ['UniAdmin', 'Admin', 'UgcAdmin'], {
    module: 'student',
  }),
  item('/employee-management/home', 'Employee', ['UniAdmin', 'Admin', 'UgcAdmin'], {
    module: 'employee',
  }),
  item(
    '/budget-management',
    'University-Budget',
    ['UniAdmin', 'CollegeAdmin', 'CollegeUser', 'SuperAdmin', 'UgcAdmin'],
    { module: 'publicFinance' },
  ),
  item(
    '/organization-management',
    'Campuses',
    ['CollegeAdmin', 'CollegeUser', 'Admin', 'UgcAdmin'],
    { module: 'organization' },
  ),
  item(
    '/infrastructure-management',
    'Infrastructure',
    ['Admin', 'UgcAdmin', 'UniAdmin', 'CollegeUser', 'CollegeAdmin'],
    { module: 'infrastructure' },
  ),
  item('/add-location', 'GPS', ['Admin', 'UgcAdmin', 'UniAdmin'], { module: 'organization' }),
  item(
    '/accrediation/add-campus-for-accreditation',
    'Campus QAA',
    ['UniAdmin', 'SuperAdmin', 'CollegeUser', 'CollegeAdmin'],
    { module: 'accreditation' },
  ),
  item(
    '/fact-sheet-list',
    'Campus-Fact sheet',
    ['UniAdmin', 'SuperAdmin', 'CollegeUser', 'CollegeAdmin'],
    { module: 'accreditation' },
  ),
  item('/fact-sheet', 'Fact Sheet', ['Admin', 'UgcAdmin', 'UniAdmin', EMPTY_ROLE], {
    module: 'accreditation',
  }),
  item('/user-management/home', 'User', ['CollegeAdmin', 'CollegeUser', EMPTY_ROLE, 'UgcAdmin'], {
    module: 'user',
  }),
  item('/exam-management/home', 'Exam', ['Admin', 'UgcAdmin', 'UniAdmin'], { module: 'exam' }),
];

/** HEMIS Reports dropdown (hidden from the empty role). */
export const REPORT_ITEMS: readonly MenuItem[] = [
  item('/college-report', 'Summary Report', ['UniAdmin', 'UgcAdmin', 'Admin', 'SuperAdmin'], {
    module: 'report',
  }),
  item('/ugc-report', 'Summary Report', ['SuperAdmin', 'CollegeUser', 'CollegeAdmin', 'UniAdmin'], {
    module: 'report',
  }),
  item(
    '/uni-report',
    'Summary Report',
    ['SuperAdmin', 'CollegeUser', 'CollegeAdmin', 'UgcAdmin', 'Admin'],
    { module: 'report' },
  ),
  item('/form-management/statisticalReport', 'Statistical Report', ['UniAdmin'], {
    module: 'report',
  }),
  item('/student-summary-detail', 'Student-summary Report', ['CollegeUser', 'CollegeAdmin'], {
    module: 'report',
  }),
  item('/teaching-staff-summary', 'Teaching Staff Summary', ['CollegeUser', 'CollegeAdmin'], {
    module: 'report',
  }),
  item(
    '/non-teaching-staff-summary',
    'Non-Teaching Staff Summary',
    ['CollegeUser', 'CollegeAdmin'],
    { module: 'report' },
  ),
];
export const REPORTS_MENU: MenuItem = dropdown('HEMIS Reports', REPORT_ITEMS, [EMPTY_ROLE]);

/** The Links dropdown: shown to UgcAdmin and Admin only; both links open in a new tab. */
export interface ExternalLinks {
  userManualUrl: string;
  legacySystemUrl: string;
}
export const LINKS_HIDDEN_FROM: readonly Role[] = allRolesExcept('UgcAdmin', 'Admin');
export function linksMenu(links: ExternalLinks): MenuItem {
  return dropdown(
    'Links',
    [
      item(links.userManualUrl, 'User Manual', [], { newTab: true }),
      item(links.legacySystemUrl, 'Old HEMIS', [], { newTab: true }),
    ],
    LINKS_HIDDEN_FROM,
  );
}

/** Profile menu. Logout clears the session and goes to `/`. */
export const PROFILE_MENU: readonly MenuItem[] = [
  item('/profile', 'Profile', ['Admin', 'UgcAdmin']),
  item('/change-password', 'Change Password'),
  item('/', 'Logout', [], { action: 'logout' }),
];

/**
 * What a Student's top menu offers: their home (which is also their dashboard), their character
 * certificates and the change of their password, the only screens a Student may open.
 */
export const STUDENT_MENU: readonly MenuItem[] = [
  item('/student-home', 'My Record'),
  item('/character-application', 'Character Certificate'),
  item('/change-password', 'Change Password'),
];

/** The sidebar of every path outside the remotes' sections. */
export const DEFAULT_SIDEBAR: readonly MenuItem[] = [
  item('/home', 'Dashboard', [], { module: 'dashboard' }),
  item('/profile', 'Profile', ['Admin', 'UgcAdmin']),
  item('/change-password', 'Change Password'),
];

/** A module's tile on the home: its section's tile, with the key figure's path resolved. */
export type HomeTile = NavTile & { module: Module };

/** The first segment of a path: `/student-management/home` -> `student-management`. */
export function firstSegment(pathname: string): string {
  return pathname.split('/').find((part) => part.length > 0) ?? '';
}

/** Whether a role is in a hidden list; a missing or unknown role counts as the empty role. */
export function isItemHiddenFor(
  hiddenFrom: readonly Role[],
  role: Role | null | undefined,
): boolean {
  return hiddenFrom.includes(role ?? EMPTY_ROLE);
}

/** Whether permissions (`module:action`) give `view` on a module (no module: always). */
export function mayView(
  module: Module | null | undefined,
  permissions: readonly string[],
): boolean {
  return !module || permissions.includes(`${module}:view`);
}

/** First segments the shell serves under a permission module: the dashboard. */
const SHELL_SEGMENT_MODULES: ReadonlyMap<string, Module> = new Map([
  ['', 'dashboard'],
  ['home', 'dashboard'],
]);

/**
 * The navigation of the deployed remotes (their `navigation.json`, served in `/remotes.json`):
 * which sidebar a path shows and which permission module opens it. The first remote to declare a
 * segment owns it.
 */
export class SiteNavigation {
  private readonly bySegment = new Map<string, NavSection>();

  constructor(navigations: readonly RemoteNavigation[]) {
    for (const navigation of navigations) {
      for (const section of navigation.sections) {
        if (!this.bySegment.has(section.segment)) this.bySegment.set(section.segment, section);
      }
    }
  }

  section(segment: string): NavSection | undefined {
    return this.bySegment.get(segment);
  }

  /**
   * The home tile of each module whose section has one (the first section of a module to declare
   * a tile), its key figure's path defaulting to the section home's figures.
   */
  tiles(): Map<Module, HomeTile> {
    const tiles = new Map<Module, HomeTile>();
    for (const section of this.bySegment.values()) {
      const { module, tile } = section;
      if (!module || !tile || tiles.has(module)) continue;
      const figures = tile.figures ?? section.home?.figures;
      tiles.set(module, { ...tile, module, ...(figures !== undefined ? { figures } : {}) });
    }
    return tiles;
  }

  /**
   * The sidebar for a path, chosen by its first segment; the default sidebar elsewhere. A Student
   * always gets their own menu: the sections' sidebars lead to screens closed to them.
   */
  sidebarFor(pathname: string, role?: Role | null): readonly MenuItem[] {
    if (role === 'Student') return STUDENT_MENU;
    const section = this.bySegment.get(firstSegment(pathname));
    const owner =
      section?.sidebarOf !== undefined ? this.bySegment.get(section.sidebarOf) : section;
    return owner?.sidebar ?? DEFAULT_SIDEBAR;
  }

  /** The module a path belongs to (by its first segment), or null when it needs none. */
  moduleOfPath(path: string): Module | null {
    if (/^[a-z]+:/i.test(path)) return null;
    const segment = firstSegment(path.split(/[?#]/)[0] ?? '');
    return SHELL_SEGMENT_MODULES.get(segment) ?? this.bySegment.get(segment)?.module ?? null;
  }

  /** Whether permissions (`module:action`) let a user open a path: `view` on its module. */
  mayViewPath(path: string, permissions: readonly string[]): boolean {
    return mayView(this.moduleOfPath(path), permissions);
  }
}

/**
 * The items a role sees, dropdowns included (a dropdown with nothing visible left is dropped).
 * With `permissions`, an item of a module (its `module`) the user may not view is hidden as well.
 */
export function visibleItems(
  items: readonly MenuItem[],
  role: Role | null | undefined,
  permissions?: readonly string[],
): MenuItem[] {
  const result: MenuItem[] = [];
  for (const entry of items) {
    if (isItemHiddenFor(entry.hiddenFrom, role)) continue;
    if (entry.type === 'dropdown') {
      const children = visibleItems(entry.items ?? [], role, permissions);
      if (children.length === 0) continue;
      result.push({ ...entry, items: children });
    } else if (!entry.action && permissions && !mayView(entry.module, permissions)) {
      continue;
    } else {
      result.push(entry);
    }
  }
  return result;
}

/**
 * The top menu a role gets: a Student only the screens it may open (the Student's own rules,
 * not module permissions, decide those).
 */
export function topMenuFor(
  role: Role | null | undefined,
  permissions?: readonly string[],
): MenuItem[] {
  return role === 'Student'
    ? visibleItems(STUDENT_MENU, role)
    : visibleItems(MAIN_MENU, role, permissions);
}

/** Flatten dropdowns into their links. */
export function flattenItems(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((entry) =>
    entry.type === 'dropdown' ? flattenItems(entry.items ?? []) : [entry],
  );
}
