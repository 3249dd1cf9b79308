import type { WebStorage } from 'redux-persist';
import { STORAGE_KEYS } from '@hemis/shared-contracts';

/** Browser storage, or nothing where there is none (server-side code, node tests, blocked storage). */
function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    const storage = (globalThis as Partial<Record<typeof kind, Storage>>)[kind];
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

/** Session expiry (spec section 3: a session-storage key), in epoch milliseconds. */
export function readSessionExpiry(): number | null {
  const raw = read('sessionStorage', STORAGE_KEYS.sessionExpiry);
  if (raw === null) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

export function writeSessionExpiry(expiresAt: number | null): void {
  write(
    'sessionStorage',
    STORAGE_KEYS.sessionExpiry,
    expiresAt === null ? null : String(expiresAt),
  );
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
