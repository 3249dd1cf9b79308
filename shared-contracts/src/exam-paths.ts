/** The exam section's API paths (exams, marks entry, results); paths.ts lists them with the rest. */
import { paramPath } from './path-params';

/** Exams beside the kit's /Exam, /ExamClass, /ExamRoutine and /ExamCandidate routes. */
export const EXAM_PATHS = {
  /** POST: registers every active student of the class not yet registered, symbol numbers in order. */
  registerClass: paramPath('/ExamClass/:id/RegisterCandidates'),
  /** POST: the class's candidates' attendance % and flag taken again from recorded attendance. */
  refreshAttendance: paramPath('/ExamClass/:id/RefreshAttendance'),
  /** GET: one candidate's admit card (PDF). */
  admitCard: paramPath('/ExamCandidate/AdmitCard/:id/Pdf'),
  /** GET: the admit cards of a class, ten per A4 page (PDF). */
  classAdmitCards: paramPath('/ExamClass/:id/AdmitCards/Pdf'),
  /** GET: the routine of an exam, printed (PDF). */
  routinePdf: paramPath('/Exam/:id/Routine/Pdf'),
  /** GET: the subjects a class of an exam can sit (its program's year or semester). */
  classSubjects: paramPath('/ExamClass/:id/Subjects'),
} as const;

/**
 * Marks entry and results of exams (issue 16, items 3 and 4). A marks grid is named by its
 * routine entry: one entry is one exam class sitting one subject, exactly what one grid holds.
 */
export const MARKS_PATHS = {
  /** GET: the exam classes and subjects (routine entries) the caller may enter marks for. */
  choices: '/ExamMarks/Choices',
  /** GET the grid; PUT the whole grid (one transaction; after publishing, with a reason). */
  grid: paramPath('/ExamMarks/:id'),
  /** GET: the grid's .xlsx template (its candidates); POST: the filled template, per-row errors. */
  template: paramPath('/ExamMarks/:id/Template'),
  import: paramPath('/ExamMarks/:id/Import'),
} as const;

export const RESULT_PATHS = {
  /** GET: the exams the caller reads with their state (marks entered, computed, published). */
  exams: '/ExamResult/Exams',
  compute: paramPath('/ExamResult/:id/Compute'),
  publish: paramPath('/ExamResult/:id/Publish'),
  /** The tabulation sheet of an exam class (marks-list/{id}), and its .xlsx. */
  sheet: paramPath('/ExamResult/Sheet/:id'),
  sheetExport: paramPath('/ExamResult/Sheet/:id/Export'),
  /** One candidate's marksheet as a PDF (view-result/{id}). */
  marksheet: paramPath('/ExamResult/Candidate/:id/Pdf'),
  /** The signed-in student's own published results. */
  own: '/Student/Me/ExamResults',
  /** The signed-in student's own marksheet (a candidate id of theirs, once published). */
  ownMarksheet: paramPath('/Student/Me/ExamResults/:id/Pdf'),
} as const;
