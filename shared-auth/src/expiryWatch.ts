import { SESSION_CHECK_INTERVAL_MS } from '@hemis/shared-contracts';
import type { UnknownAction } from '@reduxjs/toolkit';
import { selectCurrentUser, signOut, type WithSession } from './sessionSlice';
import { readSessionExpiry } from './storage';

interface WatchedStore {
  getState(): WithSession;
  dispatch(action: UnknownAction): unknown;
}

/**
 * Checks the session expiry now and every 60 seconds, and signs the user out once it has passed
 * (or is missing). Returns a function that stops the watch.
 */
export function startSessionExpiryWatch(store: WatchedStore): () => void {
  const check = () => {
    if (!selectCurrentUser(store.getState())) return;
    const expiresAt = readSessionExpiry();
    if (expiresAt === null || expiresAt <= Date.now()) store.dispatch(signOut());
  };
  check();
  const timer = setInterval(check, SESSION_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}
