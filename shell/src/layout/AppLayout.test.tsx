import '@hemis/shared-auth/src/testing-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@hemis/shared-contracts';
import { defineRemoteModule } from '@hemis/shared-ui';
import { emulateWindowWidth } from '@hemis/shared-ui/src/testing-screen';
import { loadRemote, registerRemotes } from '../federation/runtime';
import { CAMPUS_49, defaultApi, pathNow, renderShell, type ShellRender } from '../test/renderShell';

jest.mock('../federation/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);
const registerRemotesMock = jest.mocked(registerRemotes);

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

function banner() {
  return screen.getByRole('banner');
}

function topMenuTitles(): string[] {
  const nav = within(banner()).getByRole('navigation', { name: 'Main menu' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('header branding', () => {
  it('shows campus 49: logo from /uploads, name, local level and district', async () => {
    view = await renderShell({ role: 'CollegeAdmin' });
    expect(await within(banner()).findByText(CAMPUS_49.campusName)).toBeInTheDocument();
    expect(within(banner()).getByText('Kirtipur Municipality, Kathmandu')).toBeInTheDocument();
    const logo = within(banner()).getByRole('img', { name: `${CAMPUS_49.campusName} logo` });
    expect(logo).toHaveAttribute('src', '/uploads/campus-49.png');
    expect(view.api.calls.some((call) => call.url === '/Campus/49')).toBe(true);
  });

  it('falls back to the bundled logo when the campus cannot be read', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    view = await renderShell({
      role: 'CollegeAdmin',
      api: (call) => (call.url === '/Campus/49' ? { status: 500 } : defaultApi(call)),
    });
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(within(banner()).getByRole('img', { name: 'HEMIS logo' })).toHaveAttribute(
      'src',
      'test-file-stub',
    );
    error.mockRestore();
  });
});

describe('menus per role', () => {
  const EXPECTED: Partial<Record<Role, string[]>> = {
    UgcAdmin: ['Dashboard', 'Setup', 'Campus QAA', 'Campus-Fact sheet'],
    UniAdmin: ['Dashboard', 'Program Setup', 'Setup', 'Campuses', 'User'],
    CollegeUser: [
      'Dashboard',
      'Program Setup',
      'Setup',
      'Student',
      'Employee',
      'GPS',
      'Fact Sheet',
      'Exam',
    ],
    SuperAdmin: [
      'Dashboard',
      'Student',
      'Employee',
      'Campuses',
      'Infrastructure',
      'GPS',
      'Fact Sheet',
      'User',
      'Exam',
    ],
  };

  it.each(Object.entries(EXPECTED))(
    '%s sees exactly its top-menu entries',
    async (role, titles) => {
      view = await renderShell({ role: role as Role });
      await within(banner()).findByText('Dashboard');
      expect(topMenuTitles()).toEqual(titles);
      expect(within(banner()).getByText('HEMIS Reports')).toBeInTheDocument();
      const linksShown = within(banner()).queryByText('Links') !== null;
      expect(linksShown).toBe(role === 'UgcAdmin');
    },
  );

  it('gives a Student only their home, certificates and the change of password, and no reports', async () => {
    view = await renderShell({ role: 'Student' });
    await within(banner()).findByText('My Record');
    expect(topMenuTitles()).toEqual(['My Record', 'Character Certificate', 'Change Password']);
    expect(within(banner()).queryByText('HEMIS Reports')).toBeNull();
  });

  it('opens the signed-in role’s user manual from the Links menu, in a new tab', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    view = await renderShell({ role: 'UgcAdmin' });
    await user.click(await within(banner()).findByText('Links'));
    const manual = await screen.findByRole('link', { name: 'User Manual' });
    expect(manual).toHaveAttribute('href', '/user-manual/ugcadmin');
    expect(manual).toHaveAttribute('target', '_blank');
  });

  it('opens the HEMIS Reports dropdown with the role’s report links', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    view = await renderShell({ role: 'CollegeAdmin' });
    await user.click(await within(banner()).findByText('HEMIS Reports'));
    const college = await screen.findByRole('link', { name: 'Summary Report' });
    expect(college).toHaveAttribute('href', '/college-report');
    expect(screen.getByRole('link', { name: 'Statistical Report' })).toHaveAttribute(
      'href',
      '/form-management/statisticalReport',
    );
    expect(screen.queryByRole('link', { name: 'Teaching Staff Summary' })).toBeNull();
  });

  it('opens the HEMIS Reports dropdown from the keyboard: Enter on its button', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    view = await renderShell({ role: 'CollegeAdmin' });
    const trigger = await within(banner()).findByRole('button', { name: /HEMIS Reports/ });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: 'Summary Report' })).toBeInTheDocument();
  });

  it('opens the profile menu from the keyboard: a button reached by Tab, opened by Enter', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    view = await renderShell({ role: 'CollegeAdmin' });
    const trigger = await within(banner()).findByRole('button', { name: 'Profile menu' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('menuitem', { name: 'Logout' })).toBeNull();
    await user.tab();
    while (document.activeElement !== trigger && document.activeElement !== document.body) {
      await user.tab();
    }
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });
});

