/**
 * Documents kept against a record (shared-contracts/src/documents.ts): for a resource registered
 * with registerResource, or any other record through a small adapter (`DocumentRecordAdapter`:
 * the record the caller sees, and the document types they may write on it), five routes under
 * /<Entity>/:id/Documents. Reads need the module's `view`, writes its `edit`; the record must be
 * visible to the caller (404) and, for writes, within the caller's write reach for the
 * document's type (403). Files are checked by content (PDF, PNG, JPEG), at most
 * DOCUMENT_MAX_BYTES, kept under <uploads>/documents/ with a random name; replaced files are
 * removed after the commit, deletes are soft, and every write goes to audit_log. A kind whose
 * documents may be public (`publicFlag`) takes `isPublic` on upload and replace, and a PATCH of
 * it alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  MESSAGES,
  apiErrorSchema,
  documentChangeSchema,
  documentParamsSchema,
  documentRowSchema,
} from '@hemis/shared-contracts';
import { auditLog, documents } from '../db/schema';
import { registerOneFileMultipart } from './multipart';
import { documentsDir, movePersonalFiles } from './files';
import { badRequest, forbidden, notFound } from './errors';
import { resourceIdParams } from './resource/register';
import { security } from './route-kit';
import type { ZodApp } from './resource/types';

import {
  readUpload,
  sendDocument,
  storeDocumentFile,
  type UploadedDocument,
} from './document-files';
import { documentRows, resourceRecord } from './document-store';
import {
  DOCUMENT_FILE_SCHEMA,
  type DocumentFileRoute,
  type DocumentRecord,
  type DocumentsOptions,
} from './document-types';

export {
  attachmentHeader,
  keptFileName,
  sendDocument,
  storeDocumentFile,
  type StoredDocumentFile,
} from './document-files';
export { documentRows, documentsOf } from './document-store';
export {
  DOCUMENT_FILE_SCHEMA,
  type DocumentFileRoute,
  type DocumentRecord,
  type DocumentRecordAdapter,
  type DocumentsOptions,
} from './document-types';

const TITLE_MAX = 200;
const MESSAGE = z.object({ id: z.number().int(), message: z.string() });
/** What a write may answer besides its success. */
const REFUSALS = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Whether a record found for a write lets the caller write a document of `type` (any type). */
function writes(record: DocumentRecord, type?: string): boolean {
  const { writable } = record;
  if (writable === undefined) return false;
  if (writable === 'all') return true;
  return type === undefined ? writable.length > 0 : writable.includes(type);
}

