import '@hemis/shared-auth/src/testing-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, remoteNavigationSchema, type ReportReach } from '@hemis/shared-contracts';
import reportsModule from '@hemis/mfe-reports/src/module';
import reportsNavigation from '@hemis/mfe-reports/src/navigation.json';
import { dashboardAnswer } from '@hemis/shared-ui/src/home/chartsTesting';
import { loadRemote } from '../federation/runtime';
import {
  COUNTS,
  MODULE_ACCESS,
  TEST_MANIFEST,
  defaultApi,
  pathNow,
  renderShell,
  type ShellRender,
} from '../test/renderShell';

jest.mock('../federation/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
const loadRemoteMock = jest.mocked(loadRemote);

/** The test remotes and the reports remote (the home's charts are the shell's, not its). */
const MANIFEST = {
  remotes: [
    ...TEST_MANIFEST.remotes,
    {
      name: 'mfe_reports',
      entry: '/remotes/mfe-reports/mf-manifest.json',
      sections: reportsNavigation.sections.map((section) => section.segment),
      navigation: remoteNavigationSchema.parse(reportsNavigation),
    },
  ],
};

/** The shell's answers, with the dashboard's two reads answered for `reach`. */
const apiOf = (reach: ReportReach) => (call: Parameters<typeof defaultApi>[0]) =>
  dashboardAnswer(call.url, reach) ?? defaultApi(call);

/** The modules the user may use, with the students module (its tile shows the students count). */
const withStudentsTile =
  (fallback = defaultApi) =>
  (call: Parameters<typeof defaultApi>[0]) =>
    call.url === '/ModuleCollegeAccess'
      ? {
          status: 200,
          data: [
            ...MODULE_ACCESS,
            { code: 'student', title: 'Students', description: null, sortOrder: 2 },
          ],
        }
      : fallback(call);

beforeEach(() => {
  loadRemoteMock.mockReset();
  loadRemoteMock.mockResolvedValue({ default: reportsModule });
});

let view: ShellRender | null = null;
afterEach(() => {
  view?.api.restore();
  view = null;
});

describe('DashboardPage', () => {
  it("draws the reach's figures, then its charts as the API drew them, above the module tiles, loading no module", async () => {
    view = await renderShell({
      role: 'UgcAdmin',
      path: '/',
      manifest: MANIFEST,
      api: apiOf('nation'),
    });
    const figures = await screen.findByTestId('home-figures');
    expect(await within(figures).findByTestId('figure-card-campuses')).toHaveTextContent('1,432');
    expect(within(figures).getByTestId('figure-card-universities')).toHaveTextContent('11');
    const widgets = await screen.findByTestId('dashboard-widgets');
    expect(
      figures.compareDocumentPosition(widgets) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      await within(widgets).findByTestId('dashboard-chart-campusesByType'),
    ).toBeInTheDocument();
    expect(
      within(widgets).getByRole('group', { name: 'Enrolment by Province' }),
    ).toBeInTheDocument();
    expect(
      within(widgets).getByRole('img', { name: 'Campuses by Type' }).querySelector('svg'),
    ).not.toBeNull();
    expect(await screen.findByTestId('module-tile-exam')).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();
    expect(
      widgets.compareDocumentPosition(screen.getByRole('region', { name: 'Modules' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('a campus home: its own figures and charts, no campus cards or campus charts', async () => {
    view = await renderShell({
      role: 'CollegeAdmin',
      path: '/',
      manifest: MANIFEST,
      api: apiOf('campus'),
    });
    expect(await screen.findByTestId('figure-card-students')).toHaveTextContent('44,468');
    expect(await screen.findByTestId('dashboard-chart-teachersByPost')).toBeInTheDocument();
    expect(screen.queryByTestId('figure-card-campuses')).not.toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-chart-campusesByType')).not.toBeInTheDocument();
    expect(screen.queryByTestId('province-map')).not.toBeInTheDocument();
  });

  it('keeps the figures and the module tiles when the charts cannot be read, with a way to try again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    view = await renderShell({
      role: 'UniAdmin',
      path: '/',
      manifest: MANIFEST,
      api: (call) =>
        failing && call.url.startsWith('/Dashboard/Charts')
          ? { status: 500 }
          : apiOf('university')(call),
    });
    expect(
      await screen.findByText('The charts could not be loaded right now.'),
    ).toBeInTheDocument();
    failing = false;
    expect(await screen.findByTestId('figure-card-campuses')).toBeInTheDocument();
    expect(await screen.findByTestId('module-tile-exam')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('dashboard-chart-campusesByType')).toBeInTheDocument();
    error.mockRestore();
  });

  it('takes counts read ahead (by a sign-in landing here) instead of reading them again', async () => {
    const { startReadAhead } = await import('@hemis/shared-ui/src/home/prefetchedReads');
    view = await renderShell({
      role: 'UniAdmin',
      path: '/profile',
      api: (call) =>
        call.url === '/Dashboard/Counts'
          ? { status: 200, data: { ...COUNTS, students: 5555 } }
          : defaultApi(call),
    });
    startReadAhead(API_PATHS.dashboardCounts);
    await waitFor(() =>
      expect(view?.api.calls.filter((call) => call.url === '/Dashboard/Counts')).toHaveLength(1),
    );
    view.api.restore();
    view.unmount();
    // The next dashboard takes that answer (5,555 on the students tile); its own call would
    // answer 4,321.
    view = await renderShell({ role: 'UniAdmin', path: '/', api: withStudentsTile() });
    expect(await screen.findByTestId('tile-figure-student')).toHaveTextContent('5,555');
    expect(view.api.calls.filter((call) => call.url === '/Dashboard/Counts')).toHaveLength(0);
  });

  it('draws no figures for a user whose permissions leave out the reports, and does not read them', async () => {
    view = await renderShell({
      role: 'CollegeUser',
      path: '/',
      api: withStudentsTile(apiOf('campus')),
      permissions: ['dashboard:view', 'student:view'],
    });
    expect(await screen.findByTestId('module-tile-student')).toBeInTheDocument();
    expect(screen.queryByTestId('home-figures')).not.toBeInTheDocument();
    expect(view.api.calls.some((call) => call.url.startsWith('/Dashboard/Figures'))).toBe(false);
  });

  it('is also served at /home', async () => {
    view = await renderShell({
      role: 'CollegeAdmin',
      path: '/home',
      manifest: MANIFEST,
      api: apiOf('campus'),
    });
    expect(await screen.findByTestId('figure-card-students')).toHaveTextContent('44,468');
  });

  it("is a Student's own home: / and /home open /student-home", async () => {
    for (const path of ['/', '/home']) {
      view = await renderShell({ role: 'Student', path, manifest: MANIFEST, api: apiOf('campus') });
      expect(await screen.findByRole('heading', { name: 'My Record' })).toBeInTheDocument();
      expect(pathNow()).toBe('/student-home');
      expect(view.api.calls.some((call) => call.url === '/Student/Me')).toBe(true);
      expect(view.api.calls.some((call) => call.url === '/Dashboard/Counts')).toBe(false);
      expect(view.api.calls.some((call) => call.url.startsWith('/Dashboard/Figures'))).toBe(false);
      expect(view.api.calls.some((call) => call.url.startsWith('/Dashboard/Charts'))).toBe(false);
      expect(screen.queryByTestId('dashboard-widgets')).not.toBeInTheDocument();
      view.api.restore();
      view.unmount();
    }
    view = null;
  });

  it('without the counts, still draws the figures and the tiles (without their counts)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    view = await renderShell({
      role: 'CollegeAdmin',
      manifest: MANIFEST,
      api: (call) =>
        call.url === '/Dashboard/Counts'
          ? { status: 500 }
          : withStudentsTile(apiOf('campus'))(call),
    });
    expect(await screen.findByTestId('figure-card-students')).toBeInTheDocument();
    expect(await screen.findByTestId('module-tile-student')).toBeInTheDocument();
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByTestId('tile-figure-student')).not.toBeInTheDocument();
    error.mockRestore();
  });
});
