// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, type TestApp } from '../test/helpers';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

/**
 * The shell's own files beside its bundle: the tab icon and the Devanagari web font, emitted by
 * the one webpack config (SHELL_FILES), linked by the page template, and served by the API with
 * their content types, so Nepali text never shows as boxes on a machine without such a font.
 */

interface HtmlPlugin {
  userOptions: { template: string; title: string; shellFiles: Record<string, string> | null };
}
interface FactoryModule {
  SHELL_FILES: Record<string, string>;
  createWebpackConfig(options: {
    dir: string;
    kind: 'host' | 'remote';
    port: number;
  }): (env: unknown, argv: { mode: string }) => { plugins: object[] };
}

// The factory is plain CommonJS for webpack; load it as such.
const load = createRequire(__filename);
const factory = load('../../../shared-ui/webpack/config.cjs') as FactoryModule;
const template = load('lodash/template') as (
  text: string,
) => (data: { htmlWebpackPlugin: { options: HtmlPlugin['userOptions'] } }) => string;

/** The page options the build gives an app's template. */
function pageOptions(app: string, kind: 'host' | 'remote'): HtmlPlugin['userOptions'] {
  const config = factory.createWebpackConfig({
    dir: path.join(__dirname, '../../..', app),
    kind,
    port: 3000,
  })({}, { mode: 'production' });
  const html = config.plugins.find((plugin) => plugin.constructor.name === 'HtmlWebpackPlugin');
  return (html as HtmlPlugin).userOptions;
}

let t: TestApp;
let page = '';

beforeAll(async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hemis-shell-files-'));
  const dist = path.join(root, 'shell/dist');
  // What the build writes: the shell's files and its page from the template.
  for (const [name, source] of Object.entries(factory.SHELL_FILES)) {
    fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    fs.copyFileSync(source, path.join(dist, name));
  }
  const options = pageOptions('shell', 'host');
  page = template(fs.readFileSync(options.template, 'utf8'))({ htmlWebpackPlugin: { options } });
  fs.writeFileSync(path.join(dist, 'index.html'), page);
  t = await createTestApp({ staticRoot: root });
});
afterAll(async () => {
  await t.close();
});

describe("the shell's icon and web font", () => {
  it('are linked by the page, and a remote’s own page links none', () => {
    expect(page).toMatch(/<link rel="icon" type="image\/svg\+xml" href="\/favicon\.svg"/);
    expect(page).toContain("font-family: 'Noto Sans Devanagari'");
    expect(page).toContain(
      "url('/fonts/noto-sans-devanagari-devanagari-400-normal.woff2') format('woff2')",
    );
    expect(pageOptions('mfe-setup', 'remote').shellFiles).toBeNull();
  });

  it('are served with their content types', async () => {
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const font = await t.app.inject({
      method: 'GET',
      url: '/fonts/noto-sans-devanagari-devanagari-400-normal.woff2',
    });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    // The font the PDFs embed, its Devanagari subset as a web font.
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    const shown = await t.app.inject({
      method: 'GET',
      url: '/graduation-management/home',
      headers: { accept: 'text/html' },
    });
    expect(shown.body).toContain('href="/favicon.svg"');
  });
});
