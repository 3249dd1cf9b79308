import './testing';
import { matchPath } from 'react-router-dom';
import employeesModule from '../module';
import { userRoutes } from './routes';

describe('user-management routes', () => {
  it('serves every user-management screen and the UGC and university user lists', () => {
    // Titled by the module's navigation data.
    const titleOf = (path: string) =>
      employeesModule.routes.find((route) => route.path === path)?.title;
    expect(userRoutes.map((route) => [route.path, titleOf(route.path)])).toEqual([
      ['user-management/add-user', 'Add User'],
      ['user-management/add-module', 'Modules'],
      ['user-management/permission-Management', 'Permission Management'],
      ['user-management/assign-permission', 'Assign Permission'],
      ['user-management/assign-permission-ugc', 'Assign Permission (UGC)'],
      ['user-management/assign-permission-uni', 'Assign Permission (University)'],
      ['user-management/assign-permission-campus', 'Assign Permission (Campus)'],
      ['user-management/ugc-employee', 'UGC Users'],
      ['user-management/ugc-employee-user', 'UGC Employees'],
      ['employee-management/ugc-employee', 'UGC Users'],
      ['employee-management/uni-employee-user', 'University Users'],
    ]);
    expect(userRoutes.every((route) => !route.building)).toBe(true);
  });

  it('opens permission management under either spelling', () => {
    const route = `/${userRoutes[2]?.path ?? ''}`;
    expect(matchPath(route, '/user-management/permission-management')).not.toBeNull();
    expect(matchPath(route, '/user-management/permission-Management')).not.toBeNull();
  });

  it('is part of the employees module, with no placeholder left for users', () => {
    const paths = employeesModule.routes.map((route) => route.path);
    for (const route of userRoutes) expect(paths).toContain(route.path);
    const building = employeesModule.routes
      .filter((route) => route.building)
      .map((route) => route.path);
    expect(building.filter((path) => path.startsWith('user-management'))).toEqual([]);
  });
});
