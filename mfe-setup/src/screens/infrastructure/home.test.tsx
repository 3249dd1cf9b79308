import '@hemis/shared-auth/src/testing-dom';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { mockApi, type MockedApi } from '@hemis/shared-auth/src/testing';
import { remoteNavigationSchema } from '@hemis/shared-contracts';
import { navigationRoutes } from '@hemis/shared-ui';
import { renderResourceScreen, testUser } from '@hemis/shared-ui/src/resource/testing';
import navigationData from '../../navigation.json';
// The module's Nepali for its navigation's titles (module.tsx loads it in the app).
import '../../i18n/texts';

/** The infrastructure home as the module's navigation declares it (data, no code of its own). */
const navigation = remoteNavigationSchema.parse(navigationData);
const home = navigationRoutes(navigation).find(
  (route) => route.path === 'infrastructure-management/home',
);

function Home() {
  return <MemoryRouter>{home?.element}</MemoryRouter>;
}

let api: MockedApi;
beforeEach(() => {
  api = mockApi((call) =>
    call.url === '/Infrastructure/Figures'
      ? {
          status: 200,
          data: {
            figures: [
              { key: 'landArea', label: 'Land Area', value: 11024.57, unit: 'm²', precision: 2 },
              {
                key: 'landRopani',
                label: 'Land Area (ropani)',
                value: 21.67,
                unit: 'ropani',
                precision: 2,
              },
              { key: 'buildings', label: 'Buildings', value: 2 },
              { key: 'books', label: 'Library Books', value: 18500 },
            ],
          },
        }
      : { status: 404, data: {} },
  );
});
afterEach(() => api.restore());

describe('Infrastructure home', () => {
  it('shows the totals of the caller’s registers above the register cards', async () => {
    renderResourceScreen(Home, { user: testUser() });
    const land = await screen.findByTestId('section-figure-landArea');
    expect(land).toHaveTextContent('Land Area');
    expect(land).toHaveTextContent('11,024.57');
    expect(land).toHaveTextContent('m²');
    expect(screen.getByTestId('section-figure-landRopani')).toHaveTextContent('21.67');
    expect(screen.getByTestId('section-figure-books')).toHaveTextContent('18,500');
    // The campus count is no figure of this home.
    expect(screen.queryByTestId('section-count-campuses')).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.url)).toEqual(['/Infrastructure/Figures']);
    const cards = screen.getAllByTestId('section-card').map((card) => card.textContent);
    expect(cards).toEqual([
      'Land',
      'Building',
      'Lab',
      'Hostel',
      'Facility Register',
      'Library',
      'Equipment Management',
    ]);
  });
});
