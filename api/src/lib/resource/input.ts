/**
 * Request bodies of the resource routes, before the contract's schema sees them: multipart parts
 * become plain values (files are set aside), keys the server decides (id, owner, audit columns)
 * are dropped, and text is converted strictly by field kind (numbers; a form's flags).
 */
import type { AnyResourceContract, FieldSpec } from '@hemis/shared-contracts';
import { badRequest } from '../errors';
import { MESSAGES } from '@hemis/shared-contracts';

export interface UploadedFile {
  field: string;
  fileName: string;
  mimeType: string;
  data: Buffer;
}

/** A part of a multipart body read with attachFieldsToBody: true. */
export interface MultipartPart {
  type: 'file' | 'field';
  fieldname: string;
  value?: unknown;
  filename?: string;
  mimetype?: string;
  toBuffer?: () => Promise<Buffer>;
}

export function isPart(value: unknown): value is MultipartPart {
  return (
    typeof value === 'object' &&
    value !== null &&
    'fieldname' in value &&
    'type' in value &&
    (value.type === 'file' || value.type === 'field')
  );
}

/** Keys a client may send back from a row; the server sets them itself. */
const SERVER_KEYS = [
  'id',
  'universityId',
  'campusId',
  'createdAt',
  'createdBy',
  'updatedAt',
  'updatedBy',
  'deletedAt',
  'deletedBy',
  'labels',
];

/** Multipart body (attachFieldsToBody: true) -> values and files. */
export async function readMultipart(
  contract: AnyResourceContract,
  body: Record<string, unknown>,
): Promise<{ values: Record<string, unknown>; files: UploadedFile[] }> {
  const values: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  for (const [key, entry] of Object.entries(body)) {
    if (Array.isArray(entry)) {
      throw badRequest(MESSAGES.http.badRequest, { [key]: 'This field is sent more than once.' });
    }
    if (!isPart(entry)) continue;
    if (entry.type === 'file') {
      if (!(key in contract.uploads) || !entry.toBuffer) {
        throw badRequest(MESSAGES.http.badRequest, { [key]: MESSAGES.http.unknownField });
      }
      const data = await entry.toBuffer();
      if (data.length > 0) {
        files.push({
          field: key,
          fileName: entry.filename ?? key,
          mimeType: entry.mimetype ?? 'application/octet-stream',
          data,
        });
      }
      continue;
    }
    values[key] = entry.value;
  }
  return { values, files };
}

/** Plain decimal digits (an optional minus): the only text read as a number. */
const WHOLE_NUMBER_TEXT = /^-?[0-9]+$/;
const DECIMAL_TEXT = /^-?[0-9]+(\.[0-9]+)?$/;

/** The number a field's text stands for (plain decimal digits), or null. */
export function numberOfText(kind: FieldSpec['kind'], text: string): number | null {
  const pattern = kind === 'decimal' ? DECIMAL_TEXT : WHOLE_NUMBER_TEXT;
  return pattern.test(text) ? Number(text) : null;
}

/**
 * Text -> the field's type, strictly: numbers from plain decimal digits only ("0x1f", "1e3" stay
 * text and are refused by the schema), an empty number field is none. Form text is text by
 * nature, so a form's flags are read from "true" and "false" (nothing else); JSON has booleans.
 */
function convertValue(spec: FieldSpec, value: unknown, form: boolean): unknown {
  if (typeof value !== 'string') return value;
  switch (spec.kind) {
    case 'integer':
    case 'decimal':
    case 'reference': {
      const text = value.trim();
      if (text === '') return null;
      return numberOfText(spec.kind, text) ?? value;
    }
    case 'flag':
    case 'status': {
      if (!form) return value;
      if (value === 'true') return true;
      if (value === 'false') return false;
      if (value === '') return spec.kind === 'flag' ? false : undefined;
      return value;
    }
    case 'choice':
    case 'date': {
      const text = value.trim();
      return text === '' && !spec.required ? null : text;
    }
    default:
      return value;
  }
}

/**
 * Values -> what the contract's schema checks: server keys and stored file names dropped (unless
 * the contract declares such a field, like a campus's universityId), text converted by field
 * kind (`form`: the values came from multipart form fields).
 */
export function normaliseValues(
  contract: AnyResourceContract,
  values: Record<string, unknown>,
  form: boolean,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const spec = contract.fields[key];
    if (!spec) {
      if (SERVER_KEYS.includes(key) || key in contract.uploads) continue;
      out[key] = value;
      continue;
    }
    const converted = convertValue(spec, value, form);
    if (converted !== undefined) out[key] = converted;
  }
  return out;
}

/**
 * Optional text left empty is stored as null; a flag sent as null is stored as false (its
 * column is NOT NULL: "not ticked").
 */
export function emptyTextToNull(
  contract: AnyResourceContract,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const [key, value] of Object.entries(out)) {
    const spec = contract.fields[key];
    if (spec && (spec.kind === 'text' || spec.kind === 'longText') && value === '') out[key] = null;
    if (spec?.kind === 'flag' && value === null) out[key] = false;
  }
  return out;
}

/** Image types by their first bytes (the declared type is not trusted). */
export function sniffImage(data: Buffer): { mimeType: string; extension: string } | null {
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]))
  )
    return { mimeType: 'image/png', extension: 'png' };
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return { mimeType: 'image/jpeg', extension: 'jpg' };
  if (
    data.length >= 12 &&
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return { mimeType: 'image/webp', extension: 'webp' };
  return null;
}

/** How far from the end a PDF's `startxref` and `%%EOF` may stand (trailing bytes are common). */
const PDF_TAIL_BYTES = 2048;

/**
 * Whether a file is built as a PDF, beyond its first bytes: a version header, then at its end a
 * `startxref` whose offset points at the cross-reference table (`xref`) or stream (`N G obj`)
 * inside the file, and `%%EOF`. A file that only starts with `%PDF-` is refused.
 */
export function isWellFormedPdf(data: Buffer): boolean {
  if (!/^%PDF-[12]\.\d/.test(data.subarray(0, 8).toString('latin1'))) return false;
  const tail = data.subarray(Math.max(0, data.length - PDF_TAIL_BYTES)).toString('latin1');
  const end = /startxref\s+(\d{1,12})\s+%%EOF\s*$/.exec(tail);
  if (!end) return false;
  const offset = Number(end[1]);
  if (offset <= 0 || offset >= data.length) return false;
  const target = data.subarray(offset, offset + 32).toString('latin1');
  return /^xref\b/.test(target) || /^\d+\s+\d+\s+obj\b/.test(target);
}

/** A file's kind by its content (the declared type is not trusted). */
export function sniffDocument(data: Buffer): { mimeType: string; extension: string } | null {
  if (data.length >= 5 && data.subarray(0, 5).toString('latin1') === '%PDF-') {
    return isWellFormedPdf(data) ? { mimeType: 'application/pdf', extension: 'pdf' } : null;
  }
  const image = sniffImage(data);
  return image && image.mimeType !== 'image/webp' ? image : null;
}
