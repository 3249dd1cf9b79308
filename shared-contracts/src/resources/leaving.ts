/**
 * How a student leaves the campus: dropping out (with a recommendation or transfer letter),
 * graduating, or leaving with a character certificate.
 */
import { z } from 'zod';
import { BS_DATE_PATTERN, keptStudentFields, studentRef } from './student';
import {
  choice,
  choices,
  date,
  defineResourceContract,
  integer,
  longText,
  text,
  type Choice,
} from '../resource';
import { genderCountSchema, GENDER_CHOICES } from './employee';
import { campusRef, fiscalYearRef, levelRef, programRef, requiredChoice } from './fields';

export const DROPOUT_REASONS: readonly Choice[] = choices({
  financial: 'Financial',
  employment: 'Employment',
  marriage: 'Marriage',
  migration: 'Migration (abroad)',
  transfer: 'Transfer to another campus',
  health: 'Health',
  academicFailure: 'Academic failure',
  other: 'Other',
});

export const DROPOUT_MESSAGES = {
  studentRequired: 'Student is required',
  dateRequired: 'Dropout date is required',
  dateBsInvalid: 'Dropout date (BS) must be a real BS date (YYYY-MM-DD)',
  datesDisagree: 'Dropout date in BS and AD must be the same day',
  inFuture: 'The dropout date cannot be after today',
  notActive: 'Only an active student can be recorded as dropped out',
  beforeAdmission: 'The dropout date is before the student was admitted',
  beforeBatch: "The dropout date cannot be before the student's batch began",
  noFiscalYear: 'No fiscal year covers this date',
  created: 'Dropout recorded',
  undone: 'Dropout undone: the student is active again',
  conflict: 'This student is already recorded as dropped out',
} as const;

/**
 * A student who dropped out: the clerk gives the student, date (BS or AD), reason and the last
 * year or semester attended; the server keeps who the student was then (name, program, level,
 * gender) for the lists and statistics, and the fiscal year of the date. Deleting it undoes a
 * wrong entry: the student is active again (both with audit rows).
 */
export const dropoutContract = defineResourceContract({
  name: 'DropOut',
  title: 'Dropout',
  module: 'dropout',
  // The campus records its students' dropouts; its university and the commission read them.
  ownership: 'campusKept',
  updateMethod: 'PATCH',
  unique: ['studentId'],
  defaultSort: 'dropoutDate',
  fields: {
    campusId: campusRef(false, true),
    // A student's own entry (the letters page reads it); screens do not offer it as a select.
    studentId: studentRef(DROPOUT_MESSAGES.studentRequired),
    ...keptStudentFields(),
    programId: { ...programRef(), readOnly: true },
    levelId: { ...levelRef(), readOnly: true },
    gender: choice('Gender', GENDER_CHOICES, { filter: true, readOnly: true }),
    dropoutDate: date('Dropout Date (AD)'),
    dropoutDateBs: text('Dropout Date (BS)', {
      max: 10,
      pattern: { regex: BS_DATE_PATTERN, message: DROPOUT_MESSAGES.dateBsInvalid },
    }),
    fiscalYearId: { ...fiscalYearRef(), readOnly: true },
    reason: { ...requiredChoice('Reason', DROPOUT_REASONS), filter: true },
    lastYearOrSemester: integer('Last Year/Semester Attended', { min: 1, max: 12 }),
    remarks: longText('Remarks'),
  },
  messages: {
    created: DROPOUT_MESSAGES.created,
    deleted: DROPOUT_MESSAGES.undone,
    conflict: DROPOUT_MESSAGES.conflict,
  },
});

export const LETTER_KINDS: readonly Choice[] = choices({
  recommendation: 'Recommendation',
  transfer: 'Transfer',
});

export const LETTER_MESSAGES = {
  studentRequired: 'Student is required',
  kindRequired: 'Letter type is required',
  noFiscalYear: 'No fiscal year covers today: the letter cannot be numbered',
  created: 'Letter issued',
  withdrawn: 'Letter withdrawn: its verification page now says so',
  /** Whom a letter is addressed to when the clerk names nobody. */
  defaultAddressee: 'To Whom It May Concern',
} as const;

/** The letters' series in each campus's numbering of a fiscal year. */
export const LETTER_SERIES = 'recommendation-letter';
/** "7 (2082/83)": a letter's serial number in its fiscal year, as receipts are numbered. */
export const letterReferenceNo = (serial: number, fiscalYear: string) =>
  `${serial} (${fiscalYear})`;

/**
 * A letter of recommendation or transfer for a student leaving the campus. The clerk gives the
 * student, the kind, whom it is addressed to and what it should add; the server numbers it per
 * campus and fiscal year (one series with every other numbered document), keeps who the student
 * was (name, registration, program, level, status) and dates it today. A letter is never edited;
 * a wrong one is withdrawn (deleted), and its verification page then says so.
 */
export const recommendationLetterContract = defineResourceContract({
  name: 'RecommendationLetter',
  title: 'Recommendation Letter',
  module: 'dropout',
  ownership: 'campusKept',
  updateMethod: 'PATCH',
  defaultSort: 'issuedDate',
  fields: {
    campusId: campusRef(false, true),
    studentId: studentRef(LETTER_MESSAGES.studentRequired),
    referenceNo: text('Reference No.', { max: 40, readOnly: true }),
    kind: { ...requiredChoice('Letter', LETTER_KINDS), createOnly: true },
    issuedDate: date('Date (AD)', { readOnly: true }),
    issuedDateBs: text('Date (BS)', { max: 10, readOnly: true }),
    fiscalYearId: { ...fiscalYearRef(), readOnly: true },
    ...keptStudentFields(),
    programId: { ...programRef(), readOnly: true },
    addressedTo: text('Addressed To', { max: 300, createOnly: true }),
    destination: text('Joining (campus or institution)', { max: 300, createOnly: true }),
    remarks: longText('Additional Paragraph', { createOnly: true }),
  },
  messages: {
    created: LETTER_MESSAGES.created,
    deleted: LETTER_MESSAGES.withdrawn,
  },
});

/** Rows of the report reads of spec section 7: a group (fiscal year, reason...) by gender. */
export const groupCountsSchema = z.array(genderCountSchema);
