/**
 * A document's file: read from a multipart upload, its name as kept, checked by content and
 * stored under a random name, and sent back as an attachment.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  MESSAGES,
  withoutHiddenControls,
} from '@hemis/shared-contracts';
import { isRecord } from './is-record';
import { badRequest, notFound } from './errors';
import { sniffDocument } from './resource/input';

export interface UploadedDocument {
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
  if (!('type' in value)) return false;
  return (value.type === 'file' || value.type === 'field') && 'fieldname' in value;
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
export async function readUpload(body: unknown, publicFlag: boolean): Promise<UploadedDocument> {
  const result: UploadedDocument = {
    documentType: undefined,
    title: undefined,
    isPublic: undefined,
    file: null,
  };
  if (!isRecord(body)) return result;
  const fields: Record<string, string> = {};
  for (const [key, entry] of Object.entries(body)) {
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
