// The constants and storage files themselves, not the package indexes: this runs before the
// contracts and the session code have loaded.
import { PERSIST_KEY } from '@hemis/shared-contracts/src/constants';
import {
  PERSISTED_SESSION_SLICE,
  browserStorage,
  storedCopyHasUser,
} from '@hemis/shared-auth/src/storage';

export { PERSISTED_SESSION_SLICE };

/**
 * Whether this browser holds a signed-in user from an earlier visit (redux-persist's copy of the
 * session slice), read without the session code. Anything unreadable counts as a user, so the
 * full app (which knows expiry and every other rule) decides.
 */
export function hasStoredUser(
  storage: Pick<Storage, 'getItem'> | null = browserStorage('localStorage'),
): boolean {
  try {
    return storedCopyHasUser(
      storage?.getItem(`persist:${PERSIST_KEY}`) ?? null,
      PERSISTED_SESSION_SLICE,
    );
  } catch {
    return true;
  }
}

/** The lean sign-in path serves a first visit to /login by a browser that holds no session. */
export function leanSignInApplies(
  pathname: string,
  storage?: Pick<Storage, 'getItem'> | null,
): boolean {
  return pathname === '/login' && !hasStoredUser(storage);
}
