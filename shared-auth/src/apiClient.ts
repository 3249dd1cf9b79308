import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { API_BASE, API_PATHS, myPermissionsSchema } from '@hemis/shared-contracts';
import type { UnknownAction } from '@reduxjs/toolkit';
import {
  selectCurrentUser,
  selectToken,
  signOut,
  updateUser,
  type WithSession,
} from './sessionSlice';
import { attachOutbox } from './outbox';

/**
 * The one HTTP client of the browser side: API base `/api`, the signed-in user's bearer token on
 * every call, and a 401 on anything but the public calls ends the session and sends the user to
 * the sign-in screen. The store registers itself here (see createAppStore), so this module never
 * imports the store.
 */
export const apiClient = axios.create({ baseURL: API_BASE });

/** Standalone remotes (served from another origin) point the client at the API. */
export function setApiBaseUrl(url: string): void {
  apiClient.defaults.baseURL = url;
}

interface SessionStore {
  getState(): WithSession;
  dispatch(action: UnknownAction): unknown;
}

let sessionStore: SessionStore | null = null;

/** Called by createAppStore; a second store replaces the first (tests create one per case). */
export function attachSessionStore(store: SessionStore | null): void {
  sessionStore = store;
  permissionsCheckedAt = 0;
  permissionsRequest = null;
}

/** GET: the signed-in user's own permissions ({ permissions }). */
export const MY_PERMISSIONS_PATH = API_PATHS.users.myPermissions;
/** Route changes refresh the permissions at most this often. */
export const PERMISSIONS_REFRESH_MS = 30_000;
/** A 403 refreshes them at once, but not more often than this. */
const FORCED_REFRESH_GAP_MS = 1_000;

let permissionsCheckedAt = 0;
let permissionsRequest: Promise<void> | null = null;

/** The permissions just came with the sign-in answer: no refresh needed for a while. */
export function markPermissionsFresh(now: number = Date.now()): void {
  permissionsCheckedAt = now;
}

function sameList(a: readonly string[] | undefined, b: readonly string[]): boolean {
  return a !== undefined && a.length === b.length && a.every((value, index) => value === b[index]);
}

/**
 * Reads the signed-in user's permissions again (GET /User/Permissions) and stores them in the
 * session, so a change made by an administrator shows in the menus. Skipped when the last read is
 * less than 30 s old, unless `force` (after a 403). Never rejects.
 */
export function refreshPermissions(options: { force?: boolean } = {}): Promise<void> {
  const store = sessionStore;
  const user = store ? selectCurrentUser(store.getState()) : null;
  if (!store || !user) return Promise.resolve();
  if (permissionsRequest) return permissionsRequest;
  const now = Date.now();
  const gap = options.force ? FORCED_REFRESH_GAP_MS : PERMISSIONS_REFRESH_MS;
  if (permissionsCheckedAt > 0 && now - permissionsCheckedAt < gap) return Promise.resolve();
  permissionsCheckedAt = now;
  const request = apiClient
    .get<unknown>(MY_PERMISSIONS_PATH)
    .then(
      (response) => {
        const parsed = myPermissionsSchema.safeParse(response.data);
        const current = selectCurrentUser(store.getState());
        if (!parsed.success || !current || current.id !== user.id) return;
        if (sameList(current.permissions, parsed.data.permissions)) return;
        store.dispatch(updateUser({ permissions: parsed.data.permissions }));
      },
      () => undefined,
    )
    .finally(() => {
      if (permissionsRequest === request) permissionsRequest = null;
    });
  permissionsRequest = request;
  return request;
}

/** Calls that work without a session: a 401 from them is an answer, not an ended session. */
const PUBLIC_PATHS: readonly string[] = [
  API_PATHS.login,
  API_PATHS.signUp,
  API_PATHS.forgotPassword,
  API_PATHS.resetPassword,
  API_PATHS.logout,
].map((path) => path.toLowerCase());

function isPublicCall(config: InternalAxiosRequestConfig | undefined): boolean {
  const url = (config?.url ?? '').split('?')[0]?.toLowerCase() ?? '';
  return PUBLIC_PATHS.some((path) => url === path || url.endsWith(path));
}

/** Where the browser goes after a 401: the sign-in screen, coming back here afterwards. */
export function signInRedirectUrl(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): string {
  const current = `${location.pathname}${location.search}${location.hash}`;
  return `/login?redirect=${encodeURIComponent(current)}`;
}

let redirectOnSessionEnd = true;

/**
 * Whether a 401 sends the browser to /login. A module embedded in another site's page turns it
 * off: that page's address is not ours, and the module's own guard shows its sign-in.
 */
export function setRedirectOnSessionEnd(redirect: boolean): void {
  redirectOnSessionEnd = redirect;
}

/** The signed-in session's token, or null. */
export function sessionToken(): string | null {
  return sessionStore ? selectToken(sessionStore.getState()) : null;
}

apiClient.interceptors.request.use((config) => {
  const token = sessionToken();
  if (token && !config.headers.has('Authorization')) {
    config.headers.set('Authorization', `Bearer ${token}`);
  }
  // The page's language (the kit marks it on <html>): the API's messages come back in it.
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (language && !config.headers.has('Accept-Language')) {
    config.headers.set('Accept-Language', language);
  }
  return config;
});

apiClient.interceptors.response.use(undefined, (error: unknown) => {
  if (
    error instanceof AxiosError &&
    error.response?.status === 401 &&
    !isPublicCall(error.config) &&
    sessionStore
  ) {
    sessionStore.dispatch(signOut());
    if (
      redirectOnSessionEnd &&
      typeof window !== 'undefined' &&
      window.location.pathname !== '/login'
    ) {
      window.location.replace(signInRedirectUrl(window.location));
    }
  }
  if (
    error instanceof AxiosError &&
    error.response?.status === 403 &&
    !(error.config?.url ?? '').toLowerCase().endsWith(MY_PERMISSIONS_PATH.toLowerCase())
  ) {
    // The permissions may have changed: read them again so the menus follow.
    void refreshPermissions({ force: true });
  }
  return Promise.reject(error);
});

// Every write carries an Idempotency-Key; one that gets no answer waits in the outbox.
// Only a signed-in user's writes wait (sign-in, sign-up and sign-out are never sent later).
attachOutbox(
  apiClient,
  () => {
    const user = sessionStore ? selectCurrentUser(sessionStore.getState()) : null;
    return user ? user.id : null;
  },
  isPublicCall,
);
