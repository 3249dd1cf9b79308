import { page, type RemoteRoute } from '@hemis/shared-ui';

const o = (path: string) => `other-setup/${path}`;
const pm = (path: string) => `program-management/${path}`;
const org = (path: string) => `organization-management/${path}`;

const fiscalYear = () => import('./screens/other/fiscalYear');
const batch = () => import('./screens/other/batch');
const ethnicGroup = () => import('./screens/other/ethnicGroup');

/**
 * The other-setup, program-setup and organization screens (besides faculty, level and subject),
 * spread into the module's routes. Paths are those of the shared sidebar links.
 */
export const setupRoutes: readonly RemoteRoute[] = [
  // Other setup
  page(o('post-management'), 'Employee Post Setup', () => import('./screens/other/employeePost')),
  page(o('arthikBarsa'), 'Fiscal Year Setup', fiscalYear),
  page(o('batch-management'), 'Batch Setup', batch),
  page(o('ethnic-group-management'), 'Ethnic Group Setup', ethnicGroup),
  page(o('add-section'), 'Section Setup', () => import('./screens/other/section')),
  page(o('add-department'), 'Department Setup', () => import('./screens/other/department')),
  page(
    o('income-expense-head'),
    'Income/Expense Head',
    () => import('./screens/other/incomeExpenseHead'),
  ),
  page(
    o('income-expenditure-entry'),
    'Income/Expenditure Entry',
    () => import('./screens/other/incomeExpenditureEntry'),
  ),
  page('holiday-setups', 'Holiday Setup', () => import('./screens/other/holiday')),
  page('budgetmgmt-setups', 'Budget Management Setup', () => import('./screens/other/budgetSetup')),
  page(
    'studentagemgmt-setups',
    'Student Age Group Setup',
    () => import('./screens/other/studentAgeGroup'),
  ),
  page(
    'number-campustype',
    'Campus-type Numbers',
    () => import('./screens/other/campusTypeNumber'),
  ),

  // Program setup (the program sidebar also links the fiscal year, batch and ethnicity setups)
  page(pm('programs'), 'Program Setup', () => import('./screens/program/program')),
  page(
    pm('college-programs'),
    'College Programs',
    () => import('./screens/program/collegeProgram'),
  ),
  page(pm('major-subject'), 'Major Subject', () => import('./screens/program/majorSubject')),
  page(pm('arthikBarsa'), 'Fiscal Year Setup', fiscalYear),
  page(pm('batch-management'), 'Batch Setup', batch),
  page(pm('ethnic-group-management'), 'Ethnic Group Setup', ethnicGroup),

  // Organizations
  page(
    org('constituent-campus'),
    'Constituent Campuses',
    () => import('./screens/organization/constituentCampus'),
  ),
  page(
    org('private-campus'),
    'Private Campuses',
    () => import('./screens/organization/privateCampus'),
  ),
  page(
    org('community-campus'),
    'Community Campuses',
    () => import('./screens/organization/communityCampus'),
  ),
  page(
    org('central-departments'),
    'Central Departments',
    () => import('./screens/organization/centralDepartment'),
  ),
  page(
    org('university-register'),
    'University Registration',
    () => import('./screens/organization/universityRegister'),
  ),
  page(
    org('university-list'),
    'University List',
    () => import('./screens/organization/universityList'),
  ),

  // GPS location of a campus
  page('add-location', 'GPS Location', () => import('./screens/organization/location')),
];

/** The placeholder paths these routes replace (module.tsx must not declare them twice). */
export const SETUP_ROUTE_PATHS: readonly string[] = setupRoutes.map((route) => route.path);
