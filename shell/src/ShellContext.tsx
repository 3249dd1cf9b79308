import { createContext, useContext, type ReactNode } from 'react';
import type { ClientConfig } from '@hemis/shared-contracts';
import type { RemoteRegistry } from './federation/registry';

export interface ShellServices {
  config: ClientConfig;
  registry: RemoteRegistry;
}

const ShellContext = createContext<ShellServices | null>(null);

export function ShellProvider({ value, children }: { value: ShellServices; children: ReactNode }) {
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('useShell outside ShellProvider');
  return services;
}
