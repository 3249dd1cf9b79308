import { page, type CodeRoute } from '@hemis/shared-ui';

/** The exam section's grading schemes. */
export const gradingRoutes: readonly CodeRoute[] = [
  page('exam-management/grading-schemes', () => import('./gradingSchemes')),
];
