/**
 * Online enrolment (the public page /open-enroll): a prospective student picks a campus program
 * open for enrolment, fills the student record's personal, address, guardian and academic
 * steps, adds documents, chooses a password and pays the program's application fee through
 * eSewa. Once paid, the record waits in the campus's Student Enrollment list like a sign-up.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { STUDENT_ADMISSION_FIELDS, type studentContract } from './student';

/** The public page (spec: /open-enroll). */
export const OPEN_ENROLMENT_PAGE = '/open-enroll';

/** An unpaid application is kept this long, then expires. */
export const APPLICATION_LIFETIME_HOURS = 24;

/**
 * The record's fields the campus sets, not the applicant: the program, batch and year come
 * from the offer, the numbers and the admission from the campus once it verifies the record.
 */
export const SET_BY_CAMPUS = [
  ...STUDENT_ADMISSION_FIELDS,
  'status',
] as const satisfies readonly (keyof typeof studentContract.fields)[];

export const OPEN_ENROLMENT_MESSAGES = {
  title: 'Online Enrolment',
  offerRequired: 'Choose a campus and program open for enrolment',
  offerClosed: 'This program is not open for online enrolment',
  setByCampus: 'The campus sets this field',
  documentType: 'Choose a document type from the list',
  emailRequired: 'Email is required',
  emailTaken: MESSAGES.signUp.emailTaken,
  submitted: 'Your application is saved. Pay the application fee to send it to the campus.',
  paid: 'Your application fee is paid and your application is with the campus for verification.',
  expired: 'This application expired before its fee was paid. Please apply again.',
  noOffers: 'No campus has a program open for online enrolment just now.',
} as const;

/** A campus program applicants may choose, with the fee they pay. */
export const enrolmentOfferSchema = z.object({
  /** The CollegeProgram row. */
  id: z.number().int(),
  campusId: z.number().int(),
  campusName: z.string(),
  universityName: z.string().nullable(),
  programId: z.number().int(),
  programName: z.string(),
  levelName: z.string().nullable(),
  /** The intake batch applicants join. */
  batchId: z.number().int().nullable(),
  batchName: z.string().nullable(),
  closesOn: z.string().nullable(),
  applicationFeePaisa: z.number().int(),
});
export type EnrolmentOffer = z.infer<typeof enrolmentOfferSchema>;

const choiceRowSchema = z.object({ id: z.number().int(), name: z.string() });

/** GET /OpenEnrolment/Form. */
export const openEnrolmentFormSchema = z.object({
  offers: z.array(enrolmentOfferSchema),
  /** The ethnic groups (the form's only reference list that is not an address's). */
  ethnicGroups: z.array(choiceRowSchema),
});
export type OpenEnrolmentForm = z.infer<typeof openEnrolmentFormSchema>;

/** POST /OpenEnrolment answers the payment the applicant makes next (on /esewa). */
export const applicationStartedSchema = z.object({
  reference: z.string(),
  transactionUuid: z.string(),
  amountPaisa: z.number().int(),
  expiresAt: z.string(),
  message: z.string(),
});
export type ApplicationStarted = z.infer<typeof applicationStartedSchema>;

/** The documents an application may carry: one file per type, sent as `document.<type>`. */
export const APPLICATION_DOCUMENT_PREFIX = 'document.';

/** The mail an applicant gets once the application fee is recorded. */
export const OPEN_ENROLMENT_MAIL = {
  subject: 'HEMIS: your application is received',
  received: (firstName: string, campus: string, program: string, receipt: string) =>
    `Hello ${firstName},\n\nYour application to ${program} at ${campus} is received and its ` +
    `fee is paid (${receipt}).\n\nThe campus will now verify your details. You will get an ` +
    'e-mail when it has; you can then sign in to HEMIS with your e-mail and password.\n',
} as const;
