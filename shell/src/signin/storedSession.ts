// The constants file itself, not the package index: this runs before the contracts have loaded.
import { PERSIST_KEY } from '@hemis/shared-contracts/src/constants';

/** The persisted slice holding the session (shared-auth's SESSION_SLICE; a test keeps them equal). */
export const PERSISTED_SESSION_SLICE = 'user';

/**
 * Whether this browser holds a signed-in user from an earlier visit (redux-persist's copy of the
 * session slice), read without the session code. Anything unreadable counts as a user, so the
 * full app (which knows expiry and every other rule) decides.
 */
export function hasStoredUser(
  storage: Pick<Storage, 'getItem'> | null = safeLocalStorage(),
): boolean {
  try {
    const raw = storage?.getItem(`persist:${PERSIST_KEY}`);
    if (!raw) return false;
    const root = JSON.parse(raw) as Record<string, unknown>;
    const slice = root[PERSISTED_SESSION_SLICE];
    if (typeof slice !== 'string') return false;
    const session = JSON.parse(slice) as { currentUser?: unknown };
    return session.currentUser !== null && session.currentUser !== undefined;
  } catch {
    return true;
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The lean sign-in path serves a first visit to /login by a browser that holds no session. */
export function leanSignInApplies(
  pathname: string,
  storage?: Pick<Storage, 'getItem'> | null,
): boolean {
  return pathname === '/login' && !hasStoredUser(storage);
}
