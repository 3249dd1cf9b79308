/**
 * The shell's one door to the Module Federation runtime. Everything else imports from here, so
 * screen tests replace this module instead of the runtime.
 */
export { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
export type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
