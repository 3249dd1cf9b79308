import './testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERMISSION_MESSAGES, USER_MESSAGES, type RolePermissions } from '@hemis/shared-contracts';
import { mockApiForEachTest } from '@hemis/shared-auth/src/testing';
import { choose, listReply, pathOf } from '@hemis/shared-ui/src/resource/testing';
import RolePermissionsPage from './RolePermissionsPage';
import { AssignPermissionPage, cellState, toggle } from './AssignPermissionPage';
import { account, renderUserScreen, superAdmin } from './testing';

const roleTables: RolePermissions[] = [
  {
    role: 'CollegeUser',
    permissions: ['student:view', 'student:add'],
    updatedAt: '2026-11-21T08:15:00.000Z',
    updatedBy: 'superadmin@hemis.test',
  },
  { role: 'Admin', permissions: ['user:view'], updatedAt: null, updatedBy: null },
];

const userPermissionsAnswer = {
  userId: 5,
  role: 'CollegeUser',
  rolePermissions: ['employee:view', 'student:view'],
  granted: ['exam:view'],
  revoked: ['student:view'],
  effective: ['employee:view', 'exam:view'],
  updatedAt: '2026-11-21T09:00:00.000Z',
  updatedBy: 'superadmin@hemis.test',
};

const mocked = mockApiForEachTest((call) => {
  const path = pathOf(call);
  if (path === '/rolepermission') return { status: 200, data: roleTables };
  if (path === '/user/accounts') {
    return listReply([account(), account({ id: 6, email: 'other.user@hemis.test' })]);
  }
  if (path === '/user/5') return { status: 200, data: account() };
  if (path === '/user/5/permissions' && call.method === 'GET') {
    return { status: 200, data: userPermissionsAnswer };
  }
  return undefined;
});

/** A matrix checkbox by its label ("Employee: View"); label queries keep the big table fast. */
function cell(name: string): HTMLInputElement {
  return screen.getByLabelText(name) as HTMLInputElement;
}

