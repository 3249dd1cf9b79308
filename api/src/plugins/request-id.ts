/**
 * Each request's id: the caller's `X-Request-Id` when it is well-formed (a proxy's, e.g. nginx's
 * `$request_id`, so its log and ours name the same request), else a new UUID. Every log line of
 * the request carries it (pino's `reqId`), the answer's `X-Request-Id` header gives it back, and
 * on PostgreSQL each statement the request runs names it (lib/request-context).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { requestContext } from '../lib/request-context';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Letters, digits and `.`, `_`, `:`, `-`, at most 128: safe in a log line, a header and an SQL
 * comment (no `*` or `/` to end it).
 */
const WELL_FORMED = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/** Fastify's genReqId. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
}

/**
 * Answers the id, and with `carryToDatabase` handles the rest of the request inside its async
 * context. Registered on the root before any plugin, so every later hook and handler (and the
 * body's parsing, which fastify runs in the request's context) is inside it.
 */
export function answerRequestId(app: FastifyInstance, carryToDatabase: boolean): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    if (carryToDatabase) requestContext.run(request.id, done);
    else done();
  });
}
