/**
 * The rules of user management that need no database: who is calling, which roles a caller may
 * give, whose account a caller may change, and what an edit changed (for the audit log).
 */
import type { FastifyRequest } from 'fastify';
import { ROLE_RANK, USER_MESSAGES, assignableRoles, type KnownRole } from '@hemis/shared-contracts';
import { forbidden } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { type UserRecord } from './admin-repository';

/** The signed-in caller (403 without one). */
export function callerOf(request: FastifyRequest): AuthUser {
  const me = request.authUser;
  if (!me) throw forbidden();
  return me;
}

/** A caller gives only roles below their own (a SuperAdmin any staff role). */
export function assertRoleGivable(me: AuthUser, role: KnownRole): void {
  if (!assignableRoles(me.role).some((given) => given === role)) {
    throw forbidden(USER_MESSAGES.roleTooHigh);
  }
}

/** Changes to someone else's account need a lower rank (a SuperAdmin changes anyone). */
export function assertManageable(me: AuthUser, target: UserRecord): void {
  if (target.id === me.id) throw forbidden(USER_MESSAGES.notYourself);
  if (me.role !== 'SuperAdmin' && ROLE_RANK[target.role] >= ROLE_RANK[me.role]) {
    throw forbidden(USER_MESSAGES.roleTooHigh);
  }
}

/** The fields an edit changes, as they were and as they are now (the audit log's detail). */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (before[key] !== after[key]) {
      was[key] = before[key] ?? null;
      now[key] = after[key] ?? null;
    }
  }
  return { before: was, after: now };
}
