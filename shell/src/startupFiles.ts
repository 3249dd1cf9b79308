// The file itself, not the package index: the lean sign-in path starts these reads early.
import { CLIENT_CONFIG_PATH, REMOTE_MANIFEST_PATH } from '@hemis/shared-contracts/src/paths';

async function fetchJson(path: string): Promise<unknown> {
  const response = await fetch(path, {
    headers: { Accept: 'application/json' },
    cache: 'no-cache',
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  const body: unknown = await response.json();
  return body;
}

const prefetched = new Map<string, Promise<unknown>>();

/** Starts reading /config.json and /remotes.json now; the full app takes (and checks) them later. */
export function prefetchStartupFiles(): void {
  for (const path of [CLIENT_CONFIG_PATH, REMOTE_MANIFEST_PATH]) {
    if (prefetched.has(path)) continue;
    const request = fetchJson(path);
    request.catch(() => undefined);
    prefetched.set(path, request);
  }
}

/** The JSON at `path`: the prefetched answer once, else a fresh read. */
export function readStartupFile(path: string): Promise<unknown> {
  const early = prefetched.get(path);
  if (early) {
    prefetched.delete(path);
    return early;
  }
  return fetchJson(path);
}
