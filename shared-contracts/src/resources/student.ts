/**
 * Students (DESIGN.md section 4; spec section 2, "Student"): the student record, the lists and
 * reports of the student section, verification, duplicates, upgrade, attendance, identity cards
 * and bulk import. The record is one contract: the API's routes and table, the lists, the edit
 * dialogs and the register's steps all come from it.
 */
import { z } from 'zod';
import { textInput } from '../text';
import {
  choice,
  date,
  defineResourceContract,
  flag,
  integer,
  reference,
  text,
  type Choice,
  type UploadSpec,
} from '../resource';
import { adToBs, bsToAd, nepalToday } from '../dates';
import { documentRowSchema } from '../documents';
import { idValue } from '../ids';
import { MAX_SEMESTER, MAX_YEAR, SEMESTERS, YEARS, type NumberChoice } from './academic';
import {
  addressFields,
  campusRef,
  emailField,
  facultyRef,
  fiscalYearRef,
  mobileField,
  programRef,
  requiredChoice,
  requiredText,
} from './fields';
import {
  attendanceEntriesSchema,
  attendanceMonthSchema,
  attendanceRegisterSchema,
  attendanceSummarySchema,
} from '../attendance';
import { GENDER_CHOICES, PHOTO_UPLOAD, RELIGIONS, genderCountSchema } from './employee';

export const STUDENT_STATUSES: readonly Choice[] = [
  { value: 'active', label: 'Active' },
  { value: 'graduated', label: 'Graduated' },
  { value: 'droppedOut', label: 'Dropped Out' },
  { value: 'transferred', label: 'Transferred' },
];
export type StudentStatus = 'active' | 'graduated' | 'droppedOut' | 'transferred';

export const VERIFICATION_STATUSES: readonly Choice[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'verified', label: 'Verified' },
  { value: 'rejected', label: 'Rejected' },
];
export type VerificationStatus = 'pending' | 'verified' | 'rejected';

/** How the record came in: the student's own sign-up (/register), a clerk, or a bulk import. */
export const STUDENT_SOURCES: readonly Choice[] = [
  { value: 'selfRegistered', label: 'Self-registered' },
  { value: 'campus', label: 'Entered by campus' },
  { value: 'import', label: 'Bulk import' },
  { value: 'onlineEnrolment', label: 'Online enrolment' },
];
export type StudentSource = 'selfRegistered' | 'campus' | 'import' | 'onlineEnrolment';

/** Disability card grades issued in Nepal (DESIGN.md section 4). */
export const DISABILITY_GRADES: readonly Choice[] = [
  { value: 'A', label: 'A (profound)' },
  { value: 'B', label: 'B (severe)' },
  { value: 'C', label: 'C (moderate)' },
  { value: 'D', label: 'D (mild)' },
];

export const GUARDIAN_RELATIONS: readonly Choice[] = [
  { value: 'father', label: 'Father' },
  { value: 'mother', label: 'Mother' },
  { value: 'spouse', label: 'Spouse' },
  { value: 'sibling', label: 'Brother/Sister' },
  { value: 'other', label: 'Other' },
];

export const SIGNATURE_UPLOAD: UploadSpec = {
  label: 'Signature',
  accept: ['image/png', 'image/jpeg'],
  maxBytes: 1024 * 1024,
};

export const STUDENT_DOCUMENT_TYPES: readonly Choice[] = [
  { value: 'citizenship', label: 'Citizenship / Birth Certificate' },
  { value: 'see', label: 'SEE/SLC Marksheet' },
  { value: 'plusTwo', label: '+2 Transcript' },
  { value: 'character', label: 'Character Certificate' },
  { value: 'migration', label: 'Migration Certificate' },
  { value: 'equity', label: 'Equity/Disability Card' },
  { value: 'other', label: 'Other' },
];

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
    levelId: reference('Level', 'Level', 'levelName', {
      filter: true,
      column: false,
      readOnly: true,
    }),
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

const id = idValue();
const optionalId = id.optional();

// ---- the student's own record -------------------------------------------------------------

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

// ---- verification ---------------------------------------------------------------------------

