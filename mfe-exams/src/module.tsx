import './i18n/texts';
import { defineRemoteModule } from '@hemis/shared-ui';
import pkg from '../package.json';
import navigation from './navigation.json';
import { gradingRoutes } from './grading/routes';
import { marksRoutes } from './marks/routes';
import { resultRoutes } from './results/routes';
import { passRateRoutes } from './passRate/routes';
import { examSetupRoutes } from './setup/routes';

/**
 * Exam types, schedules, routines, marks entry, results and pass rates. Its sections, sidebars,
 * homes and the screens still being built are data (navigation.json).
 */
export default defineRemoteModule({
  id: pkg.hemis.name,
  title: 'Exams',
  navigation,
  routes: [
    ...examSetupRoutes,
    ...gradingRoutes,
    ...marksRoutes,
    ...resultRoutes,
    ...passRateRoutes,
  ],
});
