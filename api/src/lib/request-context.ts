/**
 * The request a database statement runs for, carried to PostgreSQL: each statement sent while a
 * request is handled starts with a comment naming it (`request_id=<id>`), so `pg_stat_activity`
 * and the server's logs tell which request (and so which log lines of ours) ran it. Only with
 * node-postgres: an embedded PGlite database has no such views or logs, and its requests do not
 * pay for the async context (AsyncLocalStorage costs every promise once it is used).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** The id of the request being handled (plugins/request-id enters it). */
export const requestContext = new AsyncLocalStorage<string>();

const TAG_START = '/* request_id=';

/** `id` is a request id of plugins/request-id: no `*` or `/`, so it cannot end the comment. */
const taggedText = (text: string, id: string) => `${TAG_START}${id} */ ${text}`;

/** A node-postgres query's first argument with the comment added, or as it was. */
function tagged(first: unknown, id: string): unknown {
  if (typeof first === 'string') {
    return first.startsWith(TAG_START) ? first : taggedText(first, id);
  }
  // A plain query config ({ text, values, rowMode, types }). A named (prepared) statement keeps
  // its text: the server holds it under its name, with the text it was first prepared with. A
  // submittable (a cursor: a class instance) is left alone.
  if (typeof first !== 'object' || first === null) return first;
  if (Object.getPrototypeOf(first) !== Object.prototype) return first;
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- node-postgres types a query's first argument as any of its config shapes; this is its plain config
  const config = first as { text?: unknown; name?: unknown };
  if (typeof config.text !== 'string' || config.name !== undefined) return first;
  if (config.text.startsWith(TAG_START)) return first;
  return { ...config, text: taggedText(config.text, id) };
}

/**
 * Adds the request's comment to every statement `target` (a pg Pool or one of its clients) is
 * given while a request is handled. The pool is tagged as well as its clients: `pool.query`
 * hands its statement to a client from the callback of whichever request released one, so the
 * id is read where the statement is given, and a client leaves an already tagged one alone.
 * lib/table-changes reads a statement past a leading comment.
 */
export function tagQueriesWithRequestId(target: object): void {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- node-postgres's Pool and Client type query() by overloads that a wrapper cannot restate
  const holder = target as { query: (...args: unknown[]) => unknown };
  const query = holder.query.bind(target);
  holder.query = (...args: unknown[]): unknown => {
    const id = requestContext.getStore();
    if (id !== undefined) args[0] = tagged(args[0], id);
    return query(...args);
  };
}
