/**
 * Students (DESIGN.md section 4; spec section 2, "Student"): the student record and the lists of
 * the student section. The record is one contract: the API's routes and table, the lists, the edit
 * dialogs and the register's steps all come from it.
 */
import { z } from 'zod';
import {
  choice,
  choices,
  date,
  defineResourceContract,
  flag,
  integer,
  reference,
  text,
  type Choice,
  type ChoiceValue,
  type UploadSpec,
} from '../../resource';
import { adToBs, bsToAd, nepalToday } from '../../dates';
import { documentRowSchema } from '../../documents';
import {
  addressFields,
  campusRef,
  emailField,
  facultyRef,
  fiscalYearRef,
  levelRef,
  mobileField,
  programRef,
  requiredChoice,
  requiredText,
} from '../fields';
import { GENDER_CHOICES, PHOTO_UPLOAD, RELIGIONS } from '../employee';

export const STUDENT_STATUSES = choices({
  active: 'Active',
  graduated: 'Graduated',
  droppedOut: 'Dropped Out',
  transferred: 'Transferred',
});
export type StudentStatus = ChoiceValue<typeof STUDENT_STATUSES>;

export const VERIFICATION_STATUSES = choices({
  pending: 'Pending',
  verified: 'Verified',
  rejected: 'Rejected',
});
export type VerificationStatus = ChoiceValue<typeof VERIFICATION_STATUSES>;

/** How the record came in: the student's own sign-up (/register), a clerk, or a bulk import. */
export const STUDENT_SOURCES = choices({
  selfRegistered: 'Self-registered',
  campus: 'Entered by campus',
  import: 'Bulk import',
  onlineEnrolment: 'Online enrolment',
});
export type StudentSource = ChoiceValue<typeof STUDENT_SOURCES>;

/** Disability card grades issued in Nepal (DESIGN.md section 4). */
export const DISABILITY_GRADES: readonly Choice[] = choices({
  A: 'A (profound)',
  B: 'B (severe)',
  C: 'C (moderate)',
  D: 'D (mild)',
});

export const GUARDIAN_RELATIONS: readonly Choice[] = choices({
  father: 'Father',
  mother: 'Mother',
  spouse: 'Spouse',
  sibling: 'Brother/Sister',
  other: 'Other',
});

export const SIGNATURE_UPLOAD: UploadSpec = {
  label: 'Signature',
  accept: ['image/png', 'image/jpeg'],
  maxBytes: 1024 * 1024,
};

export const STUDENT_DOCUMENT_TYPES: readonly Choice[] = choices({
  citizenship: 'Citizenship / Birth Certificate',
  see: 'SEE/SLC Marksheet',
  plusTwo: '+2 Transcript',
  character: 'Character Certificate',
  migration: 'Migration Certificate',
  equity: 'Equity/Disability Card',
  other: 'Other',
});

export const BS_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const STUDENT_MESSAGES = {
  registrationTaken: 'A student with this registration number already exists at this campus!',
  citizenshipTaken: 'A student with this citizenship number already exists at this campus!',
  programRequired: 'Program is required',
  batchRequired: 'Batch is required',
  yearOrSemesterRequired: 'Year/Semester is required',
  dateOfBirthRequired: 'Date of birth is required',
  dateOfBirthBsInvalid: 'Date of birth (BS) must be a real BS date (YYYY-MM-DD)',
  datesDisagree: 'Date of birth in BS and AD must be the same day',
  bornTooLate: 'A student must be at least 14 years old',
  beyondProgram: 'The program has no such year or semester',
  disabilityGradeWithout: 'A disability grade needs "Person with disability"',
  created: 'Student registered successfully!',
  updated: 'Student updated successfully',
  addFailure: 'Failed to register student!',
  updateFailure: 'Failed to update student!',
  conflict: 'This student already exists!',
} as const;

/**
 * What a clerk's record must hold beyond the sign-up fields: a self-registered student's row
 * lacks these until the campus completes the academic record, so they are checked by the
 * contract's rule (create and every update) rather than as NOT NULL columns.
 */
export const STUDENT_RECORD_REQUIRED = {
  dateOfBirth: STUDENT_MESSAGES.dateOfBirthRequired,
  programId: STUDENT_MESSAGES.programRequired,
  batchId: STUDENT_MESSAGES.batchRequired,
  yearOrSemester: STUDENT_MESSAGES.yearOrSemesterRequired,
} as const;

