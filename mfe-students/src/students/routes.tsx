import { gatedLikeItsLink, page, sectionSidebar, type CodeRoute } from '@hemis/shared-ui';
import {
  STUDENT_LISTS,
  remoteNavigationSchema,
  type StudentListName,
} from '@hemis/shared-contracts';
import navigation from '../navigation.json';

const s = (segment: string) => `student-management/${segment}`;

/** The section's sidebar links: a route whose link some roles do not see does not open for them. */
const SIDEBAR = sectionSidebar(remoteNavigationSchema.parse(navigation), 'student-management');

/** The student lists served under /student-management/<segment>. */
export const STUDENT_LIST_ROUTES: readonly StudentListName[] = [
  'student-list',
  'student-information-detail',
  'verified-students',
  'student-list-for-id',
  'exportToPdf',
];

/** A list is titled by its contract (the API's exports carry the same name). */
const listRoute = (name: StudentListName): CodeRoute => ({
  ...page(s(name), () =>
    import('./lists').then((lists) => ({ default: lists.studentListScreen(name) })),
  ),
  title: STUDENT_LISTS[name].title,
});

/** The student-management screens and the academic record pages (the section home apart). */
export const studentRoutes: readonly CodeRoute[] = [
  ...STUDENT_LIST_ROUTES.map((name) => gatedLikeItsLink(listRoute(name), SIDEBAR)),
  page(s('student-register'), () => import('./StudentRegister')),
  gatedLikeItsLink(
    page(s('student-verification/:id'), () => import('./StudentVerification')),
    SIDEBAR,
  ),
  page(s('documents'), () => import('./StudentDocuments')),
  page('academic-info/:id', () => import('./AcademicInfo')),
  page('enrollment/:id', () => import('./Enrollment')),
  gatedLikeItsLink(
    page(s('upgrade-academics'), () => import('./UpgradeAcademics')),
    SIDEBAR,
  ),
  page(s('attendance'), () => import('./StudentAttendance')),
  page(s('student-by-district'), () => import('../reports/StudentsByDistrict')),
  gatedLikeItsLink(
    page(s('identity-card-home'), () => import('../cards/IdentityCardHome')),
    SIDEBAR,
  ),
  page(s('student-card/:studentId'), () => import('../cards/StudentCard')),
  page(s('all-student-cards'), () => import('../cards/AllStudentCards')),
  page(s('student-import'), () => import('../imports/StudentImport')),
];