describe('sidebar by path', () => {
  it('shows the student section links on /student-management paths', async () => {
    loadRemoteMock.mockResolvedValue({ default: studentsModule });
    view = await renderShell({ role: 'CollegeAdmin', path: '/student-management/home' });
    const sidebar = await screen.findByRole('navigation', { name: 'Section menu' });
    expect(within(sidebar).getByRole('link', { name: 'Student Enrollment' })).toHaveAttribute(
      'href',
      '/student-management/verified-students',
    );
    expect(within(sidebar).getByRole('link', { name: 'Identity Card' })).toBeInTheDocument();
    expect(await screen.findByText('Students home from the remote')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('mfe_students/module');
  });

  it('hides the gated student links from UniAdmin', async () => {
    loadRemoteMock.mockResolvedValue({ default: studentsModule });
    view = await renderShell({ role: 'UniAdmin', path: '/student-management/home' });
    const sidebar = await screen.findByRole('navigation', { name: 'Section menu' });
    expect(within(sidebar).queryByRole('link', { name: 'Student Enrollment' })).toBeNull();
    expect(within(sidebar).getByRole('link', { name: 'Identity Card' })).toBeInTheDocument();
  });

  it('gives a Student their own menu as the sidebar on every page, with no Reports group', async () => {
    view = await renderShell({ role: 'Student', path: '/character-application' });
    const sidebar = await screen.findByRole('navigation', { name: 'Section menu' });
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/student-home', '/character-application', '/change-password']);
    expect(within(sidebar).queryByText('Reports')).toBeNull();
  });

  it('uses the default set outside the sections', async () => {
    view = await renderShell({ role: 'CollegeAdmin', path: '/' });
    const sidebar = await screen.findByRole('navigation', { name: 'Section menu' });
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/home', '/profile', '/change-password']);
  });
});

describe('on a phone', () => {
  let restoreWidth: () => void = () => undefined;
  beforeEach(() => {
    restoreWidth = emulateWindowWidth(390);
  });
  afterEach(() => restoreWidth());

  it('puts the top menu, its dropdowns and the sidebar in a drawer opened by a menu button', async () => {
    loadRemoteMock.mockResolvedValue({ default: studentsModule });
    view = await renderShell({ role: 'CollegeAdmin', path: '/' });
    expect(await within(banner()).findByText(CAMPUS_49.campusName)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Section menu' })).toBeNull();

    await userEvent.click(within(banner()).getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog');
    const main = within(dialog).getByRole('navigation', { name: 'Main menu' });
    expect(within(main).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(main).getByText('HEMIS Reports')).toBeInTheDocument();
    expect(within(dialog).getByRole('navigation', { name: 'Section menu' })).toBeInTheDocument();

    await userEvent.click(within(main).getByRole('link', { name: 'Student' }));
    await waitFor(() => expect(pathNow()).toBe('/student-management/home'));
    // Choosing a page closes the drawer.
    await waitFor(() =>
      expect(within(banner()).getByRole('button', { name: 'Open menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    );
  });
});

describe('remote modules', () => {
  it('shows "Module unavailable" when loadRemote rejects, keeps the layout, and retries', async () => {
    const warn = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemoteMock.mockRejectedValueOnce(new Error('connection refused'));
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    view = await renderShell({ role: 'CollegeAdmin', path: '/exam-management/home' });
    expect(await screen.findByText('Module unavailable')).toBeInTheDocument();
    expect(within(banner()).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Section menu' });
    expect(within(sidebar).getByRole('link', { name: 'Exam Schedule' })).toBeInTheDocument();

    loadRemoteMock.mockResolvedValueOnce({
      default: defineRemoteModule({
        id: 'mfe_exams',
        title: 'Exams',
        navigation: { sections: [{ segment: 'exam-management' }] },
        routes: [
          { path: 'exam-management/home', title: 'Exams', element: <h2>Exams are back</h2> },
        ],
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Exams are back')).toBeInTheDocument();
    expect(registerRemotesMock).toHaveBeenLastCalledWith(
      [{ name: 'mfe_exams', entry: 'http://localhost/remotes/mfe-exams/mf-manifest.json' }],
      { force: true },
    );
    warn.mockRestore();
  });

  it('registers every remote of the manifest with absolute entries', async () => {
    view = await renderShell({ role: 'CollegeAdmin' });
    expect(registerRemotesMock).toHaveBeenCalledWith([
      { name: 'mfe_students', entry: 'http://localhost/remotes/mfe-students/mf-manifest.json' },
      { name: 'mfe_exams', entry: 'http://localhost/remotes/mfe-exams/mf-manifest.json' },
    ]);
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('shows the not-found page inside the layout for a path no module serves', async () => {
    view = await renderShell({ role: 'CollegeAdmin', path: '/no-such-section/page' });
    expect(await screen.findByText('Oops!')).toBeInTheDocument();
    expect(within(banner()).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('shows the not-found page for a path the remote does not declare', async () => {
    loadRemoteMock.mockResolvedValue({ default: studentsModule });
    view = await renderShell({ role: 'CollegeAdmin', path: '/student-management/nothing-here' });
    expect(await screen.findByText('Oops!')).toBeInTheDocument();
  });

  it('sends an anonymous visitor of a module page to sign in', async () => {
    view = await renderShell({ role: '', path: '/exam-management/home' });
    await waitFor(() => expect(pathNow()).toBe('/login'));
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });
});
