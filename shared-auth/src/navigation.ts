/**
 * Menu data of spec section 2: the main top menu, the HEMIS Reports and Links dropdowns, the
 * profile menu and the sidebar link sets chosen by the first path segment. Gating is display
 * only (the API enforces access): an item shows unless the current role is in its `hiddenFrom`
 * or, when the user's permissions are given, the user lacks `view` on the item's module.
 */
import type { KnownRole, Module, Role } from '@hemis/shared-contracts';
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
  return all.filter((role) => !(visibleTo as readonly Role[]).includes(role));
}

/** Main top menu (spec table "Main top menu"). */
export const MAIN_MENU: readonly MenuItem[] = [
  item('/', 'Dashboard'),
  item('/program-management/home', 'Program Setup', ['SuperAdmin', 'Admin', 'UgcAdmin']),
  item('/other-setup/home', 'Setup', ['SuperAdmin', EMPTY_ROLE]),
  item('/student-management/home', 'Student', ['UniAdmin', 'Admin', 'UgcAdmin']),
  item('/employee-management/home', 'Employee', ['UniAdmin', 'Admin', 'UgcAdmin']),
  item('/budget-management', 'University-Budget', [
    'UniAdmin',
    'CollegeAdmin',
    'CollegeUser',
    'SuperAdmin',
    'UgcAdmin',
  ]),
  item('/organization-management', 'Campuses', [
    'CollegeAdmin',
    'CollegeUser',
    'Admin',
    'UgcAdmin',
  ]),
  item('/infrastructure-management', 'Infrastructure', [
    'Admin',
    'UgcAdmin',
    'UniAdmin',
    'CollegeUser',
    'CollegeAdmin',
  ]),
  item('/add-location', 'GPS', ['Admin', 'UgcAdmin', 'UniAdmin']),
  item('/accrediation/add-campus-for-accreditation', 'Campus QAA', [
    'UniAdmin',
    'SuperAdmin',
    'CollegeUser',
    'CollegeAdmin',
  ]),
  item('/fact-sheet-list', 'Campus-Fact sheet', [
    'UniAdmin',
    'SuperAdmin',
    'CollegeUser',
    'CollegeAdmin',
  ]),
  item('/fact-sheet', 'Fact Sheet', ['Admin', 'UgcAdmin', 'UniAdmin', EMPTY_ROLE]),
  item('/user-management/home', 'User', ['CollegeAdmin', 'CollegeUser', EMPTY_ROLE, 'UgcAdmin']),
  item('/exam-management/home', 'Exam', ['Admin', 'UgcAdmin', 'UniAdmin']),
];

