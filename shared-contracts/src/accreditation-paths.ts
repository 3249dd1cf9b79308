// The accreditation routes' paths, apart from their schemas (paths.ts takes them without zod).
import { paramPath } from './path-params';

export const ACCREDITATION_PATHS = {
  cycles: '/AccreditationCycle',
  cyclesExport: '/AccreditationCycle/Export',
  cycle: '/AccreditationCycle/:id',
  stage: '/AccreditationCycle/:id/Stage',
  withdraw: '/AccreditationCycle/:id/Withdraw',
  certificate: '/AccreditationCycle/:id/Pdf',
  /** A cycle's documents, typed by stage (lib/documents.ts); each private unless marked public. */
  documents: paramPath('/AccreditationCycle/:id/Documents'),
  document: paramPath('/AccreditationCycle/:id/Documents/:documentId'),
  /** Accredited campuses by campus type × university or province (or expiring: `expiringWithinMonths`). */
  report: '/AccreditationReport',
  reportExport: '/AccreditationReport/Export',
  reportPdf: '/AccreditationReport/Pdf',
  /** GET: a campus's internal quality assurance committee; PUT: the campus names it. */
  qualityCommittee: '/QualityCommittee',
  /** Public: the campuses accredited today. */
  accreditedCampuses: '/accredited-campuses',
  /** Public: a cycle's document marked public (any other is a 404). */
  publicDocument: paramPath('/accredited-campuses/:id/documents/:documentId'),
} as const;

/** The public page of the campuses accredited today (the shell's, no sign-in). */
export const ACCREDITED_CAMPUSES_PAGE_PATH = '/accredited-campuses';

/** The campus fact sheet (mfe-accreditation's /fact-sheet, /fact-sheet-list, /fact-sheet-campus/{id}). */
export const FACT_SHEET_PATHS = {
  /** GET: a campus's fact sheet of a fiscal year (the caller's own, or `campusId` in reach). */
  sheet: '/FactSheet',
  /** PUT: the campus's chief and focal person, with their contacts. */
  contacts: '/FactSheet/Contacts',
  /** GET: every campus in reach with its fact sheet's status. */
  list: '/FactSheet/List',
  /** GET: the same campuses and filters as the list, every row, as .xlsx. */
  listExport: '/FactSheet/List/Export',
  pdf: '/FactSheet/Pdf',
} as const;
