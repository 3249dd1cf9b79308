/** What the accounts routes share: their tag, security, refusals, permission and the caller's scope. */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Permission } from '@hemis/shared-contracts';
import type { Database } from '../../db/client';
import { resolveScope } from '../../lib/resource/scope';
import { bearerSecurity, refusalSchemas } from '../../lib/route-errors';
import type { ScopeFilter } from '../../plugins/auth';

export const tags = ['accounts'];
export const security = bearerSecurity;
export const errors = refusalSchemas;
export const auth = (permission: Permission) => ({ auth: { permission } });
export const messageSchema = z.object({ id: z.number().int(), message: z.string() });

/** The caller's scope, resolved (a university's campuses, a campus's own). */
export const scopeOf = (db: Database, request: FastifyRequest): Promise<ScopeFilter> =>
  resolveScope(db, request.scope());
