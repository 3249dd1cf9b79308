import { lazy, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { firstSegment } from '@hemis/shared-auth';
import {
  PageSpinner,
  RemoteErrorBoundary,
  RemoteRoutes,
  RemoteUnavailable,
} from '@hemis/shared-ui/src/entries/shell';
import type { RemoteEntry } from '@hemis/shared-contracts';
import { useRemoteModule } from './federation/useRemoteModule';
import { useShell } from './ShellContext';

const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

function LoadedRemote({ remote, notFound }: { remote: RemoteEntry; notFound: ReactNode }) {
  const { pathname } = useLocation();
  const { state, attempt, retry } = useRemoteModule(remote.name);
  if (state.status === 'loading') return <PageSpinner />;
  if (state.status === 'failed')
    return <RemoteUnavailable onRetry={retry} moduleName={remote.name} />;
  return (
    <RemoteErrorBoundary
      resetKey={`${pathname}#${attempt}`}
      onRetry={retry}
      moduleName={remote.name}
    >
      <RemoteRoutes module={state.module} navigation={remote.navigation} notFound={notFound} />
    </RemoteErrorBoundary>
  );
}

/**
 * Any path the shell itself does not serve: the remote whose sections contain the first path
 * segment renders it; a path no module serves is "not found" inside the layout.
 */
export function RemoteOutlet() {
  const { registry } = useShell();
  const { pathname } = useLocation();
  const notFound = <NotFoundPage />;
  const remote = registry.remoteFor(firstSegment(pathname));
  if (!remote) {
    if (registry.manifestFailed) {
      return <RemoteUnavailable onRetry={() => window.location.reload()} />;
    }
    return notFound;
  }
  return <LoadedRemote key={remote.name} remote={remote} notFound={notFound} />;
}