export const VERIFICATION_MESSAGES = {
  reasonRequired: 'Reason is required when rejecting',
  decisionRequired: 'Choose verify or reject',
  verified: 'Student verified',
  rejected: 'Student rejected',
  failure: 'Failed to save the verification!',
  alreadyVerified: 'This student is already verified',
} as const;

/** The mail a student gets when the campus decides on their record. */
export const VERIFICATION_MAIL = {
  verifiedSubject: 'HEMIS: your student record is verified',
  rejectedSubject: 'HEMIS: your student record was not verified',
  /** Where a record's campus cannot be named. */
  yourCampus: 'your campus',
  verified: (firstName: string, campus: string, signInLink: string | null) =>
    `Hello ${firstName},\n\nYour student record at ${campus} has been verified.\n` +
    (signInLink
      ? `You can now sign in to HEMIS at ${signInLink} with your e-mail and password.\n`
      : ''),
  rejected: (firstName: string, campus: string, reason: string) =>
    `Hello ${firstName},\n\nYour student record at ${campus} was not verified.\n\n` +
    `Reason: ${reason}\n\nPlease contact your campus to correct it.\n`,
} as const;

/** PUT /Student/{id}/Verification: verify, or reject with a reason (student:approve, scoped). */
export const studentVerificationSchema = z
  .strictObject({
    decision: z.enum(['verified', 'rejected'], { error: VERIFICATION_MESSAGES.decisionRequired }),
    reason: textInput({ multiLine: true }).max(500).optional().nullable(),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'rejected' && !value.reason) {
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: VERIFICATION_MESSAGES.reasonRequired,
      });
    }
  });
export type StudentVerification = z.input<typeof studentVerificationSchema>;

// ---- duplicates -------------------------------------------------------------------------------

/**
 * POST /Student/DuplicateCheck (student:add), before saving a record: students at any campus with
 * the same citizenship number or the same name and date of birth, and at the record's own campus
 * also the same phone or e-mail. A match outside the caller's reach says only that it exists and
 * at which campus; one within it (the clerk's own campus) also names the student.
 */
export const duplicateCheckSchema = z.strictObject({
  firstName: textInput().max(100).optional().nullable(),
  lastName: textInput().max(100).optional().nullable(),
  dateOfBirth: z.iso.date().optional().nullable(),
  citizenshipNo: textInput().max(30).optional().nullable(),
  phoneNumber: textInput().max(20).optional().nullable(),
  email: textInput().max(254).optional().nullable(),
  /** The record being edited (never its own duplicate). */
  studentId: optionalId.nullable(),
  /** The campus the record is for (a nation or university role registering for a campus). */
  campusId: optionalId.nullable(),
});
export type DuplicateCheck = z.input<typeof duplicateCheckSchema>;
export const DUPLICATE_MATCHES = ['citizenshipNo', 'nameAndBirth', 'phoneNumber', 'email'] as const;
export const duplicateMatchSchema = z.object({
  matchedOn: z.enum(DUPLICATE_MATCHES),
  campusName: z.string(),
  universityName: z.string().nullable(),
  /** At the campus the record is for. */
  sameCampus: z.boolean(),
  /** The matching record, only when it is within the caller's reach. */
  student: z
    .object({ id: z.number(), name: z.string(), registrationNo: z.string().nullable() })
    .nullable(),
});
export type DuplicateMatch = z.infer<typeof duplicateMatchSchema>;
export const duplicateCheckResultSchema = z.object({ matches: z.array(duplicateMatchSchema) });
export const DUPLICATE_MESSAGES = {
  title: 'Possible duplicate student',
  intro: 'Students already registered match this record. Save it anyway?',
  citizenshipNo: 'Same citizenship number',
  nameAndBirth: 'Same name and date of birth',
  phoneNumber: 'Same phone',
  email: 'Same e-mail',
  thisCampus: 'This campus',
  elsewhere: 'Another student (not in your records)',
  saveAnyway: 'Save anyway',
} as const;

// ---- upgrade academics ----------------------------------------------------------------------

