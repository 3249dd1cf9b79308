import { page, type CodeRoute } from '@hemis/shared-ui';

const p = (segment: string) => `pass-rate-management/${segment}`;

/** The pass-rate section's screens (its home is the section home of navigation.json). */
export const passRateRoutes: readonly CodeRoute[] = [
  page(p('exam-schedule'), () => import('./sittings')),
  page(p('exam-appeared'), () => import('./sittings').then((m) => ({ default: m.ExamAppeared }))),
  page(p('student-appear'), () => import('./students')),
  page(p('student-result-entry'), () =>
    import('./students').then((m) => ({ default: m.StudentResultEntry })),
  ),
  page(p('student-appeared'), () =>
    import('./students').then((m) => ({ default: m.StudentsAppeared })),
  ),
  page(p('student-passed'), () =>
    import('./students').then((m) => ({ default: m.StudentsPassed })),
  ),
];
