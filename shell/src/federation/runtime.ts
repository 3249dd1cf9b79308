/**
 * The shell's one door to the Module Federation runtime. Everything else imports from here, so
 * screen tests replace this module instead of the runtime.
 */
import { loadRemote as loadFederatedModule } from '@module-federation/enhanced/runtime';
import { claimSharedModules } from './claim';

export { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
export type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Loads a remote's exposed module, once the shell's shared antd, icons and dayjs are its own. */
export async function loadRemote<T>(id: string): Promise<T | null> {
  await claimSharedModules();
  return loadFederatedModule<T>(id);
}
