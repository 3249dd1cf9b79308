/**
 * Character certificates (kit routes under /CharacterCertificate, module student):
 *   POST /CharacterCertificate        a clerk (student:add) applies for a student of the campus,
 *                                     or, without a student, records an old-format certificate
 *                                     from typed details;
 *   POST /Student/Me/CharacterCertificate  a Student applies for themself (and nobody else);
 *   POST .../{id}/Approve | Reject | Reissue  the campus decides (certificate-decisions.ts);
 *   GET  .../{id}/Pdf                 the printed certificate (issued ones only; a Student prints
 *                                     their own at /Student/Me/CharacterCertificate/{id}/Pdf),
 *   GET  .../{id}/Verification        what its code says now.
 * A Student reads their own certificates through the kit's list (ownRows).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import {
  CHARACTER_CERTIFICATE_PATHS,
  CHARACTER_MESSAGES,
  DOCUMENT_KINDS,
  DEFAULT_CONDUCT_REMARK,
  MESSAGES,
  characterCertificateContract,
  characterSelfApplicationSchema,
  characterVerificationSchema,
  idParamSchema,
  type CharacterVerification,
} from '@hemis/shared-contracts';
import { characterCertificates, students } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { sendDocument } from '../../lib/pdf-route';
import {
  registerResource,
  type ResourceHandle,
  type ResourceRegistry,
} from '../../lib/resource/register';
import { resolveScope } from '../../lib/resource/scope';
import type { ZodApp } from '../../lib/resource/types';
import { verificationUrl } from '../../lib/verification';
import type { ScopeFilter } from '../../plugins/auth';
import { ownOnly, ownStudentRecord } from '../students/self';
import {
  characterCertificatePdf,
  characterCertificateVerifier,
  type CertificateHandle,
} from './character-certificate-pdf';
import { registerCertificateDecisions } from './certificate-decisions';
import { DETAIL_FIELDS, checkTypedDetails, studentDetails, textOf } from './certificate-details';
import { errors, security } from '../../lib/route-kit';
import { certificateReads, certificateTags as tags, rowRoute } from './certificate-reads';

export function registerCharacterCertificates(
  app: ZodApp,
  registry: ResourceRegistry,
  student: ResourceHandle,
): CertificateHandle {
  const db = app.db;
  const table = characterCertificates;

  const handle: CertificateHandle = registerResource(app, characterCertificateContract, table, {
    registry,
    // A Student reads the certificates of the record linked to their account.
    ownRows: (userId) =>
      inArray(
        table.studentId,
        db.select({ id: students.id }).from(students).where(eq(students.userId, userId)),
      ),
    async validate({ db: reader, scope, values, existing, changes }) {
      // A certificate always states the campus's conduct wording: emptied, it is the default.
      const conductRemark = textOf(values.conductRemark) ?? DEFAULT_CONDUCT_REMARK;
      if (existing) {
        if (existing.status !== 'applied') throw badRequest(CHARACTER_MESSAGES.notApplied);
        // A student's details come from their record: only the purpose and wording change.
        if (existing.studentId !== null) {
          const fixed = DETAIL_FIELDS.filter((name) => name in changes);
          if (fixed.length > 0) {
            throw badRequest(
              MESSAGES.http.badRequest,
              Object.fromEntries(fixed.map((name) => [name, CHARACTER_MESSAGES.detailsOfRecord])),
            );
          }
          return { conductRemark };
        }
        checkTypedDetails(values);
        return { conductRemark };
      }
      if (values.studentId === null || values.studentId === undefined) {
        checkTypedDetails(values);
        return { oldFormat: true, status: 'applied', conductRemark };
      }
      const record = await student.findVisible(Number(values.studentId), scope);
      if (!record || record.campusId !== values.campusId) {
        throw badRequest(MESSAGES.http.badRequest, {
          studentId: CHARACTER_MESSAGES.studentNotHere,
        });
      }
      const [waiting] = await reader
        .select({ id: table.id })
        .from(table)
        .where(
          and(
            eq(table.studentId, Number(record.id)),
            eq(table.status, 'applied'),
            isNull(table.deletedAt),
          ),
        )
        .limit(1);
      if (waiting) throw conflict(CHARACTER_MESSAGES.pending);
      return {
        ...(await studentDetails(reader, record)),
        oldFormat: false,
        status: 'applied',
        conductRemark,
      };
    },
    async beforeDelete({ existing }) {
      // An issued certificate's number and code stay: it is replaced, never deleted.
      if (existing.status === 'approved' || existing.status === 'replaced') {
        throw badRequest(CHARACTER_MESSAGES.notApplied);
      }
    },
  });

  const reads = certificateReads(db, handle);

  app.post(
    CHARACTER_CERTIFICATE_PATHS.selfApply,
    rowRoute(ownOnly, {
      summary:
        'The signed-in student applies for their own character certificate (Student ' +
        'accounts only: never for another student)',
      body: characterSelfApplicationSchema,
      response: { 201: characterCertificateContract.rowSchema, ...errors },
    }),
    async (request, reply) => {
      const { userId } = request.scope();
      const record = await ownStudentRecord(db, userId);
      // The student applies to their own campus, as its clerk would on their behalf.
      const campusScope = await resolveScope(db, {
        kind: 'campus',
        campusId: Number(record.campusId),
        universityId: null,
        userId,
      });
      const prepared = await handle.prepareCreate(campusScope, {
        values: { studentId: Number(record.id), purpose: request.body.purpose },
        files: [],
      });
      const created = await db.transaction((tx) =>
        handle.insertPrepared(tx, campusScope, prepared),
      );
      return reply.code(201).send(await reads.rowOf(Number(created.id)));
    },
  );

  registerCertificateDecisions(app, reads);

  /** The printed certificate of a record the caller reads; only an issued one prints. */
  const sendCertificate = (reply: FastifyReply, id: number, scope: ScopeFilter) =>
    sendDocument(reply, {
      fetch: () => reads.visible(id, scope),
      check(record) {
        if (record.status !== 'approved') throw badRequest(CHARACTER_MESSAGES.notIssued);
      },
      render: async (record) =>
        characterCertificatePdf(app, handle, await reads.rowOf(Number(record.id))),
      fileName: (record) => `character-certificate-${Number(record.id)}.pdf`,
    });

  app.get(
    CHARACTER_CERTIFICATE_PATHS.pdf.route,
    {
      config: { auth: { permission: 'student:export' } },
      schema: {
        tags,
        security,
        summary: 'An issued certificate as an A4 PDF with the QR code of its verification page',
        params: idParamSchema,
        produces: ['application/pdf'],
        response: errors,
      },
    },
    async (request, reply) => {
      const scope = await resolveScope(db, request.scope());
      return sendCertificate(reply, request.params.id, scope);
    },
  );

  app.get(
    CHARACTER_CERTIFICATE_PATHS.selfPdf.route,
    {
      config: { auth: ownOnly },
      schema: {
        tags,
        security,
        summary:
          "The signed-in student's own issued certificate as an A4 PDF (Student accounts only)",
        params: idParamSchema,
        produces: ['application/pdf'],
        response: errors,
      },
    },
    async (request, reply) => sendCertificate(reply, request.params.id, request.scope()),
  );

  const verify = characterCertificateVerifier(handle);
  app.get(
    CHARACTER_CERTIFICATE_PATHS.verification.route,
    {
      config: { auth: { permission: 'student:view' } },
      schema: {
        tags,
        security,
        summary:
          "What the certificate's verification page says now, and the page's link (null " +
          'before it is issued)',
        params: idParamSchema,
        response: { 200: characterVerificationSchema, ...errors },
      },
    },
    async (request): Promise<CharacterVerification> => {
      const scope = await resolveScope(db, request.scope());
      const record = await reads.visible(request.params.id, scope);
      const token = textOf(record.verifyToken);
      const found = token ? await verify(app, token) : null;
      const kind = 'character-certificate';
      const base = { kind, documentTitle: DOCUMENT_KINDS[kind] };
      if (!token || !found) {
        return {
          ...base,
          valid: false,
          verdict: CHARACTER_MESSAGES.notIssuedYet,
          facts: [],
          link: null,
        };
      }
      return {
        ...base,
        ...found,
        link: verificationUrl(app.hemis.config.publicUrl, kind, token),
      };
    },
  );

  return handle;
}
