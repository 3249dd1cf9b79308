import type { ModuleFederationRuntimePlugin } from './runtime';

export interface RemoteFailure {
  /** The requested id, e.g. `mfe_exams/module`. */
  id: string;
  /** Where loading failed: beforeRequest, afterResolve (manifest), onLoad (entry or module). */
  lifecycle: string;
  error: unknown;
}

/**
 * Runtime plugin: a remote that cannot be loaded is reported (console and `onFailure`) and the
 * load is rejected for that one module only, so the shell renders its "Module unavailable" panel
 * while everything else keeps working. It never returns a fallback module: the shell decides.
 */
export function remoteErrorPlugin(
  onFailure: (failure: RemoteFailure) => void = () => undefined,
): ModuleFederationRuntimePlugin {
  return {
    name: 'hemis-remote-error',
    errorLoadRemote(args) {
      const failure: RemoteFailure = { id: args.id, lifecycle: args.lifecycle, error: args.error };
      console.warn(`HEMIS module ${args.id} could not be loaded (${args.lifecycle})`, args.error);
      onFailure(failure);
      return undefined;
    },
  };
}
