import { page, type RemoteRoute } from '@hemis/shared-ui';
import type { AccountLevel } from '@hemis/shared-contracts';

const u = (segment: string) => `user-management/${segment}`;
const e = (segment: string) => `employee-management/${segment}`;

const assign = (segment: string, title: string, level?: AccountLevel): RemoteRoute =>
  page(u(segment), title, () =>
    import('./AssignPermissionPage').then(({ AssignPermissionPage }) => ({
      default: () => <AssignPermissionPage title={title} level={level} />,
    })),
  );

const accounts = (path: string, title: string, level: AccountLevel): RemoteRoute =>
  page(path, title, () =>
    import('./UserListPage').then(({ UserListPage }) => ({
      default: () => <UserListPage title={title} level={level} />,
    })),
  );

/** The user-management screens, and the UGC and university user lists of employee-management. */
export const userRoutes: readonly RemoteRoute[] = [
  page(u('add-user'), 'Add User', () => import('./AddUserPage')),
  page(u('add-module'), 'Modules', () => import('./ModulesPage')),
  // Routes match without regard to case: /permission-management opens it too.
  page(u('permission-Management'), 'Permission Management', () => import('./RolePermissionsPage')),
  assign('assign-permission', 'Assign Permission'),
  assign('assign-permission-ugc', 'Assign Permission (UGC)', 'ugc'),
  assign('assign-permission-uni', 'Assign Permission (University)', 'university'),
  assign('assign-permission-campus', 'Assign Permission (Campus)', 'campus'),
  accounts(u('ugc-employee'), 'UGC Users', 'ugc'),
  page(u('ugc-employee-user'), 'UGC Employees', () =>
    import('../employees/lists').then((lists) => ({
      default: lists.employeeListScreen('ugc-employee-user'),
    })),
  ),
  accounts(e('ugc-employee'), 'UGC Users', 'ugc'),
  accounts(e('uni-employee-user'), 'University Users', 'university'),
];
