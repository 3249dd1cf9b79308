import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { PERSIST_KEY } from '@hemis/shared-contracts';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
import { ARTIFACTS_DIR, runtime } from './runtime';

export const DEFAULT_TEST_TIMEOUT_MS = 60_000;
/** Wide enough that the top menu never folds items into its overflow ("...") entry. */
export const VIEWPORT = { width: 1920, height: 1080 };

export const ROLE_EMAILS = {
  SuperAdmin: 'superadmin@hemis.test',
  Admin: 'admin@hemis.test',
  UgcAdmin: 'ugcadmin@hemis.test',
  UniAdmin: 'uniadmin@hemis.test',
  CollegeAdmin: 'collegeadmin@hemis.test',
  CollegeUser: 'collegeuser@hemis.test',
  Student: 'student@hemis.test',
} as const;
export type DemoRole = keyof typeof ROLE_EMAILS;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
    timeout: 30_000,
  });
}

function slug(text: string): string {
  return text
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);
}

export interface PageOptions {
  /** Install playwright's fake clock before the first navigation. */
  clock?: boolean;
  /** The window's size (default VIEWPORT): a phone, a laptop. */
  viewport?: { width: number; height: number };
  /** The server relative addresses go to (default: the suite's server, `runtime().baseURL`). */
  baseURL?: string;
}

export interface BrowserFixture {
  /** A fresh context (own storage) and page for the running test. */
  newPage(options?: PageOptions): Promise<Page>;
  /** `test` that opens a fresh page, and saves a screenshot and the page log when it fails. */
  test(
    name: string,
    body: (page: Page) => Promise<void>,
    options?: PageOptions & { timeout?: number },
  ): void;
}

/**
 * One Chromium per test file (launched in beforeAll, closed in afterAll), one fresh context per
 * test. Failures leave `e2e/artifacts/<file>--<test>.png` and `.log` (console errors, failed
 * requests, the URL).
 */
export function browserFixture(fileName: string): BrowserFixture {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const pageLog: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  afterEach(async () => {
    while (contexts.length) await contexts.pop()?.close();
    pageLog.length = 0;
  });

  async function newPage(options: PageOptions = {}): Promise<Page> {
    if (!browser) throw new Error('Chromium did not start (see the beforeAll error).');
    const context = await browser.newContext({
      baseURL: options.baseURL ?? runtime().baseURL,
      viewport: options.viewport ?? VIEWPORT,
      isMobile: (options.viewport?.width ?? VIEWPORT.width) < 768,
      hasTouch: (options.viewport?.width ?? VIEWPORT.width) < 768,
      locale: 'en-US',
      timezoneId: 'Asia/Kathmandu',
    });
    contexts.push(context);
    context.setDefaultTimeout(10_000);
    context.setDefaultNavigationTimeout(20_000);
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        pageLog.push(
          `[console.${message.type()}] ${message.text()} (${message.location().url || 'page'})`,
        );
      }
    });
    page.on('pageerror', (error) => pageLog.push(`[pageerror] ${error.message}`));
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) pageLog.push(`[navigated] ${frame.url()}`);
    });
    page.on('requestfailed', (request) =>
      pageLog.push(
        `[requestfailed] ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`,
      ),
    );
    page.on('response', (response) => {
      if (response.status() >= 400) {
        pageLog.push(
          `[http ${response.status()}] ${response.request().method()} ${response.url()}`,
        );
      }
    });
    if (options.clock) await page.clock.install();
    return page;
  }

  async function saveArtifacts(testName: string, error: unknown): Promise<string> {
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    const base = join(ARTIFACTS_DIR, `${slug(fileName)}--${slug(testName)}`);
    const lines = [
      `test: ${testName}`,
      `error: ${error instanceof Error ? error.message : String(error)}`,
    ];
    let index = 0;
    for (const context of contexts) {
      for (const page of context.pages()) {
        const file = index === 0 ? `${base}.png` : `${base}-${index}.png`;
        index += 1;
        lines.push(`page ${index}: ${page.url()} -> ${file}`);
        try {
          const html = await page.evaluate(() => document.body?.innerHTML.slice(0, 2000) ?? '');
          lines.push(`  body: ${html}`);
        } catch {
          // the page may be gone
        }
        try {
          await page.screenshot({ path: file, fullPage: true, timeout: 5000 });
        } catch (shotError) {
          lines.push(`  screenshot failed: ${String(shotError)}`);
        }
      }
    }
    lines.push('', ...pageLog);
    writeFileSync(`${base}.log`, lines.join('\n'));
    return `${base}.png`;
  }

  function fixtureTest(
    name: string,
    body: (page: Page) => Promise<void>,
    options: PageOptions & { timeout?: number } = {},
  ): void {
    const timeout = options.timeout ?? DEFAULT_TEST_TIMEOUT_MS;
    test(
      name,
      async () => {
        let timer: NodeJS.Timeout | undefined;
        // Stop a little before jest does, so the screenshot is still taken.
        const watchdog = new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`Test did not finish within ${timeout - 5000} ms`)),
            timeout - 5000,
          );
        });
        try {
          const page = await newPage(options);
          await Promise.race([body(page), watchdog]);
        } catch (error) {
          // The page log's tail goes into the message too: CI keeps only the printed output.
          const logTail = pageLog.slice(-15).join('\n');
          const shot = await saveArtifacts(name, error);
          if (error instanceof Error) {
            error.message += `\n(screenshot: ${shot})${logTail ? `\npage log:\n${logTail}` : ''}`;
          }
          throw error;
        } finally {
          clearTimeout(timer);
        }
      },
      timeout,
    );
  }

  return { newPage, test: fixtureTest };
}

/** Signs in through the sign-in screen as a demo account and waits to leave /login. */
export async function signIn(
  page: Page,
  role: DemoRole,
  options: { password?: string; redirect?: string } = {},
): Promise<void> {
  const path = options.redirect
    ? `/login?redirect=${encodeURIComponent(options.redirect)}`
    : '/login';
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/login') || options.redirect) {
    await page.goto(path);
  }
  await fillSignIn(page, ROLE_EMAILS[role], options.password ?? runtime().demoPassword);
  await page.waitForURL((current) => !current.pathname.startsWith('/login'));
  // The session is stored (redux-persist) a moment after sign-in: a page opened by its address
  // before then would start signed out.
  await page.waitForFunction((key) => {
    try {
      const root = JSON.parse(localStorage.getItem(`persist:${key}`) ?? '{}') as { user?: string };
      const session = JSON.parse(root.user ?? '{}') as { currentUser?: unknown };
      return session.currentUser !== null && session.currentUser !== undefined;
    } catch {
      return false;
    }
  }, PERSIST_KEY);
}

export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: false }).first().fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In as Admin' }).click();
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Retries `check` (e.g. a jest expectation) until it passes or `timeout` ms have passed. */
export async function eventually<T>(check: () => T | Promise<T>, timeout = 10_000): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export async function shows(locator: Locator, timeout = 10_000): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

export async function showsText(
  page: Page,
  text: string | RegExp,
  timeout = 10_000,
): Promise<void> {
  await shows(page.getByText(text), timeout);
}

export async function atPath(page: Page, path: string, timeout = 10_000): Promise<void> {
  await page.waitForURL((current) => current.pathname === path, { timeout });
}
