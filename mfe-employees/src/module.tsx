import { buildingAll, defineRemoteModule, sectionHome, sectionIndex } from '@hemis/shared-ui';
import pkg from '../package.json';

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
    ...buildingAll([
      [e('employee-list'), 'Employee List'],
      [e('teaching-staff'), 'Teaching Staff'],
      [e('non-teaching-staff'), 'Non-Teaching Staff'],
      [e('technical-staff'), 'Technical Staff'],
      [e('non-technical-staff'), 'Non-Technical Staff'],
      [e('uni-employee'), 'University Employees'],
      [e('uni-employee-user'), 'University Users'],
      [e('ugc-employee'), 'UGC Users'],
      [e('ugc-employee-user'), 'UGC Employees'],
      [e('teaching-staff-summary'), 'Teaching Staff Summary'],
      [e('non-teaching-staff-summary'), 'Non-Teaching Staff Summary'],
      [e('teacher-detail'), 'Teacher Details'],
      [e('non-teaching-details'), 'Non-Teaching Staff Details'],
      [e('employee-register'), 'Employee Registration'],
      [e('attendance'), 'Employee Attendance'],
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
