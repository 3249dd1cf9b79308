/**
 * The modules a campus may use (`campus_modules`): what the home's tiles show a campus's users,
 * and what user managers assign on the Modules screen. A module taken from a campus holds for
 * none of its users from their next request (plugins/auth.ts reads the same table).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALWAYS_OPEN_MODULES,
  MODULES,
  USER_PATHS,
  campusModulesParamsSchema,
  campusModulesSaveSchema,
  campusModulesSchema,
  moduleAccessQuerySchema,
  moduleAccessRowSchema,
  type Module,
  type ModuleAccessRow,
} from '@hemis/shared-contracts';
import { campusModules, modules } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import { campusInReach } from '../../lib/resource/scope';
import { sessionsChanged } from '../../lib/session-cache';
import type { DbOrTx } from '../../lib/resource/types';
import { recordChange } from '../users/admin-repository';
import { effectivePermissions } from './repository';
import { errorsWithoutConflict as errors, security } from '../../lib/route-kit';

const tags = ['user management'];

/** The modules assigned to a campus, in the product's order. */
export async function modulesOfCampus(db: DbOrTx, campusId: number): Promise<Module[]> {
  const rows = await db
    .select({ module: campusModules.module })
    .from(campusModules)
    .where(eq(campusModules.campusId, campusId));
  const held = new Set(rows.map((row) => row.module));
  return MODULES.filter((code) => held.has(code));
}

/** Active modules with their titles and descriptions, in their order. */
async function activeModuleRows(db: DbOrTx, codes: readonly Module[]): Promise<ModuleAccessRow[]> {
  if (codes.length === 0) return [];
  return db
    .select({
      code: modules.code,
      title: modules.title,
      description: modules.description,
      sortOrder: modules.sortOrder,
    })
    .from(modules)
    .where(and(eq(modules.status, true), inArray(modules.code, [...codes])))
    .orderBy(asc(modules.sortOrder));
}

export const campusModuleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    USER_PATHS.moduleAccess,
    {
      config: { auth: { permission: 'authenticated' } },
      schema: {
        tags,
        security,
        summary:
          'The modules the caller may use (their home tiles); with campusId, a user manager reads the modules assigned to a campus of its reach',
        querystring: moduleAccessQuerySchema,
        response: { 200: z.array(moduleAccessRowSchema), ...errors },
      },
    },
    async (request) => {
      const me = request.authUser;
      if (!me) throw forbidden();
      const { campusId } = request.query;
      if (campusId !== undefined) {
        const mine = await effectivePermissions(db, me);
        if (!mine.includes('user:view')) throw forbidden();
        const campus = await campusInReach(db, request.scope(), campusId);
        if (!campus) throw forbidden();
        return activeModuleRows(db, await modulesOfCampus(db, campus.id));
      }
      // What the caller may view: the role's and the user's own, of the campus's modules.
      const held = new Set(
        (await effectivePermissions(db, me))
          .filter((permission) => permission.endsWith(':view'))
          .map((permission) => permission.slice(0, -':view'.length)),
      );
      return activeModuleRows(
        db,
        MODULES.filter((code) => held.has(code)),
      );
    },
  );

  app.put(
    USER_PATHS.campusModules.route,
    {
      config: { auth: { permission: 'user:edit', scope: ['nation', 'university'] } },
      schema: {
        tags,
        security,
        summary: 'Replace the modules a campus may use',
        params: campusModulesParamsSchema,
        body: campusModulesSaveSchema,
        response: { 200: campusModulesSchema, ...errors },
      },
    },
    async (request) => {
      const me = request.authUser;
      if (!me) throw forbidden();
      const campus = await campusInReach(db, request.scope(), request.params.campusId);
      if (!campus) throw forbidden();
      const wanted = MODULES.filter(
        (code) => request.body.modules.includes(code) || ALWAYS_OPEN_MODULES.includes(code),
      );
      const before = await modulesOfCampus(db, campus.id);
      await db.transaction(async (tx) => {
        await tx.delete(campusModules).where(eq(campusModules.campusId, campus.id));
        await tx
          .insert(campusModules)
          .values(wanted.map((module) => ({ campusId: campus.id, module, createdBy: me.id })));
        await recordChange(tx, {
          actorId: me.id,
          action: 'campus-modules-changed',
          entity: 'campus-modules',
          entityId: String(campus.id),
          detail: { before, after: wanted },
        });
      });
      sessionsChanged(db);
      return { campusId: campus.id, modules: wanted };
    },
  );
};
