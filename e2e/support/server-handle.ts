import type { ChildProcess } from 'node:child_process';

/** The server the global setup started, kept on globalThis for the global teardown. */
export interface ServerHandle {
  child: ChildProcess;
  dataDir: string;
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
