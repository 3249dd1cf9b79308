import { SESSION_CHECK_INTERVAL_MS, STORAGE_KEYS } from '@hemis/shared-contracts';
import type { UnknownAction } from '@reduxjs/toolkit';
import { selectCurrentUser, signOut, type WithSession } from './sessionSlice';
import { readSessionExpiry } from './storage';

interface WatchedStore {
  getState(): WithSession;
  dispatch(action: UnknownAction): unknown;
}

/** Where the browser announces changes other tabs make to local storage (the window). */
export type StorageEventSource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

function browserWindow(): StorageEventSource | null {
  // Missing outside a browser (node tests, server-side code), whatever the DOM types say.
  const target: Partial<StorageEventSource> = globalThis;
  return typeof target.addEventListener === 'function' &&
    typeof target.removeEventListener === 'function'
    ? globalThis
    : null;
}

/**
 * A storage event that ends the session: another tab removed the shared expiry (its sign-out) or
 * cleared local storage (`key` null).
 */
function isSignOutElsewhere(event: Event): boolean {
  if (!('key' in event) || !('newValue' in event)) return false;
  const { key, newValue } = event;
  return key === null || (key === STORAGE_KEYS.sharedSessionExpiry && newValue === null);
}

/**
 * Watches the end of the session: checks the expiry now and every 60 seconds and signs the user
 * out once it has passed (or is missing), and signs out at once when another tab of the browser
 * signs out. Returns a function that stops the watch.
 */
export function startSessionExpiryWatch(
  store: WatchedStore,
  events: StorageEventSource | null = browserWindow(),
): () => void {
  const check = () => {
    if (!selectCurrentUser(store.getState())) return;
    const expiresAt = readSessionExpiry();
    if (expiresAt === null || expiresAt <= Date.now()) store.dispatch(signOut());
  };
  const onStorage = (event: Event) => {
    if (isSignOutElsewhere(event) && selectCurrentUser(store.getState())) {
      store.dispatch(signOut());
    }
  };
  check();
  const timer = setInterval(check, SESSION_CHECK_INTERVAL_MS);
  events?.addEventListener('storage', onStorage);
  return () => {
    clearInterval(timer);
    events?.removeEventListener('storage', onStorage);
  };
}
