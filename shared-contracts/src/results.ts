/**
 * Results of exams as the API answers them: the exams with their state (results screen), the
 * tabulation sheet of an exam class (marks-list/{id}) and a student's own published results.
 * The figures are those `computeExamResult` gave when the results were computed (stored), so
 * the sheet, the marksheet and the student home agree.
 */
import { z } from 'zod';
import { GRADING_SCHEME_KINDS } from './grading';
import { EXAM_KIND_VALUES } from './resources/exams';

export const RESULT_STATES = ['entering', 'computed', 'published'] as const;
export type ResultState = (typeof RESULT_STATES)[number];

export const RESULT_STATE_LABELS: Readonly<Record<ResultState, string>> = {
  entering: 'Marks being entered',
  computed: 'Computed',
  published: 'Published',
};

export const RESULT_MESSAGES = {
  computed: (counts: ComputedCounts) =>
    `Results computed for ${counts.computed} students: ${counts.passed} passed, ${counts.failed} failed` +
    (counts.absent > 0 ? `, ${counts.absent} absent` : ''),
  published: 'Results published',
  notFound: 'No such exam',
  noCandidates: 'This exam has no candidates',
  recomputeAfterPublish: 'Published results are computed again by amending marks',
  notPublished: 'This result is not published yet',
} as const;

const statusSchema = z.enum(['passed', 'failed', 'absent']);

export const examResultStateSchema = z.object({
  examId: z.number().int(),
  examName: z.string(),
  candidates: z.number().int(),
  /** Candidate × subject cells with a mark or an absence, of those the routines expect. */
  marksEntered: z.number().int(),
  marksExpected: z.number().int(),
  computedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  state: z.enum(RESULT_STATES),
  /** The exam's classes: each opens its tabulation sheet. */
  classes: z.array(z.object({ examClassId: z.number().int(), className: z.string() })),
});
export type ExamResultState = z.infer<typeof examResultStateSchema>;

export const subjectResultCellSchema = z.object({
  subjectId: z.number().int(),
  theory: z.number().nullable(),
  practical: z.number().nullable(),
  obtained: z.number(),
  status: statusSchema,
  grade: z.string().nullable(),
  gradePoint: z.number().nullable(),
});
export type SubjectResultCell = z.infer<typeof subjectResultCellSchema>;

export const tabulationRowSchema = z.object({
  candidateId: z.number().int(),
  symbolNo: z.string().nullable(),
  studentName: z.string(),
  subjects: z.array(subjectResultCellSchema),
  obtained: z.number(),
  fullMarks: z.number(),
  percentage: z.number(),
  sgpa: z.number().nullable(),
  /** Board exams of semester programs: the CGPA up to this semester (null otherwise). */
  cgpa: z.number().nullable(),
  division: z.string().nullable(),
  status: statusSchema,
  rank: z.number().int().nullable(),
});
export type TabulationRow = z.infer<typeof tabulationRowSchema>;

export const tabulationSheetSchema = z.object({
  examId: z.number().int(),
  examName: z.string(),
  examClassId: z.number().int(),
  className: z.string(),
  kind: z.enum(GRADING_SCHEME_KINDS),
  /** Only a board exam's rows have a CGPA (in a gpa scheme). */
  examKind: z.enum(EXAM_KIND_VALUES),
  computedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  subjects: z.array(
    z.object({
      subjectId: z.number().int(),
      subjectName: z.string(),
      fullMarks: z.number(),
      creditHours: z.number().nullable(),
    }),
  ),
  rows: z.array(tabulationRowSchema),
});
export type TabulationSheet = z.infer<typeof tabulationSheetSchema>;

/** A student's own published result (the student home). */
export const ownResultSchema = z.object({
  candidateId: z.number().int(),
  examName: z.string(),
  className: z.string(),
  status: statusSchema,
  percentage: z.number(),
  sgpa: z.number().nullable(),
  /** Board exams of semester programs: the CGPA up to this semester (null otherwise). */
  cgpa: z.number().nullable(),
  division: z.string().nullable(),
  rank: z.number().int().nullable(),
  publishedAt: z.string(),
});
export type OwnResult = z.infer<typeof ownResultSchema>;

/** What computing an exam's results did: how many students, and how many passed, failed, were absent. */
export const computedSchema = z.object({
  computed: z.number().int(),
  passed: z.number().int(),
  failed: z.number().int(),
  absent: z.number().int(),
  computedAt: z.string(),
});
export type Computed = z.infer<typeof computedSchema>;
export type ComputedCounts = Omit<Computed, 'computedAt'>;
export const publishedSchema = z.object({ publishedAt: z.string() });
