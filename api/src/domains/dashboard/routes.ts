/** GET /api/Dashboard/Counts: what the caller's scope holds. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, dashboardCountsSchema } from '@hemis/shared-contracts';
import { dashboardCounts } from './repository';
import { security } from '../../lib/route-kit';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.dashboardCounts,
    {
      config: { auth: { permission: 'authenticated' } },
      schema: {
        tags: ['dashboard'],
        security,
        response: { 200: dashboardCountsSchema },
      },
    },
    async (request) => dashboardCounts(app.db, request.scope()),
  );
};
