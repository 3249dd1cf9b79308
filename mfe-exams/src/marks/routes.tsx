import { page, type CodeRoute } from '@hemis/shared-ui';

const e = (segment: string) => `exam-management/${segment}`;

/** Marks entry: the picker and the grid of one routine entry. */
export const marksRoutes: readonly CodeRoute[] = [
  page(e('marks-entry'), () => import('./MarksEntry')),
  page(e('marks-entry/:id'), () => import('./MarksEntryGrid')),
];
