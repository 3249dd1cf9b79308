import {
  NonTeachingStaffSummary,
  TeachingStaffSummary,
  page,
  type RemoteRoute,
} from '@hemis/shared-ui';
import { EMPLOYEE_LISTS, type EmployeeListName } from '@hemis/shared-contracts';
import { RequireRole, flattenItems, sidebarFor } from '@hemis/shared-auth';

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

/**
 * A screen whose sidebar link is hidden from some roles (UGC Employees only for UgcAdmin; Teaching
 * and Non-Technical Staff not for the nation roles) does not open for them by its address either.
 */
export function gatedLikeItsLink(route: RemoteRoute): RemoteRoute {
  const link = `/${route.path}`;
  const item = flattenItems(sidebarFor(link)).find(
    (entry) => entry.link.toLowerCase() === link.toLowerCase(),
  );
  if (!item || item.hiddenFrom.length === 0) return route;
  return {
    ...route,
    element: <RequireRole hiddenFrom={item.hiddenFrom}>{route.element}</RequireRole>,
  };
}

/** The employee-management screens (the section home and the user lists are declared apart). */
export const employeeRoutes: readonly RemoteRoute[] = [
  ...EMPLOYEE_LIST_ROUTES.map((name) => gatedLikeItsLink(listRoute(name))),
  page(e('employee-register'), 'Employee Registration', () => import('./EmployeeRegister')),
  page(e('attendance'), 'Employee Attendance', () => import('./StaffAttendance')),
  {
    path: e('teaching-staff-summary'),
    title: 'Teaching Staff Summary',
    element: <TeachingStaffSummary />,
  },
  {
    path: e('non-teaching-staff-summary'),
    title: 'Non-Teaching Staff Summary',
    element: <NonTeachingStaffSummary />,
  },
];
