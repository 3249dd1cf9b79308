/**
 * Writes that survive a dropped link: a POST, PUT, PATCH or DELETE sent with an
 * `Idempotency-Key` header is answered once. Its answer is kept for 24 hours (in PostgreSQL, so
 * every API process sees it); the same key sent again by the same user for the same write gets
 * that answer back (with `Idempotent-Replayed: true`) and writes nothing. The same key on another
 * write is a 422; a repeat while the first is still being answered is a 409. A 5xx answer is not
 * kept, so the write may be tried again. Writes without the header are served as before.
 */
import { createHash } from 'node:crypto';
import { fieldOf, isRecord } from '../lib/is-record';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENCY_KEY_PATTERN,
} from '@hemis/shared-contracts';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema/idempotency';
import { badRequest, conflict, HttpError } from '../lib/errors';

/** How long an answer is kept. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request answers first (its answer is kept on send). */
    idempotency: { userId: number; key: string } | null;
  }
}

/**
 * A stable text of a parsed body: keys in order; a multipart body's parts as their values (a
 * file as its field and name); an object met twice (a part's link back to all the parts) once.
 */
function bodyText(body: unknown): string {
  const seen = new WeakSet<object>();
  return JSON.stringify(body ?? null, (_key, value: unknown) => {
    if (Buffer.isBuffer(value)) return `buffer:${value.length}`;
    if (!value || typeof value !== 'object') return value;
    if (seen.has(value)) return '[seen]';
    seen.add(value);
    if (Array.isArray(value)) return value;
    if ('fieldname' in value) {
      return fieldOf(value, 'type') === 'file'
        ? `file:${String(value.fieldname)}:${String(fieldOf(value, 'filename') ?? '')}`
        : fieldOf(value, 'value');
    }
    const entries = Object.entries(isRecord(value) ? value : {}).filter(
      ([, inner]) => typeof inner !== 'function',
    );
    return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
  });
}

export function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${bodyText(request.body)}`)
    .digest('hex');
}

async function replay(reply: FastifyReply, row: typeof idempotencyKeys.$inferSelect) {
  reply.code(row.statusCode ?? 200).header('Idempotent-Replayed', 'true');
  if (row.contentType) reply.type(row.contentType);
  return reply.send(row.body ?? undefined);
}

/** Removes the answers older than a day (the server runs it every hour). */
export async function forgetOldAnswers(db: Database, now = Date.now()): Promise<number> {
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}

/** Registers the hooks on the API's scope, before the routes (and before compression). */
export function registerIdempotency(api: FastifyInstance, db: Database): void {
  api.decorateRequest('idempotency', null);

  api.addHook('preHandler', async (request, reply) => {
    if (!WRITES.has(request.method)) return;
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw badRequest(IDEMPOTENCY_MESSAGES.badKey, {
        [IDEMPOTENCY_HEADER]: IDEMPOTENCY_MESSAGES.badKey,
      });
    }
    const userId = request.authUser?.id ?? 0;
    const fingerprint = fingerprintOf(request);
    const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
    // An answer older than a day is forgotten: the key starts again.
    await db
      .delete(idempotencyKeys)
      .where(and(mine, lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_TTL_MS))));
    const taken = await db
      .insert(idempotencyKeys)
      .values({ userId, key, fingerprint })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (taken.length > 0) {
      request.idempotency = { userId, key };
      return;
    }
    const [first] = await db.select().from(idempotencyKeys).where(mine);
    if (!first) throw conflict(IDEMPOTENCY_MESSAGES.inProgress);
    if (first.fingerprint !== fingerprint) {
      throw new HttpError(422, IDEMPOTENCY_MESSAGES.otherWrite);
    }
    if (first.statusCode === null) throw conflict(IDEMPOTENCY_MESSAGES.inProgress);
    return replay(reply, first);
  });

  api.addHook('onSend', async (request, reply, payload) => {
    const taken = request.idempotency;
    if (!taken) return payload;
    request.idempotency = null;
    const mine = and(
      eq(idempotencyKeys.userId, taken.userId),
      eq(idempotencyKeys.key, taken.key),
      isNull(idempotencyKeys.statusCode),
    );
    const body =
      typeof payload === 'string'
        ? Buffer.from(payload)
        : Buffer.isBuffer(payload)
          ? payload
          : payload === null || payload === undefined
            ? Buffer.alloc(0)
            : null;
    // A failure of ours, or an answer streamed (not kept whole): the write may be tried again.
    if (reply.statusCode >= 500 || body === null) {
      await db.delete(idempotencyKeys).where(mine);
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    await db
      .update(idempotencyKeys)
      .set({
        statusCode: reply.statusCode,
        contentType: typeof contentType === 'string' ? contentType : null,
        body,
      })
      .where(mine);
    return payload;
  });

  // A request that ends without an answer sent (the client went away): its key is freed.
  api.addHook('onResponse', async (request) => {
    const taken = request.idempotency;
    if (!taken) return;
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, taken.userId),
          eq(idempotencyKeys.key, taken.key),
          isNull(idempotencyKeys.statusCode),
        ),
      );
  });
}

/** How many answers are kept (for the tests and the metrics). */
export async function keptAnswers(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(idempotencyKeys);
  return row?.n ?? 0;
}
