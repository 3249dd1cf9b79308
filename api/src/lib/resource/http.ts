/**
 * How the generic resource routes read requests and send answers: kept list answers sent as
 * they are (with their Cache-Status), bodies read in the handler.
 */
import type { FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { namesAPage } from '@hemis/shared-contracts';

/** Responses are built from known columns only; the contract schemas document them. */
export const plainSerializer = () => (data: unknown) => JSON.stringify(data);

/** The Cache-Status (RFC 9211) of a list answer: kept, or read from the database and kept. */
export const CACHE_HIT = 'HEMIS-API; hit';
export const CACHE_MISS = 'HEMIS-API; fwd=miss; stored';
export const CACHE_FRESH = 'HEMIS-API; fwd=request; stored';

/** Whether the request asks for an answer read afresh (Cache-Control or Pragma no-cache). */
export function asksForFresh(request: FastifyRequest): boolean {
  const control = request.headers['cache-control'];
  return /\bno-cache\b/i.test(control ?? '') || request.headers.pragma === 'no-cache';
}

/** Sends JSON already written out (a kept list answer), as it is. */
export function sendJsonText(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}

/**
 * Whether the query asks for a page (`namesAPage`; the parsed query always holds page and
 * pageSize, so the raw one is read).
 */
export function asksForPage(request: FastifyRequest): boolean {
  return namesAPage(new URLSearchParams(request.url.split('?')[1] ?? '').keys());
}

/**
 * Create and update bodies are read in the handler (multipart parts and the client's names come
 * first, writes.ts) and checked there against the route's schema; params and query as usual.
 */
export function bodyInHandler<S>(route: Parameters<FastifySchemaCompiler<S>>[0]) {
  if (route.httpPart === 'body') return (data: unknown) => ({ value: data });
  // The route's schema of this part (params): a zod schema, as every schema of the API.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- fastify types a route's schema as unknown; the kit's routes declare zod schemas
  return validatorCompiler({ ...route, schema: route.schema as z.ZodType });
}
