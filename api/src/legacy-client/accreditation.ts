/**
 * The earlier campus client's accreditation list: `GET /AddAccreditation` answers each campus's
 * latest accreditation in the caller's reach as it reads it, from the same cycles as our own
 * /accrediation screens (domains/accreditation).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EARLIER_CLIENT_PATHS, apiErrorSchema } from '@hemis/shared-contracts';
import { listCycles } from '../domains/accreditation/read';
import { CLIENT_TAG } from './reads';
import { security } from '../lib/route-kit';

const accreditationRowSchema = z.object({
  campusName: z.string(),
  universityName: z.string(),
  campusType: z.string(),
  dateOfAccreditationEng: z.string().nullable(),
  dateOfExpireAccreditationEng: z.string().nullable(),
  dateOfAccreditationNep: z.string().nullable(),
  dateOfExpireAccreditationNep: z.string().nullable(),
  status: z.string(),
});

export const clientAccreditationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    EARLIER_CLIENT_PATHS.addAccreditation,
    {
      config: { auth: { permission: 'accreditation:view' } },
      schema: {
        tags: [CLIENT_TAG],
        security,
        summary: 'The accredited campuses in the caller’s reach (each campus’s latest award)',
        // The client sends no filters; whatever it adds is ignored.
        querystring: z.object({}).passthrough(),
        response: { 200: z.array(accreditationRowSchema), 403: apiErrorSchema },
      },
    },
    async (request) => {
      const { data } = await listCycles(
        app.db,
        request.scope(),
        { status: 'accredited' },
        undefined,
        true,
      );
      return data.map((row) => ({
        campusName: row.campusName,
        universityName: row.universityName,
        campusType: row.campusType.charAt(0).toUpperCase() + row.campusType.slice(1),
        dateOfAccreditationEng: row.awardedOn,
        dateOfExpireAccreditationEng: row.expiresOn,
        dateOfAccreditationNep: row.awardedOnBs,
        dateOfExpireAccreditationNep: row.expiresOnBs,
        status: row.standing === 'Expired' ? 'Expired' : 'Accredited',
      }));
    },
  );
};
