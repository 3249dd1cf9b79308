/**
 * Graduation (graduation-management): what the graduation form of each level requires, the
 * graduation form of an eligible student, its approval (the student graduates), and the report
 * reads of spec section 7 over the approved forms.
 */
import { z } from 'zod';
import { CAMPUS_TYPES } from '../campus';
import { nearestOwnerRow } from '../ownership';
import {
  choice,
  choices,
  date,
  decimal,
  defineResourceContract,
  flag,
  longText,
  reference,
  text,
  type Choice,
  type ChoiceValue,
} from '../resource';
import { GENDER_CHOICES } from './employee';
import { BS_DATE_PATTERN, keptStudentFields, studentRef } from './student';
import { campusRef, fiscalYearRef, levelRef, programRef } from './fields';

/** What a level's graduation form records of the result. */
export const GRADUATION_RESULT_KINDS = choices({
  division: 'Division (annual programs)',
  cgpa: 'CGPA (semester programs)',
  either: 'Division or CGPA',
});
export type GraduationResultKind = ChoiceValue<typeof GRADUATION_RESULT_KINDS>;

export const DIVISIONS: readonly Choice[] = choices({
  distinction: 'Distinction',
  first: 'First',
  second: 'Second',
  third: 'Third',
  pass: 'Pass',
});

export const GRADUATION_STATUSES = choices({
  pending: 'Pending approval',
  approved: 'Approved',
});
export type GraduationStatus = ChoiceValue<typeof GRADUATION_STATUSES>;

export const GRADUATION_MESSAGES = {
  levelRequired: 'Level is required',
  resultKindRequired: 'Result is required',
  setupConflict: 'The graduation form of this level is already set up',
  studentRequired: 'Student is required',
  studentNotFound: 'Student was not found at this campus',
  notActive: 'Only an active student can graduate',
  notEligible:
    'This student is not eligible for graduation yet: the upgrade marks students who passed their final year or semester',
  fiscalYearRequired: 'Fiscal year of graduation is required',
  divisionRequired: 'Division is required for this level',
  cgpaRequired: 'CGPA is required for this level',
  resultRequired: 'Give the division or the CGPA',
  thesisRequired: 'Thesis title is required for this level',
  receiptRequired: 'The graduation fee receipt is required for this level',
  receiptNotFound: "The receipt was not found among this student's receipts",
  receiptCancelled: 'This receipt is cancelled',
  dateBsInvalid: 'Graduation date (BS) must be a real BS date (YYYY-MM-DD)',
  datesDisagree: 'Graduation date in BS and AD must be the same day',
  inFuture: 'The graduation date cannot be after today',
  beforeAdmission: 'The graduation date must be after the student was admitted',
  dateBeforeBatch: "The graduation date cannot be before the student's batch began",
  fiscalYearBeforeBatch: "The fiscal year of graduation cannot be before the student's batch",
  created: 'Graduation form saved: it waits for approval',
  updated: 'Graduation form updated',
  deleted: 'Graduation form deleted',
  conflict: 'This student already has a graduation form',
  approved: 'Graduation approved: the student is graduated',
  locked: 'This graduation form is approved: it can no longer be changed or deleted',
  alreadyApproved: 'This graduation form is already approved',
  noSetup: 'No graduation setup for this level: only the fiscal year is required',
} as const;

/**
 * What the graduation form of a level requires (GET /GraduationSetup,
 * student-management/graduationtable-setups). Ownership 'institution': the commission sets the
 * national rule of a level (a row with neither owner), a university or a campus may set its own
 * for the same level, and a campus reads its own, its university's and the national rows; the
 * graduation form follows the nearest (campus, then university, then national): one row per
 * level and owner, a nearer one overriding the farther (nearerOwnerOverrides). A campus's admin
 * sets its own rule (setup permissions of the graduation module); the commission's (SuperAdmin)
 * rows are national.
 */
export const graduationSetupContract = defineResourceContract({
  name: 'GraduationSetup',
  title: 'Graduation Setup',
  module: 'graduation',
  ownership: 'institution',
  updateMethod: 'PATCH',
  unique: ['levelId'],
  nearerOwnerOverrides: true,
  defaultSort: 'levelId',
  fields: {
    levelId: reference('Level', 'Level', 'levelName', {
      required: GRADUATION_MESSAGES.levelRequired,
      filter: true,
    }),
    resultKind: choice('Result', GRADUATION_RESULT_KINDS, {
      required: GRADUATION_MESSAGES.resultKindRequired,
    }),
    thesisRequired: flag('Thesis Required'),
    receiptRequired: flag('Graduation Fee Receipt Required'),
    remarks: longText('Remarks'),
  },
  messages: { conflict: GRADUATION_MESSAGES.setupConflict },
});

/**
 * The graduation form of one student (GET /Graduation, graduation-management/graduation-form).
 * The clerk gives the student, the fiscal year of graduation, the result (division or CGPA and
 * grade), the thesis and the graduation fee receipt, as the level's setup requires; the server
 * keeps who the student was (name, registration, program, level, gender, ethnic group) for the
 * lists and statistics. Approval (POST /Graduation/{id}/Approve) graduates the student; an
 * approved form is neither edited nor deleted.
 */
