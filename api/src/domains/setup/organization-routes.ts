/**
 * Organizations: the universities and campuses lists, a campus's GPS location, moving a campus
 * to another university, and campuses counted per type.
 */
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  SETUP_PATHS,
  apiErrorSchema,
  campusContract,
  campusLocationSchema,
  campusMoveSchema,
  campusTypeCountSchema,
  universityContract,
} from '@hemis/shared-contracts';
import { auditLog, campuses, universities } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { resourceIdParams, type Row } from '../../lib/resource/register';
import { rowsOf } from '../../lib/typed-routes';
import { moveCampus } from './campus-move';
import { sessionsChanged } from '../../lib/session-cache';

import type { ZodApp } from '../../lib/resource/types';
import { security } from '../../lib/route-kit';
import { optionalId, plainRoute, type ScopeOf } from './route-schemas';
import type { SetupResources } from './resources';

/** What a campus route answers: the campus row, or why not. */
const campusAnswer = {
  200: campusContract.rowSchema,
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

export function registerOrganizationRoutes(
  app: ZodApp,
  resources: SetupResources,
  scopeOf: ScopeOf,
): void {
  const { university, campus } = resources;
  const db = app.db;
  /** The API row of a campus written by a route (404 when there is none). */
  const campusRowOf = async (records: Row[]) => {
    const [row] = rowsOf(campusContract.rowSchema, await campus.toRows(records));
    if (!row) throw notFound('Campus not found.');
    return row;
  };
  // ---- Organizations ---------------------------------------------------------------------

  app.get(
    SETUP_PATHS.universities,
    plainRoute({ permission: 'organization:view' }, 'organization', {
      summary: 'Every university (plain array)',
      response: { 200: z.array(universityContract.rowSchema) },
    }),
    async (request) => {
      const rows = await university.list(await scopeOf(request), undefined, [
        asc(sql`lower(${universities.name})`),
      ]);
      return rowsOf(universityContract.rowSchema, rows);
    },
  );
  app.get(
    SETUP_PATHS.campuses,
    plainRoute({ permission: 'organization:view' }, 'organization', {
      summary: 'The campuses the caller may see (plain array; filter by campusType, universityId)',
      querystring: z.object({
        campusType: z.enum(['constituent', 'private', 'community']).optional(),
        universityId: optionalId,
      }),
      response: { 200: z.array(campusContract.rowSchema), 400: apiErrorSchema },
    }),
    async (request) => {
      const query = request.query;
      const rows = await campus.list(
        await scopeOf(request),
        and(
          query.campusType ? eq(campuses.campusType, query.campusType) : undefined,
          query.universityId ? eq(campuses.universityId, query.universityId) : undefined,
        ),
        [asc(sql`lower(${campuses.campusName})`)],
      );
      return rowsOf(campusContract.rowSchema, rows);
    },
  );

  // GPS: campus roles set their own campus's location, nation roles any campus's.
  app.patch(
    SETUP_PATHS.campusLocation.route,
    plainRoute({ permission: 'authenticated', scope: ['nation', 'campus'] }, 'organization', {
      summary: 'Set the GPS location of a campus (latitude -90..90, longitude -180..180)',
      params: resourceIdParams,
      body: campusLocationSchema,
      response: campusAnswer,
    }),
    async (request) => {
      const scope = await scopeOf(request);
      const { id } = request.params;
      const { latitude, longitude } = request.body;
      if (scope.kind === 'campus' && scope.campusId !== id) throw forbidden();
      const [before] = await db
        .select({ latitude: campuses.latitude, longitude: campuses.longitude })
        .from(campuses)
        .where(and(eq(campuses.id, id), isNull(campuses.deletedAt)))
        .limit(1);
      if (!before) throw notFound('Campus not found.');
      const record = await db.transaction(async (tx) => {
        const [updated]: Row[] = await tx
          .update(campuses)
          .set({ latitude, longitude, updatedAt: new Date(), updatedBy: scope.userId })
          .where(eq(campuses.id, id))
          .returning();
        await tx.insert(auditLog).values({
          userId: scope.userId,
          action: 'update',
          entity: 'Campus',
          entityId: String(id),
          detail: {
            fields: ['latitude', 'longitude'],
            changes: {
              latitude: [before.latitude, latitude],
              longitude: [before.longitude, longitude],
            },
          },
        });
        return updated;
      });
      return campusRowOf(record ? [record] : []);
    },
  );

  // Moving a campus to another university: never by an edit (the kit refuses a changed
  // universityId there), only by this confirmed action of a nation role, audited from and to.
  app.post(
    SETUP_PATHS.campusMove.route,
    plainRoute({ permission: 'organization:edit', scope: ['nation'] }, 'organization', {
      summary:
        'Move a campus, with its users, students, staff and records, to another university ' +
        '(nation roles; confirm: true; written to the audit log)',
      params: resourceIdParams,
      body: campusMoveSchema,
      response: campusAnswer,
    }),
    async (request) => {
      const scope = await scopeOf(request);
      const { id } = request.params;
      const { record } = await db.transaction((tx) =>
        moveCampus(tx, id, request.body.universityId, scope.userId),
      );
      // Its users' reach changed: every process checks their sessions afresh.
      sessionsChanged(db);
      return campusRowOf([record]);
    },
  );

  app.get(
    SETUP_PATHS.campusTypeCounts,
    {
      config: { auth: { permission: 'setup:view' } },
      schema: {
        tags: ['setup'],
        security,
        summary: 'Campuses per type and university, counted from the campus register',
        response: { 200: z.array(campusTypeCountSchema) },
      },
    },
    async (request) => {
      const where = and(isNull(campuses.deletedAt), campus.readCondition(await scopeOf(request)));
      const rows = await db
        .select({
          universityId: campuses.universityId,
          universityName: universities.name,
          campusType: campuses.campusType,
          numberOfCampuses: count(),
        })
        .from(campuses)
        .leftJoin(universities, eq(universities.id, campuses.universityId))
        .where(where)
        .groupBy(campuses.universityId, universities.name, campuses.campusType)
        .orderBy(asc(universities.name), asc(campuses.campusType));
      return rows;
    },
  );
}
