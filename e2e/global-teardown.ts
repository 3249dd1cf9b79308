import { rmSync } from 'node:fs';
import { takeServer } from './support/server-handle';

function stopped(handle: NonNullable<ReturnType<typeof takeServer>>): Promise<void> {
  const { child } = handle;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export default async function globalTeardown(): Promise<void> {
  const handle = takeServer();
  if (!handle) return;
  await stopped(handle);
  if (process.env.HEMIS_E2E_KEEP_DATA) {
    console.log(`\nHEMIS e2e data kept in ${handle.dataDir}`);
    return;
  }
  rmSync(handle.dataDir, { recursive: true, force: true });
}
