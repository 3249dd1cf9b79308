import type { WebStorage } from 'redux-persist';
// The constants file itself, not the package index: the shell's lean sign-in path reads the
// remembered e-mail before the contracts (and zod) have loaded.
import { STORAGE_KEYS } from '@hemis/shared-contracts/src/constants';

/** Browser storage, or nothing where there is none (server-side code, node tests, blocked storage). */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    // Reading the property throws where storage is blocked; it is missing outside a browser.
    const storage: Storage | undefined =
      kind === 'localStorage' ? globalThis.localStorage : globalThis.sessionStorage;
    return storage ?? null;
  } catch {
    return null;
  }
}

function read(kind: 'localStorage' | 'sessionStorage', key: string): string | null {
  try {
    return browserStorage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(kind: 'localStorage' | 'sessionStorage', key: string, value: string | null): void {
  try {
    const storage = browserStorage(kind);
    if (!storage) return;
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // Storage full or blocked: the session still works for this page.
  }
}

function parseExpiry(raw: string | null): number | null {
  if (raw === null) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

/**
 * Session expiry in epoch milliseconds. The spec keeps it in session storage, which a new tab
 * does not have, so it is also kept in local storage for every tab of the browser: a tab that
 * finds only the shared copy takes it over into its own session storage (the session keeps the
 * 8 hours of its sign-in). Where both are set the earlier one holds; a sign-in from before the
 * shared copy existed still counts through session storage alone.
 */
export function readSessionExpiry(): number | null {
  const shared = parseExpiry(read('localStorage', STORAGE_KEYS.sharedSessionExpiry));
  const own = parseExpiry(read('sessionStorage', STORAGE_KEYS.sessionExpiry));
  if (own === null && shared !== null) {
    write('sessionStorage', STORAGE_KEYS.sessionExpiry, String(shared));
  }
  if (own === null || shared === null) return own ?? shared;
  return Math.min(own, shared);
}

/** Writes the expiry for this tab and every other one; null (sign-out) clears it everywhere. */
export function writeSessionExpiry(expiresAt: number | null): void {
  const value = expiresAt === null ? null : String(expiresAt);
  write('sessionStorage', STORAGE_KEYS.sessionExpiry, value);
  write('localStorage', STORAGE_KEYS.sharedSessionExpiry, value);
}

export interface RememberedSignIn {
  rememberMe: boolean;
  email: string;
}

/** What "Remember me" kept in local storage (spec section 4). */
export function readRememberedSignIn(): RememberedSignIn {
  const rememberMe = read('localStorage', STORAGE_KEYS.rememberMe) === 'true';
  const email = read('localStorage', STORAGE_KEYS.rememberedEmail) ?? '';
  return rememberMe ? { rememberMe, email } : { rememberMe: false, email: '' };
}

/** Remember me true keeps the e-mail and the flag; false removes both. */
export function applyRememberMe(rememberMe: boolean, email: string): void {
  if (rememberMe) {
    write('localStorage', STORAGE_KEYS.rememberedEmail, email);
    write('localStorage', STORAGE_KEYS.rememberMe, 'true');
  } else {
    clearRememberedSignIn();
  }
}

export function clearRememberedSignIn(): void {
  write('localStorage', STORAGE_KEYS.rememberedEmail, null);
  write('localStorage', STORAGE_KEYS.rememberMe, null);
}

/** redux-persist storage over local storage that stays silent where there is none. */
export const persistStorage: WebStorage = {
  getItem: (key: string) => Promise.resolve(read('localStorage', key)),
  setItem: (key: string, value: string) => {
    write('localStorage', key, value);
    return Promise.resolve();
  },
  removeItem: (key: string) => {
    write('localStorage', key, null);
    return Promise.resolve();
  },
};

/** The persisted slice holding the session (sessionSlice's SESSION_SLICE; a test keeps them equal). */
export const PERSISTED_SESSION_SLICE = 'user';

/**
 * Whether redux-persist's stored copy of the store (the value of its `persist:<key>` item) holds
 * a signed-in user in the session `slice`. Throws on a copy it cannot read: the shell then counts
 * a user (the full app decides), the end-to-end tests none yet. Self-contained (it names nothing
 * outside itself), so the end-to-end tests run this very function inside the page.
 */
export function storedCopyHasUser(stored: string | null, slice: string): boolean {
  if (!stored) return false;
  const root: unknown = JSON.parse(stored);
  if (root === null) throw new TypeError('The stored copy is null');
  const sessionText: unknown = typeof root === 'object' ? Reflect.get(root, slice) : undefined;
  if (typeof sessionText !== 'string') return false;
  const session: unknown = JSON.parse(sessionText);
  if (session === null) throw new TypeError('The stored session is null');
  const user: unknown =
    typeof session === 'object' ? Reflect.get(session, 'currentUser') : undefined;
  return user !== null && user !== undefined;
}
