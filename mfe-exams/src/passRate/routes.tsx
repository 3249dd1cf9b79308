import { page, sectionIndex, type CodeRoute } from '@hemis/shared-ui';

const p = (segment: string) => `pass-rate-management/${segment}`;

/** The pass-rate section: its home (code: it shows the rates) and its six screens. */
export const passRateRoutes: readonly CodeRoute[] = [
  sectionIndex('pass-rate-management'),
  page(p('home'), () => import('./PassRateHome')),
  page(p('exam-schedule'), () => import('./examSchedule')),
  page(p('exam-appeared'), () => import('./examAppeared')),
  page(p('student-appear'), () =>
    import('./studentScreens').then((m) => ({ default: m.StudentAppear })),
  ),
  page(p('student-result-entry'), () =>
    import('./studentScreens').then((m) => ({ default: m.StudentResultEntry })),
  ),
  page(p('student-appeared'), () =>
    import('./studentScreens').then((m) => ({ default: m.StudentsAppeared })),
  ),
  page(p('student-passed'), () =>
    import('./studentScreens').then((m) => ({ default: m.StudentsPassed })),
  ),
];
