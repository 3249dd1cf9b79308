/**
 * Modules and role permissions (shared-contracts/src/userManagement.ts), and the caller's own
 * permissions. Changes are recorded (audit log: who, when, before and after) in the same
 * transaction and hold from every user's next request.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ROLE_RANK,
  USER_MESSAGES,
  USER_PATHS,
  moduleParamsSchema,
  moduleRowSchema,
  moduleUpdateSchema,
  modulePermissions,
  myPermissionsSchema,
  roleParamsSchema,
  rolePermissionsSaveSchema,
  rolePermissionsSchema,
  type Permission,
} from '@hemis/shared-contracts';
import { modules } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { sessionsChanged } from '../../lib/session-cache';
import { recordChange } from '../users/admin-repository';
import {
  effectivePermissions,
  findModule,
  listModules,
  listRolePermissions,
  moduleRowOf,
  permissionsOfRole,
  replaceRolePermissions,
} from './repository';
import { errorsWithoutConflict as errors, security } from '../../lib/route-kit';

const tags = ['user management'];
const USER_PERMISSIONS = modulePermissions('user');

export const permissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    USER_PATHS.myPermissions,
    {
      config: { auth: { permission: 'authenticated' } },
      schema: {
        tags,
        security,
        summary: 'What the signed-in user may do now',
        response: { 200: myPermissionsSchema },
      },
    },
    async (request) => {
      const me = request.authUser;
      if (!me) throw forbidden();
      return { permissions: await effectivePermissions(db, me) };
    },
  );

  app.get(
    USER_PATHS.modules,
    {
      config: { auth: { permission: 'user:view' } },
      schema: { tags, security, response: { 200: z.array(moduleRowSchema) } },
    },
    async () => listModules(db),
  );

  app.patch(
    USER_PATHS.module.route,
    {
      config: { auth: { permission: 'user:edit', scope: ['nation'] } },
      schema: {
        tags,
        security,
        summary: 'Rename, describe, activate or close a module (closed: nobody may use it)',
        params: moduleParamsSchema,
        body: moduleUpdateSchema,
        response: { 200: moduleRowSchema, ...errors },
      },
    },
    async (request) => {
      const me = request.authUser;
      if (!me) throw forbidden();
      const { code } = request.params;
      const input = request.body;
      if (code === 'user' && input.status === false) {
        throw badRequest(USER_MESSAGES.userModuleStaysActive, {
          status: USER_MESSAGES.userModuleStaysActive,
        });
      }
      const current = await findModule(db, code);
      if (!current) throw notFound();
      const after = {
        title: input.title ?? current.title,
        description:
          input.description === undefined ? current.description : input.description || null,
        status: input.status ?? current.status,
      };
      const before = {
        title: current.title,
        description: current.description,
        status: current.status,
      };
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(modules)
          .set({ ...after, updatedAt: new Date(), updatedBy: me.id })
          .where(eq(modules.code, code))
          .returning();
        await recordChange(tx, {
          actorId: me.id,
          action: 'module-changed',
          entity: 'module',
          entityId: code,
          detail: { before, after },
        });
        return updated;
      });
      sessionsChanged(db);
      if (!row) throw notFound();
      return moduleRowOf(row);
    },
  );

  app.get(
    USER_PATHS.rolePermissions,
    {
      config: { auth: { permission: 'user:view' } },
      schema: { tags, security, response: { 200: z.array(rolePermissionsSchema) } },
    },
    async () => listRolePermissions(db),
  );

  app.put(
    USER_PATHS.rolePermission.route,
    {
      config: { auth: { permission: 'user:edit', scope: ['nation'] } },
      schema: {
        tags,
        security,
        summary: "Replace a role's permissions",
        params: roleParamsSchema,
        body: rolePermissionsSaveSchema,
        response: { 200: rolePermissionsSchema, ...errors },
      },
    },
    async (request) => {
      const me = request.authUser;
      if (!me) throw forbidden();
      const { role } = request.params;
      const permissions = [...new Set<Permission>(request.body.permissions)];
      if (me.role !== 'SuperAdmin' && ROLE_RANK[role] >= ROLE_RANK[me.role]) {
        throw forbidden(USER_MESSAGES.roleTooHigh);
      }
      if (
        role === 'SuperAdmin' &&
        USER_PERMISSIONS.some((permission) => !permissions.includes(permission))
      ) {
        throw badRequest(USER_MESSAGES.superAdminKeepsUsers, {
          permissions: USER_MESSAGES.superAdminKeepsUsers,
        });
      }
      const before = await permissionsOfRole(db, role);
      if (me.role !== 'SuperAdmin') {
        const mine = new Set<Permission>(await effectivePermissions(db, me));
        const added = permissions.filter((permission) => !before.includes(permission));
        if (added.some((permission) => !mine.has(permission))) {
          throw forbidden(USER_MESSAGES.permissionNotHeld);
        }
      }
      await db.transaction(async (tx) => {
        await replaceRolePermissions(tx, role, permissions, me.id);
        await recordChange(tx, {
          actorId: me.id,
          action: 'role-permissions-changed',
          entity: 'role-permission',
          entityId: role,
          detail: {
            before: { permissions: before },
            after: { permissions },
            added: permissions.filter((permission) => !before.includes(permission)),
            removed: before.filter((permission) => !permissions.includes(permission)),
          },
        });
      });
      sessionsChanged(db);
      const saved = (await listRolePermissions(db)).find((entry) => entry.role === role);
      if (!saved) throw notFound();
      return saved;
    },
  );
};
