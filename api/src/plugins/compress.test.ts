// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, tokensByName, withToken, type TestApp } from '../test/helpers';
import zlib from 'node:zlib';

let t: TestApp;
let token = '';

beforeAll(async () => {
  t = await createTestApp();
  token = (await tokensByName(t.app, ['ugcadmin'])).ugcadmin ?? '';
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject(
    withToken(token, {
      method: 'GET',
      url: `/api${url}`,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    }),
  );

describe('compressed answers', () => {
  it('sends JSON compressed with brotli, else gzip, and the same answer as sent plain', async () => {
    const plain = await get('/Dashboard/Charts');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await get('/Dashboard/Charts', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    const sent = zlib.brotliDecompressSync(brotli.rawPayload).toString();
    expect(JSON.parse(sent)).toEqual(plain.json());
    // The home's charts (SVG in JSON) shrink to well under a fifth.
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    const gzip = await get('/Dashboard/Charts', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers, PDFs and workbooks as they are', async () => {
    const small = await get('/Dashboard/Figures', 'br');
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    for (const url of [
      '/Report/Section/studentsByLevel/Export',
      '/Report/Summary/Pdf?sections=studentsByLevel',
    ]) {
      const file = await get(url, 'br');
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-encoding']).toBeUndefined();
    }
  });
});
