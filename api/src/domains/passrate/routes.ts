/**
 * Pass rates (mfe-exams, the pass-rate-management section): board-exam sittings and their
 * students (sittings.ts), and the pass-rate reads of the reports and the section home
 * (reports.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerMultipart } from '../../lib/multipart';
import { registerPassRateReads } from './reports';
import { registerBoardExams } from './sittings';

export const passRateRoutes: FastifyPluginAsyncZod = async (app) => {
  // The kit's create and update routes also take their fields as a form (no files here).
  await registerMultipart(app, {
    attachFieldsToBody: true,
    limits: { fields: 40, fieldSize: 10_000, files: 0, parts: 40 },
  });
  registerBoardExams(app, app.hemis.resources);
  registerPassRateReads(app);
};
