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
  // The branding read is on every page load: campus records stay a few seconds in memory
  // (app.hemis.campusCache; campus writes evict their entry).
  const cache = app.hemis.campusCache;
  const cachedCampus = async (id: number): Promise<Campus | null> => {
    const hit = cache.get(id);
    if (hit) return hit.value;
    const campus = await findCampus(app.db, id);
    cache.set(id, campus);
    return campus;
  };

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
