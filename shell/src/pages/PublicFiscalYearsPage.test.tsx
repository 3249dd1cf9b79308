import '@hemis/shared-auth/src/testing-dom';
import { screen, within } from '@testing-library/react';
import { API_PATHS, FISCAL_YEAR_SETUP_PATH } from '@hemis/shared-contracts';
import { PUBLIC_FISCAL_YEAR_TEXTS } from './PublicFiscalYearsPage';
import { defaultApi, pathNow, renderShell } from '../test/renderShell';

// The shell's remotes are not loaded here (as in the other shell tests).
jest.mock('../federation/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const YEARS = [
  { id: 6, label: '2083/84', startDate: '2026-07-17', endDate: '2027-07-16', isActive: true },
  { id: 5, label: '2082/83', startDate: '2025-07-17', endDate: '2026-07-16', isActive: false },
];

const api = defaultApi;
const withYears: typeof api = (call) =>
  call.url === API_PATHS.fiscalYears ? { status: 200, data: YEARS } : api(call);

describe('/other-setup/arthikBarsa', () => {
  it('shows visitors the fiscal years read-only, without signing in', async () => {
    const view = await renderShell({ role: '', path: FISCAL_YEAR_SETUP_PATH, api: withYears });
    const row = (await screen.findByText('2083/84')).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row!).getByText(PUBLIC_FISCAL_YEAR_TEXTS.active)).toBeInTheDocument();
    expect(within(row!).getByText('2083-04-01 BS (2026-07-17 AD)')).toBeInTheDocument();
    expect(screen.getByText('2082/83')).toBeInTheDocument();
    expect(pathNow()).toBe(FISCAL_YEAR_SETUP_PATH);
    // Read-only: nothing to add or edit, and the read carries no token.
    expect(screen.queryByRole('button', { name: /add|edit/i })).not.toBeInTheDocument();
    const read = view.api.calls.find((call) => call.url === API_PATHS.fiscalYears);
    expect(read?.headers.authorization).toBeUndefined();
    view.api.restore();
  });

  it('gives signed-in users the layout, not the visitors page', async () => {
    const view = await renderShell({
      role: 'UgcAdmin',
      path: FISCAL_YEAR_SETUP_PATH,
      api: withYears,
    });
    expect(await screen.findByRole('navigation', { name: /main menu/i })).toBeInTheDocument();
    expect(screen.queryByText(PUBLIC_FISCAL_YEAR_TEXTS.intro)).not.toBeInTheDocument();
    view.api.restore();
  });
});
