import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath } from './support/chromium';
import { ARTIFACTS_DIR, E2E_DEMO_PASSWORD, RUNTIME_ENV, type E2eRuntime } from './support/runtime';
import { startEmbedPage } from './support/embed-page';
import { startServer } from './support/server';
import { setServer } from './support/server-handle';

export default async function globalSetup(): Promise<void> {
  // Fail early and loudly: these tests are part of `npm test`, they are never skipped.
  chromiumPath();

  // Artifacts of this run only.
  rmSync(ARTIFACTS_DIR, { recursive: true, force: true });
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const embedPage = await startEmbedPage();
  const embedOrigin = embedPage.origin;
  const { child, baseURL, dataDir } = await startServer({
    logFile: join(ARTIFACTS_DIR, 'server.log'),
    // The embed test serves an integrator's page from this origin.
    env: { HEMIS_CORS_ORIGINS: embedOrigin },
  });
  setServer({ child, dataDir, embedPage: embedPage.server });

  const runtimeFile = join(dataDir, 'e2e-runtime.json');
  const info: E2eRuntime = {
    baseURL,
    dataDir,
    demoPassword: E2E_DEMO_PASSWORD,
    pid: child.pid ?? 0,
    embedOrigin,
  };
  writeFileSync(runtimeFile, JSON.stringify(info, null, 2));
  process.env[RUNTIME_ENV] = runtimeFile;
  process.env.HEMIS_E2E_BASE_URL = baseURL;
  process.env.HEMIS_E2E_DATA_DIR = dataDir;
}
