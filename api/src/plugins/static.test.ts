// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, type TestApp } from '../test/helpers';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { preferredEncoding } from './static';

let t: TestApp;
const SCRIPT = `console.log(${JSON.stringify('HEMIS '.repeat(400))});`;
const PAGE = `<!doctype html><title>HEMIS shell</title><p>${'compressed '.repeat(200)}</p>`;

/** A file as the build writes it: the original, and its brotli and gzip copies beside it. */
function writeBuilt(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
}

beforeAll(async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hemis-compressed-'));
  writeBuilt(path.join(root, 'shell/dist/index.html'), PAGE);
  writeBuilt(path.join(root, 'shell/dist/123.0123abcd.js'), SCRIPT);
  fs.writeFileSync(
    path.join(root, 'shell/dist/small.0123abcd.js'),
    'console.log(1)', // too small to gain: the build writes no copies
  );
  fs.mkdirSync(path.join(root, 'mfe-setup/dist'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'mfe-setup/package.json'),
    JSON.stringify({ hemis: { name: 'mfe_setup', sections: ['other-setup'] } }),
  );
  writeBuilt(path.join(root, 'mfe-setup/dist/mf-manifest.json'), JSON.stringify({ id: 'x' }));
  writeBuilt(path.join(root, 'mfe-setup/dist/remoteEntry.js'), SCRIPT);
  // The module's navigation as its build copies it: /remotes.json carries it.
  fs.copyFileSync(
    path.join(__dirname, '../../../mfe-setup/src/navigation.json'),
    path.join(root, 'mfe-setup/dist/navigation.json'),
  );
  t = await createTestApp({ staticRoot: root });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, acceptEncoding?: string, accept?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      ...(accept === undefined ? {} : { accept }),
    },
  });

describe('compressed static files', () => {
  it('sends the build’s brotli copy to a browser that accepts it, gzip to one that does not', async () => {
    const brotli = await get('/123.0123abcd.js', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    // A content-hashed chunk keeps its year-long, immutable caching.
    expect(brotli.headers['cache-control']).toContain('immutable');

    const gzip = await get('/123.0123abcd.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/123.0123abcd.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses remotes’ entries and manifests, which are revalidated every time', async () => {
    for (const url of [
      '/remotes/mfe-setup/remoteEntry.js',
      '/remotes/mfe-setup/mf-manifest.json',
    ]) {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends the page compressed, also as the fallback of a deep link', async () => {
    for (const url of ['/', '/student-management/home']) {
      const response = await get(url, 'gzip, br', 'text/html');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(PAGE);
      const plain = await get(url, undefined, 'text/html');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(PAGE);
    }
  });

  it('sends /remotes.json compressed to a browser that accepts it, revalidated every time', async () => {
    const plain = await get('/remotes.json', 'identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const manifest = plain.json<{ remotes: Array<{ name: string }> }>();
    expect(manifest.remotes.map((remote) => remote.name)).toEqual(['mfe_setup']);

    const brotli = await get('/remotes.json', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^application\/json/);
    expect(brotli.headers['cache-control']).toBe('no-cache');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);

    const gzip = await get('/remotes.json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('sends a small file as it is', async () => {
    const response = await get('/small.0123abcd.js', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('console.log(1)');
  });
});

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and honours a refusal (q=0)', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')?.name).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')?.name).toBe('gzip');
    expect(preferredEncoding(['deflate', 'GZIP'])?.name).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});
