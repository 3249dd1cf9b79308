import { buildingAll, defineRemoteModule, sectionHome, sectionIndex } from '@hemis/shared-ui';
import pkg from '../package.json';
import { employeeRoutes } from './employees/routes';

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
    ...buildingAll([
      [e('uni-employee-user'), 'University Users'],
      [e('ugc-employee'), 'UGC Users'],
    ]),
    sectionHome(u('home'), 'user-management', 'User Management'),
    sectionIndex('user-management'),
    ...buildingAll([
      [u('add-module'), 'Add Module'],
      [u('add-user'), 'Add User'],
      [u('permission-management'), 'Permission Management'],
      [u('assign-permission'), 'Assign Permission'],
      [u('assign-permission-ugc'), 'Assign Permission (UGC)'],
      [u('assign-permission-uni'), 'Assign Permission (University)'],
      [u('assign-permission-campus'), 'Assign Permission (Campus)'],
      [u('ugc-employee'), 'UGC Users'],
      [u('ugc-employee-user'), 'UGC Employees'],
    ]),
  ],
});
