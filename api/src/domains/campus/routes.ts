/** GET /api/Campus/:id: public, so the sign-in screen can show the campus logo. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  apiErrorSchema,
  campusSchema,
  idParamSchema,
  type Campus,
} from '@hemis/shared-contracts';
import { notFound } from '../../lib/errors';
import { RATE_LIMITS } from '../../lib/rate-limits';
import { findCampus } from './repository';

export const campusRoutes: FastifyPluginAsyncZod = async (app) => {
  // The branding read is on every page load: campus records are kept until their tables change
  // (app.hemis.campusCache).
  const cachedCampus = (id: number): Promise<Campus | null> =>
    app.hemis.campusCache.read(String(id), () => findCampus(app.db, id));

  app.get(
    API_PATHS.campus.route,
    {
      config: { auth: { permission: 'public' }, rateLimit: RATE_LIMITS.publicRead },
      schema: {
        tags: ['campus'],
        summary: 'A campus record (branding: id 49)',
        params: idParamSchema,
        response: {
          200: campusSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const campus = await cachedCampus(request.params.id);
      if (!campus) throw notFound('Campus not found.');
      return campus;
    },
  );
};