/** A class: the students of one program and batch in one year or semester. */
export const classQuerySchema = z.strictObject({
  programId: id,
  batchId: id,
  yearOrSemester: z.coerce.number().int().min(1).max(12),
  campusId: optionalId,
});
export type ClassQuery = z.input<typeof classQuerySchema>;

export const UPGRADE_MESSAGES = {
  nothingChosen: 'Choose at least one student to upgrade',
  notInClass: 'Some chosen students are not in this class',
  upgraded: (count: number, eligible: number) =>
    eligible > 0
      ? `${count} student(s) upgraded; ${eligible} now eligible for graduation`
      : `${count} student(s) upgraded`,
  failure: 'Failed to upgrade students!',
} as const;

/** GET /StudentUpgrade/Class?programId&batchId&yearOrSemester: who an upgrade would move. */
export const upgradeClassSchema = z.object({
  programName: z.string(),
  programType: z.enum(['annual', 'semester']),
  /** Years (annual) or semesters (semester programs) the program runs. */
  periods: z.number().int(),
  /** The period after this one, or null when this is the final one (graduation eligibility). */
  nextPeriod: z.number().int().nullable(),
  students: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      registrationNo: z.string().nullable(),
      campusRollNo: z.string().nullable(),
      graduationEligible: z.boolean(),
    }),
  ),
});
export type UpgradeClass = z.infer<typeof upgradeClassSchema>;

/**
 * How many years (annual programs) or semesters (semester programs: two a year) a program runs,
 * within the years and semesters the upgrade lists offer.
 */
export function programPeriods(program: { programType: string | null; duration: number | null }): {
  kind: 'annual' | 'semester';
  periods: number;
} {
  const kind = program.programType === 'semester' ? 'semester' : 'annual';
  const duration = Math.max(program.duration ?? 1, 1);
  return kind === 'semester'
    ? { kind, periods: Math.min(duration * 2, MAX_SEMESTER) }
    : { kind, periods: Math.min(duration, MAX_YEAR) };
}

/** The years or semesters a program runs, as choices ("First Semester"...), for its forms. */
export function periodChoices(program: {
  programType: string | null;
  duration: number | null;
}): readonly NumberChoice[] {
  const shape = programPeriods(program);
  return (shape.kind === 'semester' ? SEMESTERS : YEARS).slice(0, shape.periods);
}

/** POST /StudentUpgrade: move the chosen students of a class up, in one transaction. */
export const upgradeSchema = classQuerySchema.extend({
  studentIds: z.array(id).min(1, { error: UPGRADE_MESSAGES.nothingChosen }).max(5000),
});
export type UpgradeRequest = z.input<typeof upgradeSchema>;
export const upgradeResultSchema = z.object({
  upgraded: z.number().int(),
  graduationEligible: z.number().int(),
  message: z.string(),
});

// ---- attendance ---------------------------------------------------------------------------------

/** GET /StudentAttendance?date&programId&batchId&yearOrSemester: one class's daily register. */
export const studentAttendanceQuerySchema = classQuerySchema.extend({ date: z.iso.date() });
const studentOnRegister = {
  studentId: z.number().int(),
  studentName: z.string(),
  campusRollNo: z.string().nullable(),
};
export const studentAttendanceRegisterSchema = attendanceRegisterSchema({}, studentOnRegister);
export type StudentAttendanceRegister = z.infer<typeof studentAttendanceRegisterSchema>;
/** PUT /StudentAttendance: the day's marks (upsert). */
export const studentAttendanceSaveSchema = classQuerySchema.extend({
  date: z.iso.date(),
  entries: attendanceEntriesSchema(
    { studentId: id },
    { noneMarked: 'Mark at least one student', most: 5000 },
  ),
});
export type StudentAttendanceSave = z.input<typeof studentAttendanceSaveSchema>;
/** GET /StudentAttendance/Summary?month=YYYY-MM&class (and /Summary/Export as .xlsx). */
export const studentAttendanceSummaryQuerySchema = classQuerySchema.extend({
  month: attendanceMonthSchema,
});
export const studentAttendanceSummarySchema = attendanceSummarySchema({}, studentOnRegister, {
  /** Present days out of days taken, in percent (one decimal); null when none taken. */
  percent: z.number().nullable(),
});
export type StudentAttendanceSummary = z.infer<typeof studentAttendanceSummarySchema>;

