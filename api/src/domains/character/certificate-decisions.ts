/**
 * The campus's decisions on a character certificate (student:approve, the campus's own staff):
 *   POST .../{id}/Approve   numbers the certificate per campus and fiscal year and gives it its
 *                           verification code, in one transaction with an audit row;
 *   POST .../{id}/Reject    with a reason;
 *   POST .../{id}/Reissue   a new issued certificate with the same details; the old one is marked
 *                           replaced (its code then verifies as replaced).
 */
import { and, eq } from 'drizzle-orm';
import {
  CHARACTER_CERTIFICATE_PATHS,
  CHARACTER_MESSAGES,
  characterCertificateContract,
  characterRejectionSchema,
  characterReissueSchema,
  idParamSchema,
  type CharacterCertificate,
  type CharacterStatus,
} from '@hemis/shared-contracts';
import { auditLog, characterCertificates } from '../../db/schema';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import type { Row, Tx, ZodApp } from '../../lib/resource/types';
import { resolveScope } from '../../lib/resource/scope';
import type { ScopeFilter } from '../../plugins/auth';
import { DETAIL_FIELDS, issuedValues, textOf } from './certificate-details';
import { rowRoute, type CertificateReads } from './certificate-reads';

const table = characterCertificates;

/** A decision route's options: the campus's approvers, the certificate's id, its row answered. */
const decisionRoute = <Schema extends { summary: string }>(schema: Schema) =>
  rowRoute({ permission: 'student:approve' }, { params: idParamSchema, ...schema });

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

const idOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

export function registerCertificateDecisions(app: ZodApp, reads: CertificateReads): void {
  const db = app.db;

  /**
   * A certificate in status `from` that the caller's campus decides on (403 for anyone but that
   * campus's staff, 400 in another status), with its id and the deciding user.
   */
  async function decidable(
    request: { scope(): ScopeFilter; params: { id: number } },
    from: CharacterStatus,
  ): Promise<{ record: Row; id: number; userId: number }> {
    const scope = await resolveScope(db, request.scope());
    const record = await reads.visible(request.params.id, scope);
    if (scope.kind !== 'campus' || record.campusId !== scope.campusId) throw forbidden();
    if (record.status !== from) {
      throw badRequest(
        from === 'applied' ? CHARACTER_MESSAGES.notApplied : CHARACTER_MESSAGES.notIssued,
      );
    }
    return { record, id: Number(record.id), userId: request.scope().userId };
  }

  app.post(
    CHARACTER_CERTIFICATE_PATHS.approve.route,
    decisionRoute({
      summary:
        'Issues an applied certificate: the next number of the campus and fiscal year and a ' +
        'verification code, with an audit row',
    }),
    async (request): Promise<CharacterCertificate> => {
      const { record, id, userId } = await decidable(request, 'applied');
      await db.transaction(async (tx) => {
        await move(tx, id, 'applied', {}, userId);
        const issued = await issuedValues(tx, Number(record.campusId), userId);
        await tx.update(table).set(issued).where(eq(table.id, id));
        await audit(tx, userId, 'approve', id, {
          certificateNo: issued.certificateNo,
          fiscalYearId: issued.fiscalYearId,
        });
      });
      return reads.rowOf(id);
    },
  );

  app.post(
    CHARACTER_CERTIFICATE_PATHS.reject.route,
    decisionRoute({
      summary: 'Rejects an applied certificate with a reason, with an audit row',
      body: characterRejectionSchema,
    }),
    async (request): Promise<CharacterCertificate> => {
      const { id, userId } = await decidable(request, 'applied');
      const { reason } = request.body;
      await db.transaction(async (tx) => {
        await move(tx, id, 'applied', { status: 'rejected', rejectionReason: reason }, userId);
        await audit(tx, userId, 'reject', id, { reason });
      });
      return reads.rowOf(id);
    },
  );

  app.post(
    CHARACTER_CERTIFICATE_PATHS.reissue.route,
    decisionRoute({
      summary:
        'Reissues an issued certificate: a new one (new number and code) with the same ' +
        'details, the purpose and wording changed if given; the old one is marked replaced',
      body: characterReissueSchema,
    }),
    async (request): Promise<CharacterCertificate> => {
      const { record, id, userId } = await decidable(request, 'approved');
      const newId = await db.transaction(async (tx) => {
        await move(tx, id, 'approved', { status: 'replaced' }, userId);
        const issued = await issuedValues(tx, Number(record.campusId), userId);
        const details = Object.fromEntries(DETAIL_FIELDS.map((name) => [name, record[name]]));
        const [created] = await tx
          .insert(table)
          .values({
            ...details,
            campusId: Number(record.campusId),
            universityId: idOrNull(record.universityId),
            studentId: idOrNull(record.studentId),
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
      return reads.rowOf(newId);
    },
  );
}
