import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { API_BASE, API_PATHS, PERSIST_KEY } from '@hemis/shared-contracts';
import { PERSISTED_SESSION_SLICE, storedCopyHasUser } from '@hemis/shared-auth/src/storage';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
import { ARTIFACTS_DIR, runtime } from './runtime';

/** A check's limit unless it sets its own: a 30 s check has room on a runner three times as slow. */
export const DEFAULT_TEST_TIMEOUT_MS = 90_000;
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
  /**
   * Let the shell's service worker run (the offline journeys). Off by default: requests it
   * answers are out of reach of `page.route`, and each test should see the server as it is.
   */
  serviceWorkers?: boolean;
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
 * One Chromium per test file (launched in beforeAll, closed in afterAll). A test's first page
 * opens in the file's context for its window size, emptied of cookies and storage after each test
 * (a fresh sign-in, as in a new context): the browser keeps the app's files and their compiled
 * code between tests, as a user's browser does, which spares most of a page load's work. Any
 * further page of a test, and every page with a fake clock or another server, gets a fresh
 * context of its own (a second user signs in beside the first). Failures leave
 * `e2e/artifacts/<file>--<test>.png` and `.log` (console errors, failed requests, the URL).
 */
export function browserFixture(fileName: string): BrowserFixture {
  let browser: Browser | undefined;
  /** Contexts opened for one test only, closed after it. */
  const contexts: BrowserContext[] = [];
  /** The file's contexts kept between tests, by window size. */
  const kept = new Map<string, BrowserContext>();
  let keptInUse = false;
  const pageLog: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  afterEach(async () => {
    while (contexts.length) await contexts.pop()?.close();
    for (const [size, context] of kept) {
      try {
        await emptied(context);
      } catch {
        // A context that cannot be emptied is not reused.
        kept.delete(size);
        await context.close().catch(() => undefined);
      }
    }
    keptInUse = false;
    pageLog.length = 0;
  });

  async function openContext(options: PageOptions): Promise<BrowserContext> {
    if (!browser) throw new Error('Chromium did not start (see the beforeAll error).');
    const viewport = options.viewport ?? VIEWPORT;
    const context = await browser.newContext({
      baseURL: options.baseURL ?? runtime().baseURL,
      viewport,
      isMobile: viewport.width < 768,
      hasTouch: viewport.width < 768,
      locale: 'en-US',
      timezoneId: 'Asia/Kathmandu',
      // As a user who turned animations off: the screens open menus and dialogs at once, which
      // spares the test machine's cores the frames of every transition.
      reducedMotion: 'reduce',
      serviceWorkers: options.serviceWorkers ? 'allow' : 'block',
    });
    context.setDefaultTimeout(10_000);
    context.setDefaultNavigationTimeout(20_000);
    return context;
  }

  async function contextFor(options: PageOptions): Promise<BrowserContext> {
    const size = `${(options.viewport ?? VIEWPORT).width}x${(options.viewport ?? VIEWPORT).height}`;
    if (keptInUse || options.clock || options.baseURL !== undefined || options.serviceWorkers) {
      const context = await openContext(options);
      contexts.push(context);
      return context;
    }
    keptInUse = true;
    const context = kept.get(size) ?? (await openContext(options));
    kept.set(size, context);
    return context;
  }

  async function newPage(options: PageOptions = {}): Promise<Page> {
    const context = await contextFor(options);
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
    for (const context of [...kept.values(), ...contexts]) {
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

/**
 * Empties a kept context as a new one would be: no cookies, no storage of the app's origin, no
 * page. The app's files stay in the browser's cache.
 */
async function emptied(context: BrowserContext): Promise<void> {
  for (const page of context.pages()) await page.close();
  await context.clearCookies();
  await context.clearPermissions();
  const page = await context.newPage();
  try {
    await page.goto(`${API_BASE}${API_PATHS.health}`);
    await page.evaluate(async () => {
      localStorage.clear();
      sessionStorage.clear();
      for (const database of await indexedDB.databases()) {
        if (database.name) indexedDB.deleteDatabase(database.name);
      }
      for (const name of await caches.keys()) await caches.delete(name);
    });
  } finally {
    await page.close();
  }
}

/**
 * Whether the page's storage holds the signed-in user, read by the shell's own reader run in the
 * page; a copy it cannot read yet counts as none.
 */
const STORED_USER_IN_PAGE = `(() => {
  try {
    return (${storedCopyHasUser.toString()})(
      localStorage.getItem(${JSON.stringify(`persist:${PERSIST_KEY}`)}),
      ${JSON.stringify(PERSISTED_SESSION_SLICE)},
    );
  } catch {
    return false;
  }
})()`;

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
  await page.waitForFunction(STORED_USER_IN_PAGE);
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
