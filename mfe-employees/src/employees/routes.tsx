import {
  gatedLikeItsLink,
  page,
  sectionSidebar,
  staffSummaryRoutes,
  type RemoteRoute,
} from '@hemis/shared-ui';
import {
  EMPLOYEE_LISTS,
  remoteNavigationSchema,
  type EmployeeListName,
} from '@hemis/shared-contracts';
import navigation from '../navigation.json';

const e = (segment: string) => `employee-management/${segment}`;

/** The section's sidebar links: a route whose link some roles do not see does not open for them. */
const SIDEBAR = sectionSidebar(remoteNavigationSchema.parse(navigation), 'employee-management');

/** The employee lists served under /employee-management/<segment>. */
export const EMPLOYEE_LIST_ROUTES: readonly EmployeeListName[] = [
  'employee-list',
  'teaching-staff',
  'non-teaching-staff',
  'technical-staff',
  'non-technical-staff',
  'uni-employee',
  'ugc-employee-user',
  'teacher-detail',
  'non-teaching-details',
];

const listRoute = (name: EmployeeListName): RemoteRoute =>
  page(e(name), EMPLOYEE_LISTS[name].title, () =>
    import('./lists').then((lists) => ({ default: lists.employeeListScreen(name) })),
  );

/** The employee-management screens (the section home and the user lists are declared apart). */
export const employeeRoutes: readonly RemoteRoute[] = [
  ...EMPLOYEE_LIST_ROUTES.map((name) => gatedLikeItsLink(listRoute(name), SIDEBAR)),
  page(e('employee-register'), 'Employee Registration', () => import('./EmployeeRegister')),
  page(e('attendance'), 'Employee Attendance', () => import('./StaffAttendance')),
  ...staffSummaryRoutes('employee-management', SIDEBAR),
];
