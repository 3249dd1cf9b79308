/**
 * Student identity cards (spec: identity-card-home, student-card/{id}, all-student-cards,
 * exportToPdf):
 *   GET /Student/{id}/Card[?reissue=true]  one card, CR80 size (issues a card when the student
 *                                          has no valid one; reissue replaces it)
 *   GET /Student/Me/Card                   the signed-in student's own card (self.ts)
 *   GET /Student/Cards?<list filters>      the cards of the filtered list, ten per A4 page
 *   GET /Student/Export/Pdf?<list filters> the filtered list as a printable A4 table
 *   GET /Verify/identity-card/{token}      public: whether a card is valid (the QR code's page;
 *                                          lib/verification.ts, verifyCard in card-store.ts)
 * Only verified, active students get a card. The printing routes need student:export (the
 * campus roles print their campus's cards; university and nation roles their reach).
 * The cards are issued in card-store.ts and drawn in card-face.ts; the list in
 * student-list-pdf.ts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CARD_MESSAGES,
  MAX_CARDS_PER_PDF,
  STUDENT_PATHS,
  apiErrorSchema,
  nepalToday,
  studentName,
} from '@hemis/shared-contracts';
import { campusDocumentLanguage } from '../../lib/branding';
import { documentWords } from '../../lib/document-language';
import { badRequest, notFound } from '../../lib/errors';
import { sendPdf } from '../../lib/pdf';
import { sendDocument } from '../../lib/pdf-route';
import type { ResourceHandle, Row, ZodApp } from '../../lib/resource/types';
import { resourceIdParams } from '../../lib/resource/register';
import { resolveScope } from '../../lib/resource/scope';
import type { ScopeFilter } from '../../plugins/auth';
import { cardFaces, cardPdf, cardSheetPdf } from './card-face';
import { cardable, ensureCards, printable } from './card-store';
import { studentListPdf } from './student-list-pdf';
import { security } from '../../lib/route-kit';

const tags = ['student'];
const cardQuerySchema = z.strictObject({
  reissue: z.enum(['true', 'false'], { error: 'Reissue must be true or false' }).optional(),
});

/**
 * One student's identity card as a PDF answer (CR80, inline): only for a verified, active
 * record; issues a card when it has no valid one (`reissue`: replaces it). The record is one the
 * caller may see (a clerk's list, or a student's own record).
 */
export async function sendCard(
  app: FastifyInstance,
  student: ResourceHandle,
  reply: FastifyReply,
  record: Row,
  userId: number,
  reissue: boolean,
) {
  if (!cardable(record)) {
    throw badRequest(CARD_MESSAGES.notVerified, {
      verificationStatus: CARD_MESSAGES.notVerified,
    });
  }
  return sendDocument(reply, {
    fetch: async () => (await student.toRows([record]))[0],
    missing: `${student.contract.title} not found.`,
    async render(row) {
      const cards = await ensureCards(app, [row], userId, reissue);
      return cardPdf(await cardFaces(app, [row], cards), studentName(row));
    },
    fileName: (row) => `student-card-${Number(row.id)}.pdf`,
  });
}

export function registerStudentCards(app: ZodApp, student: ResourceHandle): void {
  const listQuerySchema = student.contract.listQuerySchema;
  const callerScope = (request: FastifyRequest): Promise<ScopeFilter> =>
    resolveScope(app.db, request.scope());

  app.get(
    STUDENT_PATHS.card.route,
    {
      config: { auth: { permission: 'student:export' } },
      schema: {
        tags,
        security,
        summary:
          "A student's identity card (PDF, CR80); issues one when the student has no valid card, " +
          'reissue=true replaces it',
        params: resourceIdParams,
        querystring: cardQuerySchema,
        produces: ['application/pdf'],
        response: { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const scope = await callerScope(request);
      const { id } = request.params;
      const { reissue } = request.query;
      const record = await student.findVisible(id, scope);
      if (!record) throw notFound(`${student.contract.title} not found.`);
      return sendCard(app, student, reply, record, scope.userId, reissue === 'true');
    },
  );

  app.get(
    STUDENT_PATHS.cards,
    {
      config: { auth: { permission: 'student:export' } },
      schema: {
        tags,
        security,
        summary: `The identity cards of a filtered student list (verified, active; at most ${MAX_CARDS_PER_PDF}), ten per A4 page`,
        querystring: listQuerySchema,
        produces: ['application/pdf'],
        response: { 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const scope = await callerScope(request);
      const query = request.query;
      const { total, data } = await student.query(scope, query, {
        where: printable,
        limit: MAX_CARDS_PER_PDF,
      });
      if (total > MAX_CARDS_PER_PDF)
        throw badRequest(CARD_MESSAGES.tooMany, { _: CARD_MESSAGES.tooMany });
      const cards = await ensureCards(app, data, scope.userId, false);
      const faces = await cardFaces(app, data, cards);
      // The sheet speaks its campus's language (each card its own campus's).
      const w = documentWords(
        scope.kind === 'campus'
          ? await campusDocumentLanguage(app, scope.campusId)
          : (faces[0]?.language ?? 'en'),
      );
      return sendPdf(reply, await cardSheetPdf(faces, w), 'student-cards.pdf', false);
    },
  );

  app.get(
    STUDENT_PATHS.listPdf,
    {
      config: { auth: { permission: 'student:export' } },
      schema: {
        tags,
        security,
        summary: 'The filtered student list as a printable PDF table (A4 landscape)',
        querystring: listQuerySchema,
        produces: ['application/pdf'],
        response: { 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const scope = await callerScope(request);
      const query = request.query;
      const list = await student.query(scope, query);
      const today = nepalToday();
      const pdf = await studentListPdf(app, scope, Number(query.filters.campusId), list, today);
      return sendPdf(reply, pdf, `student-list-${today}.pdf`, false);
    },
  );
}
