/**
 * The signed statistical returns: each campus keeps the PDF of its signed return of a fiscal
 * year (the kit's /UploadReport routes: list, one, add as multipart with the file, change,
 * delete), read by its university and the commission as every campus record. The earlier campus
 * client lists a campus's returns as `GET /CampusReport/GetByCampus/{campusId}`.
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EARLIER_CLIENT_PATHS,
  SIGNED_RETURN_MAX_BYTES,
  apiErrorSchema,
  idParamSchema,
  signedReturnContract,
} from '@hemis/shared-contracts';
import { signedReturns } from '../../db/schema';
import { registerOneFileMultipart } from '../../lib/multipart';
import { registerResource } from '../../lib/resource/register';
import { resolveScope } from '../../lib/resource/scope';
import { CLIENT_TAG } from '../../legacy-client/reads';
import { security } from '../../lib/route-kit';

export const signedReturnRoutes: FastifyPluginAsyncZod = async (app) => {
  // The return comes as multipart: its fields and the PDF.
  await registerOneFileMultipart(app, SIGNED_RETURN_MAX_BYTES);
  const handle = registerResource(app, signedReturnContract, signedReturns, {
    registry: app.hemis.resources,
  });

  app.get(
    EARLIER_CLIENT_PATHS.signedReturnsOfCampus.route,
    {
      config: { auth: { permission: 'report:view' } },
      schema: {
        tags: [CLIENT_TAG],
        security,
        summary: 'The signed returns of a campus in the caller’s reach, newest fiscal year first',
        params: z.object({ campusId: idParamSchema.shape.id }),
        response: {
          200: z.array(signedReturnContract.rowSchema),
          400: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const scope = await resolveScope(app.db, request.scope());
      // Another campus's returns are read only within the caller's reach: none outside it.
      return handle.list(scope, eq(signedReturns.campusId, request.params.campusId), [
        desc(signedReturns.fiscalYearId),
      ]);
    },
  );
};
