/**
 * Bulk import of students from a workbook.
 */
import { z } from 'zod';
import { optionalId } from './id-values';

/**
 * GET  /Student/Import/Template           the .xlsx template (a header row of IMPORT_COLUMNS)
 * POST /Student/Import/DryRun             multipart file -> ImportReport (nothing written)
 * POST /Student/Import/DryRun?format=xlsx the same file -> the error workbook (bad rows + reasons)
 * POST /Student/Import                    multipart file -> 202 { jobId }: all rows or none
 *                                          (hidden until every row is in; a failed or
 *                                          interrupted import leaves nothing)
 * GET  /Student/Import/{jobId}            ImportJob (progress while it runs)
 * student:add, for the caller's campus (nation and university roles pass campusId); one check
 * or import per campus at a time (another: 409 IMPORT_MESSAGES.busy).
 */
export const IMPORT_MAX_ROWS = 100_000;
export const IMPORT_MAX_BYTES = 30 * 1024 * 1024;
/** Template columns: header text and the record field each fills; references by their name. */
export const IMPORT_COLUMNS = [
  { header: 'First Name', field: 'firstName' },
  { header: 'Middle Name', field: 'middleName' },
  { header: 'Last Name', field: 'lastName' },
  { header: 'Name (Nepali)', field: 'nameNepali' },
  { header: 'Gender', field: 'gender' },
  { header: 'Date of Birth (AD)', field: 'dateOfBirth' },
  { header: 'Date of Birth (BS)', field: 'dateOfBirthBs' },
  { header: 'Ethnic Group', field: 'ethnicGroupId' },
  { header: 'Religion', field: 'religion' },
  { header: 'Citizenship No.', field: 'citizenshipNo' },
  { header: 'National ID No.', field: 'nationalIdNo' },
  { header: 'Email', field: 'email' },
  { header: 'Phone', field: 'phoneNumber' },
  { header: 'Permanent District', field: 'permanentDistrictId' },
  { header: 'Permanent Local Level', field: 'permanentLocalLevel' },
  { header: 'Permanent Ward No.', field: 'permanentWard' },
  { header: "Father's Name", field: 'fatherName' },
  { header: "Mother's Name", field: 'motherName' },
  { header: 'Program', field: 'programId' },
  { header: 'Batch', field: 'batchId' },
  { header: 'Year/Semester', field: 'yearOrSemester' },
  { header: 'University Registration No.', field: 'registrationNo' },
  { header: 'Symbol No.', field: 'symbolNo' },
  { header: 'Campus Roll No.', field: 'campusRollNo' },
  { header: 'Admission Date (AD)', field: 'admissionDate' },
] as const;
export const importQuerySchema = z.strictObject({
  campusId: optionalId,
  format: z.enum(['json', 'xlsx']).optional(),
});
export const importRowErrorSchema = z.object({
  /** The sheet's row number (the header is row 1). */
  row: z.number().int(),
  messages: z.array(z.string()),
});
export const importReportSchema = z.object({
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** Rows that match a student at another campus (imported anyway; shown to the clerk). */
  duplicates: z.number().int(),
  /** The first bad rows (all are in the error workbook). */
  errors: z.array(importRowErrorSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;
export const importJobSchema = z.object({
  id: z.number().int(),
  status: z.enum(['running', 'done', 'failed']),
  total: z.number().int(),
  processed: z.number().int(),
  imported: z.number().int(),
  message: z.string().nullable(),
  report: importReportSchema.nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;
export const IMPORT_MESSAGES = {
  fileRequired: 'Choose an .xlsx file',
  notWorkbook: 'The file is not an .xlsx workbook',
  tooLarge: 'The file is too large (at most 30 MB)',
  tooManyRows: `At most ${IMPORT_MAX_ROWS.toLocaleString('en')} rows can be imported at once`,
  wrongHeader: 'The first row must be the template header',
  empty: 'The workbook has no student rows',
  hasErrors: 'Fix the rows with errors, then import again. Nothing was imported.',
  done: (count: number) => `${count} students imported`,
  failed: 'The import failed. Nothing was imported.',
  /** A job the server stopped in the middle of (found so at its next start). */
  interrupted:
    'The import was interrupted before it finished (the server stopped). Nothing was imported; import the file again.',
  /** A second import or check of the same campus while one runs (409). */
  busy: 'An import or check of this campus is already running. Try again when it has finished.',
  unknownReference: (label: string, value: string) => `${label} "${value}" was not found`,
  duplicateInFile: (label: string, row: number) => `${label} repeats row ${row}`,
} as const;
