/** Exams: grading schemes, the schedule, candidates, marks and results, board-exam sittings. */
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import * as contracts from '@hemis/shared-contracts';
import { tz } from './resource-table';
import { resourceTable } from './registry';
import { subjects } from './setup';
import { users } from './users';
// The tables its references name are built first (registry.ts).
import './students';

/**
 * Grading schemes (kit resource GradingScheme): the commission's national defaults and each
 * university's own, one per level and kind; `bands` is the JSON text the contract validates whole.
 */
export const gradingSchemes = resourceTable('grading_schemes', contracts.gradingSchemeContract);

/** Marks of 2 decimals at most (a mark, a total, a percentage), read as numbers. */
const marks = (name: string, precision = 6) =>
  numeric(name, { precision, scale: 2, mode: 'number' });

/**
 * Marks of exam candidates, one row per candidate and subject: theory and practical (null when
 * not entered or absent) and each part's absence. The grid saves a whole exam class's subject at
 * once (its changed rows upserted on the unique pair); who changed it last and when.
 */
export const examMarks = pgTable(
  'exam_marks',
  {
    id: serial('id').primaryKey(),
    candidateId: integer('candidate_id')
      .notNull()
      .references((): AnyPgColumn => examCandidates.id),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    theory: marks('theory'),
    practical: marks('practical'),
    theoryAbsent: boolean('theory_absent').notNull().default(false),
    practicalAbsent: boolean('practical_absent').notNull().default(false),
    savedBy: integer('saved_by').references(() => users.id),
    savedAt: tz('saved_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('exam_marks_candidate_subject_uq').on(t.candidateId, t.subjectId)],
);

/** A subject's figures in a stored result (grading.ts SubjectResult, with its marks). */
export interface StoredSubjectResult {
  subjectId: number;
  theory: number | null;
  practical: number | null;
  obtained: number;
  status: contracts.ResultStatus;
  grade: string | null;
  gradePoint: number | null;
}

/**
 * Computed results, one per candidate: what `computeExamResult` gave and the rank in the exam
 * class, computed again whenever marks change after computing. The marksheet's QR code carries
 * the candidate's token (kind `marksheet`).
 */
export const examResults = pgTable(
  'exam_results',
  {
    id: serial('id').primaryKey(),
    candidateId: integer('candidate_id')
      .notNull()
      .references((): AnyPgColumn => examCandidates.id),
    examId: integer('exam_id')
      .notNull()
      .references((): AnyPgColumn => exams.id),
    examClassId: integer('exam_class_id')
      .notNull()
      .references((): AnyPgColumn => examClasses.id),
    status: varchar('status', { length: 10 }).$type<contracts.ResultStatus>().notNull(),
    obtained: marks('obtained', 8).notNull(),
    fullMarks: marks('full_marks', 8).notNull(),
    percentage: marks('percentage', 5).notNull(),
    sgpa: marks('sgpa', 3),
    division: varchar('division', { length: 40 }),
    creditHours: marks('credit_hours', 6).notNull().default(0),
    gradePoints: numeric('grade_points', { precision: 10, scale: 4, mode: 'number' })
      .notNull()
      .default(0),
    rank: integer('rank'),
    subjects: jsonb('subjects').$type<StoredSubjectResult[]>().notNull(),
    computedAt: tz('computed_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('exam_results_candidate_uq').on(t.candidateId),
    index('exam_results_class_idx').on(t.examClassId),
    index('exam_results_exam_idx').on(t.examId),
  ],
);

/** Exam types: a campus's internal exams and its university's board exams. */
export const examTypes = resourceTable('exam_types', contracts.examTypeContract);

/** Exams (the exam schedule) of a campus and fiscal year. */
export const exams = resourceTable('exams', contracts.examContract, {
  indexes: (t) => [index('exams_year_idx').on(t.campusId, t.fiscalYearId)],
});

/** The classes (program, batch, year or semester) an exam covers. */
export const examClasses = resourceTable('exam_classes', contracts.examClassContract);

/** The routine: one subject of one class on a date, from a time to a time, in a room. */
export const examRoutines = resourceTable('exam_routines', contracts.examRoutineContract, {
  indexes: (t) => [index('exam_routines_day_idx').on(t.campusId, t.examDate)],
});

/**
 * Candidates of an exam with their symbol numbers. `verifyToken` is what an admit card's QR code
 * carries (the one verification page); the marksheet carries the same token.
 */
export const examCandidates = resourceTable('exam_candidates', contracts.examCandidateContract, {
  columns: { verifyToken: varchar('verify_token', { length: 64 }).notNull() },
  indexes: (t) => [
    uniqueIndex('exam_candidates_token_uq').on(t.verifyToken),
    index('exam_candidates_class_idx').on(t.examClassId),
    index('exam_candidates_student_idx').on(t.studentId),
  ],
});

/**
 * Board-exam sittings of a campus (kit resource BoardExamSitting): a program's year or semester
 * in a fiscal year, with its appeared and passed counts by gender and their totals.
 */
export const boardExamSittings = resourceTable(
  'board_exam_sittings',
  contracts.boardExamSittingContract,
  { indexes: (t) => [index('board_exam_sittings_year_idx').on(t.fiscalYearId, t.programId)] },
);

/** Students of a per-student sitting (kit resource BoardExamStudent): their counts make it. */
export const boardExamStudents = resourceTable(
  'board_exam_students',
  contracts.boardExamStudentContract,
  { indexes: (t) => [index('board_exam_students_student_idx').on(t.studentId)] },
);
