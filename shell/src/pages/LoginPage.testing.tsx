/** Screen-test harness for the account pages: a real store, antd's App, a memory router. */
import '@hemis/shared-auth/src/testing-dom';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createAppStore, type AppStore } from '@hemis/shared-auth';
import { bootstrapped } from '@hemis/shared-auth/src/testing';
import { AppProviders } from '@hemis/shared-ui';
import { ShellProvider } from '../ShellContext';
import { RemoteRegistry } from '../federation/registry';
import { TEST_CONFIG } from '../test/renderShell';

/** Shows where the router went (path, query and any state message). */
export function Where() {
  const location = useLocation();
  const state = location.state as { message?: string } | null;
  return (
    <div data-testid="where">
      {`${location.pathname}${location.search}`}
      {state?.message ? <p data-testid="where-message">{state.message}</p> : null}
    </div>
  );
}

export interface RenderPageOptions {
  /** Route pattern of the page, e.g. `/reset-password/:email/:token`. */
  path: string;
  /** Entry the router starts at (defaults to `path`). */
  at?: string | { pathname: string; search?: string; state?: unknown };
  store?: AppStore;
}

/** The account pages load no remote. */
const NO_REMOTES = new RemoteRegistry({ remotes: [] }, false, 'http://localhost');

export async function renderPage(page: ReactElement, options: RenderPageOptions) {
  const store = options.store ?? (await freshStore());
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  const view = render(
    <Provider store={store}>
      <AppProviders styleMock="server">
        <ShellProvider value={{ config: TEST_CONFIG, registry: NO_REMOTES }}>
          <MemoryRouter initialEntries={[options.at ?? options.path]}>
            <Routes>
              <Route path={options.path} element={page} />
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </ShellProvider>
      </AppProviders>
    </Provider>,
  );
  return { ...view, store, user };
}

/** A store whose persisted state is back, on clean browser storage. */
export async function freshStore(): Promise<AppStore> {
  const { store, persistor } = createAppStore();
  await bootstrapped(persistor);
  return store;
}
