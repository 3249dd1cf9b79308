import type { KnownRole } from './roles';

/** The modules are the sections of the product (spec section 1); permissions are per module. */
export const MODULES = [
  'dashboard',
  'setup',
  'program',
  'organization',
  'student',
  'employee',
  'exam',
  'infrastructure',
  'graduation',
  'receipt',
  'dropout',
  'user',
  'accreditation',
  'passRate',
  'publicFinance',
  'accounts',
  'report',
] as const;
export type Module = (typeof MODULES)[number];

export const ACTIONS = ['view', 'add', 'edit', 'delete', 'approve', 'export'] as const;
export type Action = (typeof ACTIONS)[number];

export type Permission = `${Module}:${Action}`;

const RECORD_ACTIONS: readonly Action[] = ['view', 'add', 'edit', 'delete', 'export'];

/**
 * The actions each module's row of the permission matrix offers: for a module the API serves,
 * exactly the actions its routes check (a tick box that nothing enforces would mislead). Modules
 * with no routes yet keep every action; their View already decides their menus.
 */
export const MODULE_ACTIONS: Record<Module, readonly Action[]> = {
  // The dashboard's reads (graduates by level and ethnic group) are all it serves.
  dashboard: ['view'],
  setup: RECORD_ACTIONS,
  program: RECORD_ACTIONS,
  organization: RECORD_ACTIONS,
  // Approve: verifying a student's record; issuing (or rejecting, reissuing) a character
  // certificate.
  student: ACTIONS,
  employee: RECORD_ACTIONS,
  exam: ACTIONS,
  infrastructure: RECORD_ACTIONS,
  graduation: ACTIONS,
  // Delete: cancelling a receipt (receipts are never deleted).
  receipt: RECORD_ACTIONS,
  // Delete: undoing a wrong dropout entry (the student is active again).
  dropout: RECORD_ACTIONS,
  // Approve: activating and disabling accounts; accounts are never deleted.
  user: ['view', 'add', 'edit', 'approve', 'export'],
  accreditation: ACTIONS,
  // Delete: withdrawing a wrong sitting or student entry (the counts follow).
  passRate: RECORD_ACTIONS,
  publicFinance: RECORD_ACTIONS,
  // Approve: checking and approving vouchers; approved vouchers are reversed, never deleted.
  accounts: ACTIONS,
  // View and export: the reports; add, edit and delete: the research records (/research) and
  // the campus's statistical return; approve: endorsing, returning and accepting returns.
  report: ACTIONS,
};

/** The permissions of one module's matrix row. */
export function modulePermissions(module: Module): Permission[] {
  return MODULE_ACTIONS[module].map((action) => `${module}:${action}` as const);
}

/** How far a role's data reaches: the nation, one university's campuses, one campus, or the user. */
export type DataScope = 'nation' | 'university' | 'campus' | 'own';

export function scopeOfRole(role: KnownRole): DataScope {
  switch (role) {
    case 'SuperAdmin':
    case 'Admin':
    case 'UgcAdmin':
      return 'nation';
    case 'UniAdmin':
      return 'university';
    case 'CollegeAdmin':
    case 'CollegeUser':
      return 'campus';
    case 'Student':
      return 'own';
  }
}

const all = modulePermissions;
const only = (module: Module, ...actions: Action[]): Permission[] =>
  actions.map((action) => `${module}:${action}` as const);

/**
 * Default permissions per role, following the intent of the spec's menu table: a role gets a
 * module where the menu shows it that module; reports and the dashboard are read by all staff.
 * Permission management (a later issue) stores overrides on top of these.
 */
