// Front-end weight: the shell's entry JS, and all JS a browser downloads to show /login,
// both gzipped. Loads the real page in Debian's Chromium against the built server.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      const answer = await fetch(`${base}/api/health`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error('the server did not become ready');
}

// The shell's entry: the scripts index.html names.
const html = readFileSync(join(root, 'shell/dist/index.html'), 'utf8');
const entryScripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]);
let entryGzip = 0;
for (const src of entryScripts) {
  entryGzip += gz(
    readFileSync(join(root, 'shell/dist', src.replace(/^\//, '').replace(/\?.*$/, ''))),
  );
}

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'hemis-bench-'));
const server = spawn(process.execPath, [join(root, 'api/dist/server.js')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HEMIS_DATA_DIR: dataDir, HEMIS_MODE: 'demo' },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
try {
  await waitForHealth(base);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.url().endsWith('.js') || type.includes('javascript')) {
      scripts.push(response.body().then((body) => ({ url: response.url(), body })));
    }
  });
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Sign In as Admin' }).waitFor();
  const loaded = await Promise.all(scripts);
  await browser.close();
  const loginGzip = loaded.reduce((sum, { body }) => sum + gz(body), 0);
  const loginRaw = loaded.reduce((sum, { body }) => sum + body.length, 0);
  console.log('| figure | value |');
  console.log('|---|---|');
  console.log(`| shell entry JS (${entryScripts.length} files), gzip | ${kb(entryGzip)} |`);
  console.log(`| all JS for /login (${loaded.length} files), gzip | ${kb(loginGzip)} |`);
  console.log(`| all JS for /login, raw | ${kb(loginRaw)} |`);
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
