import './i18n/texts';
import { defineRemoteModule } from '@hemis/shared-ui';
import pkg from '../package.json';
import { employeeRoutes } from './employees/routes';
import navigation from './navigation.json';
import { userRoutes } from './users/routes';

/**
 * Employees (teaching, non-teaching, UGC and university staff), users, modules, permissions. Its
 * sections, sidebars and homes are data (navigation.json).
 */
export default defineRemoteModule({
  id: pkg.hemis.name,
  title: 'Employees and Users',
  navigation,
  routes: [...employeeRoutes, ...userRoutes],
});
