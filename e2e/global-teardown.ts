import { rmSync } from 'node:fs';
import { stopServer } from './support/server';
import { takeServer } from './support/server-handle';

export default async function globalTeardown(): Promise<void> {
  const handle = takeServer();
  if (!handle) return;
  await stopServer(handle.child);
  await new Promise((resolve) => handle.embedPage.close(resolve));
  if (process.env.HEMIS_E2E_KEEP_DATA) {
    console.log(`\nHEMIS e2e data kept in ${handle.dataDir}`);
    return;
  }
  rmSync(handle.dataDir, { recursive: true, force: true });
}
