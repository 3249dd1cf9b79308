import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { API_BASE, API_PATHS } from '@hemis/shared-contracts';
import type { UnknownAction } from '@reduxjs/toolkit';
import { selectToken, signOut, type WithSession } from './sessionSlice';

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

apiClient.interceptors.request.use((config) => {
  const token = sessionStore ? selectToken(sessionStore.getState()) : null;
  if (token && !config.headers.has('Authorization')) {
    config.headers.set('Authorization', `Bearer ${token}`);
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
    if (typeof window !== 'undefined' && window.location.pathname !== '/login') {
      window.location.replace(signInRedirectUrl(window.location));
    }
  }
  return Promise.reject(error);
});
