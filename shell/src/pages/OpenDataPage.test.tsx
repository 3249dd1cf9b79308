import '@hemis/shared-auth/src/testing-dom';
import { screen, within } from '@testing-library/react';
import { OPEN_DATA_PAGE_PATH, OPEN_DATA_PATHS, type OpenDataTable } from '@hemis/shared-contracts';
import { OPEN_DATA_TEXTS } from './OpenDataPage';
import { defaultApi, pathNow, renderShell } from '../test/renderShell';

// The shell's remotes are not loaded here (as in the other shell tests).
jest.mock('../federation/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const YEAR = {
  fiscalYearId: 6,
  fiscalYearLabel: '2082/83',
  publishedAt: '2026-11-28T10:00:00Z',
  tables: [{ key: 'enrolment-by-province', title: 'Enrolment by province and gender' }],
};
const TABLE: OpenDataTable = {
  key: 'enrolment-by-province',
  title: 'Enrolment by province and gender',
  fiscalYearLabel: '2082/83',
  columns: [
    { key: 'female', label: 'Female' },
    { key: 'male', label: 'Male' },
    { key: 'other', label: 'Other' },
  ],
  rows: [
    { group: 'Bagmati', values: { female: 1200, male: 1100, other: '<5' } },
    { group: 'Karnali', values: { female: 40, male: 'x', other: '<5' } },
  ],
};

const api: typeof defaultApi = (call) => {
  if (call.url === OPEN_DATA_PATHS.years) return { status: 200, data: [YEAR] };
  if (call.url === '/open-data/6/enrolment-by-province') return { status: 200, data: TABLE };
  return defaultApi(call);
};

describe('/open-data', () => {
  it('shows anyone the published national tables, small cells withheld, with downloads', async () => {
    const view = await renderShell({ role: '', path: OPEN_DATA_PAGE_PATH, api });
    expect(await screen.findByText(OPEN_DATA_TEXTS.title)).toBeInTheDocument();
    const table = await screen.findByTestId('open-data-enrolment-by-province');
    expect(within(table).getByRole('row', { name: /Karnali/ })).toHaveTextContent('Karnali40x<5');
    expect(
      within(table).getByRole('img', { name: 'Chart: Enrolment by province and gender' }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'CSV' })).toHaveAttribute(
      'href',
      '/api/open-data/6/enrolment-by-province?format=csv',
    );
    expect(pathNow()).toBe(OPEN_DATA_PAGE_PATH);
    const read = view.api.calls.find((call) => call.url === OPEN_DATA_PATHS.years);
    expect(read?.headers.authorization).toBeUndefined();
    view.api.restore();
  });
});
