import './testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  MAX_PAGE_SIZE,
  PERMISSION_MESSAGES,
  STAFF_ROLES,
  USER_MESSAGES,
  type AddUserRequest,
} from '@hemis/shared-contracts';
import { mockApiForEachTest } from '@hemis/shared-auth/src/testing';
import { choose, listReply, pathOf, testUser } from '@hemis/shared-ui/src/resource/testing';
import { emulateWindowWidth } from '@hemis/shared-ui/src/testing-screen';
import { FILTER_BAR_TEXTS } from '@hemis/shared-ui';
import AddUserPage from './AddUserPage';
import { account, renderUserScreen, superAdmin } from './testing';

const accounts = [account()];

const mocked = mockApiForEachTest((call) => {
  const path = pathOf(call);
  if (path === '/user/accounts') return listReply(accounts);
  if (path === '/university') return listReply([{ id: 1, name: 'Tribhuvan University' }]);
  if (path === '/campus') {
    return listReply([{ id: 49, campusName: 'Bhaktapur Multiple Campus' }]);
  }
  if (path === '/employee') {
    return listReply([
      {
        id: 31,
        firstName: 'Ram',
        middleName: null,
        lastName: 'Thapa',
        email: 'ram.thapa@hemis.test',
        phoneNumber: '9811111111',
        gender: 'male',
      },
    ]);
  }
  return undefined;
});

function addForm(): HTMLElement {
  return screen.getByTestId('account-form-create');
}

async function roleOptions(user: ReturnType<typeof renderUserScreen>['user']) {
  await user.click(within(addForm()).getByLabelText('Role'));
  await waitFor(() =>
    expect(document.querySelectorAll('.ant-select-item-option').length).toBeGreaterThan(0),
  );
  return [...document.querySelectorAll('.ant-select-item-option')].map(
    (option) => option.getAttribute('title') ?? '',
  );
}

const created = {
  user: account({ id: 9, email: 'new.user@hemis.test' }),
  temporaryPassword: 'Tmp-7fQ2-pass',
  message: USER_MESSAGES.created,
};

