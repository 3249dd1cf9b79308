import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SessionProvider, createAppStore, startSessionExpiryWatch } from '@hemis/shared-auth';
import { AppProviders } from '@hemis/shared-ui';
import { App } from './App';
import { ShellProvider } from './ShellContext';
import { RemoteRegistry } from './federation/registry';
import { remoteErrorPlugin } from './federation/errorPlugin';
import { registerPlugins } from './federation/runtime';
import { loadClientConfig, loadRemoteManifest } from './startup';

async function start(): Promise<void> {
  const { store, persistor } = createAppStore();
  startSessionExpiryWatch(store);
  registerPlugins([remoteErrorPlugin()]);

  const [config, { manifest, failed }] = await Promise.all([
    loadClientConfig(),
    loadRemoteManifest(),
  ]);
  const registry = new RemoteRegistry(manifest, failed);
  registry.register();

  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  createRoot(container).render(
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

void start();
