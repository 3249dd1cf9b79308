/**
 * The documents kept against records, as read from the database: their rows with who uploaded
 * them, and a kit resource as a documents record (visible by its read scope, written in its
 * write reach).
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type DocumentRow, withoutHiddenControls } from '@hemis/shared-contracts';
import { documents, users } from '../db/schema';
import type { DbOrTx, ResourceHandle } from './resource/types';
import { resolveScope, writeCondition } from './resource/scope';

import { keptFileName } from './document-files';
import type { DocumentRecord, DocumentRecordAdapter } from './document-types';

/** Document rows (with who uploaded them) matching a condition, by type then upload order. */
export async function documentRows(
  db: DbOrTx,
  where: ReturnType<typeof and>,
): Promise<DocumentRow[]> {
  const rows = await db
    .select({
      id: documents.id,
      documentType: documents.documentType,
      title: documents.title,
      originalName: documents.originalName,
      mimeType: documents.mimeType,
      sizeBytes: documents.sizeBytes,
      uploadedAt: documents.updatedAt,
      isPublic: documents.isPublic,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(documents)
    .leftJoin(users, eq(users.id, documents.updatedBy))
    .where(where)
    .orderBy(asc(documents.documentType), asc(documents.id));
  return rows.map(({ firstName, lastName, uploadedAt, title, originalName, ...row }) => ({
    ...row,
    // Names kept before hidden controls were stripped on upload read without them too.
    title: title === null ? null : withoutHiddenControls(title).trim() || null,
    originalName: keptFileName(originalName),
    uploadedAt: uploadedAt.toISOString(),
    uploadedBy: firstName ? `${firstName} ${lastName ?? ''}`.trim() : null,
  }));
}

/** The live documents kept against one record (e.g. a student's own, GET /Student/Me). */
export function documentsOf(db: DbOrTx, entity: string, entityId: number): Promise<DocumentRow[]> {
  return documentRows(
    db,
    and(
      eq(documents.entity, entity),
      eq(documents.entityId, entityId),
      isNull(documents.deletedAt),
    ),
  );
}

const ownerId = (value: unknown) => (typeof value === 'number' ? value : null);

/** A kit resource as a documents record: visible by its read scope, written in its write reach. */
export function resourceRecord(
  db: DbOrTx,
  entity: string,
  handle: ResourceHandle,
): DocumentRecordAdapter {
  const owners = { universityId: handle.columns.universityId, campusId: handle.columns.campusId };
  const foundId = handle.columns.id;
  if (!foundId) throw new Error(`${entity}: the table has no id column`);
  const idColumn: AnyPgColumn = foundId;
  return {
    module: handle.contract.module,
    notFound: `${handle.contract.title} not found.`,
    async find(request, id, write) {
      const scope = await resolveScope(db, request.scope());
      const row = await handle.findVisible(id, scope);
      if (!row) return null;
      const record: DocumentRecord = {
        id: Number(row.id),
        universityId: ownerId(row.universityId),
        campusId: ownerId(row.campusId),
      };
      if (!write) return record;
      const writable = writeCondition(handle.contract.ownership, owners, scope);
      if (writable === null) return { ...record, writable: [] };
      if (writable) {
        const allowed = await db
          .select({ id: idColumn })
          .from(handle.table)
          .where(and(eq(idColumn, id), writable))
          .limit(1);
        if (allowed.length === 0) return { ...record, writable: [] };
      }
      return { ...record, writable: 'all' };
    },
  };
}