describe('add-user', () => {
  it('offers a SuperAdmin every staff role', async () => {
    const { user } = renderUserScreen(<AddUserPage />);
    expect(await roleOptions(user)).toEqual([...STAFF_ROLES]);
  });

  it('offers a UniAdmin only the roles below its own', async () => {
    const { user } = renderUserScreen(<AddUserPage />, {
      user: testUser({ role: 'UniAdmin', listUser: [{ roleName: 'UniAdmin' }], campusId: null }),
    });
    expect(await roleOptions(user)).toEqual(['CollegeAdmin', 'CollegeUser']);
  });

  it('asks for the university and the campus a campus role needs, and none for a UGC role', async () => {
    const { user } = renderUserScreen(<AddUserPage />);
    const form = addForm();
    await user.type(within(form).getByLabelText('First Name'), 'Anita');
    await user.type(within(form).getByLabelText('Last Name'), 'Gurung');
    await user.type(within(form).getByLabelText('Email'), 'anita@hemis.test');
    await choose(user, 'Role', 'CollegeUser', form);
    await user.click(within(form).getByRole('button', { name: 'Add User' }));
    expect(await within(form).findByText(USER_MESSAGES.universityRequired)).toBeInTheDocument();
    expect(within(form).getByText(USER_MESSAGES.campusRequired)).toBeInTheDocument();
    expect(mocked.api.calls.some((call) => call.method === 'POST')).toBe(false);

    await choose(user, 'Role', 'UniAdmin', form);
    await waitFor(() => expect(within(form).queryByLabelText('Campus')).toBeNull());
    expect(within(form).getByLabelText('University')).toBeInTheDocument();

    await choose(user, 'Role', 'UgcAdmin', form);
    await waitFor(() => expect(within(form).queryByLabelText('University')).toBeNull());
  });

  it('creates the account and shows the temporary password once', async () => {
    mocked.answer = (call) =>
      call.method === 'POST' && pathOf(call) === '/user/adduser'
        ? { status: 201, data: created }
        : undefined;
    const { user } = renderUserScreen(<AddUserPage />);
    const form = addForm();
    await user.type(within(form).getByLabelText('First Name'), ' Anita ');
    await user.type(within(form).getByLabelText('Last Name'), 'Gurung');
    await user.type(within(form).getByLabelText('Email'), 'new.user@hemis.test');
    await choose(user, 'Role', 'CollegeUser', form);
    await within(form).findByLabelText('University');
    await choose(user, 'University', 'Tribhuvan University', form);
    // The campuses of the chosen university load before the select opens.
    await waitFor(() =>
      expect(mocked.api.calls.some((call) => pathOf(call) === '/campus')).toBe(true),
    );
    await waitFor(() => expect(within(form).getByLabelText('Campus')).toBeEnabled());
    await choose(user, 'Campus', 'Bhaktapur Multiple Campus', form);
    await user.click(within(form).getByRole('button', { name: 'Add User' }));

    const password = await screen.findByTestId('temporary-password');
    expect(password).toHaveTextContent('Tmp-7fQ2-pass');
    const dialog = password.closest<HTMLElement>('[role="dialog"]');
    if (!dialog) throw new Error('The password is not in a dialog');
    expect(dialog).toHaveTextContent(PERMISSION_MESSAGES.temporaryPasswordTitle);
    expect(within(dialog).getByText(PERMISSION_MESSAGES.temporaryPasswordNote)).toBeInTheDocument();
    const post = mocked.api.calls.find((call) => call.method === 'POST');
    expect(post?.data).toEqual({
      firstName: 'Anita',
      middleName: null,
      lastName: 'Gurung',
      email: 'new.user@hemis.test',
      phoneNumber: null,
      gender: null,
      role: 'CollegeUser',
      universityId: 1,
      campusId: 49,
      employeeId: null,
    } satisfies AddUserRequest);
    const campusQuery = mocked.api.calls.find((call) => pathOf(call) === '/campus');
    expect(campusQuery?.params).toEqual({ universityId: 1, pageSize: MAX_PAGE_SIZE });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByTestId('temporary-password')).toBeNull());
    // The list loads again with the new account.
    expect(
      mocked.api.calls.filter((call) => pathOf(call) === '/user/accounts').length,
    ).toBeGreaterThan(1);
  });

  it('shows the API field messages and a taken email (409) on the fields', async () => {
    mocked.answer = (call) =>
      call.method === 'POST'
        ? {
            status: 409,
            data: {
              statusCode: 409,
              error: 'Conflict',
              message: USER_MESSAGES.emailTaken,
              fields: { email: USER_MESSAGES.emailTaken },
            },
          }
        : undefined;
    const { user } = renderUserScreen(<AddUserPage />);
    const form = addForm();
    await user.type(within(form).getByLabelText('First Name'), 'Anita');
    await user.type(within(form).getByLabelText('Last Name'), 'Gurung');
    await user.type(within(form).getByLabelText('Email'), 'taken@hemis.test');
    await choose(user, 'Role', 'Admin', form);
    await user.click(within(form).getByRole('button', { name: 'Add User' }));
    expect(await within(form).findByText(USER_MESSAGES.emailTaken)).toBeInTheDocument();
    expect(screen.queryByTestId('temporary-password')).toBeNull();
  });

  it('links an employee and fills in the names from the record', async () => {
    const { user } = renderUserScreen(<AddUserPage />);
    const form = addForm();
    await choose(user, 'Employee', 'Ram Thapa (ram.thapa@hemis.test)', form);
    expect(within(form).getByLabelText('First Name')).toHaveValue('Ram');
    expect(within(form).getByLabelText('Last Name')).toHaveValue('Thapa');
    expect(within(form).getByLabelText('Email')).toHaveValue('ram.thapa@hemis.test');
  });

  it('hides the form from a user without user:add', async () => {
    renderUserScreen(<AddUserPage />, { user: superAdmin({ permissions: ['user:view'] }) });
    expect(await screen.findByText('campus.user@hemis.test')).toBeInTheDocument();
    expect(screen.queryByTestId('account-form-create')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});

describe('accounts list', () => {
  it('edits an account in a dialog and sends the changes', async () => {
    mocked.answer = (call) =>
      call.method === 'PATCH' && call.url === '/User/5'
        ? { status: 200, data: account({ lastName: 'Tamang' }) }
        : undefined;
    const { user } = renderUserScreen(<AddUserPage />);
    const row = (await screen.findByText('campus.user@hemis.test')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByTestId('account-form-edit');
    expect(within(form).getByLabelText('First Name')).toHaveValue('Anita');
    expect(within(form).queryByLabelText('Email')).toBeNull();
    const lastName = within(form).getByLabelText('Last Name');
    await user.clear(lastName);
    await user.type(lastName, 'Tamang');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(mocked.api.calls.find((call) => call.method === 'PATCH')?.data).toEqual({
        firstName: 'Anita',
        middleName: null,
        lastName: 'Tamang',
        phoneNumber: '9800000000',
        gender: 'female',
        role: 'CollegeUser',
        universityId: 1,
        campusId: 49,
      }),
    );
    expect(await screen.findByText(USER_MESSAGES.updated)).toBeInTheDocument();
  });

  it('on a phone, shows each account as a card with its buttons and the filters behind one', async () => {
    const restore = emulateWindowWidth(390);
    try {
      const { user } = renderUserScreen(<AddUserPage />);
      const email = await screen.findByText('campus.user@hemis.test');
      const card = email.closest('[data-testid="list-card"]') as HTMLElement;
      expect(within(card).getByTestId('list-card-title')).toHaveTextContent('Anita');
      const actions = within(card).getByTestId('list-card-actions');
      for (const name of ['Edit', 'Deactivate', 'Permissions', 'History']) {
        expect(within(actions).getByRole('button', { name })).toBeInTheDocument();
      }
      expect(screen.queryByLabelText('Filter by role')).toBeNull();
      await user.click(screen.getByRole('button', { name: FILTER_BAR_TEXTS.filters }));
      const drawer = await screen.findByTestId('filter-drawer');
      expect(within(drawer).getByLabelText('Filter by role')).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('deactivates an account after a confirmation', async () => {
    mocked.answer = (call) =>
      call.method === 'PATCH' ? { status: 200, data: account({ status: 'disabled' }) } : undefined;
    const { user } = renderUserScreen(<AddUserPage />);
    const row = (await screen.findByText('campus.user@hemis.test')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(mocked.api.calls.find((call) => call.method === 'PATCH')).toMatchObject({
        url: '/User/5/Status',
        data: { status: 'disabled' },
      }),
    );
    expect(await screen.findByText(USER_MESSAGES.deactivated)).toBeInTheDocument();
  });

  it('resets a password and shows the new temporary password', async () => {
    mocked.answer = (call) =>
      call.method === 'POST' && pathOf(call) === '/user/5/resetpassword'
        ? {
            status: 200,
            data: { user: account(), temporaryPassword: 'Reset-9x', message: 'ok' },
          }
        : undefined;
    const { user } = renderUserScreen(<AddUserPage />);
    const row = (await screen.findByText('campus.user@hemis.test')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Reset password' }));
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByTestId('temporary-password')).toHaveTextContent('Reset-9x');
  });

  it('lists the history of an account: field, old and new value, who and when', async () => {
    mocked.answer = (call) =>
      pathOf(call) === '/user/5/history'
        ? {
            status: 200,
            data: [
              {
                at: '2026-11-21T09:30:00.000Z',
                action: 'role-changed',
                by: 'superadmin@hemis.test',
                detail: {
                  before: { role: 'CollegeAdmin', phoneNumber: '9841000000' },
                  after: { role: 'CollegeUser', phoneNumber: '9841000000' },
                },
              },
              {
                at: '2026-11-20T09:30:00.000Z',
                action: 'permissions-changed',
                by: null,
                detail: {
                  before: { granted: [], revoked: [] },
                  after: { granted: ['student:approve'], revoked: [] },
                },
              },
            ],
          }
        : undefined;
    const { user } = renderUserScreen(<AddUserPage />);
    const row = (await screen.findByText('campus.user@hemis.test')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'History' }));
    const [roleEntry, grantEntry] = await screen.findAllByTestId('history-entry');
    expect(roleEntry).toHaveTextContent('Role changed');
    expect(roleEntry).toHaveTextContent('by superadmin@hemis.test');
    const roleRow = within(roleEntry!).getByRole('cell', { name: 'Role' }).closest('tr')!;
    expect(
      within(roleRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Role', 'CollegeAdmin', 'CollegeUser']);
    // A field that kept its value is not a change; nothing is shown as raw JSON.
    expect(within(roleEntry!).queryByText('Phone Number')).not.toBeInTheDocument();
    expect(grantEntry).toHaveTextContent('by the system');
    expect(within(grantEntry!).getByRole('cell', { name: 'student:approve' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/[{}"]/);
  });

  it('opens assign-permission for the account', async () => {
    const { user } = renderUserScreen(<AddUserPage />);
    const row = (await screen.findByText('campus.user@hemis.test')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Permissions' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/user-management/assign-permission?userId=5',
    );
  });
});
