/**
 * User management's access routes: activating or deactivating an account, an administrator's
 * password reset, the account's history and its permission exceptions (each change audited in
 * its transaction, holding from the user's next request).
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  USER_PATHS,
  USER_MESSAGES,
  accountHistoryEntrySchema,
  temporaryPasswordResponseSchema,
  userAccountSchema,
  userPermissionsSaveSchema,
  userPermissionsSchema,
  userStatusChangeSchema,
  type Permission,
} from '@hemis/shared-contracts';
import { users } from '../../db/schema';
import { badRequest, forbidden } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { sessionsChanged } from '../../lib/session-cache';
import { resourceIdParams } from '../../lib/resource/register';
import { effectivePermissions, overridesOf, replaceOverrides } from '../permissions/repository';
import { historyOf, recordChange, temporaryPassword } from './admin-repository';

import type { ZodApp } from '../../lib/resource/types';
import {
  accountInReach,
  accountOrFail,
  mailTemporaryPassword,
  permissionsOf,
  revokeSessionsIn,
} from './admin-accounts';
import { assertManageable, callerOf } from './admin-rules';
import { errors, security } from '../../lib/route-kit';
import { tags } from './admin-schemas';

export function registerAccountAccessRoutes(app: ZodApp): void {
  const { db } = app;

  app.patch(
    USER_PATHS.status.route,
    {
      config: { auth: { permission: 'user:approve' } },
      schema: {
        tags,
        security,
        summary: 'Activate or deactivate an account (deactivating ends its sessions)',
        params: resourceIdParams,
        body: userStatusChangeSchema,
        response: { 200: userAccountSchema, ...errors },
      },
    },
    async (request) => {
      const me = callerOf(request);
      const target = await accountInReach(db, request.scope(), request.params.id);
      assertManageable(me, target);
      const { status } = request.body;
      if (status !== target.status) {
        await db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ status, updatedAt: new Date(), updatedBy: me.id })
            .where(eq(users.id, target.id));
          if (status === 'disabled') await revokeSessionsIn(tx, target.id);
          await recordChange(tx, {
            actorId: me.id,
            action: status === 'active' ? 'activated' : 'deactivated',
            entity: 'user',
            entityId: target.id,
            detail: { before: { status: target.status }, after: { status } },
          });
        });
        sessionsChanged(db);
      }
      return accountOrFail(db, target.id);
    },
  );

  app.post(
    USER_PATHS.resetPassword.route,
    {
      config: { auth: { permission: 'user:edit' } },
      schema: {
        tags,
        security,
        summary: "An administrator's password reset: a new temporary password",
        params: resourceIdParams,
        response: { 200: temporaryPasswordResponseSchema, ...errors },
      },
    },
    async (request) => {
      const me = callerOf(request);
      const target = await accountInReach(db, request.scope(), request.params.id);
      assertManageable(me, target);
      const password = temporaryPassword();
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, mustChangePassword: true, updatedAt: new Date(), updatedBy: me.id })
          .where(eq(users.id, target.id));
        await revokeSessionsIn(tx, target.id);
        await recordChange(tx, {
          actorId: me.id,
          action: 'password-reset-by-administrator',
          entity: 'user',
          entityId: target.id,
          detail: {
            before: { mustChangePassword: target.mustChangePassword },
            after: { mustChangePassword: true },
          },
        });
      });
      sessionsChanged(db);
      const account = await accountOrFail(db, target.id);
      await mailTemporaryPassword(app, account, password, true);
      return { user: account, temporaryPassword: password, message: USER_MESSAGES.passwordReset };
    },
  );

  app.get(
    USER_PATHS.history.route,
    {
      config: { auth: { permission: 'user:view' } },
      schema: {
        tags,
        security,
        summary: "The account's recorded changes, newest first",
        params: resourceIdParams,
        response: { 200: z.array(accountHistoryEntrySchema), ...errors },
      },
    },
    async (request) => {
      const target = await accountInReach(db, request.scope(), request.params.id);
      return historyOf(db, target.id);
    },
  );

  app.get(
    USER_PATHS.permissions.route,
    {
      config: { auth: { permission: 'user:view' } },
      schema: {
        tags,
        security,
        summary: "The account's role permissions, its exceptions and what it may do now",
        params: resourceIdParams,
        response: { 200: userPermissionsSchema, ...errors },
      },
    },
    async (request) => {
      const target = await accountInReach(db, request.scope(), request.params.id);
      return permissionsOf(db, target);
    },
  );

  app.put(
    USER_PATHS.permissions.route,
    {
      config: { auth: { permission: 'user:edit' } },
      schema: {
        tags,
        security,
        summary: "Replace the account's exceptions (granted and revoked permissions)",
        params: resourceIdParams,
        body: userPermissionsSaveSchema,
        response: { 200: userPermissionsSchema, ...errors },
      },
    },
    async (request) => {
      const me = callerOf(request);
      const target = await accountInReach(db, request.scope(), request.params.id);
      assertManageable(me, target);
      const granted = [...new Set(request.body.granted)];
      const revoked = [...new Set(request.body.revoked)];
      if (granted.some((permission) => revoked.includes(permission))) {
        throw badRequest(USER_MESSAGES.grantedAndRevoked, {
          granted: USER_MESSAGES.grantedAndRevoked,
        });
      }
      // Grants already given stay; a new grant must be a permission the caller holds (a
      // SuperAdmin, who also sets what every role holds, may grant any).
      const before = await overridesOf(db, target.id);
      const mine = new Set<Permission>(await effectivePermissions(db, me));
      const added = granted.filter((permission) => !before.granted.includes(permission));
      if (me.role !== 'SuperAdmin' && added.some((permission) => !mine.has(permission))) {
        throw forbidden(USER_MESSAGES.permissionNotHeld);
      }
      await db.transaction(async (tx) => {
        await replaceOverrides(tx, target.id, { granted, revoked }, me.id);
        await recordChange(tx, {
          actorId: me.id,
          action: 'permissions-changed',
          entity: 'user',
          entityId: target.id,
          detail: { before, after: { granted, revoked } },
        });
      });
      sessionsChanged(db);
      return permissionsOf(db, target);
    },
  );
}
