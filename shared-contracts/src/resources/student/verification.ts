/**
 * A student record's verification by the campus, and its mails.
 */
import { z } from 'zod';
import { textInput } from '../../text';

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
