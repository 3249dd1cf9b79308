/**
 * Route files register on the zod type provider (`FastifyPluginAsyncZod`, or `ZodApp` of the
 * resource kit handed to a domain's register functions), so a route's body, query and params are
 * typed by the schemas it declares and its answer by its response schema; nothing is cast.
 */
import type { z } from 'zod';
import type { Row } from './resource/types';

/**
 * A resource handle's rows as the rows of its contract (the response schema still checks them).
 * Only while handles answer untyped rows (`Row[]`); typed handles make this unneeded.
 */
export const rowsOf = <Schema extends z.ZodType>(
  _schema: Schema,
  rows: Row[],
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- resource handles answer untyped rows; the response schema checks them
): z.output<Schema>[] => rows as z.output<Schema>[];

/** Fastify's default compilers, never built: every route has zod's (setValidatorCompiler). */
function zodCompilersOnly(): never {
  throw new Error("A route's schema would be compiled by fastify's default compiler, not zod's");
}

/**
 * The app's schema controller: every route's schemas are zod's, so fastify's default compilers
 * (ajv, fast-json-stringify) are never loaded.
 */
export const ZOD_SCHEMAS_ONLY = {
  compilersFactory: { buildValidator: zodCompilersOnly, buildSerializer: zodCompilersOnly },
};
