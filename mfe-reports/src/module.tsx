import { REPORT_ITEMS } from '@hemis/shared-auth';
import {
  buildingAll,
  defineRemoteModule,
  sectionHome,
  staffSummaryRoutes,
  studentSummaryRoutes,
} from '@hemis/shared-ui';
import pkg from '../package.json';

/** HEMIS summary and statistical reports, staff and student summaries. */
export default defineRemoteModule({
  id: pkg.hemis.name,
  title: 'Reports',
  sections: pkg.hemis.sections,
  routes: [
    sectionHome('form-management', 'form-management', 'HEMIS Reports', {
      items: REPORT_ITEMS,
      counts: ['universities', 'campuses', 'students', 'employees'],
    }),
    ...buildingAll([
      ['form-management/statisticalReport', 'Statistical Report'],
      ['form-management/prabhat', 'Prabhat Report'],
      ['college-report', 'Campus Summary Report'],
      ['ugc-report', 'UGC Summary Report'],
      ['uni-report', 'University Summary Report'],
      ['research', 'Research'],
    ]),
    ...staffSummaryRoutes(),
    ...studentSummaryRoutes(),
  ],
});
