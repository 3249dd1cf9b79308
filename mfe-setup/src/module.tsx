import './i18n/texts';
import { defineRemoteModule, page } from '@hemis/shared-ui';
import pkg from '../package.json';
import navigation from './navigation.json';
import { setupRoutes } from './setupRoutes';

const o = (page: string) => `other-setup/${page}`;
const pm = (page: string) => `program-management/${page}`;

/**
 * Other setup, programs, organizations, infrastructure, GPS, public finance, accounts, budgets.
 * Its sections, sidebars, homes and the screens still being built are data (navigation.json).
 */
export default defineRemoteModule({
  id: pkg.hemis.name,
  title: 'Setup',
  navigation,
  routes: [
    page(o('level-management'), () => import('./screens/level')),
    page(o('faculty-management'), () => import('./screens/faculty')),
    page(pm('subject-management'), () => import('./screens/subject')),
    ...setupRoutes,
  ],
});
