/**
 * Modules own their navigation: one remote (Exams) is rebuilt with a new screen and its sidebar
 * link and deployed beside the unchanged builds of the shell and the other remotes; a server
 * started on that deployment shows the new link and screen, serves the very same shell files,
 * and every other section as before (compared with the suite's server, which serves the builds
 * of the repository).
 */
import { spawn } from 'node:child_process';
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { layoutReady, topMenu, visibleLinks } from '../support/app';
import { browserFixture, eventually, pathOf, shows, signIn } from '../support/browser';
import { ARTIFACTS_DIR, url } from '../support/runtime';
import { REPO_ROOT, startServer, stopServer, type StartedServer } from '../support/server';

/** The remote that is rebuilt, the section that gets the new link, the new screen. */
const REMOTE = 'mfe-exams';
const SECTION = 'exam-management';
const NEW_LINK = { title: 'Redeploy Check', link: '/exam-management/redeploy-check' };
const NEW_HEADING = 'Shipped by redeploying the Exams module alone';
/** Sections of other remotes whose sidebars must not change (CollegeAdmin sees them). */
const OTHER_HOMES = ['/student-management/home', '/employee-management/home'];

/** The deployment: a static root inside the repository, so the build finds its node_modules. */
const DEPLOY_ROOT = join(ARTIFACTS_DIR, `redeploy-${process.pid}`);
const BUILD_LOG = join(ARTIFACTS_DIR, 'redeploy-build.log');
const BUILD_TIMEOUT_MS = 180_000;

let redeployed: StartedServer | undefined;

function redeployedBaseURL(): string {
  if (!redeployed) throw new Error('The redeployed server did not start (see beforeAll).');
  return redeployed.baseURL;
}

/** Copies the builds of the shell and of every remote but REMOTE, and REMOTE's sources. */
function deploy(): void {
  rmSync(DEPLOY_ROOT, { recursive: true, force: true });
  mkdirSync(DEPLOY_ROOT, { recursive: true });
  cpSync(join(REPO_ROOT, 'shell', 'dist'), join(DEPLOY_ROOT, 'shell', 'dist'), {
    recursive: true,
  });
  const remotes = readdirSync(REPO_ROOT).filter(
    (dir) => dir.startsWith('mfe-') && existsSync(join(REPO_ROOT, dir, 'dist', 'mf-manifest.json')),
  );
  expect(remotes).toContain(REMOTE);
  for (const dir of remotes.filter((name) => name !== REMOTE)) {
    for (const entry of ['package.json', 'dist']) {
      cpSync(join(REPO_ROOT, dir, entry), join(DEPLOY_ROOT, dir, entry), { recursive: true });
    }
  }
  const source = join(REPO_ROOT, REMOTE);
  const target = join(DEPLOY_ROOT, REMOTE);
  for (const entry of readdirSync(source)) {
    if (entry === 'dist' || entry === 'node_modules') continue;
    cpSync(join(source, entry), join(target, entry), { recursive: true });
  }
  // The remote's own installed packages, without the federation plugin's scratch folder.
  mkdirSync(join(target, 'node_modules'));
  const modules = join(source, 'node_modules');
  for (const name of existsSync(modules) ? readdirSync(modules) : []) {
    if (!name.startsWith('.')) symlinkSync(join(modules, name), join(target, 'node_modules', name));
  }
}

/**
 * What a module team writes: one screen, its route in the module, its link and title in
 * navigation.json.
 */
function addScreen(): void {
  const src = join(DEPLOY_ROOT, REMOTE, 'src');
  mkdirSync(join(src, 'screens'), { recursive: true });
  writeFileSync(
    join(src, 'screens', 'RedeployCheck.tsx'),
    `export default function RedeployCheck() {\n  return <h1>${NEW_HEADING}</h1>;\n}\n`,
  );
  // The module as declared in the repository, plus the new screen's route.
  renameSync(join(src, 'module.tsx'), join(src, 'declared-module.tsx'));
  writeFileSync(
    join(src, 'module.tsx'),
    [
      "import { defineRemoteModule, page } from '@hemis/shared-ui';",
      "import declared from './declared-module';",
      "import navigation from './navigation.json';",
      '',
      'export default defineRemoteModule({',
      '  id: declared.id,',
      '  title: declared.title,',
      '  navigation,',
      '  routes: [',
      '    ...declared.codeRoutes,',
      `    page('${NEW_LINK.link.slice(1)}', () => import('./screens/RedeployCheck')),`,
      '  ],',
      '});',
      '',
    ].join('\n'),
  );
  const navigationFile = join(src, 'navigation.json');
  const navigation = JSON.parse(readFileSync(navigationFile, 'utf8')) as {
    sections: Array<{ segment: string; module?: string; sidebar?: unknown[] }>;
    screens?: unknown[];
  };
  const section = navigation.sections.find((entry) => entry.segment === SECTION);
  if (!section?.sidebar) throw new Error(`${REMOTE} has no ${SECTION} sidebar to add a link to`);
  section.sidebar.push({ ...NEW_LINK, module: section.module });
  // The screen's title.
  navigation.screens = [
    ...(navigation.screens ?? []),
    { path: NEW_LINK.link.slice(1), title: NEW_LINK.title },
  ];
  writeFileSync(navigationFile, JSON.stringify(navigation, null, 2));
}

