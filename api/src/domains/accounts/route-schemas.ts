/** What the accounts routes share: their tag, a message answer's schema and the caller's scope. */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { resolveScope } from '../../lib/resource/scope';
import type { ScopeFilter } from '../../plugins/auth';

export const tags = ['accounts'];
export const messageSchema = z.object({ id: z.number().int(), message: z.string() });

/** The caller's scope, resolved (a university's campuses, a campus's own). */
export const scopeOf = (db: Database, request: FastifyRequest): Promise<ScopeFilter> =>
  resolveScope(db, request.scope());
