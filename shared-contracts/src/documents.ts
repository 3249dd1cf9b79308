/**
 * Documents kept against a record (an employee's, a student's, an accreditation cycle's): typed,
 * size-checked files in the storage folder. Routes, for a record kind such as Employee:
 *   GET    /Employee/{id}/Documents                 DocumentRow[]
 *   POST   /Employee/{id}/Documents                 multipart: documentType, title?, file -> 201
 *   GET    /Employee/{id}/Documents/{documentId}    the file (attachment)
 *   PUT    /Employee/{id}/Documents/{documentId}    multipart: replace the file (and title)
 *   DELETE /Employee/{id}/Documents/{documentId}    soft delete
 * with the record's module permissions (view; edit for writes) and the record's scope. A record
 * kind whose documents may be public (an accreditation cycle's) also takes `isPublic` on upload
 * and replace, and PATCH /{Entity}/{id}/Documents/{documentId} { isPublic } to change it.
 */
import { z } from 'zod';
import { choices, type Choice } from './resource';
import { ACCREDITATION_STAGES } from './accreditation';
import { recordId } from './ids';

/** PDF or image, checked against the file's content on the server. */
export const DOCUMENT_ACCEPT = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

export const EMPLOYEE_DOCUMENT_TYPES: readonly Choice[] = choices({
  citizenship: 'Citizenship',
  appointment: 'Appointment Letter',
  academic: 'Academic Certificate',
  experience: 'Experience Letter',
  other: 'Other',
});

const OTHER_DOCUMENT: Choice = { value: 'other', label: 'Other' };
const PHOTO_DOCUMENT: Choice = { value: 'photo', label: 'Photograph' };

/** The documents each infrastructure register keeps, by its resource name. */
export const INFRASTRUCTURE_DOCUMENT_TYPES: Readonly<Record<string, readonly Choice[]>> = {
  Land: [
    { value: 'ownershipCertificate', label: 'Land Ownership Certificate (Lalpurja)' },
    { value: 'cadastralMap', label: 'Cadastral Map (Naksa)' },
    { value: 'leaseAgreement', label: 'Lease Agreement' },
    { value: 'taxReceipt', label: 'Land Tax Receipt' },
    OTHER_DOCUMENT,
  ],
  Building: [
    { value: 'completionCertificate', label: 'Building Completion Certificate' },
    { value: 'approvedDrawing', label: 'Approved Drawing' },
    { value: 'structuralAudit', label: 'Structural Assessment' },
    PHOTO_DOCUMENT,
    OTHER_DOCUMENT,
  ],
  Lab: [
    { value: 'equipmentInventory', label: 'Equipment Inventory' },
    PHOTO_DOCUMENT,
    OTHER_DOCUMENT,
  ],
  Hostel: [{ value: 'operatingPermit', label: 'Operating Permit' }, PHOTO_DOCUMENT, OTHER_DOCUMENT],
  Facility: [PHOTO_DOCUMENT, OTHER_DOCUMENT],
  Library: [
    { value: 'catalogue', label: 'Catalogue/Stock Register' },
    PHOTO_DOCUMENT,
    OTHER_DOCUMENT,
  ],
  Equipment: [
    { value: 'purchaseInvoice', label: 'Purchase Invoice' },
    { value: 'warranty', label: 'Warranty' },
    PHOTO_DOCUMENT,
    OTHER_DOCUMENT,
  ],
};

/**
 * An accreditation cycle's documents, typed by the stage they belong to (the campus's letter of
 * intent, the commission's eligibility letter, ...), or other.
 */
export const ACCREDITATION_DOCUMENT_TYPES: readonly Choice[] = [
  ...ACCREDITATION_STAGES.map((stage) => ({ value: stage.key, label: stage.label })),
  OTHER_DOCUMENT,
];

export const DOCUMENT_MESSAGES = {
  typeRequired: 'Document type is required',
  fileRequired: 'Choose a file to upload',
  fileType: 'The file must be a PDF, PNG or JPEG',
  fileSize: 'The file is too large (at most 5 MB)',
  uploaded: 'Document uploaded',
  replaced: 'Document replaced',
  deleted: 'Document deleted',
  notFound: 'Document not found.',
  publicFlag: 'Public must be true or false',
  madePublic: 'The document is public',
  madePrivate: 'The document is private',
} as const;

export const documentRowSchema = z.object({
  id: z.number().int(),
  documentType: z.string(),
  title: z.string().nullable(),
  originalName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
  uploadedBy: z.string().nullable(),
  /**
   * Readable by anyone (an accreditation cycle's, when marked so); false for other kinds (and
   * when an answer leaves it out).
   */
  isPublic: z.boolean().default(false),
});
export type DocumentRow = z.infer<typeof documentRowSchema>;

export const documentParamsSchema = z.strictObject({
  id: recordId(),
  documentId: recordId('Document id'),
});

/** PATCH /{Entity}/{id}/Documents/{documentId}: mark a document public or private. */
export const documentChangeSchema = z.strictObject({
  isPublic: z.boolean({ error: DOCUMENT_MESSAGES.publicFlag }),
});
export type DocumentChange = z.infer<typeof documentChangeSchema>;

/** A public document as the public pages list it (no uploader). */
export const publicDocumentSchema = documentRowSchema.pick({
  id: true,
  documentType: true,
  title: true,
  originalName: true,
  mimeType: true,
  sizeBytes: true,
});
export type PublicDocument = z.infer<typeof publicDocumentSchema>;
