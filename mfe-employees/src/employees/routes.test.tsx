import { isValidElement } from 'react';
import { RequireRole } from '@hemis/shared-auth';
import employeesModule from '../module';
import { employeeRoutes } from './routes';

const routeOf = (path: string) =>
  employeesModule.routes.find((route) => route.path.toLowerCase() === path.toLowerCase());

describe('employee routes', () => {
  it('serves each employee screen as a real screen in the module', () => {
    for (const route of employeeRoutes) {
      expect(routeOf(route.path)?.element).toBe(route.element);
      expect(routeOf(route.path)?.title).toBeTruthy();
      expect(route.building).toBeFalsy();
    }
    const paths = employeeRoutes.map((route) => route.path);
    for (const segment of [
      'employee-list',
      'teaching-staff',
      'non-teaching-staff',
      'technical-staff',
      'non-technical-staff',
      'uni-employee',
      'ugc-employee-user',
      'teacher-detail',
      'non-teaching-details',
      'employee-register',
      'attendance',
      'teaching-staff-summary',
      'non-teaching-staff-summary',
    ]) {
      expect(paths).toContain(`employee-management/${segment}`);
    }
    expect(routeOf('employee-management/ugc-employee-user')?.title).toBe('UGC Employees');
  });

  it('keeps the role gating of the sidebar links on the screens themselves', () => {
    const gate = (path: string) => {
      const element = routeOf(path)?.element;
      return isValidElement<{ hiddenFrom: readonly string[] }>(element) &&
        element.type === RequireRole
        ? element.props.hiddenFrom
        : null;
    };
    expect(gate('employee-management/teaching-staff')).toEqual(['UgcAdmin', 'Admin', 'SuperAdmin']);
    expect(gate('employee-management/non-technical-staff')).toEqual([
      'UgcAdmin',
      'Admin',
      'SuperAdmin',
    ]);
    expect(gate('employee-management/ugc-employee-user')).not.toContain('UgcAdmin');
    expect(gate('employee-management/ugc-employee-user')).toContain('CollegeAdmin');
    expect(gate('employee-management/employee-list')).toBeNull();
  });
});
