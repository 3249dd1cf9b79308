import { page, type CodeRoute } from '@hemis/shared-ui';

const e = (segment: string) => `exam-management/${segment}`;

/** Results: the exams' states, the tabulation sheets and the marksheets. */
export const resultRoutes: readonly CodeRoute[] = [
  page(e('results'), () => import('./Results')),
  page(e('marks-list/:id'), () => import('./MarksList')),
  page(e('view-result/:id'), () => import('./ViewResult')),
];
