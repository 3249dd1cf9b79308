// First load on a slow link: the built server in demo mode, Debian's Chromium with the cache
// disabled and an emulated 3G link (Network.emulateNetworkConditions: 1.6 Mbps down, 750 kbps
// up, 150 ms round trip). Measures
//   - /login: until the sign-in form can be filled in and submitted; bytes transferred (all, JS);
//   - sign-in: from pressing "Sign In as Admin" until the dashboard shows its figure cards, and
//     until every chart of the home is drawn (the chart library loads with the home, never with
//     /login); bytes, and the JS of it.
// Each figure is the median of BENCH_RUNS (default 3) fresh pages (BENCH_VERBOSE=1 prints each
// pass). Prints a table and a JSON line.
import { chromium } from 'playwright-core';
import { ADMIN_LOGIN, serverBundle, startServer, waitFor } from './server-bench-helpers.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const THREE_G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1_000_000) / 8,
  uploadThroughput: (750 * 1000) / 8,
};
const LOGIN_BUDGET_MS = 3000;
const DASHBOARD_BUDGET_MS = 2000;
const LOGIN_JS_BUDGET = 350 * 1024;
const { email, password } = JSON.parse(ADMIN_LOGIN);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Counts what the page transfers (compressed bytes on the wire), split by kind. */
function meter(cdp) {
  const kinds = new Map();
  const urls = new Map();
  const totals = { all: 0, js: 0, requests: 0 };
  let files = [];
  const started = performance.now();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const script = type === 'Script' || /javascript/.test(response.mimeType ?? '');
    kinds.set(requestId, script);
    urls.set(requestId, new URL(response.url).pathname);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    totals.all += encodedDataLength;
    totals.requests += 1;
    if (kinds.get(requestId)) totals.js += encodedDataLength;
    files.push({
      path: urls.get(requestId) ?? requestId,
      bytes: encodedDataLength,
      at: Math.round(performance.now() - started),
    });
  });
  return {
    take() {
      const taken = { ...totals, files };
      totals.all = 0;
      totals.js = 0;
      totals.requests = 0;
      files = [];
      return taken;
    },
  };
}

/**
 * Until an element matching each selector is on screen, checked at every frame. (A locator's
 * `waitFor` checks again only every 500 ms once it has waited 270 ms: that step, not the page,
 * would set the figure.)
 */
async function shows(page, ...selectors) {
  await page.waitForFunction(
    (wanted) =>
      wanted.every((selector) =>
        [...globalThis.document.querySelectorAll(selector)].some((element) => {
          const box = element.getBoundingClientRect();
          return (
            box.width > 0 &&
            box.height > 0 &&
            globalThis.getComputedStyle(element).visibility !== 'hidden'
          );
        }),
      ),
    selectors,
    { timeout: 120_000, polling: 'raf' },
  );
}

async function onePass(browser, base) {
  // A first visit: no service worker yet (its fetches would also escape the throttled network).
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', THREE_G);
  const wire = meter(cdp);

  let started = performance.now();
  await page.goto(`${base}/login`, { waitUntil: 'commit' });
  // Usable: the fields take input and the button is enabled.
  const submit = page.getByRole('button', { name: 'Sign In as Admin' });
  await shows(
    page,
    'button[type="submit"]:not([disabled])',
    '#email:not([disabled])',
    '#password:not([disabled])',
  );
  const loginMs = performance.now() - started;
  const login = wire.take();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);

  started = performance.now();
  await submit.click();
  // The dashboard shows once its figure cards are on screen.
  await shows(page, '.ant-statistic');
  const dashboardMs = performance.now() - started;
  // Then once each of its charts is drawn (an ECharts SVG, or the province map), or says it has
  // no figures yet.
  await page.waitForFunction(
    () => {
      const charts = [...globalThis.document.querySelectorAll('[data-testid^="dashboard-chart-"]')];
      return (
        charts.length > 0 &&
        charts.every(
          (chart) =>
            chart.querySelector('[data-testid="report-chart-drawing"] svg, svg[role="group"]') ||
            chart.textContent.includes('No figures entered yet'),
        )
      );
    },
    undefined,
    { timeout: 120_000, polling: 50 },
  );
  const chartsMs = performance.now() - started;
  // What is still in flight for the dashboard is counted with it.
  await page.waitForLoadState('networkidle');
  const dashboard = wire.take();
  await context.close();
  return { loginMs, login, dashboardMs, chartsMs, dashboard };
}

const { base, stop } = await startServer(serverBundle(), 'hemis-slow-link');
try {
  // A shared 2-core machine may take a minute to seed the demo before it answers.
  await waitFor(`${base}/api/health`, 180_000);
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
  const passes = [];
  try {
    for (let run = 0; run < runs; run += 1) passes.push(await onePass(browser, base));
    if (process.env.BENCH_VERBOSE) {
      for (const p of passes)
        console.log(Math.round(p.loginMs), Math.round(p.dashboardMs), Math.round(p.chartsMs));
      // What the last pass's dashboard fetched, largest first (when it finished, from the start).
      for (const file of [...passes.at(-1).dashboard.files].sort((a, b) => b.bytes - a.bytes))
        console.log(
          `${(file.bytes / 1024).toFixed(1).padStart(7)} KB  ${String(file.at).padStart(6)} ms  ${file.path}`,
        );
    }
  } finally {
    await browser.close();
  }
  const pick = (get) => median(passes.map(get));
  const figures = {
    loginMs: Math.round(pick((p) => p.loginMs)),
    loginBytes: pick((p) => p.login.all),
    loginJsBytes: pick((p) => p.login.js),
    loginRequests: pick((p) => p.login.requests),
    dashboardMs: Math.round(pick((p) => p.dashboardMs)),
    chartsMs: Math.round(pick((p) => p.chartsMs)),
    dashboardBytes: pick((p) => p.dashboard.all),
    dashboardJsBytes: pick((p) => p.dashboard.js),
    dashboardRequests: pick((p) => p.dashboard.requests),
  };
  const verdict = (ok) => (ok ? 'meets' : 'MISSES');
  console.log(`3G (1.6 Mbps down, 750 kbps up, 150 ms RTT), cache disabled, median of ${runs}`);
  console.log('| step | time | transferred (all) | of it JS | requests | goal |');
  console.log('|---|---|---|---|---|---|');
  console.log(
    `| /login usable | ${figures.loginMs} ms | ${kb(figures.loginBytes)} | ${kb(figures.loginJsBytes)} | ${figures.loginRequests} | ≤ ${LOGIN_BUDGET_MS} ms, JS ≤ ${kb(LOGIN_JS_BUDGET)}: ${verdict(figures.loginMs <= LOGIN_BUDGET_MS && figures.loginJsBytes <= LOGIN_JS_BUDGET)} |`,
  );
  console.log(
    `| sign-in → dashboard cards | ${figures.dashboardMs} ms | | | | ≤ ${DASHBOARD_BUDGET_MS} ms: ${verdict(figures.dashboardMs <= DASHBOARD_BUDGET_MS)} |`,
  );
  console.log(
    `| sign-in → every chart drawn | ${figures.chartsMs} ms | ${kb(figures.dashboardBytes)} | ${kb(figures.dashboardJsBytes)} | ${figures.dashboardRequests} | ≤ ${DASHBOARD_BUDGET_MS} ms: ${verdict(figures.chartsMs <= DASHBOARD_BUDGET_MS)} |`,
  );
  console.log(JSON.stringify({ bench: 'slow-link', ...figures }));
} finally {
  await stop();
}
