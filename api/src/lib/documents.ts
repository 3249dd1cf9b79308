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
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  MESSAGES,
  apiErrorSchema,
  documentChangeSchema,
  documentParamsSchema,
  documentRowSchema,
  type ApiError,
  type Choice,
  type DocumentRow,
  type Module,
  type ParamPath,
  withoutHiddenControls,
} from '@hemis/shared-contracts';
import { auditLog, documents, users } from '../db/schema';
import { registerOneFileMultipart } from './multipart';
import { documentsDir, movePersonalFiles } from './files';
import { badRequest, forbidden, notFound } from './errors';
import { resourceIdParams, type DbOrTx, type ResourceHandle } from './resource/register';
import { resolveScope, writeCondition } from './resource/scope';
import { sniffDocument } from './resource/input';
import type { ZodApp } from './resource/types';

const security = [{ bearer: [] }];
const TITLE_MAX = 200;
const MESSAGE = z.object({ id: z.number().int(), message: z.string() });
/** What a write may answer besides its success. */
const REFUSALS = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * A route that sends a document's file: the file is a stream, which the response schemas (the
 * errors) do not describe, so the route names its answer, and so its params, by their types.
 */
export type DocumentFileRoute = {
  Params: z.output<typeof documentParamsSchema>;
  Reply: fs.ReadStream | ApiError;
};
/** Such a route's params, kinds of file and errors (its schema beside its tags and summary). */
export const DOCUMENT_FILE_SCHEMA = {
  params: documentParamsSchema,
  produces: ['application/pdf', 'image/png', 'image/jpeg'],
  response: { 400: apiErrorSchema, 404: apiErrorSchema },
};

/** The record documents are kept against, as found for one caller. */
export interface DocumentRecord {
  id: number;
  universityId: number | null;
  campusId: number | null;
  /** Found for a write: the document types the caller may write on it (none: 403). */
  writable?: 'all' | readonly string[];
}

/** How the documents routes reach a record that is not a kit resource. */
export interface DocumentRecordAdapter {
  /** The module whose `view` and `edit` the routes check (and their OpenAPI tag). */
  module: Module;
  /** The 404 message for a record the caller does not see. */
  notFound: string;
  /** The record `id` if the caller sees it, else null; for a write, with what they may write. */
  find(request: FastifyRequest, id: number, write: boolean): Promise<DocumentRecord | null>;
}

export type DocumentsOptions = {
  /** The record kind, as in the URL and in documents.entity ('Employee', 'Student'). */
  entity: string;
  /** Its routes, from shared-contracts (`EMPLOYEE_PATHS`, `STUDENT_PATHS`). */
  paths: { documents: ParamPath; document: ParamPath };
  types: readonly Choice[];
  /** Documents may be marked public (isPublic on upload and replace, and a PATCH). */
  publicFlag?: boolean;
} & (
  { handle: ResourceHandle; record?: never } | { record: DocumentRecordAdapter; handle?: never }
);

interface UploadedDocument {
  documentType: string | undefined;
  title: string | null | undefined;
  isPublic: boolean | undefined;
  file: { name: string; data: Buffer } | null;
}

interface Part {
  type: 'file' | 'field';
  value?: unknown;
  filename?: string;
  toBuffer?: () => Promise<Buffer>;
}

function isPart(value: unknown): value is Part {
  if (typeof value !== 'object' || value === null) return false;
  const type = (value as { type?: unknown }).type;
  return (type === 'file' || type === 'field') && 'fieldname' in value;
}

/**
 * A document's original name as kept: its last path part, without hidden controls (the
 * contracts' one rule: a name "photo\u202Efdp.exe" would show as "photoexe.pdf").
 */
export function keptFileName(name: string): string {
  const base = path.basename(name.replace(/\\/g, '/'));
  return withoutHiddenControls(base).trim().slice(0, 255) || 'document';
}