describe('permission-Management (role x permission matrix)', () => {
  it("shows the chosen role's permissions and who changed them last", async () => {
    const { user } = renderUserScreen(<RolePermissionsPage />);
    await waitFor(() => expect(screen.getByLabelText('Role')).toBeEnabled());
    await choose(user, 'Role', 'CollegeUser');
    expect(await screen.findByText('Student', { selector: 'td' })).toBeInTheDocument();
    expect(cell('Student: View')).toBeChecked();
    expect(cell('Student: Add')).toBeChecked();
    expect(cell('Student: Delete')).not.toBeChecked();
    expect(cell('Employee: View')).not.toBeChecked();
    // Approve is offered where a route checks it (verifying a student), not where none does.
    expect(cell('Student: Approve')).not.toBeChecked();
    expect(screen.queryByLabelText('Employee: Approve')).toBeNull();
    expect(screen.queryByLabelText('User: Delete')).toBeNull();
    expect(cell('User: Approve')).not.toBeChecked();
    expect(screen.getByTestId('last-change')).toHaveTextContent(
      'Last changed by superadmin@hemis.test',
    );
  });

  it('saves the ticked permissions of the role, module-wide toggles included', async () => {
    mocked.answer = (call) =>
      call.method === 'PUT'
        ? {
            status: 200,
            data: {
              role: 'CollegeUser',
              permissions: (call.data as { permissions: string[] }).permissions,
              updatedAt: '2026-11-22T10:00:00.000Z',
              updatedBy: 'superadmin@hemis.test',
            },
          }
        : undefined;
    const { user } = renderUserScreen(<RolePermissionsPage />);
    await waitFor(() => expect(screen.getByLabelText('Role')).toBeEnabled());
    await choose(user, 'Role', 'CollegeUser');
    await screen.findByText('Student', { selector: 'td' });
    fireEvent.click(cell('Student: Add'));
    fireEvent.click(cell('Employee: View'));
    fireEvent.click(cell(`HEMIS Reports: ${PERMISSION_MESSAGES.allActions}`));
    expect(cell('HEMIS Reports: View')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mocked.api.calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = mocked.api.calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/RolePermission/CollegeUser');
    expect(put?.data).toEqual({
      permissions: [
        'student:view',
        'employee:view',
        'report:view',
        'report:add',
        'report:edit',
        'report:delete',
        // The reports module's approval: signing off statistical returns.
        'report:approve',
        'report:export',
      ],
    });
    expect(await screen.findByText(USER_MESSAGES.permissionsSaved)).toBeInTheDocument();
  });

  it('shows the matrix read-only to a user without user:edit', async () => {
    const { user } = renderUserScreen(<RolePermissionsPage />, {
      user: superAdmin({ permissions: ['user:view'] }),
    });
    await waitFor(() => expect(screen.getByLabelText('Role')).toBeEnabled());
    await choose(user, 'Role', 'Admin');
    expect(await screen.findByText('Student', { selector: 'td' })).toBeInTheDocument();
    expect(cell('User: View')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

describe('assign-permission', () => {
  it('shows where each permission comes from and saves grants and revocations', async () => {
    mocked.answer = (call) =>
      call.method === 'PUT'
        ? {
            status: 200,
            data: {
              ...userPermissionsAnswer,
              ...(call.data as object),
              updatedAt: '2026-11-22T11:00:00.000Z',
            },
          }
        : undefined;
    const { user } = renderUserScreen(<AssignPermissionPage title="Assign Permission" />, {
      path: '/user-management/assign-permission?userId=5',
    });
    expect(await screen.findByText('Student', { selector: 'td' })).toBeInTheDocument();
    const employeeRow = screen
      .getByText('Employee', { selector: 'td' })
      .closest('tr') as HTMLElement;
    expect(within(employeeRow).getByText(PERMISSION_MESSAGES.fromRole)).toBeInTheDocument();
    expect(cell('Employee: View')).toBeChecked();
    expect(cell('Student: View')).not.toBeChecked();
    expect(cell('Exam: View')).toBeChecked();
    const studentRow = screen.getByText('Student', { selector: 'td' }).closest('tr') as HTMLElement;
    expect(within(studentRow).getByText(PERMISSION_MESSAGES.revoked)).toBeInTheDocument();
    const examRow = screen.getByText('Exam', { selector: 'td' }).closest('tr') as HTMLElement;
    expect(within(examRow).getByText(PERMISSION_MESSAGES.granted)).toBeInTheDocument();

    fireEvent.click(cell('Employee: View')); // the role gives it: revoked
    fireEvent.click(cell('Student: View')); // revoked before: back to the role's
    fireEvent.click(cell('Exam: View')); // granted before: the grant goes
    fireEvent.click(cell('Receipt: Add')); // not the role's: granted
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mocked.api.calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = mocked.api.calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/User/5/Permissions');
    expect(put?.data).toEqual({ granted: ['receipt:add'], revoked: ['employee:view'] });
    expect(await screen.findByText(USER_MESSAGES.permissionsSaved)).toBeInTheDocument();
  });

  it('lists only the accounts of its level and finds a user by email', async () => {
    const { user } = renderUserScreen(
      <AssignPermissionPage title="Assign Permission (Campus)" level="campus" />,
    );
    await waitFor(() =>
      expect(mocked.api.calls.find((call) => pathOf(call) === '/user/accounts')?.params).toEqual({
        page: 1,
        pageSize: 50,
        level: 'campus',
      }),
    );
    await choose(user, 'User', 'campus.user@hemis.test');
    expect(await screen.findByText('Employee')).toBeInTheDocument();
    expect(screen.getByTestId('last-change')).toHaveTextContent(
      'Last changed by superadmin@hemis.test',
    );
    expect(mocked.api.calls.some((call) => call.url === '/User/5/Permissions')).toBe(true);
  });

  it('turns a toggle into a grant or a revocation', () => {
    const start = {
      rolePermissions: new Set(['student:view']),
      granted: new Set<string>(),
      revoked: new Set<string>(),
    };
    const revoked = toggle(start, ['student:view'], false);
    expect(cellState(revoked, 'student:view')).toBe('revoked');
    const granted = toggle(revoked, ['exam:view', 'student:view'], true);
    expect(cellState(granted, 'exam:view')).toBe('granted');
    expect(cellState(granted, 'student:view')).toBe('role');
    expect(cellState(toggle(granted, ['exam:view'], false), 'exam:view')).toBe('none');
  });
});