/** A student aged at least this many years on the day the record is saved. */
export const STUDENT_MIN_AGE = 14;

export const studentContract = defineResourceContract({
  name: 'Student',
  title: 'Student',
  module: 'student',
  ownership: 'campus',
  updateMethod: 'PATCH',
  defaultSort: 'firstName',
  uniqueEach: {
    registrationNo: STUDENT_MESSAGES.registrationTaken,
    citizenshipNo: STUDENT_MESSAGES.citizenshipTaken,
  },
  fields: {
    // Personal
    firstName: requiredText('First Name', 100),
    middleName: text('Middle Name', { max: 100, column: false }),
    lastName: requiredText('Last Name', 100),
    nameNepali: text('Name (Nepali)', { max: 200, column: false }),
    gender: requiredChoice('Gender', GENDER_CHOICES),
    dateOfBirth: date('Date of Birth (AD)', { column: false }),
    dateOfBirthBs: text('Date of Birth (BS)', {
      max: 10,
      column: false,
      pattern: { regex: BS_DATE_PATTERN, message: STUDENT_MESSAGES.dateOfBirthBsInvalid },
    }),
    ethnicGroupId: reference('Ethnic Group', 'EthinicGroup', 'name', {
      filter: true,
      column: false,
    }),
    religion: choice('Religion', RELIGIONS, { column: false }),
    hasDisability: flag('Person with disability', { column: false }),
    disabilityGrade: choice('Disability Card Grade', DISABILITY_GRADES, { column: false }),
    conflictAffected: flag('Martyr or conflict-affected family', { column: false }),
    citizenshipNo: text('Citizenship No.', { max: 30, column: false }),
    nationalIdNo: text('National ID No.', { max: 30, column: false }),
    email: emailField(),
    phoneNumber: mobileField(),
    // Address
    ...addressFields('permanent', true),
    ...addressFields('temporary', false, 'permanent'),
    // Guardians
    fatherName: text("Father's Name", { max: 150, column: false }),
    motherName: text("Mother's Name", { max: 150, column: false }),
    guardianName: text("Guardian's Name", { max: 150, column: false }),
    guardianRelation: choice('Guardian Relation', GUARDIAN_RELATIONS, { column: false }),
    guardianPhone: mobileField("Guardian's Phone", false),
    // Academic record
    campusId: campusRef(false, true),
    programId: programRef(),
    levelId: { ...levelRef(), column: false, readOnly: true },
    facultyId: { ...facultyRef(), column: false, readOnly: true },
    batchId: reference('Batch', 'Batch', 'batchName', { filter: true }),
    yearOrSemester: integer('Year/Semester', { min: 1, max: 12, filter: true }),
    registrationNo: text('University Registration No.', { max: 40 }),
    symbolNo: text('Symbol No.', { max: 40, column: false }),
    campusRollNo: text('Campus Roll No.', { max: 30 }),
    admissionDate: date('Admission Date (AD)', { column: false }),
    admissionFiscalYearId: { ...fiscalYearRef(), label: 'Admission Fiscal Year', column: false },
    previousSchool: text('Previous School/College', { max: 200, column: false }),
    status: { ...requiredChoice('Status', STUDENT_STATUSES) },
    // Set by the server
    verificationStatus: choice('Verification', VERIFICATION_STATUSES, {
      required: 'Verification is required',
      filter: true,
      readOnly: true,
    }),
    verificationRemarks: text('Verification Remarks', { max: 500, column: false, readOnly: true }),
    verifiedAt: date('Verified On', { column: false, readOnly: true }),
    source: choice('Source', STUDENT_SOURCES, {
      required: 'Source is required',
      filter: true,
      column: false,
      readOnly: true,
    }),
    graduationEligible: flag('Eligible for Graduation', { filter: true, readOnly: true }),
  },
  uploads: { photo: PHOTO_UPLOAD, signature: SIGNATURE_UPLOAD },
  refine: (values, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    for (const [name, message] of Object.entries(STUDENT_RECORD_REQUIRED)) {
      if (values[name] === null || values[name] === undefined || values[name] === '') {
        issue(name, message);
      }
    }
    const ad = typeof values.dateOfBirth === 'string' ? values.dateOfBirth : null;
    const bs =
      typeof values.dateOfBirthBs === 'string' && values.dateOfBirthBs
        ? values.dateOfBirthBs
        : null;
    if (bs && BS_DATE_PATTERN.test(bs)) {
      const asAd = bsToAd(bs);
      if (!asAd) issue('dateOfBirthBs', STUDENT_MESSAGES.dateOfBirthBsInvalid);
      else if (ad && asAd !== ad) issue('dateOfBirthBs', STUDENT_MESSAGES.datesDisagree);
    }
    if (ad) {
      const [year, rest] = [Number(nepalToday().slice(0, 4)), nepalToday().slice(4)];
      if (ad > `${year - STUDENT_MIN_AGE}${rest}`)
        issue('dateOfBirth', STUDENT_MESSAGES.bornTooLate);
    }
    if (values.disabilityGrade && values.hasDisability !== true) {
      issue('disabilityGrade', STUDENT_MESSAGES.disabilityGradeWithout);
    }
  },
  messages: {
    created: STUDENT_MESSAGES.created,
    updated: STUDENT_MESSAGES.updated,
    addFailure: STUDENT_MESSAGES.addFailure,
    updateFailure: STUDENT_MESSAGES.updateFailure,
    conflict: STUDENT_MESSAGES.conflict,
  },
});

