import { lazy } from 'react';
import { ACCOUNT_REPORTS } from '@hemis/shared-contracts';
import { page, type CodeRoute } from '@hemis/shared-ui';

const o = (path: string) => `other-setup/${path}`;
const pm = (path: string) => `program-management/${path}`;
const org = (path: string) => `organization-management/${path}`;
const infra = (path: string) => `infrastructure-management/${path}`;

const fiscalYear = () => import('./screens/other/fiscalYear');
const batch = () => import('./screens/other/batch');
const ethnicGroup = () => import('./screens/other/ethnicGroup');
// One screen under each of the spec's paths for it (no second copy).
const incomeExpenseHead = () => import('./screens/other/incomeExpenseHead');
const incomeExpenditureEntry = () => import('./screens/other/incomeExpenditureEntry');
const pf = (path: string) => `public-finance/${path}`;
const AccountReport = lazy(() =>
  import('./screens/accounts/AccountReport').then((module) => ({ default: module.AccountReport })),
);

/**
 * The other-setup, program-setup and organization screens (besides faculty, level and subject),
 * spread into the module's routes. Paths are those of the shared sidebar links.
 */
export const setupRoutes: readonly CodeRoute[] = [
  // Other setup
  page(o('post-management'), () => import('./screens/other/employeePost')),
  page(o('arthikBarsa'), fiscalYear),
  page(o('batch-management'), batch),
  page(o('ethnic-group-management'), ethnicGroup),
  page(o('add-section'), () => import('./screens/other/section')),
  page(o('add-department'), () => import('./screens/other/department')),
  page(o('income-expense-head'), incomeExpenseHead),
  page(o('incomeexpensehead'), incomeExpenseHead),
  page(o('income-expenditure-entry'), incomeExpenditureEntry),
  page(o('incomeexpense'), incomeExpenditureEntry),
  page(o('fee-setup'), () => import('./screens/other/feeSetup')),
  page('holiday-setups', () => import('./screens/other/holiday')),
  page('budgetmgmt-setups', () => import('./screens/other/budgetSetup')),
  page('studentagemgmt-setups', () => import('./screens/other/studentAgeGroup')),
  page('number-campustype', () => import('./screens/other/campusTypeNumber')),

  // Program setup (the program sidebar also links the fiscal year, batch and ethnicity setups)
  page(pm('programs'), () => import('./screens/program/program')),
  page(pm('college-programs'), () => import('./screens/program/collegeProgram')),
  page(pm('major-subject'), () => import('./screens/program/majorSubject')),
  page(pm('arthikBarsa'), fiscalYear),
  page(pm('batch-management'), batch),
  page(pm('ethnic-group-management'), ethnicGroup),
  page('payment', () => import('./screens/program/payment')),

  // Organizations
  page(org('constituent-campus'), () => import('./screens/organization/constituentCampus')),
  page(org('private-campus'), () => import('./screens/organization/privateCampus')),
  page(org('community-campus'), () => import('./screens/organization/communityCampus')),
  page(org('central-departments'), () => import('./screens/organization/centralDepartment')),
  page(org('university-register'), () => import('./screens/organization/universityRegister')),
  page(org('university-list'), () => import('./screens/organization/universityList')),
  page(org('payment'), () => import('./screens/organization/grantRelease')),

  // Infrastructure registers of a campus
  page(infra('land'), () => import('./screens/infrastructure/land')),
  page(infra('building'), () => import('./screens/infrastructure/building')),
  page(infra('lab'), () => import('./screens/infrastructure/lab')),
  page(infra('hostel'), () => import('./screens/infrastructure/hostel')),
  page(infra('facility-register'), () => import('./screens/infrastructure/facility')),
  page(infra('library'), () => import('./screens/infrastructure/library')),
  page(infra('equipment-management'), () => import('./screens/infrastructure/equipment')),

  // Public finance, budgets and teaching load
  page(pf('finance-head'), incomeExpenseHead),
  page(pf('income-expense'), () => import('./screens/finance/incomeExpense')),
  page('budget-management', () => import('./screens/finance/budgetGrant')),
  page('inload-form', () => import('./screens/finance/teachingLoad')),

  // GPS location of a campus
  page('add-location', () => import('./screens/organization/location')),

  // Accounts: home, chart, chart masters, vouchers and reports
  page('account-mgmt', () => import('./screens/accounts/home')),
  page('account', () => import('./screens/accounts/chart')),
  page('account-ledger-sub-group', () => import('./screens/accounts/subGroup')),
  page('account-ledger-master', () => import('./screens/accounts/ledger')),
  page('account-sub-ledger-master', () => import('./screens/accounts/subLedger')),
  page('account-vouchers-journal', () => import('./screens/accounts/journalVouchers')),
  page('account-vouchers-payment', () => import('./screens/accounts/paymentVouchers')),
  ...ACCOUNT_REPORTS.map((report) => ({
    path: `account-mgmt/${report.key}`,
    element: <AccountReport report={report.key} />,
  })),
];

/** The placeholder paths these routes replace (module.tsx must not declare them twice). */
export const SETUP_ROUTE_PATHS: readonly string[] = setupRoutes.map((route) => route.path);
