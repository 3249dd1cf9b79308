/**
 * Route files register on a Fastify instance with the zod type provider, so a route's
 * `request.body`, `query` and `params` are typed by the schemas it declares (and its answer by
 * its response schema); nothing is cast.
 */
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Row } from './resource/register';

/** The instance a `FastifyPluginAsyncZod` plugin gets: pass it to a domain's register functions. */
export type ZodFastifyInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * A resource handle's rows as the rows of its contract (the response schema still checks them).
 * Only while handles answer untyped rows (`Row[]`); typed handles make this unneeded.
 */
export const rowsOf = <Schema extends z.ZodType>(
  _schema: Schema,
  rows: Row[],
): z.output<Schema>[] => rows as z.output<Schema>[];
