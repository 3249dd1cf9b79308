import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import {
  SessionProvider,
  createAppStore,
  setApiBaseUrl,
  setRedirectOnSessionEnd,
  signInWithToken,
  startSessionExpiryWatch,
} from '@hemis/shared-auth';
import { AppProviders } from './AppProviders';
import type { RemoteModule } from './defineRemoteModule';
import { StandaloneApp } from './renderStandalone';

/** What an integrator's page passes to a remote's `mount`. */
export interface MountOptions {
  /** The HEMIS API the module calls, e.g. `https://hemis.example.gov.np/api`. */
  apiBase: string;
  /**
   * The page path under which the module's routes live in the address bar (`/hemis` makes
   * `/hemis/other-setup/faculty-management`). Without it the module keeps its own history and
   * leaves the page's address alone.
   */
  basePath?: string;
  /** The module route to open first when it keeps its own history (its first screen otherwise). */
  initialPath?: string;
  /**
   * A HEMIS session token the page already holds (its server signed the user in with
   * POST /User/Login): the module opens signed in as that user. Without it, or when the API
   * refuses it, the module shows its own sign-in.
   */
  token?: string;
}

/** Stops the mounted module and empties its element. */
export type Unmount = () => void;

/**
 * Mounts a remote module into an element of any page (an integrator's site): its own store,
 * providers, router and sign-in, calling the API at `apiBase` (which must list the page's
 * origin in HEMIS_CORS_ORIGINS).
 */
export function mountModule(
  module: RemoteModule,
  element: HTMLElement,
  options: MountOptions,
): Unmount {
  if (!(element instanceof HTMLElement)) throw new Error('mount: give the element to mount into');
  if (typeof options.apiBase !== 'string' || options.apiBase === '') {
    throw new Error('mount: give apiBase, the HEMIS API address');
  }
  setApiBaseUrl(options.apiBase.replace(/\/+$/, ''));
  // The page's address belongs to the integrator: an ended session shows the module's sign-in.
  setRedirectOnSessionEnd(false);
  const { store, persistor } = createAppStore();
  const stopExpiryWatch = startSessionExpiryWatch(store);
  const firstPath = options.initialPath ?? `/${module.routes[0]?.path ?? ''}`;
  const app = <StandaloneApp module={module} />;
  const root = createRoot(element);
  let mounted = true;
  const render = () => {
    if (!mounted) return;
    root.render(
      <StrictMode>
        <SessionProvider store={store} persistor={persistor}>
          <AppProviders>
            {options.basePath === undefined ? (
              <MemoryRouter initialEntries={[firstPath]}>{app}</MemoryRouter>
            ) : (
              <BrowserRouter basename={options.basePath}>{app}</BrowserRouter>
            )}
          </AppProviders>
        </SessionProvider>
      </StrictMode>,
    );
  };
  // With a token, the first screen waits for its user, so no sign-in form flashes first.
  if (options.token) void store.dispatch(signInWithToken(options.token)).then(render);
  else render();
  return () => {
    mounted = false;
    stopExpiryWatch();
    root.unmount();
  };
}
