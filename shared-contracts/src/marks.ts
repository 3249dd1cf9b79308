/**
 * Marks entry: one grid per exam class and subject (a routine entry names both), one row per
 * candidate with theory and practical marks, each part either a mark or Absent. The API saves the
 * whole grid in one request; the grid checks each cell with the same rule (`markProblem`) before
 * sending, so a mark over full marks is refused on its cell and never reaches the server.
 */
import { z } from 'zod';
import { textInput } from './text';
import { GRADING_PARTS, type GradingPart, type SubjectMarking } from './grading';

export const MARKS_MESSAGES = {
  notANumber: 'Marks are a number',
  negative: 'Marks cannot be below 0',
  twoDecimals: 'At most 2 decimals',
  notExamined: 'This subject has no marks for this part',
  locked:
    'Results of this exam are published: marks are locked. A correction is an amendment with a reason',
  reasonRequired: 'Give the reason for correcting published marks',
  notCandidate: 'Not a candidate of this exam class',
  notYourSubject: 'You may enter marks only for the subjects you teach',
  saved: 'Saved',
  saving: 'Saving…',
  notSaved: 'Not saved',
  noResults: 'Compute the results of this exam first',
  notComputed: 'Results of this exam are not computed yet',
  alreadyPublished: 'Results of this exam are already published',
  noScheme: 'No grading scheme is set for this university and level',
  rowHeaderMissing: 'The sheet has no Symbol No column: download the template',
  unknownSymbol: 'No candidate of this grid has this symbol number',
} as const;

/** "Over full marks" is named with the figure so the cell says what the limit is. */
export function overFullMarksMessage(full: number): string {
  return `At most ${full} (full marks)`;
}

/**
 * What is wrong with a typed mark for a part with `full` full marks (0 or null: not examined),
 * or null when it is a mark the part can have. The empty string is "not entered yet".
 */
export function markProblem(value: number | null, full: number | null | undefined): string | null {
  if (value === null) return null;
  if (!Number.isFinite(value)) return MARKS_MESSAGES.notANumber;
  if (!full) return MARKS_MESSAGES.notExamined;
  if (value < 0) return MARKS_MESSAGES.negative;
  if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) return MARKS_MESSAGES.twoDecimals;
  if (value > full) return overFullMarksMessage(full);
  return null;
}

/** A cell's text as a mark: '' is not entered (null); anything else must be a number. */
export function parseMark(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return 'invalid';
  return Number(trimmed);
}

/** Words a sheet may use for an absent part ("AB", "Abs", "Absent", "A"), any case. */
export function isAbsentWord(text: string): boolean {
  return /^(a|ab|abs|absent)$/i.test(text.trim());
}

/**
 * A cell as a clerk types or pastes it: an absent word ("AB", "ab", "Absent") is absent, else
 * the mark it reads as (parseMark).
 */
export function readMarkCell(text: string): 'absent' | number | null | 'invalid' {
  return isAbsentWord(text) ? 'absent' : parseMark(text);
}

/**
 * The values of a column pasted from a spreadsheet (one per line; a tab-separated row keeps its
 * first value, since the paste fills one column), trailing empty lines dropped.
 */
export function parsePastedColumn(text: string): string[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  while (lines.length > 0 && lines[lines.length - 1]?.trim() === '') lines.pop();
  return lines.map((line) => (line.split('\t')[0] ?? '').trim());
}

/** The full marks of a part from the subject setup (0 when the part is not examined). */
export function fullMarksOf(subject: SubjectMarking, part: GradingPart): number {
  return subject[`${part}FullMarks`] ?? 0;
}

const mark = z.number().min(0).max(1000).nullable();

/** One candidate's marks in the subject as the grid sends them. */
export const marksRowInputSchema = z.strictObject({
  candidateId: z.number().int().positive().max(2_147_483_647),
  theory: mark,
  practical: mark,
  theoryAbsent: z.boolean(),
  practicalAbsent: z.boolean(),
});
export type MarksRowInput = z.infer<typeof marksRowInputSchema>;

/** PUT body: the whole grid; `reason` only for an amendment after publishing. */
export const marksGridInputSchema = z.strictObject({
  rows: z.array(marksRowInputSchema).max(5000),
  reason: textInput({ multiLine: true }).max(500).optional(),
});
export type MarksGridInput = z.infer<typeof marksGridInputSchema>;

export const marksRowSchema = marksRowInputSchema.extend({
  symbolNo: z.string().nullable(),
  studentId: z.number().int(),
  studentName: z.string(),
  savedAt: z.string().nullable(),
});
export type MarksRow = z.infer<typeof marksRowSchema>;

/** GET: the grid of one routine entry (exam class and subject) with the subject's marking. */
export const marksGridSchema = z.object({
  routineId: z.number().int(),
  examId: z.number().int(),
  examName: z.string(),
  className: z.string(),
  subjectId: z.number().int(),
  subjectName: z.string(),
  theoryFullMarks: z.number(),
  theoryPassMarks: z.number(),
  practicalFullMarks: z.number(),
  practicalPassMarks: z.number(),
  /** Set once the results are published: saving then needs a reason (an amendment). */
  resultsPublishedAt: z.string().nullable(),
  rows: z.array(marksRowSchema),
});
export type MarksGrid = z.infer<typeof marksGridSchema>;

export const marksSavedSchema = z.object({ saved: z.number().int(), savedAt: z.string() });
export type MarksSaved = z.infer<typeof marksSavedSchema>;

/** The per-part field names of a grid row. */
export const MARK_PARTS = GRADING_PARTS;
export const absentKey = (part: GradingPart) => `${part}Absent` as const;

/** One refused row of an imported sheet: its row number in the sheet and what is wrong. */
export const marksImportRowErrorSchema = z.object({ row: z.number().int(), message: z.string() });

/** POST import: rows saved, or (nothing saved) the refused rows with their messages. */
export const marksImportResultSchema = z.object({
  saved: z.number().int(),
  errors: z.array(marksImportRowErrorSchema),
});
export type MarksImportResult = z.infer<typeof marksImportResultSchema>;

/** A grid the caller may open: one routine entry (exam, class, subject). */
export const marksChoiceSchema = z.object({
  routineId: z.number().int(),
  examId: z.number().int(),
  examName: z.string(),
  className: z.string(),
  subjectName: z.string(),
  /** The entry's exam date (AD), when the routine gives one. */
  examDate: z.string().nullable(),
  published: z.boolean(),
});
export type MarksChoice = z.infer<typeof marksChoiceSchema>;
