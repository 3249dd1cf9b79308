/**
 * A campus's exams: the exam types (its internal exams, its university's board exams), the exam
 * schedule (an exam of a fiscal year and the classes it covers), the routine (which subject of
 * which class sits when and where) and the candidates registered with symbol numbers. Marks and
 * results build on the candidates (marks.ts, results.ts).
 */
import type { z } from 'zod';
import { adToBs } from '../dates';
import { BS_DATE_PATTERN, keptStudentFields, studentRef } from './student';
import {
  addProblems,
  inOrder,
  choice,
  choices,
  date,
  defineResourceContract,
  integer,
  longText,
  reference,
  text,
  type Choice,
} from '../resource';
import {
  campusRef,
  codeField,
  fiscalYearRef,
  programRef,
  remarksAndStatus,
  requiredChoice,
  requiredText,
} from './fields';

/** internal: a campus's terminal or pre-board exams; board: its university's (these make a CGPA). */
export const EXAM_KIND_VALUES = ['internal', 'board'] as const;
export type ExamKind = (typeof EXAM_KIND_VALUES)[number];

const EXAM_KIND_LABELS: Readonly<Record<ExamKind, string>> = {
  internal: 'Campus internal exam',
  board: 'University board exam',
};

export const EXAM_KINDS: readonly Choice[] = EXAM_KIND_VALUES.map((value) => ({
  value,
  label: EXAM_KIND_LABELS[value],
}));

/** The most years (annual) or semesters a class can be in. */
export const MAX_EXAM_PERIOD = 12;

export const EXAM_MESSAGES = {
  examRequired: 'Exam is required',
  classRequired: 'Class is required',
  subjectRequired: 'Subject is required',
  studentRequired: 'Student is required',
  symbolRequired: 'Symbol No. is required',
  dateRequired: 'Exam date is required',
  dateBsInvalid: 'Date (BS) must be a real BS date (YYYY-MM-DD)',
  datesDisagree: 'The date in BS and AD must be the same day',
  endBeforeStart: 'The exam cannot end before it starts',
  timeFormat: 'Time must look like 13:30 (24-hour)',
  endTimeBeforeStart: 'The end time must be after the start time',
  outsideExam: 'The date must be within the exam dates',
  subjectNotOfClass: "This subject is not taught in this class's program and year or semester",
  classNotOfExam: 'This class is not part of this exam',
  notInClass: "This student is not in this class's program, batch and year or semester",
  notActive: 'Only an active student can sit an exam',
  published: 'Results of this exam are published: its schedule and candidates are locked',
  classConflict: 'This exam already covers this class',
  candidateConflict: 'This student is already registered for this exam',
  symbolConflict: 'This symbol number is already given in this exam',
  routineConflict: 'This subject is already in the routine of this class',
} as const;

/** "Must be within fiscal year 2082/83 (2082-04-01 to 2083-03-32 BS)". */
export const outsideFiscalYearMessage = (fiscalYear: FiscalYearDays): string =>
  `Must be within fiscal year ${fiscalYear.label} (${adToBs(fiscalYear.startDate) ?? fiscalYear.startDate} to ${adToBs(fiscalYear.endDate) ?? fiscalYear.endDate} BS)`;

/** A fiscal year's days as its record holds them (AD; Shrawan 1 to the end of Asar). */
export interface FiscalYearDays {
  label: string;
  startDate: string;
  endDate: string;
}

/** A fiscal year's days from a row that may hold them (a loaded reference row), or null. */
export function fiscalYearDaysOf(
  row: Readonly<Record<string, unknown>> | undefined | null,
): FiscalYearDays | null {
  const { label, startDate, endDate } = row ?? {};
  return typeof label === 'string' && typeof startDate === 'string' && typeof endDate === 'string'
    ? { label, startDate, endDate }
    : null;
}

const day = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value.slice(0, 10) : null;

