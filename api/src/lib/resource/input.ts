/**
 * Request bodies of the resource routes, before the contract's schema sees them: multipart parts
 * become plain values (files are set aside), keys the server decides (id, owner, audit columns)
 * are dropped, and text from forms is converted by field kind (numbers, flags).
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

interface MultipartPart {
  type: 'file' | 'field';
  fieldname: string;
  value?: unknown;
  filename?: string;
  mimetype?: string;
  toBuffer?: () => Promise<Buffer>;
}

function isPart(value: unknown): value is MultipartPart {
  return (
    typeof value === 'object' &&
    value !== null &&
    'fieldname' in value &&
    'type' in value &&
    ((value as { type: unknown }).type === 'file' || (value as { type: unknown }).type === 'field')
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

function convertValue(spec: FieldSpec, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  switch (spec.kind) {
    case 'integer':
    case 'decimal':
    case 'reference': {
      const text = value.trim();
      if (text === '' || text === 'null') return null;
      const number = Number(text);
      return Number.isFinite(number) ? number : value;
    }
    case 'flag':
    case 'status': {
      const text = value.trim().toLowerCase();
      if (['true', '1', 'on', 'yes', 'active'].includes(text)) return true;
      if (['false', '0', 'off', 'no', 'inactive'].includes(text)) return false;
      if (text === '') return spec.kind === 'flag' ? false : undefined;
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
 * the contract declares such a field, like a campus's universityId), form text converted.
 */
export function normaliseValues(
  contract: AnyResourceContract,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const spec = contract.fields[key];
    if (!spec) {
      if (SERVER_KEYS.includes(key) || key in contract.uploads) continue;
      out[key] = value;
      continue;
    }
    const converted = convertValue(spec, value);
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
