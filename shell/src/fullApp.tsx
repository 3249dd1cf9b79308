/**
 * The full app: store and session, router, layout, remotes. Signed-in visits and every page but a
 * first, signed-out /login start here at once; the lean sign-in screen loads it in the background
 * and hands over to it (see the shell README, "Lean sign-in path").
 */
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { ClientConfig, RemoteManifest } from '@hemis/shared-contracts';
import { SessionProvider, createAppStore, startSessionExpiryWatch } from '@hemis/shared-auth';
import { AppProviders } from '@hemis/shared-ui/src/entries/shell';
import { App } from './App';
import { ShellProvider } from './ShellContext';
import { RemoteRegistry } from './federation/registry';
import { remoteErrorPlugin } from './federation/errorPlugin';
import { registerPlugins } from './federation/runtime';
import { fetchBrandingCampus } from './layout/useCampus';
import { loginRules } from './pages/LoginPage';
import { loadClientConfig, loadRemoteManifest } from './startup';

type Prepared = [ClientConfig, { manifest: RemoteManifest; failed: boolean }];
let prepared: Promise<Prepared> | null = null;

/** Reads /config.json and /remotes.json once (the lean sign-in screen starts this early). */
export function prepareFullApp(): Promise<Prepared> {
  prepared ??= Promise.all([loadClientConfig(), loadRemoteManifest()]);
  return prepared;
}

/** What the lean sign-in screen takes from the full app once it has loaded. */
export const signInServices = {
  loginRules,
  fetchBrandingCampus,
  loadClientConfig: async (): Promise<ClientConfig> => (await prepareFullApp())[0],
};
export type SignInServices = typeof signInServices;

export async function startFullApp(root: Root): Promise<void> {
  const { store, persistor } = createAppStore();
  startSessionExpiryWatch(store);
  registerPlugins([remoteErrorPlugin()]);

  const [config, { manifest, failed }] = await prepareFullApp();
  const registry = new RemoteRegistry(manifest, failed);
  registry.register();

  root.render(
    <StrictMode>
      <SessionProvider store={store} persistor={persistor}>
        <AppProviders>
          <ShellProvider value={{ config, registry }}>
            <BrowserRouter>
              <App />
            </BrowserRouter>
          </ShellProvider>
        </AppProviders>
      </SessionProvider>
    </StrictMode>,
  );
}
