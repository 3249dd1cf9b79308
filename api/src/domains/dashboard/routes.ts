/** GET /api/Dashboard/Counts: what the caller's scope holds. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardCountsSchema } from '@hemis/shared-contracts';
import { dashboardCounts } from './repository';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Dashboard/Counts',
    {
      config: { auth: { permission: 'authenticated' } },
      schema: {
        tags: ['dashboard'],
        security: [{ bearer: [] }],
        response: { 200: dashboardCountsSchema },
      },
    },
    async (request) => dashboardCounts(app.db, request.scope()),
  );
};
