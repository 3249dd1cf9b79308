/**
 * Character certificates (kit routes under /CharacterCertificate, module student):
 *   POST /CharacterCertificate        a clerk (student:add) applies for a student of the campus,
 *                                     or, without a student, records an old-format certificate
 *                                     from typed details;
 *   POST /Student/Me/CharacterCertificate  a Student applies for themself (and nobody else);
 *   POST .../{id}/Approve | Reject    the campus decides (student:approve): approving numbers the
 *                                     certificate per campus and fiscal year and gives it its
 *                                     verification code, in one transaction with an audit row;
 *   POST .../{id}/Reissue             a new issued certificate with the same details; the old one
 *                                     is marked replaced (its code then verifies as replaced);
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
  CHARACTER_SERIES,
  DOCUMENT_KINDS,
  DEFAULT_CONDUCT_REMARK,
  MESSAGES,
  adToBs,
  apiErrorSchema,
  characterCertificateContract,
  characterRejectionSchema,
  characterReissueSchema,
  characterSelfApplicationSchema,
  characterVerificationSchema,
  idParamSchema,
  nepalToday,
  type CharacterCertificate,
  type CharacterStatus,
  type CharacterVerification,
  studentName,
} from '@hemis/shared-contracts';
import {
  auditLog,
  characterCertificates,
  dropouts,
  programs,
  students,
  users,
} from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { nextNumber } from '../../lib/numbering';
import { sendPdf } from '../../lib/pdf';
import {
  registerResource,
  type ResourceHandle,
  type ResourceRegistry,
  type Row,
} from '../../lib/resource/register';
import { resolveScope } from '../../lib/resource/scope';
import type { DbOrTx, Tx, ZodApp } from '../../lib/resource/types';
import { newVerificationToken, verificationUrl } from '../../lib/verification';
import type { ScopeFilter } from '../../plugins/auth';
import { fiscalYearOn } from '../accounts/vouchers';
import {
  characterCertificatePdf,
  characterCertificateVerifier,
  type CertificateHandle,
} from './character-certificate-pdf';
import { ownOnly, ownStudentRecord } from './self';

const security = [{ bearer: [] }];
const tags = [characterCertificateContract.module];
const rowSchema = characterCertificateContract.rowSchema;
/** The kit's rows are serialised as they are (the row schema documents them). */
const plainSerializer = () => (data: unknown) => JSON.stringify(data);
const errors = {
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
} as const;

/** The details a certificate states: a student's snapshot, or what the clerk typed. */
const DETAIL_FIELDS = [
  'studentName',
  'registrationNo',
  'fatherName',
  'motherName',
  'programName',
  'levelId',
  'studyFromYear',
  'studyToYear',
  'dateOfBirthBs',
] as const satisfies readonly (keyof StudentDetails)[];

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;
const bsYearOf = (ad: unknown): number | null => {
  const bs = typeof ad === 'string' ? adToBs(ad) : null;
  return bs ? Number(bs.slice(0, 4)) : null;
};

/** The details a certificate states of a student of the campus. */
export interface StudentDetails {
  studentName: string;
  registrationNo: string | null;
  fatherName: string | null;
  motherName: string | null;
  programName: string | null;
  levelId: number | null;
  studyFromYear: number | null;
  studyToYear: number | null;
  dateOfBirthBs: string | null;
}

/**
 * Who the student is, as the certificate states it: name, registration number, parents, date of
 * birth, program and level, and the years of study from admission to leaving (the dropout date
 * of a student who dropped out) or to this year.
 */
export async function studentDetails(db: DbOrTx, record: Row): Promise<StudentDetails> {
  const [program] =
    typeof record.programId === 'number'
      ? await db
          .select({ name: programs.programName })
          .from(programs)
          .where(eq(programs.id, record.programId))
      : [];
  const [dropout] =
    record.status === 'droppedOut'
      ? await db
          .select({ date: dropouts.dropoutDate })
          .from(dropouts)
          .where(and(eq(dropouts.studentId, Number(record.id)), isNull(dropouts.deletedAt)))
          .limit(1)
      : [];
  const birthBs =
    textOf(record.dateOfBirthBs) ??
    (textOf(record.dateOfBirth) ? adToBs(String(record.dateOfBirth)) : null);
  return {
    studentName: studentName(record),
    registrationNo: textOf(record.registrationNo),
    fatherName: textOf(record.fatherName),
    motherName: textOf(record.motherName),
    programName: program?.name ?? null,
    levelId: typeof record.levelId === 'number' ? record.levelId : null,
    studyFromYear: bsYearOf(record.admissionDate),
    studyToYear: bsYearOf(dropout?.date ?? nepalToday()),
    dateOfBirthBs: birthBs,
  };
}