// ---- reports ---------------------------------------------------------------------------------

/** Filters the student reports take (besides the caller's scope). */
export const studentReportQuerySchema = z.strictObject({
  universityId: optionalId,
  campusId: optionalId,
  facultyId: optionalId,
  levelId: optionalId,
  programId: optionalId,
  batchId: optionalId,
  status: z.enum(['active', 'graduated', 'droppedOut', 'transferred']).optional(),
});
export type StudentReportQuery = z.input<typeof studentReportQuerySchema>;
/** GET /Student/Report/ByDistrict (and /Export): students by permanent district and gender. */
export const studentsByDistrictSchema = z.object({
  rows: z.array(genderCountSchema.extend({ province: z.string() })),
  total: genderCountSchema,
});
export type StudentsByDistrict = z.infer<typeof studentsByDistrictSchema>;
/** GET /Student/Summary (and /Export): the student summary breakdowns. */
export const studentSummarySchema = z.object({
  total: genderCountSchema,
  byLevel: z.array(genderCountSchema),
  byFaculty: z.array(genderCountSchema),
  byProgram: z.array(genderCountSchema),
  byEthnicGroup: z.array(genderCountSchema),
  byAgeGroup: z.array(genderCountSchema),
  byProvince: z.array(genderCountSchema),
});
export type StudentSummary = z.infer<typeof studentSummarySchema>;
export const STUDENT_SUMMARY_BREAKDOWNS = [
  { key: 'byLevel', title: 'By Level' },
  { key: 'byFaculty', title: 'By Faculty' },
  { key: 'byProgram', title: 'By Program' },
  { key: 'byEthnicGroup', title: 'By Ethnic Group' },
  { key: 'byAgeGroup', title: 'By Age Group' },
  { key: 'byProvince', title: 'By Province' },
] as const;
/** Age groups of the commission's reports (DESIGN.md section 4). */
export const AGE_GROUPS = [
  { group: 'Below 18', from: 0, to: 17 },
  { group: '18-22', from: 18, to: 22 },
  { group: '23-27', from: 23, to: 27 },
  { group: '28-32', from: 28, to: 32 },
  { group: 'Above 32', from: 33, to: 200 },
] as const;

// ---- identity cards ----------------------------------------------------------------------------

/**
 * GET /Student/{id}/Card: one card as PDF (issues a card if the student has no valid one);
 * GET /Student/Cards?<Student list filters>: the cards of a filtered list, one PDF;
 * GET /Student/Export/Pdf?<filters>: a filtered list as a printable PDF table;
 * its QR code opens the one verification page (/verify/identity-card/{token}; cards printed
 * before it opened /verify-card/{token}, which still answers).
 */
export const CARD_VALID_YEARS = 1;
export const MAX_CARDS_PER_PDF = 500;
export const CARD_MESSAGES = {
  valid: 'This identity card is valid.',
  expired: 'This identity card has expired.',
  revoked: 'This identity card has been replaced by a newer card.',
  inactive: 'The student on this card is no longer active.',
  unknown: 'No such identity card was issued.',
  tooMany: `At most ${MAX_CARDS_PER_PDF} cards can be printed at once; narrow the filters.`,
  notVerified: 'Only verified, active students get an identity card.',
} as const;
/** Where the QR codes of cards printed before the one verification page pointed. */
export const VERIFY_CARD_PATH = '/verify-card';

// ---- bulk import -----------------------------------------------------------------------------

/**
 * GET  /Student/Import/Template           the .xlsx template (a header row of IMPORT_COLUMNS)
 * POST /Student/Import/DryRun             multipart file -> ImportReport (nothing written)
 * POST /Student/Import/DryRun?format=xlsx the same file -> the error workbook (bad rows + reasons)
 * POST /Student/Import                    multipart file -> 202 { jobId }: all rows or none
 *                                          (hidden until every row is in; a failed or
 *                                          interrupted import leaves nothing)
 * GET  /Student/Import/{jobId}            ImportJob (progress while it runs)
 * student:add, for the caller's campus (nation and university roles pass campusId); one check
 * or import per campus at a time (another: 409 IMPORT_MESSAGES.busy).
 */
