import './i18n/texts';
import {
  defineRemoteModule,
  sectionSidebar,
  staffSummaryRoutes,
  studentSummaryRoutes,
} from '@hemis/shared-ui';
import { remoteNavigationSchema } from '@hemis/shared-contracts';
import pkg from '../package.json';
import navigation from './navigation.json';
import { characterRoutes } from './character/routes';
import { paymentRoutes } from './payments/routes';
import { receiptRoutes } from './receipts/routes';
import { dropoutRoutes } from './dropouts/routes';
import { graduationRoutes } from './graduation/routes';
import { studentRoutes } from './students/routes';

const studentLinks = sectionSidebar(remoteNavigationSchema.parse(navigation), 'student-management');

/**
 * Students, identity cards, receipts and fees, graduation, dropouts, character certificates. Its
 * sections, sidebars, homes and the screens still being built are data (navigation.json).
 */
export default defineRemoteModule({
  id: pkg.hemis.name,
  title: 'Students',
  navigation,
  routes: [
    ...staffSummaryRoutes('student-management', studentLinks),
    ...studentSummaryRoutes('student-management', studentLinks),
    ...studentRoutes,
    ...receiptRoutes,
    ...paymentRoutes,
    ...dropoutRoutes,
    ...graduationRoutes,
    ...characterRoutes,
  ],
});
