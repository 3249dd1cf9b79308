import { gatedLikeItsLink, page, sectionSidebar, type RemoteRoute } from '@hemis/shared-ui';
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

const listRoute = (name: StudentListName): RemoteRoute =>
  page(s(name), STUDENT_LISTS[name].title, () =>
    import('./lists').then((lists) => ({ default: lists.studentListScreen(name) })),
  );

/** The student-management screens and the academic record pages (the section home apart). */
export const studentRoutes: readonly RemoteRoute[] = [
  ...STUDENT_LIST_ROUTES.map((name) => gatedLikeItsLink(listRoute(name), SIDEBAR)),
  page(s('student-register'), 'Student Registration', () => import('./StudentRegister')),
  gatedLikeItsLink(
    page(
      s('student-verification/:id'),
      'Student Verification',
      () => import('./StudentVerification'),
    ),
    SIDEBAR,
  ),
  page(s('documents'), 'Student Documents', () => import('./StudentDocuments')),
  page('academic-info/:id', 'Academic Information', () => import('./AcademicInfo')),
  page('enrollment/:id', 'Enrollment', () => import('./Enrollment')),
  gatedLikeItsLink(
    page(s('upgrade-academics'), 'Upgrade (year or semester)', () => import('./UpgradeAcademics')),
    SIDEBAR,
  ),
  page(s('attendance'), 'Student Attendance', () => import('./StudentAttendance')),
  page(
    s('student-by-district'),
    'Students by District',
    () => import('../reports/StudentsByDistrict'),
  ),
  gatedLikeItsLink(
    page(s('identity-card-home'), 'Identity Cards', () => import('../cards/IdentityCardHome')),
    SIDEBAR,
  ),
  page(s('student-card/:studentId'), 'Student Identity Card', () => import('../cards/StudentCard')),
  page(s('all-student-cards'), 'All Student Cards', () => import('../cards/AllStudentCards')),
  page(s('student-import'), 'Import Students', () => import('../imports/StudentImport')),
];