export const IMPORT_MAX_ROWS = 100_000;
export const IMPORT_MAX_BYTES = 30 * 1024 * 1024;
/** Template columns: header text and the record field each fills; references by their name. */
export const IMPORT_COLUMNS = [
  { header: 'First Name', field: 'firstName' },
  { header: 'Middle Name', field: 'middleName' },
  { header: 'Last Name', field: 'lastName' },
  { header: 'Name (Nepali)', field: 'nameNepali' },
  { header: 'Gender', field: 'gender' },
  { header: 'Date of Birth (AD)', field: 'dateOfBirth' },
  { header: 'Date of Birth (BS)', field: 'dateOfBirthBs' },
  { header: 'Ethnic Group', field: 'ethnicGroupId' },
  { header: 'Religion', field: 'religion' },
  { header: 'Citizenship No.', field: 'citizenshipNo' },
  { header: 'National ID No.', field: 'nationalIdNo' },
  { header: 'Email', field: 'email' },
  { header: 'Phone', field: 'phoneNumber' },
  { header: 'Permanent District', field: 'permanentDistrictId' },
  { header: 'Permanent Local Level', field: 'permanentLocalLevel' },
  { header: 'Permanent Ward No.', field: 'permanentWard' },
  { header: "Father's Name", field: 'fatherName' },
  { header: "Mother's Name", field: 'motherName' },
  { header: 'Program', field: 'programId' },
  { header: 'Batch', field: 'batchId' },
  { header: 'Year/Semester', field: 'yearOrSemester' },
  { header: 'University Registration No.', field: 'registrationNo' },
  { header: 'Symbol No.', field: 'symbolNo' },
  { header: 'Campus Roll No.', field: 'campusRollNo' },
  { header: 'Admission Date (AD)', field: 'admissionDate' },
] as const;
export const importQuerySchema = z.strictObject({
  campusId: optionalId,
  format: z.enum(['json', 'xlsx']).optional(),
});
export const importRowErrorSchema = z.object({
  /** The sheet's row number (the header is row 1). */
  row: z.number().int(),
  messages: z.array(z.string()),
});
export const importReportSchema = z.object({
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** Rows that match a student at another campus (imported anyway; shown to the clerk). */
  duplicates: z.number().int(),
  /** The first bad rows (all are in the error workbook). */
  errors: z.array(importRowErrorSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;
export const importJobSchema = z.object({
  id: z.number().int(),
  status: z.enum(['running', 'done', 'failed']),
  total: z.number().int(),
  processed: z.number().int(),
  imported: z.number().int(),
  message: z.string().nullable(),
  report: importReportSchema.nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;
export const IMPORT_MESSAGES = {
  fileRequired: 'Choose an .xlsx file',
  notWorkbook: 'The file is not an .xlsx workbook',
  tooLarge: 'The file is too large (at most 30 MB)',
  tooManyRows: `At most ${IMPORT_MAX_ROWS.toLocaleString('en')} rows can be imported at once`,
  wrongHeader: 'The first row must be the template header',
  empty: 'The workbook has no student rows',
  hasErrors: 'Fix the rows with errors, then import again. Nothing was imported.',
  done: (count: number) => `${count} students imported`,
  failed: 'The import failed. Nothing was imported.',
  /** A job the server stopped in the middle of (found so at its next start). */
  interrupted:
    'The import was interrupted before it finished (the server stopped). Nothing was imported; import the file again.',
  /** A second import or check of the same campus while one runs (409). */
  busy: 'An import or check of this campus is already running. Try again when it has finished.',
  unknownReference: (label: string, value: string) => `${label} "${value}" was not found`,
  duplicateInFile: (label: string, row: number) => `${label} repeats row ${row}`,
} as const;

/** A student's full name as every screen and document shows it: first, middle and last. */
export function studentName(row: object): string {
  const { firstName, middleName, lastName } = row as Readonly<Record<string, unknown>>;
  return [firstName, middleName, lastName]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ');
}
