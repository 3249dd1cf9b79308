/**
 * How a student leaves the campus: dropping out (with a recommendation or transfer letter),
 * graduating, or leaving with a character certificate.
 */
import { z } from 'zod';
import { BS_DATE_PATTERN } from './student';
import {
  choice,
  date,
  defineResourceContract,
  integer,
  longText,
  reference,
  text,
  type Choice,
} from '../resource';
import { genderCountSchema, GENDER_CHOICES } from './employee';
import { campusRef, fiscalYearRef, programRef, requiredChoice } from './fields';

export const DROPOUT_REASONS: readonly Choice[] = [
  { value: 'financial', label: 'Financial' },
  { value: 'employment', label: 'Employment' },
  { value: 'marriage', label: 'Marriage' },
  { value: 'migration', label: 'Migration (abroad)' },
  { value: 'transfer', label: 'Transfer to another campus' },
  { value: 'health', label: 'Health' },
  { value: 'academicFailure', label: 'Academic failure' },
  { value: 'other', label: 'Other' },
];

export const DROPOUT_MESSAGES = {
  studentRequired: 'Student is required',
  dateRequired: 'Dropout date is required',
  dateBsInvalid: 'Dropout date (BS) must be a real BS date (YYYY-MM-DD)',
  datesDisagree: 'Dropout date in BS and AD must be the same day',
  inFuture: 'The dropout date cannot be after today',
  notActive: 'Only an active student can be recorded as dropped out',
  beforeAdmission: 'The dropout date is before the student was admitted',
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
    studentId: reference('Student', 'Student', 'firstName', {
      required: DROPOUT_MESSAGES.studentRequired,
      createOnly: true,
      column: false,
    }),
    studentName: text('Student', { max: 300, readOnly: true }),
    registrationNo: text('Registration No.', { max: 40, readOnly: true }),
    programId: { ...programRef(), readOnly: true },
    levelId: reference('Level', 'Level', 'levelName', { filter: true, readOnly: true }),
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

/** Rows of the report reads of spec section 7: a group (fiscal year, reason...) by gender. */
export const groupCountsSchema = z.array(genderCountSchema);

/** GET /DropOut/GetDropoutOfFiscalYear: the last five fiscal years, oldest first. */
export const dropoutOfFiscalYearQuerySchema = z.strictObject({
  campusId: z.coerce.number().int().positive().optional(),
  uniId: z.coerce.number().int().positive().optional(),
});

/** GET /Dashboard/GetStudentsDropOutReport: by reason, with the spec's filter names. */
export const dropoutReportQuerySchema = z.strictObject({
  campusId: z.coerce.number().int().positive().optional(),
  fiscalyearid: z.coerce.number().int().positive().optional(),
  uniId: z.coerce.number().int().positive().optional(),
  LevelId: z.coerce.number().int().positive().optional(),
});
