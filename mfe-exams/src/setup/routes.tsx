import { page, type CodeRoute } from '@hemis/shared-ui';

const e = (segment: string) => `exam-management/${segment}`;

/** The exam setup screens: types, schedule and classes, routine, candidates and admit cards. */
export const examSetupRoutes: readonly CodeRoute[] = [
  page(e('exam-type'), () => import('./examType')),
  page(e('exam-schedule'), () => import('./ExamSchedule')),
  page(e('exam-list'), () => import('./examList')),
  page(e('exam-routine'), () => import('./ExamRoutine')),
  page(e('routine-list'), () => import('./RoutineList')),
  page(e('exam-appear'), () => import('./ExamAppear')),
];
