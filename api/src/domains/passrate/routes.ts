/**
 * Pass rates (mfe-exams, the pass-rate-management section): board-exam sittings and their
 * students (sittings.ts), and the pass-rate reads of the reports and the section home
 * (reports.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerPassRateReads } from './reports';
import { registerBoardExams } from './sittings';

export const passRateRoutes: FastifyPluginAsyncZod = async (app) => {
  registerBoardExams(app, app.hemis.resources);
  registerPassRateReads(app);
};
