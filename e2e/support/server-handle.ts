import type { ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';

/** The server the global setup started, kept on globalThis for the global teardown. */
export interface ServerHandle {
  child: ChildProcess;
  dataDir: string;
  /** The integrator's page on its own origin (embed-page.ts). */
  embedPage: Server;
}

const KEY = '__HEMIS_E2E_SERVER__';
type Holder = { [KEY]?: ServerHandle };

export function setServer(handle: ServerHandle): void {
  (globalThis as Holder)[KEY] = handle;
}

export function takeServer(): ServerHandle | undefined {
  const holder = globalThis as Holder;
  const handle = holder[KEY];
  delete holder[KEY];
  return handle;
}
