/**
 * The earlier campus client's backend matched parameter names without regard to case:
 * `fiscalYearId`, `fiscalyearid` and `FiscalYearId` were one parameter, `batchID` was `batchId`.
 * Every route here does the same: before validation, a query or JSON body name that its schema
 * declares in another case is renamed to the declared name. A name spelled exactly, and names the
 * schema does not declare, are left as they are (a strict schema still refuses unknown names).
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';

/** The top-level names an object schema declares, through pipes, defaults, unions and the like. */
export function declaredNames(schema: unknown, depth = 0): string[] {
  if (!(schema instanceof z.ZodType) || depth > 12) return [];
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- zod types a schema's definition by its class only; these are the wrapper fields any class's may hold
  const def = schema._zod.def as {
    in?: unknown;
    out?: unknown;
    innerType?: unknown;
    options?: readonly unknown[];
    left?: unknown;
    right?: unknown;
  };
  const parts = [def.in, def.out, def.innerType, def.left, def.right, ...(def.options ?? [])];
  return [...new Set(parts.flatMap((part) => declaredNames(part, depth + 1)))];
}

type Values = Record<string, unknown>;

/** Renames the names of `values` that match a declared name in another case. */
export function caseRenamer(names: readonly string[]): ((values: Values) => void) | undefined {
  const byLowerCase = new Map<string, string>();
  for (const name of names) byLowerCase.set(name.toLowerCase(), name);
  // Two declared names one in another case (none today) would be ambiguous: keep them exact.
  if (byLowerCase.size !== names.length || names.length === 0) return undefined;
  return (values) => {
    for (const key of Object.keys(values)) {
      const declared = byLowerCase.get(key.toLowerCase());
      if (declared === undefined || declared === key || Object.hasOwn(values, declared)) continue;
      values[declared] = values[key];
      delete values[key];
    }
  };
}

const isPlainObject = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);

/** Adds the matching to every route registered on `app` (and its children) from now on. */
export function matchNamesWithoutCase(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const { schema } = route;
    const query = caseRenamer(declaredNames(schema?.querystring));
    const body = caseRenamer(declaredNames(schema?.body));
    if (!query && !body) return;
    const rename = async (request: FastifyRequest) => {
      if (query && isPlainObject(request.query)) query(request.query);
      if (body && isPlainObject(request.body)) body(request.body);
    };
    const existing = route.preValidation;
    route.preValidation = [rename, ...(existing ? [existing].flat() : [])];
  });
}

/** Whitespace at a path's end, as a URL carries it (the client sends one path with a newline). */
const TRAILING_SPACE = /(?:%0A|%0D|%09|%20)+$/i;

/**
 * A request URL with the whitespace at the end of its path taken away (the query kept), as the
 * earlier backend's server did: `/Employee/Report/GetNonTeachingStaffPositionSummary%0A`.
 */
export function trimmedPath(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  const trimmed = path.replace(TRAILING_SPACE, '');
  if (trimmed === path) return url;
  return query === -1 ? trimmed : `${trimmed}${url.slice(query)}`;
}
