/**
 * An online application's body: the applicant's own part (the offer and the password) taken out
 * of the record's fields, and its `document.<type>` files, each checked and stored.
 */
import fs from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  APPLICATION_DOCUMENT_PREFIX,
  MESSAGES,
  OPEN_ENROLMENT_MESSAGES,
  SET_BY_CAMPUS,
  STUDENT_DOCUMENT_TYPES,
  newPasswordField,
} from '@hemis/shared-contracts';
import { storeDocumentFile, type StoredDocumentFile } from '../../lib/documents';
import { badRequest } from '../../lib/errors';
import { documentsDir } from '../../lib/files';
import { isFilePart, isRecord, partValue } from '../../lib/multipart-parts';

/** The applicant's own part of the body beside the record: the offer and the password. */
export const applicantSchema = z
  .strictObject({
    offerId: z.coerce
      .number({ error: OPEN_ENROLMENT_MESSAGES.offerRequired })
      .int({ error: OPEN_ENROLMENT_MESSAGES.offerRequired })
      .positive({ error: OPEN_ENROLMENT_MESSAGES.offerRequired }),
    password: newPasswordField(),
    confirmPassword: z
      .string({ error: MESSAGES.signUp.confirmPasswordRequired })
      .min(1, { error: MESSAGES.signUp.confirmPasswordRequired }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    error: MESSAGES.signUp.passwordsDoNotMatch,
  });
const APPLICANT_KEYS = ['offerId', 'password', 'confirmPassword'] as const;

/** Takes the applicant's keys and documents out of the body; the rest is the record. */
export function splitBody(request: FastifyRequest) {
  const body = request.body;
  if (!isRecord(body)) {
    throw badRequest(MESSAGES.http.badRequest, {
      offerId: OPEN_ENROLMENT_MESSAGES.offerRequired,
    });
  }
  const record = { ...body };
  const applicant: Record<string, unknown> = {};
  for (const key of APPLICANT_KEYS) {
    if (key in record) applicant[key] = partValue(record[key]);
    delete record[key];
  }
  const documentParts: [string, unknown][] = [];
  const refused: Record<string, string> = {};
  for (const key of Object.keys(record)) {
    if (key.startsWith(APPLICATION_DOCUMENT_PREFIX)) {
      documentParts.push([key, record[key]]);
      delete record[key];
    } else if (SET_BY_CAMPUS.some((name) => name === key)) {
      refused[key] = OPEN_ENROLMENT_MESSAGES.setByCampus;
    }
  }
  if (Object.keys(refused).length > 0) throw badRequest(MESSAGES.http.badRequest, refused);
  request.body = record;
  return { applicant, documentParts };
}

export type ApplicationFile = StoredDocumentFile & { documentType: string };

/** Application documents: `document.<type>` files, each checked and stored. */
export async function storeDocuments(
  uploadsDir: string,
  parts: [string, unknown][],
): Promise<ApplicationFile[]> {
  const stored: ApplicationFile[] = [];
  const dir = documentsDir(uploadsDir);
  try {
    for (const [key, entry] of parts) {
      const documentType = key.slice(APPLICATION_DOCUMENT_PREFIX.length);
      if (!STUDENT_DOCUMENT_TYPES.some((type) => type.value === documentType)) {
        throw badRequest(MESSAGES.http.badRequest, {
          [key]: OPEN_ENROLMENT_MESSAGES.documentType,
        });
      }
      if (!isFilePart(entry)) {
        throw badRequest(MESSAGES.http.badRequest, { [key]: MESSAGES.http.unknownField });
      }
      const data = await entry.toBuffer();
      const file = data.length > 0 ? { name: entry.filename || documentType, data } : null;
      stored.push({ ...storeDocumentFile(dir, 'Student', file, key), documentType });
    }
  } catch (error) {
    for (const file of stored) fs.rmSync(file.target, { force: true });
    throw error;
  }
  return stored;
}
