import { Suspense } from 'react';
import { Skeleton } from 'antd';
import { RemoteErrorBoundary, RemoteUnavailable } from '@hemis/shared-ui/src/entries/shell';
import type { RemoteEntry } from '@hemis/shared-contracts';
import { useRemoteModule } from '../federation/useRemoteModule';
import { useShell } from '../ShellContext';

function LoadedWidgets({ remote }: { remote: RemoteEntry }) {
  const { state, attempt, retry } = useRemoteModule(remote.name);
  if (state.status === 'loading') return <Skeleton active />;
  if (state.status === 'failed') {
    return <RemoteUnavailable onRetry={retry} moduleName={remote.name} />;
  }
  const Widgets = state.module.homeWidgets;
  if (!Widgets) return null;
  return (
    <RemoteErrorBoundary resetKey={`home#${attempt}`} onRetry={retry} moduleName={remote.name}>
      <Suspense fallback={<Skeleton active />}>
        <Widgets />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/**
 * Widgets a module adds to the home, drawn by the remote whose navigation says it has them,
 * loaded with its module when the home opens; nothing when no remote of this deployment has any
 * (the reach's figures and charts are the shell's own).
 */
export function HomeWidgets() {
  const { registry } = useShell();
  const remote = registry.homeWidgetsRemote();
  return remote ? <LoadedWidgets key={remote.name} remote={remote} /> : null;
}
