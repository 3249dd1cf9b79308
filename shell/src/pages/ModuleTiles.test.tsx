import '@hemis/shared-auth/src/testing-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultApi, pathNow, renderShell, type ShellRender } from '../test/renderShell';

jest.mock('../federation/runtime', () => ({
  loadRemote: jest.fn(() => new Promise(() => undefined)),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

let view: ShellRender | null = null;
afterEach(() => {
  view?.api.restore();
  view = null;
});

describe('the home’s module tiles', () => {
  it('shows a tile for each module the campus may use, with its description and key figure', async () => {
    view = await renderShell({ role: 'CollegeAdmin', path: '/' });
    const tiles = await screen.findByRole('region', { name: 'Modules' });
    const links = await within(tiles).findAllByRole('link');
    // In the answer's order; the dashboard (this page) and reports (no section home) have none.
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Exam',
      'Graduation',
      'Receipt',
    ]);
    expect(within(tiles).getByText('Fee receipts.')).toBeInTheDocument();
    expect(await within(tiles).findByTestId('tile-figure-graduation')).toHaveTextContent(
      '37 Eligible students',
    );
    // Student is a module of the navigation, but not one this campus may use.
    expect(within(tiles).queryByRole('link', { name: 'Student' })).toBeNull();
    expect(links[1]).toHaveAttribute('href', '/graduation-management/home');
  });

  it('opens the section home of a tile', async () => {
    view = await renderShell({ role: 'CollegeAdmin', path: '/' });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('link', { name: 'Receipt' }));
    expect(pathNow()).toBe('/receipt-management/home');
  });

  it('says so when the modules cannot be read', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    view = await renderShell({
      role: 'CollegeAdmin',
      path: '/',
      api: (call) => (call.url === '/ModuleCollegeAccess' ? { status: 500 } : defaultApi(call)),
    });
    expect(
      await screen.findByText('The modules could not be loaded right now.'),
    ).toBeInTheDocument();
    error.mockRestore();
  });
});
