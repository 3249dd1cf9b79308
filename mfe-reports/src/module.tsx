import './i18n/texts';
import { REPORT_ITEMS } from '@hemis/shared-auth';
import {
  defineRemoteModule,
  page,
  sectionHome,
  staffSummaryRoutes,
  studentSummaryRoutes,
} from '@hemis/shared-ui';
import pkg from '../package.json';
import navigation from './navigation.json';
import { returnRoutes } from './returns/routes';
import { summaryReportRoutes } from './summary/routes';

/**
 * HEMIS summary reports of a campus, a university and the nation, statistical reports, staff and
 * student summaries. Its sections and the screens still being built are data (navigation.json);
 * its home shows the shell's HEMIS Reports menu. It also draws the widgets of the site's home
 * (`/`): the figures and charts of the reach.
 */
export default defineRemoteModule({
  id: pkg.hemis.name,
  title: 'Reports',
  navigation,
  routes: [
    sectionHome('form-management', 'HEMIS Reports', {
      items: REPORT_ITEMS,
      counts: ['universities', 'campuses', 'students', 'employees'],
    }),
    ...staffSummaryRoutes(),
    ...studentSummaryRoutes(),
    ...summaryReportRoutes(),
    ...returnRoutes(),
    page('research', () => import('./screens/research')),
  ],
});
