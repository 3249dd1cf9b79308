/**
 * The documents kept against an accreditation cycle (lib/documents.ts, through a record adapter):
 *   GET|POST               /AccreditationCycle/{id}/Documents
 *   GET|PUT|PATCH|DELETE   /AccreditationCycle/{id}/Documents/{documentId}
 *   GET                    /accredited-campuses/{id}/documents/{documentId}  public: one marked so
 * Each is typed by the stage it belongs to (ACCREDITATION_DOCUMENT_TYPES: a stage, or other).
 * Whoever reads the cycle reads them (its campus, its university, the commission); whoever
 * records a stage (accreditation:edit; cycle.ts `recordsStage`) uploads, replaces, deletes and
 * marks public its documents, and both the campus and the commission keep other documents.
 * A document is private unless marked public: the public route answers 404 for any other.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  ACCREDITATION_DOCUMENT_TYPES,
  ACCREDITATION_STAGE_KEYS,
  ACCREDITATION_MESSAGES,
  ACCREDITATION_PATHS,
  DOCUMENT_MESSAGES,
  type PublicDocument,
} from '@hemis/shared-contracts';
import { accreditationCycles as cycles } from '../../db/schema/accreditation';
import { campuses, documents } from '../../db/schema';
import {
  DOCUMENT_FILE_SCHEMA,
  documentRows,
  registerDocuments,
  sendDocument,
  type DocumentFileRoute,
} from '../../lib/documents';
import { documentsDir } from '../../lib/files';
import { notFound } from '../../lib/errors';
import { RATE_LIMITS } from '../../lib/rate-limits';
import type { DbOrTx } from '../../lib/resource/types';
import { CYCLE_DOCUMENTS, recordsStage, type AccreditationCaller } from './cycle';
import { reachCondition } from './read';
import { tags, type ZodApp } from './route-kit';

/** The document types the caller uploads, replaces, deletes and marks public on a cycle in reach. */
export function writableDocumentTypes(caller: AccreditationCaller): string[] {
  const { kind } = caller.scope;
  if (!caller.canEdit || (kind !== 'nation' && kind !== 'campus')) return [];
  // The document types are the stages in their order, then other (ACCREDITATION_DOCUMENT_TYPES).
  return [...ACCREDITATION_STAGE_KEYS.filter((stage) => recordsStage(caller, stage)), 'other'];
}

/** Documents in the order of the stages they belong to (other last), then as uploaded. */
const stageOrder = (type: string) => {
  const at = ACCREDITATION_DOCUMENT_TYPES.findIndex((choice) => choice.value === type);
  return at < 0 ? ACCREDITATION_DOCUMENT_TYPES.length : at;
};

/** The public documents of each of `cycleIds` (for the public list of accredited campuses). */
export async function publicDocumentsOf(
  db: DbOrTx,
  cycleIds: readonly number[],
): Promise<Map<number, PublicDocument[]>> {
  const found = new Map<number, PublicDocument[]>();
  if (cycleIds.length === 0) return found;
  const kept = and(
    eq(documents.entity, CYCLE_DOCUMENTS),
    inArray(documents.entityId, [...cycleIds]),
    eq(documents.isPublic, true),
    isNull(documents.deletedAt),
  );
  const [owners, rows] = await Promise.all([
    db.select({ id: documents.id, cycleId: documents.entityId }).from(documents).where(kept),
    documentRows(db, kept),
  ]);
  const cycleOf = new Map(owners.map((owner) => [owner.id, owner.cycleId]));
  rows.sort((a, b) => stageOrder(a.documentType) - stageOrder(b.documentType) || a.id - b.id);
  for (const row of rows) {
    const cycleId = cycleOf.get(row.id);
    if (cycleId === undefined) continue;
    const { id, documentType, title, originalName, mimeType, sizeBytes } = row;
    const list = found.get(cycleId) ?? [];
    list.push({ id, documentType, title, originalName, mimeType, sizeBytes });
    found.set(cycleId, list);
  }
  return found;
}

export async function registerCycleDocuments(
  app: ZodApp,
  callerOf: (request: FastifyRequest) => Promise<AccreditationCaller>,
): Promise<void> {
  const db = app.db;
  const paths = ACCREDITATION_PATHS;

  await registerDocuments(app, {
    entity: CYCLE_DOCUMENTS,
    paths: { documents: paths.documents, document: paths.document },
    types: ACCREDITATION_DOCUMENT_TYPES,
    publicFlag: true,
    record: {
      module: 'accreditation',
      notFound: ACCREDITATION_MESSAGES.notFound,
      async find(request, id, write) {
        const [cycle] = await db
          .select({
            id: cycles.id,
            campusId: cycles.campusId,
            universityId: campuses.universityId,
          })
          .from(cycles)
          .innerJoin(campuses, eq(campuses.id, cycles.campusId))
          .where(and(eq(cycles.id, id), reachCondition(request.scope())));
        if (!cycle) return null;
        if (!write) return cycle;
        return { ...cycle, writable: writableDocumentTypes(await callerOf(request)) };
      },
    },
  });

  app.get<DocumentFileRoute>(
    paths.publicDocument.route,
    {
      config: { auth: { permission: 'public' }, rateLimit: RATE_LIMITS.publicVerification },
      schema: {
        tags,
        summary: 'Public: a document of an accreditation cycle marked public (as an attachment)',
        ...DOCUMENT_FILE_SCHEMA,
      },
    },
    async (request, reply) => {
      const { id, documentId } = request.params;
      const [document] = await db
        .select({
          fileName: documents.fileName,
          originalName: documents.originalName,
          mimeType: documents.mimeType,
        })
        .from(documents)
        .innerJoin(cycles, eq(cycles.id, documents.entityId))
        .where(
          and(
            eq(documents.id, documentId),
            eq(documents.entity, CYCLE_DOCUMENTS),
            eq(documents.entityId, id),
            eq(documents.isPublic, true),
            isNull(documents.deletedAt),
          ),
        )
        .limit(1);
      if (!document) throw notFound(DOCUMENT_MESSAGES.notFound);
      return sendDocument(reply, documentsDir(app.hemis.uploadsDir), document);
    },
  );
}
