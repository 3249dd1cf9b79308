import '@hemis/shared-auth/src/testing-dom';
import { screen, waitFor } from '@testing-library/react';
import { COUNTS, defaultApi, pathNow, renderShell, type ShellRender } from '../test/renderShell';

jest.mock('../federation/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

let view: ShellRender | null = null;
afterEach(() => {
  view?.api.restore();
  view = null;
});

describe('DashboardPage', () => {
  it('shows the scoped counts of campuses, students and employees', async () => {
    view = await renderShell({ role: 'UniAdmin', path: '/' });
    expect(await screen.findByText('4,321')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getByText('210')).toBeInTheDocument();
    expect(screen.getByText('Your university and its campuses')).toBeInTheDocument();
    expect(view.api.calls.filter((call) => call.url === '/Dashboard/Counts')).toHaveLength(1);
  });

  it('takes counts read ahead (by a sign-in landing here) instead of reading them again', async () => {
    const { prefetchDashboardCounts } = await import('@hemis/shared-ui/src/entries/shell');
    view = await renderShell({
      role: 'UniAdmin',
      path: '/profile',
      api: (call) =>
        call.url === '/Dashboard/Counts'
          ? { status: 200, data: { ...COUNTS, students: 5555 } }
          : defaultApi(call),
    });
    prefetchDashboardCounts();
    await waitFor(() =>
      expect(view?.api.calls.filter((call) => call.url === '/Dashboard/Counts')).toHaveLength(1),
    );
    view.api.restore();
    view.unmount();
    // The next dashboard takes that answer (5,555); its own call would answer 4,321.
    view = await renderShell({ role: 'UniAdmin', path: '/' });
    expect(await screen.findByText('5,555')).toBeInTheDocument();
    expect(view.api.calls.filter((call) => call.url === '/Dashboard/Counts')).toHaveLength(0);
  });

  it('is also served at /home', async () => {
    view = await renderShell({ role: 'CollegeAdmin', path: '/home' });
    expect(await screen.findByText('4,321')).toBeInTheDocument();
  });

  it("is a Student's own home: / and /home open /student-home", async () => {
    for (const path of ['/', '/home']) {
      view = await renderShell({ role: 'Student', path });
      expect(await screen.findByRole('heading', { name: 'My Record' })).toBeInTheDocument();
      expect(pathNow()).toBe('/student-home');
      expect(view.api.calls.some((call) => call.url === '/Student/Me')).toBe(true);
      expect(view.api.calls.some((call) => call.url === '/Dashboard/Counts')).toBe(false);
      view.api.restore();
      view.unmount();
    }
    view = null;
  });

  it('says so when the counts cannot be loaded', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    view = await renderShell({
      role: 'CollegeAdmin',
      api: (call) => (call.url === '/Dashboard/Counts' ? { status: 500 } : defaultApi(call)),
    });
    expect(
      await screen.findByText('The counts could not be loaded right now.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(error).toHaveBeenCalled());
    error.mockRestore();
  });
});
