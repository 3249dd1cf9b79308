import './testing';
import { screen, waitFor, within } from '@testing-library/react';
import { USER_MESSAGES, type ModuleRow } from '@hemis/shared-contracts';
import { mockApiForEachTest } from '@hemis/shared-auth/src/testing';
import { choose, listReply, pathOf } from '@hemis/shared-ui/src/resource/testing';
import ModulesPage from './ModulesPage';
import { CAMPUS_MODULE_TEXTS } from './CampusModulesCard';
import { UserListPage } from './UserListPage';
import { renderUserScreen, superAdmin } from './testing';

const modules: ModuleRow[] = [
  {
    code: 'student',
    title: 'Student',
    description: null,
    status: true,
    sortOrder: 5,
    updatedAt: '2026-11-20T10:00:00.000Z',
  },
  {
    code: 'dashboard',
    title: 'Dashboard',
    description: 'Counts',
    status: true,
    sortOrder: 1,
    updatedAt: '2026-11-20T10:00:00.000Z',
  },
];

const mocked = mockApiForEachTest((call) => {
  if (pathOf(call) === '/module') return { status: 200, data: modules };
  if (pathOf(call) === '/user/accounts') return listReply([]);
  if (pathOf(call) === '/university') return listReply([{ id: 1, name: 'Tribhuvan University' }]);
  if (pathOf(call) === '/campus') return listReply([{ id: 49, campusName: 'Model Campus' }]);
  if (pathOf(call) === '/modulecollegeaccess') {
    return {
      status: 200,
      data: [{ code: 'dashboard', title: 'Dashboard', description: null, sortOrder: 1 }],
    };
  }
  return undefined;
});

describe('add-module', () => {
  it("is the modules list: no Add offered, since the modules are the product's sections", async () => {
    renderUserScreen(<ModulesPage />);
    expect(await screen.findByRole('heading', { name: 'Modules' })).toBeInTheDocument();
    await screen.findByText('dashboard');
    expect(screen.queryByRole('button', { name: /add/i })).not.toBeInTheDocument();
    expect(screen.queryByText(/add module/i)).not.toBeInTheDocument();
  });

  it('lists the modules in order and edits one', async () => {
    mocked.answer = (call) =>
      call.method === 'PATCH'
        ? {
            status: 200,
            data: {
              ...modules[0],
              ...(call.data as object),
              updatedAt: '2026-11-22T10:00:00.000Z',
            },
          }
        : undefined;
    const { user } = renderUserScreen(<ModulesPage />);
    const first = await screen.findByText('dashboard');
    const rows = screen.getAllByRole('row');
    expect(rows[1]).toContainElement(first);
    const studentRow = screen.getByText('student').closest('tr') as HTMLElement;
    await user.click(within(studentRow).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Students');
    await user.click(within(dialog).getByText('Inactive'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(mocked.api.calls.some((call) => call.method === 'PATCH')).toBe(true),
    );
    const patch = mocked.api.calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe('/Module/student');
    expect(patch?.data).toEqual({ title: 'Students', description: null, status: false });
    expect(await screen.findByText(USER_MESSAGES.moduleSaved)).toBeInTheDocument();
    expect(await screen.findByText('Students')).toBeInTheDocument();
  });

  it('refuses an empty title with the contract message', async () => {
    const { user } = renderUserScreen(<ModulesPage />);
    const studentRow = (await screen.findByText('student')).closest('tr') as HTMLElement;
    await user.click(within(studentRow).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Module title is required')).toBeInTheDocument();
    expect(mocked.api.calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('offers no Edit without user:edit', async () => {
    renderUserScreen(<ModulesPage />, { user: superAdmin({ permissions: ['user:view'] }) });
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});

describe('the modules of a campus', () => {
  it("reads a campus's modules and saves the ones ticked (the dashboard stays)", async () => {
    mocked.answer = (call) =>
      call.method === 'PUT'
        ? { status: 200, data: { campusId: 49, modules: ['dashboard', 'student'] } }
        : undefined;
    const { user } = renderUserScreen(<ModulesPage />);
    await screen.findByText(CAMPUS_MODULE_TEXTS.title);
    // One university in reach: it is chosen already.
    await choose(user, CAMPUS_MODULE_TEXTS.campus, 'Model Campus');
    const student = await screen.findByRole('checkbox', { name: 'Student' });
    expect(student).not.toBeChecked();
    // The dashboard is not offered: it stays with every campus.
    expect(screen.queryByRole('checkbox', { name: 'Dashboard' })).toBeNull();
    const read = mocked.api.calls.find((call) => pathOf(call) === '/modulecollegeaccess');
    expect(read?.params).toEqual({ campusId: 49 });
    await user.click(student);
    await user.click(screen.getByRole('button', { name: CAMPUS_MODULE_TEXTS.save }));
    await waitFor(() => expect(mocked.api.calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = mocked.api.calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/ModuleCollegeAccess/49');
    expect(put?.data).toEqual({ modules: ['student'] });
    expect(await screen.findByText(CAMPUS_MODULE_TEXTS.saved)).toBeInTheDocument();
  });
});

describe('UGC and university user lists', () => {
  it('asks only for the accounts of the level', async () => {
    renderUserScreen(<UserListPage title="University Users" level="university" />);
    expect(await screen.findByText('University Users List')).toBeInTheDocument();
    await waitFor(() =>
      expect(mocked.api.calls.find((call) => pathOf(call) === '/user/accounts')?.params).toEqual({
        page: 1,
        pageSize: 25,
        level: 'university',
      }),
    );
    expect(screen.queryByLabelText('Filter by level')).toBeNull();
  });
});
