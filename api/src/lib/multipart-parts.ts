/**
 * The parts of a multipart body attached to `request.body` (attachFieldsToBody): a field is
 * `{ value }`, a file is `{ type: 'file', filename, toBuffer() }`. These guards read them without
 * trusting their shape (a JSON body sends plain values instead).
 */

/** A file part of a multipart body. */
export interface FilePart {
  type: 'file';
  filename?: string;
  toBuffer(): Promise<Buffer>;
}

/** Whether a value is a JSON object (not null, not an array). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isFilePart = (value: unknown): value is FilePart =>
  typeof value === 'object' &&
  value !== null &&
  'type' in value &&
  value.type === 'file' &&
  'toBuffer' in value &&
  typeof value.toBuffer === 'function';

/** A multipart field's text (attachFieldsToBody), or a JSON body's value as it is. */
export function partValue(entry: unknown): unknown {
  if (typeof entry === 'object' && entry !== null && 'value' in entry) return entry.value;
  return entry;
}
