// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, type TestApp } from './test/helpers';
import * as contracts from '@hemis/shared-contracts';
import { API_BASE, apiRoutes, resourcePaths, routeOf } from '@hemis/shared-contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { RoutePermission } from './plugins/auth';

/**
 * Every API path is written once, in shared-contracts: a route is registered either at a path of
 * API_PATHS (the screens call the same constants) or at one of the resource kit's paths of a
 * resource contract. A route registered at a path written anywhere else fails here.
 */
const isResourceContract = (value: unknown): value is { name: string; path: string } =>
  typeof value === 'object' &&
  value !== null &&
  'createSchema' in value &&
  'rowSchema' in value &&
  typeof (value as { path?: unknown }).path === 'string';

const RESOURCE_ROUTES = Object.values(contracts)
  .filter(isResourceContract)
  .flatMap((contract) => Object.values(resourcePaths(contract.path)).map(routeOf));
const KNOWN = new Set([...apiRoutes(), ...RESOURCE_ROUTES]);

/** The registered /api routes (HEAD mirrors GET) whose path shared-contracts does not hold. */
function unlisted(routes: readonly RoutePermission[]): string[] {
  return routes
    .filter((route) => route.method !== 'HEAD')
    .map((route) => ({ method: route.method, path: route.url.slice(API_BASE.length) }))
    .filter(({ path }) => !KNOWN.has(path))
    .map(({ method, path }) => `${method} ${path}`);
}

let t: TestApp;
afterEach(async () => {
  await t.close();
});

describe('API paths', () => {
  it('every route is registered at a path of shared-contracts', async () => {
    t = await createTestApp();
    const routes = t.app.hemis.routePermissions;
    expect(routes.length).toBeGreaterThan(100);
    expect(unlisted(routes)).toEqual([]);
  });

  it('a route registered at a path written elsewhere is reported', async () => {
    const stray: FastifyPluginAsync = async (api) => {
      api.get('/Student/Somewhere', { config: { auth: { permission: 'public' } } }, async () => ({
        ok: true,
      }));
    };
    t = await createTestApp({ extraApiPlugins: [stray] });
    expect(unlisted(t.app.hemis.routePermissions)).toEqual(['GET /Student/Somewhere']);
  });
});
