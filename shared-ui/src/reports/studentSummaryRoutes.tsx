import type { MenuItem } from '@hemis/shared-auth';
import type { RemoteRoute } from '../defineRemoteModule';
import { STUDENT_SUMMARY_TEXTS, StudentSummaryReport } from './StudentSummaryReport';
import { gatedLikeItsLink } from './staffSummaryRoutes';

/**
 * The student summary report at `<section>/student-summary-detail` (the student section) or at
 * `/student-summary-detail` without a section (the HEMIS Reports menu), gated like its link in
 * `links` (the section's sidebar) or the HEMIS Reports menu.
 */
export function studentSummaryRoutes(
  section?: string,
  links: readonly MenuItem[] = [],
): RemoteRoute[] {
  const page = 'student-summary-detail';
  return [
    gatedLikeItsLink(
      {
        path: section ? `${section}/${page}` : page,
        title: STUDENT_SUMMARY_TEXTS.title,
        element: <StudentSummaryReport />,
      },
      links,
    ),
  ];
}
