/** GET /api/Campus/:id: public, so the sign-in screen can show the campus logo. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, campusSchema, idParamSchema, type Campus } from '@hemis/shared-contracts';
import { notFound } from '../../lib/errors';
import { findCampus } from './repository';

/** The branding read is on every page load: keep campus records a few seconds in memory. */
const CACHE_MS = 5000;

export const campusRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new Map<number, { at: number; campus: Campus | null }>();
  const cachedCampus = async (id: number): Promise<Campus | null> => {
    const hit = cache.get(id);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.campus;
    const campus = await findCampus(app.db, id);
    if (cache.size > 1000) cache.clear();
    cache.set(id, { at: Date.now(), campus });
    return campus;
  };

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
      const campus = await cachedCampus(request.params.id);
      if (!campus) throw notFound('Campus not found.');
      return campus;
    },
  );
};
