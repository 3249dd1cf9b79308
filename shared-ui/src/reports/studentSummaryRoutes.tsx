import type { RemoteRoute } from '../defineRemoteModule';
import { STUDENT_SUMMARY_TEXTS, StudentSummaryReport } from './StudentSummaryReport';
import { gatedLikeItsLink } from './staffSummaryRoutes';

/**
 * The student summary report at `<section>/student-summary-detail` (the student section) or at
 * `/student-summary-detail` without a section (the HEMIS Reports menu).
 */
export function studentSummaryRoutes(section?: string): RemoteRoute[] {
  const page = 'student-summary-detail';
  return [
    gatedLikeItsLink({
      path: section ? `${section}/${page}` : page,
      title: STUDENT_SUMMARY_TEXTS.title,
      element: <StudentSummaryReport />,
    }),
  ];
}
