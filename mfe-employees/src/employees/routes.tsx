import {
  gatedLikeItsLink,
  page,
  sectionSidebar,
  staffSummaryRoutes,
  type CodeRoute,
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

/** A list is titled by its contract (the API's exports carry the same name). */
const listRoute = (name: EmployeeListName): CodeRoute => ({
  ...page(e(name), () =>
    import('./lists').then((lists) => ({ default: lists.employeeListScreen(name) })),
  ),
  title: EMPLOYEE_LISTS[name].title,
});

/** The employee-management screens (the section home and the user lists are declared apart). */
export const employeeRoutes: readonly CodeRoute[] = [
  ...EMPLOYEE_LIST_ROUTES.map((name) => gatedLikeItsLink(listRoute(name), SIDEBAR)),
  page(e('employee-register'), () => import('./EmployeeRegister')),
  page(e('attendance'), () => import('./StaffAttendance')),
  ...staffSummaryRoutes('employee-management', SIDEBAR),
];
