/** The mail an applicant gets once their application's fee is paid through eSewa. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  OPEN_ENROLMENT_MAIL,
  receiptNoLabel,
  type EsewaPaymentStatus,
} from '@hemis/shared-contracts';
import { collegePrograms, enrolmentApplications, programs, users } from '../../db/schema';
import { mailLanguageOf, mailTexts } from '../../lib/mail-language';

/** Tells an applicant their application is with the campus (after the payment's commit). */
export async function mailApplicant(
  app: FastifyInstance,
  applicationId: number,
  status: EsewaPaymentStatus,
): Promise<void> {
  const [application] = await app.db
    .select({
      email: enrolmentApplications.email,
      values: enrolmentApplications.values,
      programName: programs.programName,
    })
    .from(enrolmentApplications)
    .innerJoin(collegePrograms, eq(collegePrograms.id, enrolmentApplications.collegeProgramId))
    .innerJoin(programs, eq(programs.id, collegePrograms.programId))
    .where(eq(enrolmentApplications.id, applicationId));
  if (!application?.email) return;
  const firstName =
    typeof application.values.firstName === 'string' ? application.values.firstName : '';
  const receipt =
    status.receiptNo !== null && status.fiscalYear
      ? receiptNoLabel({ receiptNo: status.receiptNo, fiscalYear: status.fiscalYear })
      : status.transactionUuid;
  // In the language of the applicant's account, where one has this e-mail (else English).
  const [account] = await app.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.email, application.email))
    .limit(1);
  const t = mailTexts(mailLanguageOf(account?.language));
  // OPEN_ENROLMENT_MAIL.received's wording, a text of the catalogue at a time.
  app.hemis.mailer.send({
    to: application.email,
    subject: t(OPEN_ENROLMENT_MAIL.subject),
    text:
      `${t('Hello {{name}},', { name: firstName })}\n\n` +
      `${t(
        'Your application to {{program}} at {{campus}} is received and its fee is paid ({{receipt}}).',
        {
          program: application.programName ?? '',
          campus: status.campusName,
          receipt: t('Receipt No. {{no}}', { no: receipt }),
        },
      )}\n\n` +
      `${t('The campus will now verify your details. You will get an e-mail when it has; you can then sign in to HEMIS with your e-mail and password.')}\n`,
  });
}
