import { useEffect, useState } from 'react';
import type { RemoteModule } from '@hemis/shared-ui/src/entries/shell';
import { useShell } from '../ShellContext';

export type RemoteLoadState =
  { status: 'loading' } | { status: 'ready'; module: RemoteModule } | { status: 'failed' };

/**
 * A remote's module, loaded once through the registry (a module already loaded is ready at
 * once), with `retry` to load it afresh after a failure and `attempt` counting the retries.
 */
export function useRemoteModule(name: string): {
  state: RemoteLoadState;
  attempt: number;
  retry: () => void;
} {
  const { registry } = useShell();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteLoadState>(() => {
    const module = registry.peek(name);
    return module ? { status: 'ready', module } : { status: 'loading' };
  });

  useEffect(() => {
    let active = true;
    registry.load(name).then(
      (module) => {
        if (active) setState({ status: 'ready', module });
      },
      (error: unknown) => {
        console.error(error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [registry, name, attempt]);

  const retry = () => {
    registry.reset(name);
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  };
  return { state, attempt, retry };
}
