import '@hemis/shared-auth/src/testing-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSION_MESSAGES } from '@hemis/shared-contracts';
import { defineRemoteModule } from '@hemis/shared-ui';
import { loadRemote } from './federation/runtime';
import { defaultApi, renderShell, type ShellRender } from './test/renderShell';

jest.mock('./federation/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);

const studentsModule = defineRemoteModule({
  id: 'mfe_students',
  title: 'Students',
  navigation: { sections: [{ segment: 'student-management' }] },
  routes: [
    {
      path: 'student-management/home',
      title: 'Student Management',
      element: <h2>Students home from the remote</h2>,
    },
  ],
});

let view: ShellRender | null = null;
afterEach(() => {
  view?.api.restore();
  view = null;
  jest.clearAllMocks();
});

function topMenuTitles(): string[] {
  const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main menu' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

const withoutStudent = DEFAULT_ROLE_PERMISSIONS.CollegeUser.filter(
  (permission) => !permission.startsWith('student:'),
);

describe('permission-aware menus and pages', () => {
  it('hides the top-menu entry of a module the user may not view', async () => {
    view = await renderShell({ role: 'CollegeUser', permissions: withoutStudent });
    await within(screen.getByRole('banner')).findByText('Dashboard');
    expect(topMenuTitles()).toEqual([
      'Dashboard',
      'Program Setup',
      'Setup',
      'Employee',
      'GPS',
      'Fact Sheet',
      'Exam',
    ]);
  });

  it('says so on a page of a module the user may not view, and does not load it', async () => {
    loadRemoteMock.mockResolvedValue({ default: studentsModule });
    view = await renderShell({
      role: 'CollegeUser',
      permissions: withoutStudent,
      path: '/student-management/home',
    });
    expect(await screen.findByText(PERMISSION_MESSAGES.noView)).toBeInTheDocument();
    expect(screen.queryByText('Students home from the remote')).toBeNull();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('opens the page with view permission', async () => {
    loadRemoteMock.mockResolvedValue({ default: studentsModule });
    view = await renderShell({ role: 'CollegeUser', path: '/student-management/home' });
    expect(await screen.findByText('Students home from the remote')).toBeInTheDocument();
    expect(screen.queryByText(PERMISSION_MESSAGES.noView)).toBeNull();
  });

  it('reads the permissions of a stored session at start and follows them', async () => {
    view = await renderShell({
      role: 'CollegeUser',
      api: (call) =>
        call.url === '/User/Permissions'
          ? { status: 200, data: { permissions: ['dashboard:view', 'employee:view'] } }
          : defaultApi(call),
    });
    await waitFor(() => expect(topMenuTitles()).toEqual(['Dashboard', 'Employee']));
    expect(view.api.calls.filter((call) => call.url === '/User/Permissions')).toHaveLength(1);
  });
});
