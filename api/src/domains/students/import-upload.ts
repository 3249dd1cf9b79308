/**
 * The import's files over HTTP: the one uploaded workbook of a multipart body (bounded by its
 * size), and a workbook sent as a download. The exam marks upload reads its file the same way.
 */
import type { FastifyRequest } from 'fastify';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES, MESSAGES } from '@hemis/shared-contracts';
import { badRequest } from '../../lib/errors';
import { isFilePart, isRecord } from '../../lib/multipart-parts';
import { checkUploadSize } from './import-rows';

/** The multipart body's one part `file` of up to `maxBytes` (other parts: 400). */
export async function uploadedWorkbook(
  request: FastifyRequest,
  maxBytes = IMPORT_MAX_BYTES,
): Promise<{ data: Buffer; fileName: string | null }> {
  const body = request.body;
  if (!request.isMultipart() || !isRecord(body)) {
    throw badRequest(MESSAGES.http.badRequest, { file: IMPORT_MESSAGES.fileRequired });
  }
  let data: Buffer | null = null;
  let fileName: string | null = null;
  for (const [key, part] of Object.entries(body)) {
    if (key === 'file' && isFilePart(part)) {
      data = await part.toBuffer();
      fileName = part.filename ? part.filename.slice(0, 255) : null;
    } else {
      throw badRequest(MESSAGES.http.badRequest, {
        [key]: Array.isArray(part)
          ? 'This field is sent more than once.'
          : MESSAGES.http.unknownField,
      });
    }
  }
  return { data: checkUploadSize(data, maxBytes), fileName };
}
