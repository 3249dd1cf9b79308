// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, type TestApp } from '../test/helpers';
import { CLIENT_CONFIG_PATH, DEFAULT_MAP_TILE_URL } from '@hemis/shared-contracts';
import { DEFAULT_CLIENT_CONFIG, loadConfig } from '../config';

const TILES = 'https://tiles.hemis.example/osm/{z}/{x}/{y}.png';

describe('map tile server setting', () => {
  it('reads MAP_TILE_URL, defaults to OpenStreetMap and refuses a template it cannot use', () => {
    expect(loadConfig({}).clientConfig.mapTileUrl).toBe(DEFAULT_MAP_TILE_URL);
    expect(loadConfig({ MAP_TILE_URL: TILES }).clientConfig.mapTileUrl).toBe(TILES);
    for (const bad of [
      'tiles.example/{z}/{x}/{y}.png',
      'https://tiles.example/{z}.png',
      'javascript:{z}{x}{y}',
    ]) {
      expect(() => loadConfig({ MAP_TILE_URL: bad })).toThrow(/MAP_TILE_URL/);
    }
  });

  describe('served', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        clientConfig: { ...DEFAULT_CLIENT_CONFIG, mapTileUrl: TILES },
      });
    });
    afterAll(async () => {
      await t.close();
    });

    it('gives the screens the tile server in /config.json and lets the policy load its images', async () => {
      const config = await t.app.inject({ method: 'GET', url: CLIENT_CONFIG_PATH });
      expect(config.json()).toMatchObject({ mapTileUrl: TILES });
      const csp = String(config.headers['content-security-policy']);
      const imgSrc = csp.split(';').find((part) => part.trim().startsWith('img-src')) ?? '';
      expect(imgSrc).toContain('https://tiles.hemis.example');
      expect(imgSrc).not.toContain('tile.openstreetmap.org');
    });
  });
});
