/**
 * A fastify plugin under its own function's name. Fastify names a plugin (in its errors and its
 * plugin tree) from this mark; without it, it first looks for the function among the exports of
 * every loaded module, one by one, at each registration: nothing in the bundled server, but a few
 * milliseconds a plugin where modules are many, as every API test file's apps start.
 */
const DISPLAY_NAME = Symbol.for('fastify.display-name');

export function named<P extends object & { name: string }>(plugin: P): P {
  if (!(DISPLAY_NAME in plugin) && plugin.name) {
    Object.defineProperty(plugin, DISPLAY_NAME, { value: plugin.name });
  }
  return plugin;
}
