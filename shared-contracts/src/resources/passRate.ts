/**
 * Pass rates of the university's board exams: per program, year or semester and fiscal year, a
 * campus records how many of its students appeared and passed, either as counts by gender or
 * student by student (the sitting's counts are then computed from the students' entries).
 */
import { z } from 'zod';
import {
  choice,
  choices,
  date,
  decimal,
  defineResourceContract,
  integer,
  longText,
  reference,
  text,
  type Choice,
} from '../resource';
import { recordId } from '../ids';
import { GENDER_CHOICES } from './employee';
import { BS_DATE_PATTERN, keptStudentFields, studentRef } from './student';
import { campusRef, fiscalYearRef, levelRef, programRef, requiredChoice } from './fields';

export const PASS_RATE_ENTRY_KINDS: readonly Choice[] = choices({
  counts: 'Counts by gender',
  perStudent: 'Per student',
});
export const APPEARANCE_CHOICES: readonly Choice[] = choices({
  appeared: 'Appeared',
  absent: 'Absent',
});
export const BOARD_RESULT_CHOICES: readonly Choice[] = choices({
  passed: 'Passed',
  failed: 'Failed',
});
export const DIVISION_CHOICES: readonly Choice[] = choices({
  distinction: 'Distinction',
  first: 'First Division',
  second: 'Second Division',
  third: 'Third Division',
  pass: 'Pass',
});

export const PASS_RATE_MESSAGES = {
  passedOverAppeared: 'Passed cannot be more than appeared',
  countsFromStudents:
    'This sitting is entered per student: its counts come from the students’ entries',
  examDateBsInvalid: 'Exam date (BS) must be a real BS date (YYYY-MM-DD)',
  examDatesDisagree: 'Exam date in BS and AD must be the same day',
  examDateFuture: 'The exam date cannot be after today',
  sittingRequired: 'Sitting is required',
  notPerStudent: 'Choose a sitting entered per student',
  studentRequired: 'Student is required',
  notOfProgram: 'The student is not a student of this sitting’s program at the campus',
  symbolNoRequired: 'Symbol number is required',
  absentHasNoResult: 'An absent student has no result',
  divisionOnlyPassed: 'A division is given only to a student who passed',
  sittingConflict:
    'This program’s board exam of that year or semester is already recorded for the fiscal year',
  studentConflict: 'This student is already recorded for the sitting',
  programNotRun: 'This campus does not run this program (see its programs in Program Setup)',
} as const;

/** The six counts of a sitting, appeared and passed by gender. */
export const GENDERS_COUNTED = ['Male', 'Female', 'Other'] as const;
export const APPEARED_FIELDS = ['appearedMale', 'appearedFemale', 'appearedOther'] as const;
export const PASSED_FIELDS = ['passedMale', 'passedFemale', 'passedOther'] as const;
const count = (label: string) => integer(label, { min: 0, max: 100_000 });

/**
 * One board-exam sitting of a campus: a program's year or semester in a fiscal year, with the
 * exam's date and its appeared and passed counts. The server names it, keeps the program's
 * level (the by-level reads) and the totals and pass rate; a per-student sitting's counts are
 * computed from its students' entries and cannot be typed.
 */
export const boardExamSittingContract = defineResourceContract({
  name: 'BoardExamSitting',
  title: 'Board Exam Sitting',
  module: 'passRate',
  ownership: 'campusKept',
  updateMethod: 'PATCH',
  unique: ['fiscalYearId', 'programId', 'yearOrSemester'],
  defaultSort: 'examDate',
  fields: {
    // The first text field names a sitting wherever it is referred to (a student's entry).
    sittingName: text('Sitting', { max: 300, readOnly: true }),
    campusId: campusRef(false, true),
    fiscalYearId: { ...fiscalYearRef(true), createOnly: true },
    programId: { ...programRef(true), createOnly: true },
    levelId: { ...levelRef(), readOnly: true },
    yearOrSemester: integer('Year/Semester', {
      required: 'Year/Semester is required',
      min: 1,
      max: 12,
      createOnly: true,
    }),
    examDate: date('Exam Held Date (AD)'),
    examDateBs: text('Exam Held Date (BS)', {
      max: 10,
      pattern: { regex: BS_DATE_PATTERN, message: PASS_RATE_MESSAGES.examDateBsInvalid },
    }),
    entryKind: { ...requiredChoice('Entry', PASS_RATE_ENTRY_KINDS), createOnly: true },
    appearedMale: count('Appeared (Male)'),
    appearedFemale: count('Appeared (Female)'),
    appearedOther: count('Appeared (Other)'),
    passedMale: count('Passed (Male)'),
    passedFemale: count('Passed (Female)'),
    passedOther: count('Passed (Other)'),
    appeared: integer('Appeared', { readOnly: true }),
    passed: integer('Passed', { readOnly: true }),
    passRate: decimal('Pass Rate (%)', { readOnly: true }),
    remarks: longText('Remarks'),
  },
  messages: {
    created: 'Board exam sitting recorded',
    conflict: PASS_RATE_MESSAGES.sittingConflict,
  },
  refine(values, ctx) {
    APPEARED_FIELDS.forEach((appearedField, index) => {
      const passedField = PASSED_FIELDS[index] ?? appearedField;
      const appeared = values[appearedField];
      const passed = values[passedField];
      if (typeof passed === 'number' && passed > (typeof appeared === 'number' ? appeared : 0)) {
        ctx.addIssue({
          code: 'custom',
          path: [passedField],
          message: PASS_RATE_MESSAGES.passedOverAppeared,
        });
      }
    });
  },
});

