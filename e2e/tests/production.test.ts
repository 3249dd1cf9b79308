/**
 * The deployment without containers (README.md, Production): the built API in production mode on
 * a PostgreSQL database of its own, behind nginx running deploy/nginx/hemis.conf (its upstream
 * and listen lines pointed at this machine, TLS left out). The first SuperAdmin of the empty
 * database (HEMIS_ADMIN_EMAIL) sets a password and signs in through nginx, reads signed in, and
 * signs in once more in Chromium; the shell page and its precompressed files come through nginx
 * as the API sent them; nginx, not the client, names the client's address.
 *
 * Needs nginx and PostgreSQL (HEMIS_TEST_POSTGRES_URL): skipped without them, but under CI=true
 * (where `.ci/run` installs both) their absence fails the test.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { API_BASE, API_PATHS } from '@hemis/shared-contracts';
import { databaseUrl, onServer } from '../../api/src/test/config';
import { browserFixture, fillSignIn } from '../support/browser';
import { startNginx, nginxPath, type RunningNginx } from '../support/nginx';
import { TEST_POSTGRES_URL } from '../support/processes';
import { ARTIFACTS_DIR } from '../support/runtime';
import { freePort, startServer, stopServer, type StartedServer } from '../support/server';

const IN_CI = /^(1|true|yes)$/i.test(process.env.CI ?? '');
const DATABASE = 'hemis_production_smoke';
const ADMIN = { email: 'admin@hemis-smoke.test', password: 'First-Admin@2026' };
const NEW_PASSWORD = 'Chosen-Admin@2026';
/** Failed sign-ins one e-mail may have from one address (startServer raises it; checked here). */
const FAILURES_PER_EMAIL = 3;

const missing = [
  ...(nginxPath() ? [] : ['nginx (apt-get install -y nginx)']),
  ...(TEST_POSTGRES_URL ? [] : ['PostgreSQL (HEMIS_TEST_POSTGRES_URL)']),
];
const describeIfReady = missing.length === 0 || IN_CI ? describe : describe.skip;

async function postJson(
  base: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${base}${API_BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describeIfReady('production behind nginx', () => {
  let server: StartedServer | undefined;
  let nginx: RunningNginx | undefined;
  const proxied = () => {
    if (!nginx) throw new Error('nginx did not start (see beforeAll)');
    return nginx.baseURL;
  };

  beforeAll(async () => {
    if (missing.length > 0) {
      throw new Error(`CI=true and ${missing.join(' and ')} missing: .ci/run installs both.`);
    }
    const postgres = TEST_POSTGRES_URL ?? '';
    await onServer(postgres, `drop database if exists ${DATABASE} with (force)`);
    await onServer(postgres, `create database ${DATABASE}`);
    // Nothing here sends mail; production mode only needs a mail server named.
    const noMailServer = await freePort();
    server = await startServer({
      logFile: join(ARTIFACTS_DIR, 'production-server.log'),
      env: {
        HEMIS_MODE: 'production',
        DATABASE_URL: databaseUrl(postgres, DATABASE),
        SMTP_URL: `smtp://127.0.0.1:${noMailServer}`,
        HEMIS_ADMIN_EMAIL: ADMIN.email,
        HEMIS_ADMIN_PASSWORD: ADMIN.password,
        TRUST_PROXY: 'true',
        HEMIS_SIGNIN_MAX_PER_EMAIL: String(FAILURES_PER_EMAIL),
      },
    });
    nginx = await startNginx({
      upstreamPorts: [Number(new URL(server.baseURL).port)],
      logFile: join(ARTIFACTS_DIR, 'production-nginx.log'),
    });
  }, 150_000);

  afterAll(async () => {
    await nginx?.stop();
    if (server) {
      await stopServer(server.child);
      rmSync(server.dataDir, { recursive: true, force: true });
    }
    if (TEST_POSTGRES_URL) {
      await onServer(TEST_POSTGRES_URL, `drop database if exists ${DATABASE} with (force)`);
    }
  }, 30_000);

  test('the first SuperAdmin sets a password and signs in through nginx, and reads signed in', async () => {
    // The start's password is temporary: sign-in answers a token to set one's own.
    const first = await postJson(proxied(), API_PATHS.login, ADMIN);
    expect(first.status).toBe(200);
    expect(first.body.name).toBe('verificationToken');
    const reset = await postJson(proxied(), API_PATHS.resetPassword, {
      email: ADMIN.email,
      newPassword: NEW_PASSWORD,
      resetToken: first.body.value,
    });
    expect(reset.status).toBe(201);

    const signedIn = await postJson(proxied(), API_PATHS.login, {
      email: ADMIN.email,
      password: NEW_PASSWORD,
    });
    expect(signedIn.status).toBe(200);
    const token = String(signedIn.body.tokenString);
    const session = await fetch(`${proxied()}${API_BASE}${API_PATHS.session}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ email: ADMIN.email, role: 'SuperAdmin' });
  });

  test('the shell page and its precompressed files come through nginx', async () => {
    const page = await fetch(`${proxied()}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<div id="root"');
    const script = /<script[^>]+src="([^"]+)"/.exec(html)?.[1];
    if (!script) throw new Error(`The shell page names no script:\n${html.slice(0, 500)}`);
    // nginx compresses nothing itself (gzip off): the build's brotli copy arrives as it is.
    const file = await fetch(new URL(script, proxied()), { headers: { 'accept-encoding': 'br' } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-encoding')).toBe('br');
  });

  test('plain HTTP answers only a redirect to HTTPS', async () => {
    const response = await fetch(`${nginx?.redirectURL}/login?x=1`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('https://127.0.0.1/login?x=1');
  });

  test('nginx names the client address: a forged X-Forwarded-For does not escape the sign-in limit', async () => {
    const guess = { email: 'nobody@hemis-smoke.test', password: 'not-the-password' };
    for (let attempt = 1; attempt <= FAILURES_PER_EMAIL; attempt += 1) {
      const refused = await postJson(proxied(), API_PATHS.login, guess, {
        'x-forwarded-for': `203.0.113.${attempt}`,
      });
      expect(refused.status).toBe(401);
    }
    const limited = await postJson(proxied(), API_PATHS.login, guess, {
      'x-forwarded-for': '203.0.113.99',
    });
    expect(limited.status).toBe(429);
  });

  const browser = browserFixture('production.test.ts');
  browser.test(
    'the SuperAdmin signs in through nginx in Chromium',
    async (page) => {
      await page.goto('/login');
      await fillSignIn(page, ADMIN.email, NEW_PASSWORD);
      await page.waitForURL((current) => !current.pathname.startsWith('/login'));
    },
    // Read when the test opens its page: nginx's port is known once beforeAll has run.
    {
      get baseURL() {
        return proxied();
      },
    },
  );
});
