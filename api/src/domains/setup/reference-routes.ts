/**
 * The public reference lists: fiscal years (newest first, the active one flagged) and Nepal's
 * provinces, districts and local levels, read by visitors who have not signed in.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  SETUP_PATHS,
  apiErrorSchema,
  districtSchema,
  localLevelSchema,
  fiscalYearContract,
  provinceSchema,
  recordId,
} from '@hemis/shared-contracts';
import { districts, localLevels, provinces } from '../../db/schema';
import { rowsOf } from '../../lib/typed-routes';
import { RATE_LIMITS } from '../../lib/rate-limits';
import type { ScopeFilter } from '../../plugins/auth';
import { fiscalYearLabels, fiscalYearLabelsSchema } from '../../legacy-client/shapes';

import type { ZodApp } from '../../lib/resource/types';
import { security } from '../../lib/route-kit';
import { optionalId } from './route-schemas';
import type { SetupResources } from './resources';

export function registerReferenceReads(app: ZodApp, resources: SetupResources): void {
  const { fiscalYear } = resources;
  const db = app.db;
  // ---- Fiscal years ----------------------------------------------------------------------

  /** Who reads a nation-owned list on a public route: every row of it, nothing else. */
  const NATIONAL_READER: ScopeFilter = {
    kind: 'nation',
    universityId: null,
    campusId: null,
    userId: 0,
  };

  const selectionSchema = z
    .object({
      id: z.number().int(),
      label: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      isActive: z.boolean(),
    })
    .and(fiscalYearLabelsSchema);
  app.get(
    SETUP_PATHS.fiscalYears,
    {
      // Public (spec: /other-setup/arthikBarsa is a public route): the nation's fiscal years are
      // no one's secret, and visitors read them on that page without signing in.
      config: { auth: { permission: 'public' }, rateLimit: RATE_LIMITS.publicRead },
      schema: {
        tags: [fiscalYearContract.module],
        summary:
          'Fiscal years for selects and the public page, newest first (the active one flagged)',
        response: { 200: z.array(selectionSchema) },
      },
    },
    async () => {
      const listed = await fiscalYear.list(NATIONAL_READER, undefined, [
        sql`${fiscalYear.columns.startDate} desc`,
      ]);
      return rowsOf(fiscalYearContract.rowSchema, listed).map((row) => ({
        id: row.id,
        // Required columns: the contract's row allows null only for forms being filled.
        label: row.label ?? '',
        startDate: row.startDate ?? '',
        endDate: row.endDate ?? '',
        isActive: row.isActive === true,
        ...fiscalYearLabels(row),
      }));
    },
  );

  // ---- Provinces, districts and local levels (selects) -------------------------------------
  // Public: Nepal's administrative divisions are no one's secret, and the online enrolment
  // form (/open-enroll) offers them to applicants who have not signed in.

  app.get(
    SETUP_PATHS.provinces,
    {
      config: { auth: { permission: 'public' }, rateLimit: RATE_LIMITS.publicRead },
      schema: {
        tags: ['organization'],
        security,
        summary: 'The 7 provinces',
        response: { 200: z.array(provinceSchema) },
      },
    },
    async () => db.select().from(provinces).orderBy(asc(provinces.id)),
  );
  app.get(
    SETUP_PATHS.districts,
    {
      config: { auth: { permission: 'public' }, rateLimit: RATE_LIMITS.publicRead },
      schema: {
        tags: ['organization'],
        security,
        summary: 'The 77 districts, optionally of one province',
        querystring: z.object({ provinceId: optionalId }),
        response: { 200: z.array(districtSchema), 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { provinceId } = request.query;
      return db
        .select()
        .from(districts)
        .where(provinceId ? eq(districts.provinceId, provinceId) : undefined)
        .orderBy(asc(districts.name));
    },
  );
  app.get(
    SETUP_PATHS.localLevels,
    {
      config: { auth: { permission: 'public' }, rateLimit: RATE_LIMITS.publicRead },
      schema: {
        tags: ['organization'],
        security,
        summary: "The local levels of one district (the 753 of Nepal's reference data)",
        querystring: z.object({ districtId: recordId('District') }),
        response: { 200: z.array(localLevelSchema), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { districtId } = request.query;
      // Reference data that changes with a release only: the browser keeps it for a day.
      void reply.header('Cache-Control', 'private, max-age=86400');
      return db
        .select()
        .from(localLevels)
        .where(eq(localLevels.districtId, districtId))
        .orderBy(asc(localLevels.name));
    },
  );
}
