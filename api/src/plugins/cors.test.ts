// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, type TestApp } from '../test/helpers';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { corsOriginsOf } from '../config';

const PORTAL = 'https://portal.example.edu.np';
const ELSEWHERE = 'https://elsewhere.example.com';
let embedding: TestApp;
let closed: TestApp;

beforeAll(async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hemis-cors-'));
  fs.mkdirSync(path.join(root, 'mfe-setup/dist'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'mfe-setup/package.json'),
    JSON.stringify({ hemis: { name: 'mfe_setup', sections: ['other-setup'] } }),
  );
  fs.writeFileSync(path.join(root, 'mfe-setup/dist/mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(root, 'mfe-setup/dist/remoteEntry.js'), '/* entry */');
  embedding = await createTestApp({ corsOrigins: [PORTAL], staticRoot: root });
  closed = await createTestApp({ staticRoot: root });
});
afterAll(async () => {
  await embedding.close();
  await closed.close();
});

const preflight = (t: TestApp, origin: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url: '/api/Faculty',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type',
    },
  });

describe('CORS for embedding pages', () => {
  it('lets a listed origin send a signed-in write: the preflight allows its method and headers', async () => {
    const response = await preflight(embedding, PORTAL);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(PORTAL);
    expect(String(response.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'authorization',
    );
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    const read = await embedding.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: PORTAL },
    });
    expect(read.headers['access-control-allow-origin']).toBe(PORTAL);
    expect(String(read.headers.vary)).toMatch(/origin/i);
  });

  it('gives any other origin no CORS headers, so its browser refuses the answer', async () => {
    for (const [t, origin] of [
      [embedding, ELSEWHERE],
      [embedding, `${PORTAL}.evil.example`],
      [closed, PORTAL],
    ] as const) {
      const response = await preflight(t, origin);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      const read = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin } });
      expect(read.statusCode).toBe(200);
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('serves the remotes to the listed origin: CORS for the manifest, cross-origin script loads', async () => {
    const manifest = await embedding.app.inject({
      method: 'GET',
      url: '/remotes/mfe-setup/mf-manifest.json',
      headers: { origin: PORTAL },
    });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['access-control-allow-origin']).toBe(PORTAL);
    const entry = await embedding.app.inject({
      method: 'GET',
      url: '/remotes/mfe-setup/remoteEntry.js',
    });
    expect(entry.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // Without embedding origins the files stay same-origin only.
    const closedEntry = await closed.app.inject({
      method: 'GET',
      url: '/remotes/mfe-setup/remoteEntry.js',
    });
    expect(closedEntry.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('HEMIS_CORS_ORIGINS', () => {
  it('reads exact origins, and refuses anything else with a message that shows the form', () => {
    expect(corsOriginsOf({})).toEqual([]);
    expect(
      corsOriginsOf({ HEMIS_CORS_ORIGINS: ` ${PORTAL}, http://localhost:5500,${PORTAL}` }),
    ).toEqual([PORTAL, 'http://localhost:5500']);
    for (const wrong of [
      'portal.example.edu.np',
      `${PORTAL}/`,
      `${PORTAL}/page`,
      '*',
      'ftp://x.np',
    ]) {
      expect(() => corsOriginsOf({ HEMIS_CORS_ORIGINS: wrong })).toThrow(
        /scheme:\/\/host\[:port\]/,
      );
    }
  });
});