/** The BS date of birth a record shows beside its AD date (both are kept; either fills the other). */
export const studentBirthDates = (values: { dateOfBirth?: string | null }) => ({
  ad: values.dateOfBirth ?? null,
  bs: values.dateOfBirth ? adToBs(values.dateOfBirth) : null,
});

/**
 * Where and when the student was admitted: the campus program, batch and year, the university's
 * and campus's numbers and the admission. The register asks them in this order on its Academic
 * step; an online applicant leaves them to the campus.
 */
export const STUDENT_ADMISSION_FIELDS = [
  'campusId',
  'programId',
  'batchId',
  'yearOrSemester',
  'registrationNo',
  'symbolNo',
  'campusRollNo',
  'admissionDate',
  'admissionFiscalYearId',
] as const satisfies readonly (keyof typeof studentContract.fields)[];

/**
 * The student lists of the student section: each is the Student list with fixed filters (keys
 * are route segments under /student-management).
 */
export const STUDENT_LISTS = {
  'student-list': { title: 'Student List', fixed: {} },
  'student-information-detail': { title: 'Student Information Detail', fixed: {} },
  'verified-students': {
    title: 'Student Enrollment',
    fixed: { verificationStatus: 'pending,rejected' },
  },
  'student-list-for-id': {
    title: 'Students for Identity Cards',
    fixed: { verificationStatus: 'verified', status: 'active' },
  },
  exportToPdf: { title: 'Export Students to PDF', fixed: {} },
} as const satisfies Record<string, { title: string; fixed: Record<string, string> }>;
export type StudentListName = keyof typeof STUDENT_LISTS;

/** The columns of the student lists' table (the detail list shows more after them). */
export const STUDENT_LIST_COLUMNS = [
  'registrationNo',
  'firstName',
  'lastName',
  'gender',
  'programId',
  'batchId',
  'yearOrSemester',
  'campusRollNo',
  'campusId',
  'phoneNumber',
  'status',
] as const satisfies readonly (keyof typeof studentContract.fields)[];

/**
 * The fields the student lists read (`fields=`): their columns, and what their Date of Birth and
 * Verification columns and row links show.
 */
export const STUDENT_LIST_READS = [
  ...STUDENT_LIST_COLUMNS,
  'dateOfBirth',
  'verificationStatus',
] as const satisfies readonly (keyof typeof studentContract.fields)[];

/**
 * GET /Student/Me: the signed-in student's own record (with its reference labels) and the list
 * of its documents; 404 when no record is linked to the account. A Student reads the documents
 * themselves through the record's document routes, which are scoped to their own record.
 */
export const studentSelfSchema = z.object({
  record: studentContract.rowSchema,
  documents: z.array(documentRowSchema),
});
export type StudentSelf = z.infer<typeof studentSelfSchema>;

/** A student's full name as every screen and document shows it: first, middle and last. */
export function studentName(row: object): string {
  const firstName = 'firstName' in row ? row.firstName : undefined;
  const middleName = 'middleName' in row ? row.middleName : undefined;
  const lastName = 'lastName' in row ? row.lastName : undefined;
  return [firstName, middleName, lastName]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ');
}