/** The remote's production build, as its `npm run build` does it, in the deployment's copy. */
async function buildRemote(): Promise<void> {
  const cli = realpathSync(join(REPO_ROOT, 'node_modules', '.bin', 'webpack-cli'));
  const log = createWriteStream(BUILD_LOG);
  const child = spawn(process.execPath, [cli, 'build', '--mode', 'production'], {
    cwd: join(DEPLOY_ROOT, REMOTE),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      log.write(chunk);
    });
  }
  const code = await new Promise<number | null>((resolve, reject) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), BUILD_TIMEOUT_MS);
    child.on('error', reject);
    child.on('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  log.end();
  if (code !== 0) {
    throw new Error(`The build of ${REMOTE} failed (exit ${code}):\n${output.slice(-3000)}`);
  }
}

beforeAll(async () => {
  deploy();
  addScreen();
  await buildRemote();
  redeployed = await startServer({
    logFile: join(ARTIFACTS_DIR, 'redeploy-server.log'),
    staticRoot: DEPLOY_ROOT,
  });
}, BUILD_TIMEOUT_MS + 120_000);

afterAll(async () => {
  if (redeployed) {
    await stopServer(redeployed.child);
    if (!process.env.HEMIS_E2E_KEEP_DATA) {
      rmSync(redeployed.dataDir, { recursive: true, force: true });
    }
  }
  if (!process.env.HEMIS_E2E_KEEP_DATA) rmSync(DEPLOY_ROOT, { recursive: true, force: true });
});

const ui = browserFixture('redeploy');

function sectionMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Section menu' });
}

/** The visible links of a section's sidebar, opened at its home. */
async function sidebarLinks(page: Page, home: string) {
  await page.goto(home);
  await layoutReady(page);
  await shows(sectionMenu(page).getByRole('link'), 20_000);
  return visibleLinks(sectionMenu(page));
}

/** The link titles of the section `segment` in a server's /remotes.json. */
async function manifestLinks(baseURL: string, segment: string): Promise<string[]> {
  const response = await fetch(new URL('/remotes.json', baseURL));
  expect(response.status).toBe(200);
  const manifest = (await response.json()) as {
    remotes: Array<{
      navigation: { sections: Array<{ segment: string; sidebar?: Array<{ title: string }> }> };
    }>;
  };
  const sections = manifest.remotes.flatMap((remote) => remote.navigation.sections);
  return (sections.find((section) => section.segment === segment)?.sidebar ?? []).map(
    (item) => item.title,
  );
}

/** Paths the server answers itself rather than from the shell's build. */
const NOT_SHELL = /^\/(api|remotes|uploads)(\/|$)|^\/(remotes|config)\.json$/;

describe('a remote redeployed alone with a new screen', () => {
  ui.test(
    'shows the new sidebar link and screen with the very same shell files',
    async (main) => {
      const baseURL = redeployedBaseURL();
      const before = await manifestLinks(url('/'), SECTION);
      expect(before).not.toContain(NEW_LINK.title);
      expect(await manifestLinks(baseURL, SECTION)).toEqual([...before, NEW_LINK.title]);

      const page = await ui.newPage({ baseURL });
      // Every shell file the browser gets, as it got it (decoded), by its file in shell/dist.
      const shellFiles: Array<Promise<{ file: string; body: Buffer } | null>> = [];
      page.on('response', (response) => {
        const address = new URL(response.url());
        if (address.origin !== baseURL || response.status() !== 200) return;
        if (NOT_SHELL.test(address.pathname)) return;
        const file =
          response.request().resourceType() === 'document'
            ? 'index.html'
            : decodeURIComponent(address.pathname.slice(1));
        shellFiles.push(
          response.body().then(
            (body) => ({ file, body }),
            // A file of a page the browser has since left (signing in navigates) has no body to
            // read any more; the page after it reads what it needs again.
            () => null,
          ),
        );
      });

      await signIn(main, 'CollegeAdmin');
      await signIn(page, 'CollegeAdmin');
      const home = `/${SECTION}/home`;
      const mainLinks = await sidebarLinks(main, home);
      const links = await sidebarLinks(page, home);
      // The section's links as before, and the new one.
      expect(links).toEqual([...mainLinks, { name: NEW_LINK.title, href: NEW_LINK.link }]);

      await sectionMenu(page).getByRole('link', { name: NEW_LINK.title, exact: true }).click();
      await eventually(() => expect(pathOf(page)).toBe(NEW_LINK.link));
      await shows(page.getByRole('heading', { name: NEW_HEADING, exact: true }), 20_000);

      const served = (await Promise.all(shellFiles)).filter((entry) => entry !== null);
      const names = served.map((entry) => entry.file);
      expect(names).toEqual(expect.arrayContaining(['index.html', 'main.js']));
      for (const { file, body } of served) {
        const built = join(REPO_ROOT, 'shell', 'dist', file);
        expect({ file, exists: existsSync(built) }).toEqual({ file, exists: true });
        expect({ file, same: body.equals(readFileSync(built)) }).toEqual({ file, same: true });
      }
    },
    { timeout: 90_000 },
  );

  ui.test('leaves the top menu and the other sections as they were', async (main) => {
    const page = await ui.newPage({ baseURL: redeployedBaseURL() });
    await signIn(main, 'CollegeAdmin');
    await signIn(page, 'CollegeAdmin');
    await layoutReady(main);
    await layoutReady(page);
    expect(await visibleLinks(topMenu(page))).toEqual(await visibleLinks(topMenu(main)));
    for (const home of OTHER_HOMES) {
      const expected = await sidebarLinks(main, home);
      expect(expected.length).toBeGreaterThan(0);
      expect({ home, links: await sidebarLinks(page, home) }).toEqual({ home, links: expected });
    }
  });
});
