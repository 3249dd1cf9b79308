import employeesModule from '../module';
import { employeeRoutes } from './routes';

const routeOf = (path: string) =>
  employeesModule.routes.find((route) => route.path.toLowerCase() === path.toLowerCase());

describe('employee routes', () => {
  it('serves each employee screen as a real screen in the module', () => {
    for (const route of employeeRoutes) {
      expect(routeOf(route.path)).toBe(route);
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
});
