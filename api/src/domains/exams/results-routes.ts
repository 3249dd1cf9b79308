/**
 * Marks entry and results (issue 16, items 3 and 4) as one plugin: its own multipart (the marks
 * import takes one .xlsx), the marks and results routes, and the verifier of marksheets.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerMultipart } from '../../lib/multipart';
import { addDocumentVerifiers } from '../../lib/verification';
import { registerMarks } from './marks-routes';
import { registerResults, verifyMarksheet } from './results';

export const examResultRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app, {
    attachFieldsToBody: true,
    throwFileSizeLimit: false,
    limits: { fields: 2, fieldSize: 1_000, files: 1, parts: 3, fileSize: 2_000_001 },
  });
  registerMarks(app);
  registerResults(app);
  addDocumentVerifiers(app, { marksheet: verifyMarksheet });
};