/**
 * One student's board exam of a per-student sitting: symbol number, appeared or absent, and the
 * result once known (with a division or GPA if given). The server keeps who the student is
 * (name, gender) and the sitting's program and fiscal year, for the lists and the counts.
 */
export const boardExamStudentContract = defineResourceContract({
  name: 'BoardExamStudent',
  title: 'Board Exam Student',
  module: 'passRate',
  ownership: 'campusKept',
  updateMethod: 'PATCH',
  unique: ['sittingId', 'studentId'],
  defaultSort: 'symbolNo',
  fields: {
    campusId: campusRef(false, true),
    sittingId: reference('Sitting', 'BoardExamSitting', 'sittingName', {
      required: PASS_RATE_MESSAGES.sittingRequired,
      createOnly: true,
      filter: true,
    }),
    studentId: studentRef(PASS_RATE_MESSAGES.studentRequired),
    ...keptStudentFields(),
    gender: choice('Gender', GENDER_CHOICES, { filter: true, readOnly: true }),
    programId: { ...programRef(), readOnly: true },
    fiscalYearId: { ...fiscalYearRef(), readOnly: true },
    symbolNo: text('Symbol No.', { required: PASS_RATE_MESSAGES.symbolNoRequired, max: 30 }),
    attendance: requiredChoice('Appeared', APPEARANCE_CHOICES),
    result: choice('Result', BOARD_RESULT_CHOICES, { filter: true }),
    division: choice('Division', DIVISION_CHOICES),
    gpa: decimal('GPA', { min: 0, max: 4 }),
  },
  messages: {
    created: 'Student recorded for the board exam',
    conflict: PASS_RATE_MESSAGES.studentConflict,
  },
  refine(values, ctx) {
    if (values.attendance === 'absent' && values.result) {
      ctx.addIssue({
        code: 'custom',
        path: ['result'],
        message: PASS_RATE_MESSAGES.absentHasNoResult,
      });
    }
    if (values.division && values.result !== 'passed') {
      ctx.addIssue({
        code: 'custom',
        path: ['division'],
        message: PASS_RATE_MESSAGES.divisionOnlyPassed,
      });
    }
  },
});

/** A pass rate in percent with two decimals: 0 when nobody appeared. */
export function passRateOf(appeared: number, passed: number): number {
  return appeared > 0 ? Math.round((passed / appeared) * 10_000) / 100 : 0;
}

/** One row of the pass-rate reads: a group (program, fiscal year, gender, level). */
export const passRateRowSchema = z.object({
  group: z.string(),
  appeared: z.number().int(),
  passed: z.number().int(),
  passRate: z.number(),
});
export type PassRateRow = z.infer<typeof passRateRowSchema>;
export const passRateRowsSchema = z.array(passRateRowSchema);

/** The reads' filters; the caller's scope narrows them further. */
export const passRateQuerySchema = z.strictObject({
  fiscalYearId: recordId('Fiscal Year').optional(),
  universityId: recordId('University').optional(),
  campusId: recordId('Campus').optional(),
  levelId: recordId('Level').optional(),
});
export type PassRateQuery = z.infer<typeof passRateQuerySchema>;

/** The groupings of the pass-rate reads (GET /PassRate/By<Grouping>). */
export const PASS_RATE_GROUPINGS = ['program', 'fiscalYear', 'gender', 'level'] as const;
export type PassRateGrouping = (typeof PASS_RATE_GROUPINGS)[number];

/** The pass-rate home: this fiscal year by program, and the last five fiscal years. */
export const passRateHomeSchema = z.object({
  fiscalYear: z.string().nullable(),
  byProgram: passRateRowsSchema,
  byFiscalYear: passRateRowsSchema,
});
export type PassRateHome = z.infer<typeof passRateHomeSchema>;