/** HEMIS Reports dropdown (hidden from the empty role). */
export const REPORT_ITEMS: readonly MenuItem[] = [
  item('/college-report', 'Summary Report', ['UniAdmin', 'UgcAdmin', 'Admin', 'SuperAdmin']),
  item('/ugc-report', 'Summary Report', ['SuperAdmin', 'CollegeUser', 'CollegeAdmin', 'UniAdmin']),
  item('/uni-report', 'Summary Report', [
    'SuperAdmin',
    'CollegeUser',
    'CollegeAdmin',
    'UgcAdmin',
    'Admin',
  ]),
  item('/form-management/statisticalReport', 'Statistical Report', ['UniAdmin']),
  item('/student-summary-detail', 'Student-summary Report', ['CollegeUser', 'CollegeAdmin']),
  item('/teaching-staff-summary', 'Teaching Staff Summary', ['CollegeUser', 'CollegeAdmin']),
  item('/non-teaching-staff-summary', 'Non-Teaching Staff Summary', [
    'CollegeUser',
    'CollegeAdmin',
  ]),
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
 * What a Student's top menu offers: their home (which is also their dashboard) and the change of
 * their password, the only screens a Student may open.
 */
export const STUDENT_MENU: readonly MenuItem[] = [
  item('/student-home', 'My Record'),
  item('/change-password', 'Change Password'),
];

const NOT_ADMIN_UNI_UGC: readonly Role[] = ['Admin', 'UniAdmin', 'UgcAdmin'];
const NOT_UGC_ADMIN_SUPER: readonly Role[] = ['UgcAdmin', 'Admin', 'SuperAdmin'];
const NOT_EXAM: readonly Role[] = ['Admin', 'SuperAdmin', 'UniAdmin'];
const ONLY_UGC_ADMIN: readonly Role[] = allRolesExcept('UgcAdmin');

/** Sidebar link sets keyed by first path segment. */
export const SIDEBARS: Readonly<Record<string, readonly MenuItem[]>> = {
  'other-setup': [
    item('/other-setup/home', 'Home'),
    item('/other-setup/level-management', 'Level Setup'),
    item('/other-setup/faculty-management', 'Faculty Setup'),
    item('/other-setup/post-management', 'Employee Post setup'),
    item('/other-setup/arthikBarsa', 'Fiscal Year Setup'),
    item('/other-setup/batch-management', 'Batch Setup'),
    item('/other-setup/ethnic-group-management', 'Ethnic Group Setup'),
    item('/other-setup/add-section', 'Section Setup'),
    item('/other-setup/add-department', 'Department Setup'),
    item('/other-setup/income-expense-head', 'Income/Expense Head'),
    item('/other-setup/income-expenditure-entry', 'Income/Expenditure Entry'),
  ],
  'employee-management': [
    item('/employee-management/home', 'Home'),
    item('/employee-management/ugc-employee-user', 'UGC Employees', ONLY_UGC_ADMIN),
    item('/employee-management/ugc-employee', 'UGC Users', ONLY_UGC_ADMIN),
    item('/employee-management/teaching-staff', 'Teaching Staff', NOT_UGC_ADMIN_SUPER),
    item('/employee-management/non-technical-staff', 'Non-Technical Staff', NOT_UGC_ADMIN_SUPER),
    dropdown('Reports', [
      item('/employee-management/teacher-detail', 'Teacher Details'),
      item('/employee-management/non-teaching-details', 'Non-Teaching Details'),
      item('/employee-management/teaching-staff-summary', 'Teaching Staff Summary'),
      item('/employee-management/non-teaching-staff-summary', 'Non-Teaching Staff Summary'),
    ]),
  ],
  'exam-management': [
    item('/exam-management/home', 'Home', NOT_EXAM),
    item('/exam-management/exam-list', 'Exam Schedule', NOT_EXAM),
    item('/exam-management/routine-list', 'Routine Schedule', NOT_EXAM),
    item('/exam-management/marks-entry', 'Marks Entry', NOT_EXAM),
    item('/exam-management/results', 'Results', NOT_EXAM),
  ],
  'student-management': [
    item('/student-management/home', 'Home'),
    item('/student-management/verified-students', 'Student Enrollment', NOT_ADMIN_UNI_UGC),
    item('/student-management/upgrade-academics', 'Upgrade', NOT_ADMIN_UNI_UGC),
    item('/student-management/identity-card-home', 'Identity Card', NOT_UGC_ADMIN_SUPER),
    dropdown('Reports', [
      item('/student-management/student-information-detail', 'Student Information'),
      item('/student-management/student-by-district', 'Students by District'),
      item('/student-management/student-summary-detail', 'Student Summary'),
      item('/student-management/teaching-staff-summary', 'Teaching Staff Summary'),
      item('/student-management/non-teaching-staff-summary', 'Non-Teaching Staff Summary'),
    ]),
  ],
  'program-management': [
    item('/program-management/home', 'Home'),
    // Not in the spec's list, but the programs register needs a way in.
    item('/program-management/programs', 'Programs'),
    item('/program-management/college-programs', 'College Programs'),
    item('/program-management/major-subject', 'Major Subject'),
    item('/program-management/subject-management', 'Subject Management'),
    item('/payment', 'Payment'),
    item('/program-management/arthikBarsa', 'Fiscal Year Setup'),
    item('/program-management/batch-management', 'Batch Setup'),
    item('/program-management/ethnic-group-management', 'Ethnic Group Setup'),
  ],
  'infrastructure-management': [
    item('/infrastructure-management/home', 'Home'),
    item('/infrastructure-management/land', 'Land'),
    item('/infrastructure-management/building', 'Building'),
    item('/infrastructure-management/lab', 'Lab'),
    item('/infrastructure-management/hostel', 'Hostel'),
    item('/infrastructure-management/facility-register', 'Facility Register'),
    item('/infrastructure-management/library', 'Library'),
    item('/infrastructure-management/equipment-management', 'Equipment Management'),
  ],
  'graduation-management': [
    item('/graduation-management/student-list', 'Student List'),
    item('/graduation-management/graduation-list', 'Graduation List'),
  ],
  'receipt-management': [
    item('/receipt-management/student-list', 'Student List'),
    item('/receipt-management/receipt-list', 'Receipt List'),
    dropdown('Fee Type Setup', [
      item('/receipt-management/general-fee-type', 'General Fee Type'),
      item('/receipt-management/fee-type', 'Fee Type'),
    ]),
  ],
  'dropout-management': [
    item('/dropout-management/home', 'Home'),
    item('/dropout-management/dropout-list', 'Dropout List'),
  ],
  'user-management': [
    item('/user-management/home', 'Home'),
    // The modules are the product's own sections: they are managed here, not added.
    item('/user-management/add-module', 'Modules'),
    item('/user-management/add-user', 'Add User'),
    item('/user-management/permission-Management', 'Permission Management'),
    item('/user-management/assign-permission', 'Assign Permission'),
    item('/user-management/assign-permission-ugc', 'Assign Permission (UGC)'),
    item('/user-management/assign-permission-uni', 'Assign Permission (University)'),
    item('/user-management/assign-permission-campus', 'Assign Permission (Campus)'),
    item('/user-management/ugc-employee', 'UGC Users'),
    item('/user-management/ugc-employee-user', 'UGC Employees'),
    item('/employee-management/uni-employee', 'University Employees'),
    item('/employee-management/uni-employee-user', 'University Users'),
  ],
  'organization-management': [
    item('/home', 'Home'),
    item('/organization-management/constituent-campus', 'Constituent Campuses'),
    item('/organization-management/private-campus', 'Private Campuses'),
    item('/organization-management/community-campus', 'Community Campuses'),
    item('/organization-management/central-departments', 'Central Departments'),
    item('/organization-management/university-register', 'University Register'),
    item('/organization-management/university-list', 'University List'),
    item('/organization-management/payment', 'Payment'),
  ],
  accrediation: [
    item('/accrediation/add-campus-for-accreditation', 'Add Campus for Accreditation'),
    item('/accrediation/campus-list', 'Campus List'),
    item('/accrediation/accreditation-list', 'Accreditation List'),
    item('/accrediation/total-qaa-hei-campus-report', 'QAA HEI Campus Report'),
    item('/accrediation/total-qaa-hei-province-report', 'QAA HEI Province Report'),
    item('/accrediation/renew-accreditation', 'Renew Accreditation'),
    item('/accrediation/accreditation-expiry-campus-report', 'Accreditation Expiry Report'),
  ],
  'pass-rate-management': [
    item('/pass-rate-management/exam-schedule', 'Exam Schedule'),
    item('/pass-rate-management/exam-appeared', 'Exam Appeared'),
    item('/pass-rate-management/student-appeared', 'Students Appeared'),
    item('/pass-rate-management/student-passed', 'Students Passed'),
    item('/pass-rate-management/student-appear', 'Student Appear'),
    item('/pass-rate-management/student-result-entry', 'Student Result Entry'),
  ],
  'public-finance': [
    item('/public-finance/home', 'Home'),
    item('/public-finance/finance-head', 'Finance Head'),
    item('/public-finance/income-expense', 'Income and Expense'),
  ],
};

/** The set for every path outside the sections above. */
export const DEFAULT_SIDEBAR: readonly MenuItem[] = [
  item('/home', 'Dashboard'),
  item('/profile', 'Profile', ['Admin', 'UgcAdmin']),
  item('/change-password', 'Change Password'),
];

export const SIDEBAR_SECTIONS: readonly string[] = Object.keys(SIDEBARS);

/** The first segment of a path: `/student-management/home` -> `student-management`. */
export function firstSegment(pathname: string): string {
  return pathname.split('/').find((part) => part.length > 0) ?? '';
}

/**
 * Pages whose first segment is not their section's: a student's record pages
 * (`/academic-info/{id}`, `/enrollment/{id}`) keep the Student sidebar.
 */
export const SIDEBAR_OF_SEGMENT: Readonly<Record<string, string>> = {
  'academic-info': 'student-management',
  enrollment: 'student-management',
};

/** The sidebar link set for a path, chosen by its first segment. */
export function sidebarFor(pathname: string): readonly MenuItem[] {
  const segment = firstSegment(pathname);
  return SIDEBARS[SIDEBAR_OF_SEGMENT[segment] ?? segment] ?? DEFAULT_SIDEBAR;
}

/** Whether a role is in a hidden list; a missing or unknown role counts as the empty role. */
export function isItemHiddenFor(
  hiddenFrom: readonly Role[],
  role: Role | null | undefined,
): boolean {
  return hiddenFrom.includes(role ?? EMPTY_ROLE);
}

/**
 * The module each first path segment belongs to (its `view` permission opens it). Segments not
 * listed (profile, change-password, the student's own screens, external links) need none.
 */
export const SEGMENT_MODULES: Readonly<Record<string, Module>> = {
  '': 'dashboard',
  home: 'dashboard',
  'other-setup': 'setup',
  'holiday-setups': 'setup',
  'budgetmgmt-setups': 'setup',
  'studentagemgmt-setups': 'setup',
  'number-campustype': 'setup',
  'program-management': 'program',
  payment: 'program',
  'organization-management': 'organization',
  'add-location': 'organization',
  'student-management': 'student',
  'academic-info': 'student',
  enrollment: 'student',
  'employee-management': 'employee',
  'user-management': 'user',
  'exam-management': 'exam',
  'infrastructure-management': 'infrastructure',
  'graduation-management': 'graduation',
  'receipt-management': 'receipt',
  'dropout-management': 'dropout',
  accrediation: 'accreditation',
  'fact-sheet': 'accreditation',
  'fact-sheet-list': 'accreditation',
  'fact-sheet-campus': 'accreditation',
  'pass-rate-management': 'passRate',
  'public-finance': 'publicFinance',
  'budget-management': 'publicFinance',
  'college-report': 'report',
  'ugc-report': 'report',
  'uni-report': 'report',
  'form-management': 'report',
  'student-summary-detail': 'report',
  'teaching-staff-summary': 'report',
  'non-teaching-staff-summary': 'report',
  research: 'report',
};

/** The module a link or path belongs to (by its first segment), or null when it needs none. */
export function moduleOfPath(path: string): Module | null {
  if (/^[a-z]+:/i.test(path)) return null;
  return SEGMENT_MODULES[firstSegment(path.split(/[?#]/)[0] ?? '')] ?? null;
}

/** Whether permissions (`module:action`) let a user open a path: `view` on its module. */
export function mayViewPath(path: string, permissions: readonly string[]): boolean {
  const module = moduleOfPath(path);
  return module === null || permissions.includes(`${module}:view`);
}

/**
 * The items a role sees, dropdowns included (a dropdown with nothing visible left is dropped).
 * With `permissions`, an item of a module the user may not view is hidden as well.
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
    } else if (!entry.action && permissions && !mayViewPath(entry.link, permissions)) {
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
