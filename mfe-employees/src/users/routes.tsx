import { page, type CodeRoute, useShownScreenTitle } from '@hemis/shared-ui';
import type { AccountLevel } from '@hemis/shared-contracts';

const u = (segment: string) => `user-management/${segment}`;
const e = (segment: string) => `employee-management/${segment}`;

const assign = (segment: string, level?: AccountLevel): CodeRoute =>
  page(u(segment), () =>
    import('./AssignPermissionPage').then(({ AssignPermissionPage }) => ({
      default: function AssignPermission() {
        return <AssignPermissionPage title={useShownScreenTitle()} level={level} />;
      },
    })),
  );

const accounts = (path: string, level: AccountLevel): CodeRoute =>
  page(path, () =>
    import('./UserListPage').then(({ UserListPage }) => ({
      default: function UserList() {
        return <UserListPage title={useShownScreenTitle()} level={level} />;
      },
    })),
  );

/** The user-management screens, and the UGC and university user lists of employee-management. */
export const userRoutes: readonly CodeRoute[] = [
  page(u('add-user'), () => import('./AddUserPage')),
  page(u('add-module'), () => import('./ModulesPage')),
  // Routes match without regard to case: /permission-management opens it too.
  page(u('permission-Management'), () => import('./RolePermissionsPage')),
  assign('assign-permission'),
  assign('assign-permission-ugc', 'ugc'),
  assign('assign-permission-uni', 'university'),
  assign('assign-permission-campus', 'campus'),
  accounts(u('ugc-employee'), 'ugc'),
  page(u('ugc-employee-user'), () =>
    import('../employees/lists').then((lists) => ({
      default: lists.employeeListScreen('ugc-employee-user'),
    })),
  ),
  accounts(e('ugc-employee'), 'ugc'),
  accounts(e('uni-employee-user'), 'university'),
];