export async function registerDocuments(app: ZodApp, options: DocumentsOptions): Promise<void> {
  const { entity, paths, types, publicFlag = false } = options;
  const db = app.db;
  const adapter = options.record ?? resourceRecord(db, entity, options.handle);
  const module = adapter.module;
  const tags = [module];
  const dir = documentsDir(app.hemis.uploadsDir);
  // Documents kept in the old documents folder, which /uploads/ served, move to this one.
  movePersonalFiles(app.hemis.uploadsDir, () => false);

  if (!app.hasContentTypeParser('multipart/form-data')) {
    await registerOneFileMultipart(app, DOCUMENT_MAX_BYTES);
  }

  /** The record, visible to the caller (404), and writable when asked (403). */
  async function recordFor(
    request: FastifyRequest,
    id: number,
    write: boolean,
  ): Promise<DocumentRecord> {
    const record = await adapter.find(request, id, write);
    if (!record) throw notFound(adapter.notFound);
    if (write && !writes(record)) throw forbidden();
    return record;
  }

  /** 403 unless the caller may write documents of each of `documentTypes` on the record. */
  function checkWritable(record: DocumentRecord, ...documentTypes: (string | undefined)[]) {
    for (const type of documentTypes) {
      if (type !== undefined && !writes(record, type)) throw forbidden();
    }
  }

  async function documentOf(recordId: number, documentId: number) {
    const [found] = await db
      .select()
      .from(documents)
      .where(
        and(
          eq(documents.id, documentId),
          eq(documents.entity, entity),
          eq(documents.entityId, recordId),
          isNull(documents.deletedAt),
        ),
      )
      .limit(1);
    if (!found) throw notFound(DOCUMENT_MESSAGES.notFound);
    return found;
  }

  const rowsOf = (where: ReturnType<typeof and>) => documentRows(db, where);

  const store = (file: { name: string; data: Buffer } | null) =>
    storeDocumentFile(dir, entity, file);

  function checkFields(upload: UploadedDocument, creating: boolean): void {
    const fields: Record<string, string> = {};
    if (upload.documentType === undefined) {
      if (creating) fields.documentType = DOCUMENT_MESSAGES.typeRequired;
    } else if (!types.some((type) => type.value === upload.documentType)) {
      fields.documentType = DOCUMENT_MESSAGES.typeRequired;
    }
    if (typeof upload.title === 'string' && upload.title.length > TITLE_MAX) {
      fields.title = `Title must be at most ${TITLE_MAX} characters`;
    }
    if (Object.keys(fields).length > 0) throw badRequest(MESSAGES.http.badRequest, fields);
  }

  const view = { auth: { permission: `${module}:view` as const } };
  const edit = { auth: { permission: `${module}:edit` as const } };

  app.get(
    paths.documents.route,
    {
      config: view,
      schema: {
        tags,
        security,
        summary: `The documents kept against one ${entity.toLowerCase()}`,
        params: resourceIdParams,
        response: { 200: z.array(documentRowSchema), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const record = await recordFor(request, request.params.id, false);
      return rowsOf(
        and(
          eq(documents.entity, entity),
          eq(documents.entityId, record.id),
          isNull(documents.deletedAt),
        ),
      );
    },
  );

  app.post(
    paths.documents.route,
    {
      config: edit,
      schema: {
        tags,
        security,
        summary: `Upload a document (multipart: documentType, title, ${publicFlag ? 'isPublic, ' : ''}file: PDF, PNG or JPEG)`,
        consumes: ['multipart/form-data'],
        params: resourceIdParams,
        response: { 201: documentRowSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const record = await recordFor(request, request.params.id, true);
      const upload = await readUpload(request.body, publicFlag);
      checkFields(upload, true);
      checkWritable(record, upload.documentType);
      const stored = store(upload.file);
      const userId = request.scope().userId;
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(documents)
            .values({
              entity,
              entityId: record.id,
              documentType: upload.documentType ?? '',
              title: upload.title ?? null,
              isPublic: upload.isPublic ?? false,
              fileName: stored.fileName,
              originalName: stored.originalName,
              mimeType: stored.mimeType,
              sizeBytes: stored.sizeBytes,
              universityId: record.universityId,
              campusId: record.campusId,
              createdBy: userId,
              updatedBy: userId,
            })
            .returning({ id: documents.id });
          if (!inserted) throw new Error('document insert returned nothing');
          await tx.insert(auditLog).values({
            userId,
            action: 'create',
            entity: `${entity}Document`,
            entityId: String(inserted.id),
            detail: {
              [`${entity.charAt(0).toLowerCase()}${entity.slice(1)}Id`]: record.id,
              documentType: upload.documentType,
              originalName: stored.originalName,
              sizeBytes: stored.sizeBytes,
              ...(publicFlag ? { isPublic: upload.isPublic ?? false } : {}),
            },
          });
          return inserted.id;
        });
      } catch (error) {
        fs.rmSync(stored.target, { force: true });
        throw error;
      }
      const [row] = await rowsOf(eq(documents.id, id));
      if (!row) throw notFound(DOCUMENT_MESSAGES.notFound);
      return reply.code(201).send(row);
    },
  );

  app.get<DocumentFileRoute>(
    paths.document.route,
    {
      config: view,
      schema: {
        tags,
        security,
        summary: 'Download a document (as an attachment)',
        ...DOCUMENT_FILE_SCHEMA,
      },
    },
    async (request, reply) => {
      const record = await recordFor(request, request.params.id, false);
      const { documentId } = request.params;
      return sendDocument(reply, dir, await documentOf(record.id, documentId));
    },
  );

  app.put(
    paths.document.route,
    {
      config: edit,
      schema: {
        tags,
        security,
        summary: 'Replace a document file (and its type or title)',
        consumes: ['multipart/form-data'],
        params: documentParamsSchema,
        response: { 200: documentRowSchema, ...REFUSALS },
      },
    },
    async (request) => {
      const record = await recordFor(request, request.params.id, true);
      const { documentId } = request.params;
      const before = await documentOf(record.id, documentId);
      const upload = await readUpload(request.body, publicFlag);
      checkFields(upload, false);
      checkWritable(record, before.documentType, upload.documentType);
      const stored = store(upload.file);
      const userId = request.scope().userId;
      try {
        await db.transaction(async (tx) => {
          const done = await tx
            .update(documents)
            .set({
              fileName: stored.fileName,
              originalName: stored.originalName,
              mimeType: stored.mimeType,
              sizeBytes: stored.sizeBytes,
              ...(upload.documentType !== undefined ? { documentType: upload.documentType } : {}),
              ...(upload.title !== undefined ? { title: upload.title } : {}),
              ...(upload.isPublic !== undefined ? { isPublic: upload.isPublic } : {}),
              updatedAt: new Date(),
              updatedBy: userId,
            })
            .where(and(eq(documents.id, before.id), isNull(documents.deletedAt)))
            .returning({ id: documents.id });
          if (done.length === 0) throw notFound(DOCUMENT_MESSAGES.notFound);
          await tx.insert(auditLog).values({
            userId,
            action: 'update',
            entity: `${entity}Document`,
            entityId: String(before.id),
            detail: {
              replaced: [before.originalName, stored.originalName],
              ...(upload.documentType !== undefined
                ? { documentType: [before.documentType, upload.documentType] }
                : {}),
              ...(upload.title !== undefined ? { title: [before.title, upload.title] } : {}),
              ...(upload.isPublic !== undefined
                ? { isPublic: [before.isPublic, upload.isPublic] }
                : {}),
            },
          });
        });
      } catch (error) {
        fs.rmSync(stored.target, { force: true });
        throw error;
      }
      fs.rmSync(path.join(dir, path.basename(before.fileName)), { force: true });
      const [row] = await rowsOf(eq(documents.id, before.id));
      return row;
    },
  );

  app.delete(
    paths.document.route,
    {
      config: edit,
      schema: {
        tags,
        security,
        summary: 'Delete a document (soft delete)',
        params: documentParamsSchema,
        response: { 200: MESSAGE, ...REFUSALS },
      },
    },
    async (request) => {
      const record = await recordFor(request, request.params.id, true);
      const { documentId } = request.params;
      const before = await documentOf(record.id, documentId);
      checkWritable(record, before.documentType);
      const userId = request.scope().userId;
      await db.transaction(async (tx) => {
        await tx
          .update(documents)
          .set({ deletedAt: new Date(), deletedBy: userId, updatedBy: userId })
          .where(eq(documents.id, before.id));
        await tx.insert(auditLog).values({
          userId,
          action: 'delete',
          entity: `${entity}Document`,
          entityId: String(before.id),
          detail: { originalName: before.originalName, documentType: before.documentType },
        });
      });
      return { id: before.id, message: DOCUMENT_MESSAGES.deleted };
    },
  );

  if (!publicFlag) return;

  app.patch(
    paths.document.route,
    {
      config: edit,
      schema: {
        tags,
        security,
        summary: 'Mark a document public (readable by anyone) or private',
        params: documentParamsSchema,
        body: documentChangeSchema,
        response: { 200: documentRowSchema, ...REFUSALS },
      },
    },
    async (request) => {
      const record = await recordFor(request, request.params.id, true);
      const before = await documentOf(record.id, request.params.documentId);
      checkWritable(record, before.documentType);
      const { isPublic } = request.body;
      const userId = request.scope().userId;
      await db.transaction(async (tx) => {
        await tx.update(documents).set({ isPublic }).where(eq(documents.id, before.id));
        await tx.insert(auditLog).values({
          userId,
          action: 'update',
          entity: `${entity}Document`,
          entityId: String(before.id),
          detail: { isPublic: [before.isPublic, isPublic] },
        });
      });
      const [row] = await rowsOf(eq(documents.id, before.id));
      return row;
    },
  );
}
