import { apiClient } from '@hemis/shared-auth';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  choiceLabel,
  type Choice,
  type DocumentRow,
} from '@hemis/shared-contracts';
import { saveFile } from '../resource/api';
import { callerText } from '../i18n/format';

/**
 * The rules and calls of the documents kept against a record: what file may be uploaded, and the
 * upload and download over a record's documents path (`/Employee/5/Documents`).
 */

/**
 * The problem with a chosen document file (the contracts' message, in the current language), or
 * null when it may be uploaded.
 */
export function documentFileProblem(file: File | null | undefined): string | null {
  if (!file) return callerText(DOCUMENT_MESSAGES.fileRequired);
  if (!DOCUMENT_ACCEPT.some((type) => type === file.type))
    return callerText(DOCUMENT_MESSAGES.fileType);
  if (file.size > DOCUMENT_MAX_BYTES) return callerText(DOCUMENT_MESSAGES.fileSize);
  return null;
}

export const DOCUMENTS_LOAD_FAILED = 'The documents could not be loaded.';
export const DOCUMENT_ACTION_FAILED = 'The document could not be saved.';
export const DOCUMENT_DOWNLOAD_FAILED = 'The document could not be downloaded.';
export const DOCUMENT_PUBLIC = 'Public';
export const DOCUMENT_PRIVATE = 'Private';

/** A document to upload: its type, an optional title, the file (and, where kept, public). */
export interface DocumentUpload {
  documentType: string;
  title?: string | null;
  isPublic?: boolean;
  file: File;
}

/** Uploads one document to a record's documents path (multipart: documentType, title, file). */
export async function uploadDocument(documentsPath: string, document: DocumentUpload) {
  const body = new FormData();
  body.append('documentType', document.documentType);
  if (document.title) body.append('title', document.title);
  if (document.isPublic !== undefined) body.append('isPublic', String(document.isPublic));
  body.append('file', document.file);
  await apiClient.post(documentsPath, body);
}

/** Fetches one document and hands it to the browser under its original name. */
export async function downloadDocument(documentsPath: string, row: DocumentRow): Promise<void> {
  const response = await apiClient.get<Blob>(`${documentsPath}/${row.id}`, {
    responseType: 'blob',
  });
  saveFile(response.data, row.originalName);
}

/** The label of a document type among `types` (the stored value when unknown). */
export const documentTypeLabel = (types: readonly Choice[], value: string) =>
  choiceLabel(types, value);

/** The file rule of a document upload (type and size, checked before anything is sent). */
export const documentFileRule = {
  validator: async (_rule: unknown, value: unknown) => {
    const problem = documentFileProblem(value instanceof File ? value : null);
    if (problem) throw new Error(problem);
  },
};