/**
 * What is wrong with an exam's dates (AD), by field: the end before the start, and, when its
 * fiscal year is known, a date outside it. The form, the contract and the API check this one rule.
 */
export function examDateProblems(
  values: Readonly<Record<string, unknown>>,
  fiscalYear: FiscalYearDays | null,
): { startDate?: string; endDate?: string } {
  const problems: { startDate?: string; endDate?: string } = {};
  const start = day(values.startDate);
  const end = day(values.endDate);
  if (fiscalYear) {
    const outside = (date: string | null) =>
      date !== null && (date < fiscalYear.startDate || date > fiscalYear.endDate);
    if (outside(start)) problems.startDate = outsideFiscalYearMessage(fiscalYear);
    if (outside(end)) problems.endDate = outsideFiscalYearMessage(fiscalYear);
  }
  if (start && end && end < start) problems.endDate ??= EXAM_MESSAGES.endBeforeStart;
  return problems;
}

/** examDateProblems as zod issues (the contract's refinement; the fiscal year is the API's). */
export function refineExamDates(
  values: Readonly<Record<string, unknown>>,
  ctx: z.RefinementCtx,
  fiscalYear: FiscalYearDays | null = null,
): void {
  addProblems(ctx, examDateProblems(values, fiscalYear));
}

/** "Clash: BBS Year 2 sits Accountancy 10:00–13:00 on 2082-09-10" as the refusal names it. */
export const classClashMessage = (what: string) =>
  `This class already sits ${what} at an overlapping time`;
export const roomClashMessage = (room: string, what: string) =>
  `Room ${room} is already used by ${what} at an overlapping time`;

const TIME_PATTERN = { regex: /^([01]\d|2[0-3]):[0-5]\d$/, message: EXAM_MESSAGES.timeFormat };
const bsDate = (label: string) =>
  text(label, {
    max: 10,
    pattern: { regex: BS_DATE_PATTERN, message: EXAM_MESSAGES.dateBsInvalid },
  });

/** Campus internal exams (first terminal, pre-board...) and university board exams. */
export const examTypeContract = defineResourceContract({
  name: 'ExamType',
  title: 'Exam Type',
  module: 'exam',
  // A university defines its board exams, a campus its internal ones; both read upwards.
  ownership: 'institution',
  updateMethod: 'PATCH',
  unique: ['examTypeName'],
  fields: {
    examTypeName: requiredText('Exam Type', 120),
    kind: { ...requiredChoice('Kind', EXAM_KINDS), filter: true },
    code: codeField(),
    ...remarksAndStatus(),
  },
  messages: { conflict: 'This exam type already exists!' },
});

/** An exam of a campus in a fiscal year (the exam schedule); its classes say who sits it. */
export const examContract = defineResourceContract({
  name: 'Exam',
  title: 'Exam',
  module: 'exam',
  ownership: 'campusKept',
  updateMethod: 'PATCH',
  unique: ['examName', 'fiscalYearId'],
  defaultSort: 'startDate',
  fields: {
    campusId: campusRef(false, true),
    examName: requiredText('Exam Name', 150),
    examTypeId: reference('Exam Type', 'ExamType', 'examTypeName', {
      required: 'Exam Type is required',
      filter: true,
    }),
    fiscalYearId: fiscalYearRef(true),
    startDate: date('Start Date (AD)'),
    startDateBs: bsDate('Start Date (BS)'),
    endDate: date('End Date (AD)'),
    endDateBs: bsDate('End Date (BS)'),
    /** Set when the results are published; the schedule, candidates and marks lock then. */
    resultsPublishedAt: text('Results Published', { max: 40, readOnly: true }),
    remarks: longText('Remarks'),
  },
  // The end after the start here; within the fiscal year where its record is read (form, API).
  refine: (values, ctx) => refineExamDates(values, ctx),
  messages: { conflict: 'An exam of this name already exists in this fiscal year!' },
});

