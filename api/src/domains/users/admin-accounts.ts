/**
 * What the user management routes read and write beside the repository: an account placed
 * consistently (role, university, campus), an account in the caller's reach, its sessions ended,
 * its permissions, and the mail of a temporary password.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  ROLES,
  USER_MESSAGES,
  accountScopeRule,
  levelOfRole,
  type KnownRole,
  type UserAccount,
  type UserPermissions,
} from '@hemis/shared-contracts';
import type { Database } from '../../db/client';
import { userSessions, users } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { mailTexts, userLanguage } from '../../lib/mail-language';
import type { ScopeFilter } from '../../plugins/auth';
import {
  lastChange,
  overridesOf,
  permissionsOfRole,
  activeModules,
  combine,
  type Executor,
} from '../permissions/repository';
import {
  accountReach,
  campusOf,
  findAccount,
  findUserRecord,
  universityExists,
  type UserRecord,
} from './admin-repository';

import type { FastifyInstance } from 'fastify';

export /** An account's role, university and campus made consistent, or 400 with field messages. */
async function placeAccount(
  db: Executor,
  value: { role: KnownRole; universityId: number | null; campusId: number | null },
): Promise<{ role: KnownRole; universityId: number | null; campusId: number | null }> {
  const checked = z
    .object({
      role: z.enum(ROLES),
      universityId: z.number().nullable(),
      campusId: z.number().nullable(),
    })
    .superRefine(accountScopeRule)
    .safeParse(value);
  if (!checked.success) {
    const fields: Record<string, string> = {};
    for (const issue of checked.error.issues) {
      const name = String(issue.path[0] ?? 'role');
      fields[name] ??= issue.message;
    }
    throw badRequest(USER_MESSAGES.addFailure, fields);
  }
  const level = levelOfRole(value.role);
  if (level === 'ugc') return { role: value.role, universityId: null, campusId: null };
  if (level === 'university') {
    const universityId = value.universityId ?? 0;
    if (!(await universityExists(db, universityId))) {
      throw badRequest(USER_MESSAGES.universityNotFound, {
        universityId: USER_MESSAGES.universityNotFound,
      });
    }
    return { role: value.role, universityId, campusId: null };
  }
  const campus = await campusOf(db, value.campusId ?? 0);
  if (!campus) {
    throw badRequest(USER_MESSAGES.campusNotFound, { campusId: USER_MESSAGES.campusNotFound });
  }
  return { role: value.role, universityId: campus.universityId, campusId: campus.id };
}

export /** The account if it exists and is in reach (404 unknown, 403 outside the caller's reach). */
async function accountInReach(db: Database, scope: ScopeFilter, id: number): Promise<UserRecord> {
  const reach = accountReach(db, scope);
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt), reach))
    .limit(1);
  if (row) return row;
  if (await findUserRecord(db, id)) throw forbidden(USER_MESSAGES.outsideScope);
  throw notFound();
}

/** Ends every open session of the account (deactivated, or its password reset). */
export async function revokeSessionsIn(tx: Executor, userId: number): Promise<void> {
  await tx
    .update(userSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(userSessions.userId, userId), isNull(userSessions.revokedAt)));
}

/** The account's permissions: its role's, its exceptions, and what it may do now. */
export async function permissionsOf(db: Executor, user: UserRecord): Promise<UserPermissions> {
  const [rolePermissions, overrides, active, change] = await Promise.all([
    permissionsOfRole(db, user.role),
    overridesOf(db, user.id),
    activeModules(db),
    lastChange(db, 'user', String(user.id), 'permissions-changed'),
  ]);
  return {
    userId: user.id,
    role: user.role,
    rolePermissions,
    granted: overrides.granted,
    revoked: overrides.revoked,
    effective: combine(rolePermissions, overrides, active),
    updatedAt: change.at,
    updatedBy: change.by,
  };
}

/** The account as the API answers it (404 when it is gone). */
export async function accountOrFail(db: Executor, id: number): Promise<UserAccount> {
  const account = await findAccount(db, id);
  if (!account) throw notFound();
  return account;
}

/** The temporary password, mailed in the account's language (English when it has none). */
export async function mailTemporaryPassword(
  app: FastifyInstance,
  account: UserAccount,
  password: string,
  reset: boolean,
): Promise<void> {
  const { db } = app;
  const { mailer, config } = app.hemis;
  const link = `${config.publicUrl}/login`;
  const t = mailTexts(await userLanguage(db, account.id));
  mailer.send({
    to: account.email,
    subject: t(reset ? 'HEMIS: your password was reset' : 'HEMIS: your account'),
    text:
      `${t('Hello {{name}},', { name: account.firstName })}\n\n` +
      (reset
        ? `${t('An administrator reset the password of your HEMIS account.')}\n`
        : `${t('An administrator created a HEMIS account for you ({{role}}).', { role: account.role })}\n`) +
      `${t('Sign in at {{link}} with this e-mail and the temporary password:', { link })}\n\n` +
      `${password}\n\n` +
      `${t('You will be asked to choose your own password at the first sign-in.')}\n`,
    links: [link],
  });
}
