import { defineRemoteModule } from '@hemis/shared-ui';
import pkg from '../package.json';
import navigation from './navigation.json';
import { examSetupRoutes } from './setup/routes';

/**
 * Exam types, schedules, routines, marks entry, results and pass rates. Its sections, sidebars,
 * homes and the screens still being built are data (navigation.json).
 */
export default defineRemoteModule({
  id: pkg.hemis.name,
  title: 'Exams',
  navigation,
  routes: [...examSetupRoutes],
});