/** A program's year or semester (and batch) that sits an exam. */
export const examClassContract = defineResourceContract({
  name: 'ExamClass',
  title: 'Exam Class',
  module: 'exam',
  ownership: 'campusKept',
  updateMethod: 'PATCH',
  unique: ['examId', 'programId', 'batchId', 'yearOrSemester'],
  fields: {
    campusId: campusRef(false, true),
    examId: reference('Exam', 'Exam', 'examName', {
      required: EXAM_MESSAGES.examRequired,
      filter: true,
      createOnly: true,
    }),
    programId: programRef(true, true),
    batchId: reference('Batch', 'Batch', 'batchName', {
      required: 'Batch is required',
      filter: true,
      createOnly: true,
    }),
    yearOrSemester: integer('Year/Semester', {
      required: 'Year/Semester is required',
      min: 1,
      max: MAX_EXAM_PERIOD,
      filter: true,
      createOnly: true,
    }),
    /** "BBS Year 2 (2079)": the class as lists and references show it, kept by the server. */
    className: text('Class', { max: 200, readOnly: true }),
    remarks: longText('Remarks'),
  },
  messages: { conflict: EXAM_MESSAGES.classConflict },
});

/** The exam and the exam class a routine line or a candidate belongs to (the class is chosen once). */
const examClassFields = () => ({
  examId: reference('Exam', 'Exam', 'examName', { filter: true, readOnly: true }),
  examClassId: reference('Class', 'ExamClass', 'className', {
    required: EXAM_MESSAGES.classRequired,
    filter: true,
    createOnly: true,
  }),
});

/** One subject of one class in the routine: date, time and room. */
export const examRoutineContract = defineResourceContract({
  name: 'ExamRoutine',
  title: 'Routine Entry',
  module: 'exam',
  ownership: 'campusKept',
  updateMethod: 'PATCH',
  unique: ['examClassId', 'subjectId'],
  defaultSort: 'examDate',
  fields: {
    campusId: campusRef(false, true),
    ...examClassFields(),
    subjectId: reference('Subject', 'Subject', 'subjectName', {
      required: EXAM_MESSAGES.subjectRequired,
      filter: true,
    }),
    examDate: date('Date (AD)'),
    examDateBs: bsDate('Date (BS)'),
    startTime: text('Start Time', {
      required: 'Start time is required',
      max: 5,
      pattern: TIME_PATTERN,
    }),
    endTime: text('End Time', { required: 'End time is required', max: 5, pattern: TIME_PATTERN }),
    room: text('Room', { max: 60 }),
  },
  refine: inOrder('startTime', 'endTime', EXAM_MESSAGES.endTimeBeforeStart, { strictly: true }),
  messages: { conflict: EXAM_MESSAGES.routineConflict },
});

export const ATTENDANCE_FLAGS: readonly Choice[] = choices({
  ok: 'Enough attendance',
  short: 'Short of attendance',
  unknown: 'No attendance recorded',
});

/** A student registered to sit an exam in one of its classes, with a symbol number. */
export const examCandidateContract = defineResourceContract({
  name: 'ExamCandidate',
  title: 'Candidate',
  module: 'exam',
  ownership: 'campusKept',
  updateMethod: 'PATCH',
  unique: ['examId', 'studentId'],
  uniqueEach: { symbolNo: EXAM_MESSAGES.symbolConflict },
  defaultSort: 'symbolNo',
  fields: {
    campusId: campusRef(false, true),
    ...examClassFields(),
    studentId: studentRef(EXAM_MESSAGES.studentRequired),
    symbolNo: text('Symbol No.', { max: 40 }),
    ...keptStudentFields(),
    /** Present days over recorded days, when registered (null: none recorded). */
    attendancePercent: integer('Attendance %', { min: 0, max: 100, readOnly: true }),
    attendanceFlag: choice('Attendance', ATTENDANCE_FLAGS, { readOnly: true, filter: true }),
  },
  messages: { conflict: EXAM_MESSAGES.candidateConflict },
});