export const graduationContract = defineResourceContract({
  name: 'Graduation',
  title: 'Graduation Form',
  module: 'graduation',
  // The campus keeps its graduation forms; its university and the commission read them.
  ownership: 'campusKept',
  updateMethod: 'PATCH',
  unique: ['studentId'],
  defaultSort: 'studentName',
  fields: {
    campusId: campusRef(false, true),
    studentId: studentRef(GRADUATION_MESSAGES.studentRequired),
    ...keptStudentFields(),
    programId: { ...programRef(), readOnly: true },
    levelId: { ...levelRef(), readOnly: true },
    gender: choice('Gender', GENDER_CHOICES, { filter: true, readOnly: true }),
    ethnicGroupId: reference('Ethnic Group', 'EthinicGroup', 'name', {
      filter: true,
      readOnly: true,
    }),
    fiscalYearId: { ...fiscalYearRef(), required: GRADUATION_MESSAGES.fiscalYearRequired },
    division: choice('Division', DIVISIONS, { filter: true }),
    cgpa: decimal('CGPA', { min: 0, max: 4 }),
    grade: text('Grade', { max: 10 }),
    thesisTitle: text('Thesis Title', { max: 300, column: false }),
    receiptId: reference('Graduation Fee Receipt', 'Receipt', 'receiptNo', { column: false }),
    graduationDate: date('Graduation Date (AD)', { column: false }),
    graduationDateBs: text('Graduation Date (BS)', {
      max: 10,
      pattern: { regex: BS_DATE_PATTERN, message: GRADUATION_MESSAGES.dateBsInvalid },
    }),
    status: choice('Status', GRADUATION_STATUSES, { filter: true, readOnly: true }),
    approvedAt: date('Approved On', { readOnly: true }),
    approvedBy: text('Approved By', { max: 200, readOnly: true, column: false }),
  },
  messages: {
    created: GRADUATION_MESSAGES.created,
    updated: GRADUATION_MESSAGES.updated,
    deleted: GRADUATION_MESSAGES.deleted,
    conflict: GRADUATION_MESSAGES.conflict,
  },
});

/** The dashboard's graduation reads, with the spec's filter names. */
export const graduationDashboardQuerySchema = z.strictObject({
  campustype: z.enum(CAMPUS_TYPES).optional(),
  fiscalyearid: z.coerce.number().int().positive().optional(),
  universityId: z.coerce.number().int().positive().optional(),
  /** One campus of the caller's reach (the earlier campus client sends its own). */
  campusId: z.coerce.number().int().positive().optional(),
});

/** What a level requires of its graduation form, as the form shows it (no setup: nothing). */
export interface GraduationRequirements {
  resultKind: GraduationResultKind;
  thesisRequired: boolean;
  receiptRequired: boolean;
}
export const NO_GRADUATION_REQUIREMENTS: GraduationRequirements = {
  resultKind: 'either',
  thesisRequired: false,
  receiptRequired: false,
};

/**
 * The setup a campus's graduation form follows among the rows it reads for one level: its own,
 * else its university's, else the national one (undefined: none).
 */
export const nearestGraduationSetup = nearestOwnerRow;

/** A setup row's requirements (none: NO_GRADUATION_REQUIREMENTS). */
export function graduationRequirementsOf(
  setup: Readonly<Record<string, unknown>> | undefined,
): GraduationRequirements {
  if (!setup) return NO_GRADUATION_REQUIREMENTS;
  const kind = setup.resultKind;
  return {
    resultKind: kind === 'division' || kind === 'cgpa' ? kind : 'either',
    thesisRequired: setup.thesisRequired === true,
    receiptRequired: setup.receiptRequired === true,
  };
}

/**
 * The field messages a graduation form's values earn under the level's requirements (the API
 * refuses with them; the form shows what is required before sending).
 */
export function graduationRequirementProblems(
  values: Readonly<Record<string, unknown>>,
  rules: GraduationRequirements,
  hasSetup: boolean,
): Record<string, string> {
  const given = (name: string) =>
    values[name] !== undefined && values[name] !== null && values[name] !== '';
  const fields: Record<string, string> = {};
  if (hasSetup) {
    if (rules.resultKind === 'division' && !given('division')) {
      fields.division = GRADUATION_MESSAGES.divisionRequired;
    } else if (rules.resultKind === 'cgpa' && !given('cgpa')) {
      fields.cgpa = GRADUATION_MESSAGES.cgpaRequired;
    } else if (rules.resultKind === 'either' && !given('division') && !given('cgpa')) {
      fields.division = GRADUATION_MESSAGES.resultRequired;
    }
  }
  if (rules.thesisRequired && !given('thesisTitle')) {
    fields.thesisTitle = GRADUATION_MESSAGES.thesisRequired;
  }
  if (rules.receiptRequired && !given('receiptId')) {
    fields.receiptId = GRADUATION_MESSAGES.receiptRequired;
  }
  return fields;
}
