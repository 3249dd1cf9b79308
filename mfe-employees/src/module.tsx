import { defineRemoteModule, sectionHome, sectionIndex } from '@hemis/shared-ui';
import pkg from '../package.json';
import { employeeRoutes } from './employees/routes';
import { userRoutes } from './users/routes';

const e = (page: string) => `employee-management/${page}`;
const u = (page: string) => `user-management/${page}`;

/** Employees (teaching, non-teaching, UGC and university staff), users, modules, permissions. */
export default defineRemoteModule({
  id: pkg.hemis.name,
  title: 'Employees and Users',
  sections: pkg.hemis.sections,
  routes: [
    sectionHome(e('home'), 'employee-management', 'Employee Management', { counts: ['employees'] }),
    sectionIndex('employee-management'),
    ...employeeRoutes,
    sectionHome(u('home'), 'user-management', 'User Management'),
    sectionIndex('user-management'),
    ...userRoutes,
  ],
});