/** The typed details of an old-format certificate: field messages for what is missing or wrong. */
function checkTypedDetails(values: Row): void {
  const fields: Record<string, string> = {};
  if (!textOf(values.studentName)) fields.studentName = CHARACTER_MESSAGES.nameRequired;
  if (!textOf(values.programName)) fields.programName = CHARACTER_MESSAGES.programRequired;
  const from = typeof values.studyFromYear === 'number' ? values.studyFromYear : null;
  const to = typeof values.studyToYear === 'number' ? values.studyToYear : null;
  if (from === null) fields.studyFromYear = CHARACTER_MESSAGES.fromRequired;
  else if (to !== null && to < from) fields.studyToYear = CHARACTER_MESSAGES.toBeforeFrom;
  if (Object.keys(fields).length > 0) throw badRequest(MESSAGES.http.badRequest, fields);
}

/** The full name of the user who issues (printed as who prepared the certificate). */
async function userName(db: DbOrTx, userId: number): Promise<string | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user ? studentName(user) : null;
}

/** What an issued certificate gets: today's date, the next number of its year, a new code. */
export async function issuedValues(tx: Tx, campusId: number, userId: number | null) {
  const issuedAt = nepalToday();
  const year = await fiscalYearOn(tx, issuedAt);
  if (!year) throw badRequest(CHARACTER_MESSAGES.noFiscalYear);
  const certificateNo = await nextNumber(tx, {
    campusId,
    fiscalYearId: year.id,
    series: CHARACTER_SERIES,
  });
  return {
    status: 'approved' as const,
    issuedAt,
    fiscalYearId: year.id,
    certificateNo,
    verifyToken: newVerificationToken(),
    issuedBy: userId === null ? null : await userName(tx, userId),
  };
}

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

  /** One certificate of the caller's reach, as stored (404 outside it). */
  async function visible(id: number, scope: ScopeFilter): Promise<Row> {
    const record = await handle.findVisible(id, scope);
    if (!record) throw notFound(`${characterCertificateContract.title} not found.`);
    return record;
  }

  /** A certificate the caller's campus decides on (403 for anyone but that campus's staff). */
  async function decidable(request: { scope(): ScopeFilter }, id: number): Promise<Row> {
    const scope = await resolveScope(db, request.scope());
    const record = await visible(id, scope);
    if (scope.kind !== 'campus' || record.campusId !== scope.campusId) throw forbidden();
    return record;
  }

  async function rowOf(id: number): Promise<CharacterCertificate> {
    const [record] = await db.select().from(table).where(eq(table.id, id)).limit(1);
    const [row] = record ? await handle.toRows([record]) : [];
    if (!row) throw notFound(`${characterCertificateContract.title} not found.`);
    return row;
  }

  /**
   * Moves a certificate from one status to another inside `tx`, only if it still has the first
   * (a concurrent decision loses with a 409 and its transaction gives its number back).
   */
  async function move(
    tx: Tx,
    id: number,
    from: CharacterStatus,
    changes: Partial<typeof table.$inferInsert>,
    userId: number,
  ): Promise<void> {
    const moved = await tx
      .update(table)
      .set({ ...changes, updatedAt: new Date(), updatedBy: userId })
      .where(and(eq(table.id, id), eq(table.status, from)))
      .returning({ id: table.id });
    if (moved.length === 0) {
      throw conflict(
        from === 'applied' ? CHARACTER_MESSAGES.notApplied : CHARACTER_MESSAGES.notIssued,
      );
    }
  }

  const audit = (tx: Tx, userId: number, action: string, id: number, detail: Row) =>
    tx.insert(auditLog).values({
      userId,
      action,
      entity: characterCertificateContract.name,
      entityId: String(id),
      detail,
    });

  app.post(
    CHARACTER_CERTIFICATE_PATHS.selfApply,
    {
      config: { auth: ownOnly },
      serializerCompiler: plainSerializer,
      schema: {
        tags,
        security,
        summary:
          'The signed-in student applies for their own character certificate (Student ' +
          'accounts only: never for another student)',
        body: characterSelfApplicationSchema,
        response: { 201: rowSchema, ...errors },
      },
    },
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
      return reply.code(201).send(await rowOf(Number(created.id)));
    },
  );

  app.post(
    CHARACTER_CERTIFICATE_PATHS.approve.route,
    {
      config: { auth: { permission: 'student:approve' } },
      serializerCompiler: plainSerializer,
      schema: {
        tags,
        security,
        summary:
          'Issues an applied certificate: the next number of the campus and fiscal year and a ' +
          'verification code, with an audit row',
        params: idParamSchema,
        response: { 200: rowSchema, ...errors },
      },
    },
    async (request) => {
      const record = await decidable(request, request.params.id);
      const { userId } = request.scope();
      const id = Number(record.id);
      if (record.status !== 'applied') throw badRequest(CHARACTER_MESSAGES.notApplied);
      await db.transaction(async (tx) => {
        await move(tx, id, 'applied', {}, userId);
        const issued = await issuedValues(tx, Number(record.campusId), userId);
        await tx.update(table).set(issued).where(eq(table.id, id));
        await audit(tx, userId, 'approve', id, {
          certificateNo: issued.certificateNo,
          fiscalYearId: issued.fiscalYearId,
        });
      });
      return rowOf(id);
    },
  );

  app.post(
    CHARACTER_CERTIFICATE_PATHS.reject.route,
    {
      config: { auth: { permission: 'student:approve' } },
      serializerCompiler: plainSerializer,
      schema: {
        tags,
        security,
        summary: 'Rejects an applied certificate with a reason, with an audit row',
        params: idParamSchema,
        body: characterRejectionSchema,
        response: { 200: rowSchema, ...errors },
      },
    },
    async (request) => {
      const record = await decidable(request, request.params.id);
      const { userId } = request.scope();
      const id = Number(record.id);
      if (record.status !== 'applied') throw badRequest(CHARACTER_MESSAGES.notApplied);
      const { reason } = request.body;
      await db.transaction(async (tx) => {
        await move(tx, id, 'applied', { status: 'rejected', rejectionReason: reason }, userId);
        await audit(tx, userId, 'reject', id, { reason });
      });
      return rowOf(id);
    },
  );

  app.post(
    CHARACTER_CERTIFICATE_PATHS.reissue.route,
    {
      config: { auth: { permission: 'student:approve' } },
      serializerCompiler: plainSerializer,
      schema: {
        tags,
        security,
        summary:
          'Reissues an issued certificate: a new one (new number and code) with the same ' +
          'details, the purpose and wording changed if given; the old one is marked replaced',
        params: idParamSchema,
        body: characterReissueSchema,
        response: { 200: rowSchema, ...errors },
      },
    },
    async (request) => {
      const record = await decidable(request, request.params.id);
      const { userId } = request.scope();
      const id = Number(record.id);
      if (record.status !== 'approved') throw badRequest(CHARACTER_MESSAGES.notIssued);
      const newId = await db.transaction(async (tx) => {
        await move(tx, id, 'approved', { status: 'replaced' }, userId);
        const issued = await issuedValues(tx, Number(record.campusId), userId);
        const details = Object.fromEntries(DETAIL_FIELDS.map((name) => [name, record[name]]));
        const [created] = await tx
          .insert(table)
          .values({
            ...details,
            campusId: Number(record.campusId),
            universityId: (record.universityId as number | null) ?? null,
            studentId: (record.studentId as number | null) ?? null,
            oldFormat: Boolean(record.oldFormat),
            purpose: request.body.purpose ?? String(record.purpose),
            conductRemark: textOf(request.body.conductRemark) ?? textOf(record.conductRemark),
            replacesId: id,
            ...issued,
            createdBy: userId,
            updatedBy: userId,
          })
          .returning({ id: table.id });
        if (!created) throw new Error('reissued certificate not written');
        await tx.update(table).set({ replacedById: created.id }).where(eq(table.id, id));
        await audit(tx, userId, 'reissue', id, { replacedById: created.id });
        await audit(tx, userId, 'approve', created.id, {
          certificateNo: issued.certificateNo,
          fiscalYearId: issued.fiscalYearId,
          replacesId: id,
        });
        return created.id;
      });
      return rowOf(newId);
    },
  );

  /** The printed certificate of a record the caller reads; only an issued one prints. */
  async function sendCertificate(reply: FastifyReply, record: Row) {
    if (record.status !== 'approved') throw badRequest(CHARACTER_MESSAGES.notIssued);
    const row = await rowOf(Number(record.id));
    const pdf = await characterCertificatePdf(app, handle, row);
    return sendPdf(reply, pdf, `character-certificate-${row.id}.pdf`, true);
  }

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
      return sendCertificate(reply, await visible(request.params.id, scope));
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
    async (request, reply) =>
      sendCertificate(reply, await visible(request.params.id, request.scope())),
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
      const record = await visible(request.params.id, scope);
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
