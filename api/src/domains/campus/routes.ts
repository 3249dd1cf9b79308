/** GET /api/Campus/:id: public, so the sign-in screen can show the campus logo. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, campusSchema, idParamSchema } from '@hemis/shared-contracts';
import { notFound } from '../../lib/errors';
import { findCampus } from './repository';

export const campusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Campus/:id',
    {
      config: { auth: { permission: 'public' } },
      schema: {
        tags: ['campus'],
        summary: 'A campus record (branding: id 49)',
        params: idParamSchema,
        response: { 200: campusSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const campus = await findCampus(app.db, request.params.id);
      if (!campus) throw notFound('Campus not found.');
      return campus;
    },
  );
};
