/**
 * Character certificates: a student of the campus (or a clerk on their behalf) applies, the
 * campus approves, and the certificate is numbered per campus and fiscal year and printed with
 * the QR code of the one verification page. An old-format certificate is for someone who left
 * before their records were kept here: the clerk types the details instead. A reissue replaces a
 * certificate with a new one (new number, new code); the old one then verifies as replaced.
 */
import { z } from 'zod';
import { textInput } from '../text';
import {
  choice,
  choices,
  date,
  defineResourceContract,
  flag,
  integer,
  longText,
  reference,
  text,
  type ChoiceValue,
} from '../resource';
import { documentVerificationSchema } from '../verification';
import { BS_DATE_PATTERN } from './student';
import { campusRef, fiscalYearRef, levelRef } from './fields';

export const CHARACTER_STATUSES = choices({
  applied: 'Applied',
  approved: 'Issued',
  rejected: 'Rejected',
  replaced: 'Replaced',
});
export type CharacterStatus = ChoiceValue<typeof CHARACTER_STATUSES>;

/** The number series of the certificates (lib/numbering, per campus and fiscal year). */
export const CHARACTER_SERIES = 'character-certificate';

/** The conduct wording a new certificate starts with; the campus may change it before issuing. */
export const DEFAULT_CONDUCT_REMARK =
  'bears a good moral character. To the best of our knowledge, the student took no part in ' +
  'any activity against the rules of the campus or the law of the land.';

/** The years of study are Bikram Sambat years. */
const BS_YEAR = { min: 1990, max: 2200 } as const;

export const CHARACTER_MESSAGES = {
  purposeRequired: 'Purpose is required',
  nameRequired: 'Name is required',
  programRequired: 'Program is required',
  fromRequired: 'Studied from (BS year) is required',
  toBeforeFrom: 'The year of leaving cannot be before the year of joining',
  dateOfBirthInvalid: 'Date of birth (BS) must be a real BS date (YYYY-MM-DD)',
  studentNotHere: 'Choose a student of this campus',
  detailsOfRecord: "A student's details come from their record: change the record instead",
  notApplied: 'Only an application not yet decided can be changed, approved or rejected',
  notIssued: 'Only an issued certificate can be printed or reissued',
  reasonRequired: 'Give the reason for the rejection',
  noFiscalYear: 'No fiscal year covers today: the campus cannot number a certificate',
  applied: 'Your application was sent to the campus',
  created: 'Application recorded',
  approved: 'Certificate issued',
  rejected: 'Application rejected',
  reissued: 'Certificate reissued: the old one is marked replaced',
  deleted: 'Application deleted',
  pending: 'This student already has an application waiting for the campus',
  notIssuedYet: 'Not issued yet: the certificate is verifiable once the campus issues it.',
  genuine: 'This character certificate is genuine: it was issued as shown below.',
  replacedBy: (number: string) =>
    `This certificate was replaced by certificate No. ${number} and is no longer valid.`,
} as const;

/**
 * A character certificate. With `studentId` (a student of the campus) the server keeps a snapshot
 * of the student's details; without it (an old-format certificate) the clerk types them. The
 * number, fiscal year, issue, rejection and replacement fields are the server's alone.
 */
export const characterCertificateContract = defineResourceContract({
  name: 'CharacterCertificate',
  title: 'Character Certificate',
  module: 'student',
  // Issued by the campus; its university and the commission may read them.
  ownership: 'campusKept',
  updateMethod: 'PATCH',
  defaultSort: 'studentName',
  fields: {
    campusId: campusRef(false, true),
    studentId: reference('Student', 'Student', 'firstName', { createOnly: true, column: false }),
    oldFormat: flag('Old format', { readOnly: true, filter: true }),
    studentName: text('Name', { max: 300 }),
    registrationNo: text('Registration No.', { max: 40 }),
    fatherName: text("Father's Name", { max: 150, column: false }),
    motherName: text("Mother's Name", { max: 150, column: false }),
    programName: text('Program', { max: 200 }),
    levelId: levelRef(),
    studyFromYear: integer('Studied From (BS year)', { ...BS_YEAR, column: false }),
    studyToYear: integer('Studied To (BS year)', { ...BS_YEAR, column: false }),
    dateOfBirthBs: text('Date of Birth (BS)', {
      max: 10,
      column: false,
      pattern: { regex: BS_DATE_PATTERN, message: CHARACTER_MESSAGES.dateOfBirthInvalid },
    }),
    purpose: text('Purpose', { max: 300, required: CHARACTER_MESSAGES.purposeRequired }),
    conductRemark: longText('Conduct', { max: 1000 }),
    status: choice('Status', CHARACTER_STATUSES, { readOnly: true, filter: true }),
    certificateNo: integer('Certificate No.', { readOnly: true }),
    fiscalYearId: { ...fiscalYearRef(), readOnly: true },
    issuedAt: date('Issued On', { readOnly: true }),
    issuedBy: text('Issued By', { max: 200, readOnly: true, column: false }),
    rejectionReason: text('Rejection Reason', { max: 500, readOnly: true, column: false }),
    replacesId: integer('Replaces', { readOnly: true, column: false }),
    replacedById: integer('Replaced By', { readOnly: true, column: false }),
  },
  messages: {
    created: CHARACTER_MESSAGES.created,
    deleted: CHARACTER_MESSAGES.deleted,
    // The one unique index a write may meet: a student's application already waiting.
    conflict: CHARACTER_MESSAGES.pending,
  },
});
export type CharacterCertificate = z.infer<typeof characterCertificateContract.rowSchema>;

/** "12 (2082/83)": the certificate's number within its campus and fiscal year. */
export const certificateNoLabel = (certificate: {
  certificateNo?: number | null;
  labels?: Record<string, string>;
}): string =>
  certificate.certificateNo
    ? `${certificate.certificateNo} (${certificate.labels?.fiscalYearId ?? ''})`
    : '';

/** "2075 to 2079 B.S."; an open end reads "to date". */
export const studyPeriodLabel = (certificate: {
  studyFromYear?: number | null;
  studyToYear?: number | null;
}): string =>
  certificate.studyFromYear
    ? `${certificate.studyFromYear} to ${certificate.studyToYear ?? 'date'} B.S.`
    : '';

/** POST /Student/Me/CharacterCertificate: the student applies for themself. */
export const characterSelfApplicationSchema = z.strictObject({
  purpose: z
    .string({ error: CHARACTER_MESSAGES.purposeRequired })
    .trim()
    .min(1, CHARACTER_MESSAGES.purposeRequired)
    .max(300),
});
export type CharacterSelfApplication = z.infer<typeof characterSelfApplicationSchema>;

/** POST .../Reject */
export const characterRejectionSchema = z.strictObject({
  reason: textInput({ error: CHARACTER_MESSAGES.reasonRequired, multiLine: true })
    .min(1, CHARACTER_MESSAGES.reasonRequired)
    .max(500),
});

/** POST .../Reissue: the same details, with the purpose and conduct wording changed if given. */
export const characterReissueSchema = z.strictObject({
  purpose: textInput().min(1, CHARACTER_MESSAGES.purposeRequired).max(300).optional(),
  conductRemark: textInput({ multiLine: true }).max(1000).optional(),
});

/**
 * GET .../Verification: what the verification page says of the certificate now, and the page's
 * path (null until the certificate is issued).
 */
export const characterVerificationSchema = documentVerificationSchema.extend({
  link: z.string().nullable(),
});
export type CharacterVerification = z.infer<typeof characterVerificationSchema>;
