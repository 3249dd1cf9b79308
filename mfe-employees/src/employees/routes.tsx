import { gatedLikeItsLink, page, staffSummaryRoutes, type RemoteRoute } from '@hemis/shared-ui';
import { EMPLOYEE_LISTS, type EmployeeListName } from '@hemis/shared-contracts';

const e = (segment: string) => `employee-management/${segment}`;

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
  ...EMPLOYEE_LIST_ROUTES.map((name) => gatedLikeItsLink(listRoute(name))),
  page(e('employee-register'), 'Employee Registration', () => import('./EmployeeRegister')),
  page(e('attendance'), 'Employee Attendance', () => import('./StaffAttendance')),
  ...staffSummaryRoutes('employee-management'),
];
