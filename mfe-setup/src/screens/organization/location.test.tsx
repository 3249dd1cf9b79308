import '@hemis/shared-auth/src/testing-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApiForEachTest } from '@hemis/shared-auth/src/testing';
import { pathOf, renderResourceScreen } from '@hemis/shared-ui/src/resource/testing';
import { CLIENT_CONFIG_PATH, DEFAULT_MAP_TILE_URL } from '@hemis/shared-contracts';
import { resetClientConfig } from '@hemis/shared-ui';
import { CampusLocation } from './location';

const DEFAULT_CLIENT_SETTINGS = {
  supportPhone: '',
  supportEmail: '',
  developerName: 'HEMIS',
  developerUrl: '/',
  userManualUrl: '/user-manual',
  legacySystemUrl: '/',
  mapTileUrl: DEFAULT_MAP_TILE_URL,
};

const AnyCampus = () => <CampusLocation ownCampusId={null} />;
const OwnCampus = () => <CampusLocation ownCampusId={7} />;
import { fromPixel, toPixel } from './TileMap';

const campuses = [
  { id: 7, campusName: 'Mahendra Multiple Campus', latitude: 28.05, longitude: 81.61 },
  { id: 8, campusName: 'Birendra Campus', latitude: null, longitude: null },
];

const mocked = mockApiForEachTest((call) => {
  if (pathOf(call) === '/campus/getallcampuses') return { status: 200, data: campuses };
  return undefined;
});

// The deployment's settings (/config.json), as the API serves them.
let settings: Record<string, unknown> = { ...DEFAULT_CLIENT_SETTINGS };
// jsdom has no fetch: the reads get what the screen uses of an answer.
const configReads = jest.fn(async (url: string) => ({
  ok: url === CLIENT_CONFIG_PATH,
  status: url === CLIENT_CONFIG_PATH ? 200 : 404,
  json: async () => settings,
}));
beforeEach(() => {
  settings = { ...DEFAULT_CLIENT_SETTINGS };
  resetClientConfig();
  configReads.mockClear();
  Object.defineProperty(globalThis, 'fetch', {
    value: configReads,
    configurable: true,
    writable: true,
  });
});

async function pickCampus(user: ReturnType<typeof renderResourceScreen>['user'], name: string) {
  await user.click(screen.getByLabelText('Campus'));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (element) => element.textContent?.trim() === name,
    );
    if (!found) throw new Error(`no option ${name}`);
    return found;
  });
  await user.click(option);
}

describe('GPS location', () => {
  it('refuses coordinates out of range and saves valid ones with PATCH /Campus/{id}/Location', async () => {
    mocked.answer = (call) =>
      call.method === 'PATCH' ? { status: 200, data: { ...campuses[1], id: 8 } } : undefined;
    const { user } = renderResourceScreen(AnyCampus);
    await pickCampus(user, 'Birendra Campus');
    const latitude = screen.getByLabelText('Latitude');
    const longitude = screen.getByLabelText('Longitude');
    expect(latitude).toHaveValue('');
    expect(screen.getByText(/Enter the latitude and longitude/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Location' }));
    expect(await screen.findByText('Latitude is required')).toBeInTheDocument();
    expect(screen.getByText('Longitude is required')).toBeInTheDocument();

    await user.type(latitude, '95');
    await user.type(longitude, '-200');
    await user.click(screen.getByRole('button', { name: 'Save Location' }));
    expect(await screen.findByText('Latitude must be between -90 and 90')).toBeInTheDocument();
    expect(await screen.findByText('Longitude must be between -180 and 180')).toBeInTheDocument();
    expect(mocked.api.calls.some((call) => call.method === 'PATCH')).toBe(false);
    // No map for a point that does not exist.
    expect(screen.queryByTestId('tile-map')).toBeNull();

    await user.clear(latitude);
    await user.type(latitude, '27.6588');
    await user.clear(longitude);
    await user.type(longitude, '-180');
    await waitFor(() =>
      expect(screen.queryByText('Longitude must be between -180 and 180')).toBeNull(),
    );
    await user.clear(longitude);
    await user.type(longitude, '85.3247');
    await user.click(screen.getByRole('button', { name: 'Save Location' }));
    expect(await screen.findByText('Location saved successfully')).toBeInTheDocument();
    const patches = mocked.api.calls.filter((call) => call.method === 'PATCH');
    expect(patches).toHaveLength(1);
    expect(patches[0]).toMatchObject({
      url: '/Campus/8/Location',
      data: { latitude: 27.6588, longitude: 85.3247 },
    });
  });

  it('fills the stored coordinates, shows the map, and keeps the coordinates when tiles fail', async () => {
    const { user } = renderResourceScreen(AnyCampus);
    await pickCampus(user, 'Mahendra Multiple Campus');
    expect(screen.getByLabelText('Latitude')).toHaveValue('28.05');
    expect(screen.getByLabelText('Longitude')).toHaveValue('81.61');
    const map = await screen.findByTestId('tile-map');
    const tiles = map.querySelectorAll('img');
    expect(tiles.length).toBeGreaterThan(0);
    // The marker is read out by its role and label.
    expect(screen.getByRole('img', { name: 'Campus location' })).toBeInTheDocument();
    expect(tiles[0]?.getAttribute('src')).toMatch(
      /^https:\/\/tile\.openstreetmap\.org\/15\/\d+\/\d+\.png$/,
    );
    fireEvent.error(tiles[0] as HTMLImageElement);
    expect(await screen.findByTestId('map-unavailable')).toHaveTextContent(
      'The map could not be loaded here',
    );
    // The coordinates stay editable.
    expect(screen.getByLabelText('Latitude')).toBeEnabled();
    await user.clear(screen.getByLabelText('Latitude'));
    await user.type(screen.getByLabelText('Latitude'), '28.1');
    expect(screen.getByLabelText('Latitude')).toHaveValue('28.1');
  });

  it("loads the map tiles from the deployment's tile server (MAP_TILE_URL)", async () => {
    settings = { ...settings, mapTileUrl: 'https://tiles.hemis.example/osm/{z}/{x}/{y}.png' };
    const { user } = renderResourceScreen(AnyCampus);
    await pickCampus(user, 'Mahendra Multiple Campus');
    const map = await screen.findByTestId('tile-map');
    const sources = [...map.querySelectorAll('img')].map((tile) => tile.getAttribute('src'));
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source).toMatch(/^https:\/\/tiles\.hemis\.example\/osm\/15\/\d+\/\d+\.png$/);
    }
    expect(configReads).toHaveBeenCalledWith(CLIENT_CONFIG_PATH, expect.anything());
  });

  it('offers a campus user only their own campus, chosen already', async () => {
    const { user } = renderResourceScreen(OwnCampus);
    await waitFor(() => expect(screen.getByLabelText('Latitude')).toHaveValue('28.05'));
    expect(
      within(screen.getByTestId('location-screen')).getByTitle('Mahendra Multiple Campus'),
    ).toBeInTheDocument();
    await user.click(screen.getByLabelText('Campus'));
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent),
      ).toEqual(['Mahendra Multiple Campus']),
    );
  });

  it('converts between points and map pixels both ways', () => {
    const pixel = toPixel(27.7172, 85.324, 15);
    const back = fromPixel(pixel.x, pixel.y, 15);
    expect(back.lat).toBeCloseTo(27.7172, 6);
    expect(back.lon).toBeCloseTo(85.324, 6);
    expect(toPixel(0, 0, 0)).toEqual({ x: 128, y: 128 });
  });
});