/** content-disposition for a download: a plain ASCII fallback and the UTF-8 name. */
export function attachmentHeader(stored: string): string {
  const name = withoutHiddenControls(stored).trim() || 'document';
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'document';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** A multipart body (attachFieldsToBody) -> the document's fields and its one file. */
async function readUpload(body: unknown, publicFlag: boolean): Promise<UploadedDocument> {
  const result: UploadedDocument = {
    documentType: undefined,
    title: undefined,
    isPublic: undefined,
    file: null,
  };
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return result;
  const fields: Record<string, string> = {};
  for (const [key, entry] of Object.entries(body as Record<string, unknown>)) {
    if (Array.isArray(entry)) {
      fields[key] = 'This field is sent more than once.';
      continue;
    }
    if (!isPart(entry)) continue;
    if (entry.type === 'file') {
      if (key !== 'file' || !entry.toBuffer) {
        fields[key] = MESSAGES.http.unknownField;
        continue;
      }
      const data = await entry.toBuffer();
      if (data.length > 0) result.file = { name: entry.filename || 'document', data };
      continue;
    }
    const value = typeof entry.value === 'string' ? entry.value.trim() : '';
    if (key === 'documentType') result.documentType = value || undefined;
    else if (key === 'title') result.title = withoutHiddenControls(value).trim() || null;
    else if (key === 'isPublic' && publicFlag) {
      if (value === 'true' || value === 'false') result.isPublic = value === 'true';
      else fields[key] = DOCUMENT_MESSAGES.publicFlag;
    } else fields[key] = MESSAGES.http.unknownField;
  }
  if (Object.keys(fields).length > 0) throw badRequest(MESSAGES.http.badRequest, fields);
  return result;
}

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

/** A document file as stored under the documents folder (lib/files). */
export interface StoredDocumentFile {
  fileName: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
  /** Its path, to remove it again if the record is never written. */
  target: string;
}

/**
 * Checks an uploaded document (present, at most DOCUMENT_MAX_BYTES, a PDF, PNG or JPEG by its
 * content) and writes it to `dir` under a random name; 400 naming `field` when refused.
 */
export function storeDocumentFile(
  dir: string,
  entity: string,
  file: { name: string; data: Buffer } | null,
  field = 'file',
): StoredDocumentFile {
  const refuse = (message: string) => badRequest(MESSAGES.http.badRequest, { [field]: message });
  if (!file) throw refuse(DOCUMENT_MESSAGES.fileRequired);
  if (file.data.length > DOCUMENT_MAX_BYTES) throw refuse(DOCUMENT_MESSAGES.fileSize);
  const kind = sniffDocument(file.data);
  if (!kind) throw refuse(DOCUMENT_MESSAGES.fileType);
  const fileName = `${entity.toLowerCase()}-${randomBytes(12).toString('hex')}.${kind.extension}`;
  fs.mkdirSync(dir, { recursive: true });
  const target = path.join(dir, fileName);
  fs.writeFileSync(target, file.data);
  return {
    fileName,
    originalName: keptFileName(file.name),
    mimeType: kind.mimeType,
    sizeBytes: file.data.length,
    target,
  };
}

/** Sends a stored document's file as an attachment (404 when the file is gone). */
export function sendDocument(
  reply: FastifyReply,
  dir: string,
  document: { fileName: string; originalName: string; mimeType: string },
) {
  const file = path.join(dir, path.basename(document.fileName));
  if (!fs.existsSync(file)) throw notFound(DOCUMENT_MESSAGES.notFound);
  return reply
    .type(document.mimeType)
    .header('content-disposition', attachmentHeader(document.originalName))
    .header('x-content-type-options', 'nosniff')
    .send(fs.createReadStream(file));
}

const ownerId = (value: unknown) => (typeof value === 'number' ? value : null);

/** A kit resource as a documents record: visible by its read scope, written in its write reach. */
function resourceRecord(db: DbOrTx, entity: string, handle: ResourceHandle): DocumentRecordAdapter {
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