export const DEFAULT_ROLE_PERMISSIONS: Record<KnownRole, readonly Permission[]> = {
  SuperAdmin: [
    ...all('dashboard'),
    ...all('program'),
    ...all('organization'),
    ...all('student'),
    ...all('employee'),
    ...all('exam'),
    ...all('user'),
    ...all('report'),
    ...all('graduation'),
    ...all('receipt'),
    ...all('dropout'),
    ...all('passRate'),
    ...all('publicFinance'),
    ...only('setup', 'view'),
    // The menu table shows SuperAdmin Infrastructure and Fact Sheet.
    ...only('infrastructure', 'view', 'export'),
    ...only('accreditation', 'view', 'export'),
    ...only('accounts', 'view', 'export'),
  ],
  Admin: [
    ...all('dashboard'),
    ...all('setup'),
    ...all('accreditation'),
    ...all('user'),
    ...all('report'),
    ...only('organization', 'view', 'export'),
    ...only('program', 'view', 'export'),
    ...only('student', 'view', 'export'),
    ...only('employee', 'view', 'export'),
    ...all('publicFinance'),
    // The commission reads every campus's registers and accounts; campuses keep them.
    ...only('infrastructure', 'view', 'export'),
    ...only('accounts', 'view', 'export'),
    // The national figures of graduates, dropouts and board-exam pass rates, read only.
    ...only('graduation', 'view', 'export'),
    ...only('dropout', 'view', 'export'),
    ...only('passRate', 'view', 'export'),
  ],
  UgcAdmin: [
    ...all('dashboard'),
    ...all('setup'),
    ...all('accreditation'),
    ...all('report'),
    ...all('employee'),
    ...only('organization', 'view', 'export'),
    ...only('program', 'view', 'export'),
    ...only('student', 'view', 'export'),
    ...only('user', 'view'),
    ...all('publicFinance'),
    // The Exam section shows UgcAdmin its links.
    ...only('exam', 'view', 'export'),
    // The commission reads every campus's board-exam pass rates; campuses record them.
    ...only('passRate', 'view', 'export'),
    // The national figures of graduates and dropouts, read only.
    ...only('graduation', 'view', 'export'),
    ...only('dropout', 'view', 'export'),
    ...only('infrastructure', 'view', 'export'),
    ...only('accounts', 'view', 'export'),
  ],
  UniAdmin: [
    ...all('dashboard'),
    ...all('setup'),
    ...all('program'),
    ...all('organization'),
    ...all('user'),
    ...all('report'),
    ...only('student', 'view', 'export'),
    ...only('employee', 'view', 'export'),
    // A university reads its campuses' registers, accounts and finance.
    ...only('infrastructure', 'view', 'export'),
    ...only('accounts', 'view', 'export'),
    ...only('publicFinance', 'view', 'export'),
    // A university sets the grading schemes of its levels (exam-management/grading-schemes);
    // approving results stays with the campus that keeps the exam.
    ...only('exam', 'view', 'add', 'edit', 'delete', 'export'),
    // A university reads its campuses' board-exam pass rates.
    ...only('passRate', 'view', 'export'),
    // A university reads its campuses' graduates and dropouts.
    ...only('graduation', 'view', 'export'),
    ...only('dropout', 'view', 'export'),
    // A university reads its campuses' accreditation; the commission records it.
    ...only('accreditation', 'view', 'export'),
  ],
  CollegeAdmin: [
    ...all('dashboard'),
    ...all('setup'),
    ...all('program'),
    ...all('student'),
    ...all('employee'),
    ...all('exam'),
    ...all('infrastructure'),
    ...all('graduation'),
    ...all('receipt'),
    ...all('dropout'),
    ...all('accreditation'),
    ...all('passRate'),
    // A campus submits its return; the university and the commission sign it off.
    ...only('report', 'view', 'add', 'edit', 'delete', 'export'),
    // A campus keeps its own accounts and income and expenditure.
    ...all('accounts'),
    ...all('publicFinance'),
    // Reads universities and campuses for selects; writes only its own campus's GPS location.
    ...only('organization', 'view'),
  ],
  CollegeUser: [
    ...only('dashboard', 'view'),
    ...only('setup', 'view', 'export'),
    ...only('program', 'view', 'export'),
    ...only('organization', 'view'),
    ...only('student', 'view', 'add', 'edit', 'export'),
    ...only('employee', 'view', 'add', 'edit', 'export'),
    // The exam clerk prints admit cards and the routine (PDFs check export).
    ...only('exam', 'view', 'add', 'edit', 'export'),
    ...only('infrastructure', 'view', 'add', 'edit'),
    ...only('graduation', 'view', 'add', 'edit'),
    // A cashier issues and prints receipts; cancelling one is the campus admin's (receipt:delete).
    ...only('receipt', 'view', 'add', 'edit', 'export'),
    // Printing a recommendation letter is an export (PDFs check export).
    ...only('dropout', 'view', 'add', 'edit', 'export'),
    ...only('passRate', 'view', 'add', 'edit'),
    // An accountant prepares vouchers; the campus's admin checks and approves them.
    ...only('accounts', 'view', 'add', 'edit', 'export'),
    ...only('publicFinance', 'view', 'add', 'edit'),
    // A clerk records the campus's research and publications (/research).
    ...only('report', 'view', 'add', 'edit', 'export'),
    // The menu table shows CollegeUser the Fact Sheet.
    ...only('accreditation', 'view'),
  ],
  Student: [...only('student', 'view')],
};

export function roleHasPermission(role: KnownRole, permission: Permission): boolean {
  return DEFAULT_ROLE_PERMISSIONS[role].includes(permission);
}
