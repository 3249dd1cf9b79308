/**
 * PUT /Student/{id}/Verification: the campus verifies a student's record, or rejects it with a
 * reason. Verifying opens a linked sign-up account (pending until now) so the student can sign
 * in; rejecting keeps it closed (an account a rejection closes again returns to pending, and
 * a later verification opens it). Record, account and audit row change in one transaction; then
 * the student is mailed the decision (a rejection with its reason) at the account's e-mail, or
 * the record's when no account is linked.
 */
import { and, eq } from 'drizzle-orm';
import {
  STUDENT_PATHS,
  VERIFICATION_MAIL,
  VERIFICATION_MESSAGES,
  apiErrorSchema,
  nepalToday,
  studentContract,
  studentVerificationSchema,
  type StudentVerification,
} from '@hemis/shared-contracts';
import { auditLog, campuses, students, users } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { mailLanguageOf, mailTexts } from '../../lib/mail-language';
import { sessionsChanged } from '../../lib/session-cache';
import { resourceIdParams, type ResourceHandle, type Row } from '../../lib/resource/register';
import { resolveScope, writeCondition } from '../../lib/resource/scope';
import type { ZodApp } from '../../lib/resource/types';
import { rowsOf } from '../../lib/typed-routes';
import { security } from '../../lib/route-kit';
import { plainSerializer } from '../../lib/resource/http';

export function registerVerification(app: ZodApp, student: ResourceHandle): void {
  const db = app.db;
  const { mailer, config } = app.hemis;

  /** Tells the student the campus's decision; nothing to do without an e-mail address. */
  async function mailDecision(
    record: Row,
    decision: StudentVerification['decision'],
    reason: string | null,
  ): Promise<void> {
    const accountId = typeof record.userId === 'number' ? record.userId : null;
    const [account] = accountId
      ? await db
          .select({ email: users.email, status: users.status, language: users.language })
          .from(users)
          .where(eq(users.id, accountId))
      : [];
    const to = account?.email ?? (typeof record.email === 'string' ? record.email : null);
    if (!to) return;
    const [campus] =
      typeof record.campusId === 'number'
        ? await db
            .select({ name: campuses.campusName })
            .from(campuses)
            .where(eq(campuses.id, record.campusId))
        : [];
    // In the account's language (English for none, or a record without an account).
    const t = mailTexts(mailLanguageOf(account?.language));
    const campusName = campus?.name ?? t(VERIFICATION_MAIL.yourCampus);
    const firstName = typeof record.firstName === 'string' ? record.firstName : '';
    const hello = `${t('Hello {{name}},', { name: firstName })}\n\n`;
    if (decision === 'verified') {
      // The sign-in link only when the account is open (a disabled one stays closed).
      const link = account?.status === 'active' ? `${config.publicUrl}/login` : null;
      mailer.send({
        to,
        subject: t(VERIFICATION_MAIL.verifiedSubject),
        // VERIFICATION_MAIL.verified's wording, a text of the catalogue at a time.
        text:
          hello +
          `${t('Your student record at {{campus}} has been verified.', { campus: campusName })}\n` +
          (link
            ? `${t('You can now sign in to HEMIS at {{link}} with your e-mail and password.', { link })}\n`
            : ''),
        ...(link ? { links: [link] } : {}),
      });
    } else {
      mailer.send({
        to,
        subject: t(VERIFICATION_MAIL.rejectedSubject),
        text:
          hello +
          `${t('Your student record at {{campus}} was not verified.', { campus: campusName })}\n\n` +
          `${t('Reason: {{reason}}', { reason: reason ?? '' })}\n\n` +
          `${t('Please contact your campus to correct it.')}\n`,
      });
    }
  }
  const owners = { universityId: students.universityId, campusId: students.campusId };

  app.put(
    STUDENT_PATHS.verification.route,
    {
      config: { auth: { permission: 'student:approve' } },
      serializerCompiler: plainSerializer,
      schema: {
        tags: ['student'],
        security,
        summary:
          "Verify a student's record, or reject it with a reason (opens or keeps closed " +
          'a linked sign-up account)',
        params: resourceIdParams,
        body: studentVerificationSchema,
        response: {
          200: studentContract.rowSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const scope = await resolveScope(db, request.scope());
      const { id } = request.params;
      const { decision, reason } = request.body;
      const existing = await student.findVisible(id, scope);
      if (!existing) throw notFound(`${studentContract.title} not found.`);
      const writable = writeCondition('campus', owners, scope);
      if (writable === null) throw forbidden();
      if (existing.verificationStatus === 'verified' && decision === 'verified') {
        throw conflict(VERIFICATION_MESSAGES.alreadyVerified);
      }
      const userId = scope.userId;
      const accountId = typeof existing.userId === 'number' ? existing.userId : null;
      // A rejection's reason stays on the record (the student sees why); a verification may note one.
      const remarks = reason || null;
      const record = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(students)
          .set({
            verificationStatus: decision,
            verificationRemarks: remarks,
            verifiedAt: nepalToday(),
            verifiedBy: userId,
            updatedAt: new Date(),
            updatedBy: userId,
          })
          .where(and(eq(students.id, id), writable))
          .returning();
        if (!updated) throw forbidden();
        let account: string | null = null;
        if (accountId !== null) {
          // Only the sign-up's pending state moves; an administrator's 'disabled' stays.
          const [moved] = await tx
            .update(users)
            .set({
              status: decision === 'verified' ? 'active' : 'pending',
              updatedAt: new Date(),
              updatedBy: userId,
            })
            .where(
              and(
                eq(users.id, accountId),
                eq(users.status, decision === 'verified' ? 'pending' : 'active'),
              ),
            )
            .returning({ status: users.status });
          account = moved?.status ?? null;
        }
        await tx.insert(auditLog).values({
          userId,
          action: decision === 'verified' ? 'verify' : 'reject',
          entity: studentContract.name,
          entityId: String(id),
          detail: {
            from: existing.verificationStatus ?? null,
            to: decision,
            reason: remarks,
            ...(account ? { accountStatus: account } : {}),
          },
        });
        return updated;
      });
      sessionsChanged(db);
      await mailDecision(record, decision, remarks);
      const [row] = rowsOf(studentContract.rowSchema, await student.toRows([record]));
      if (!row) throw notFound(`${studentContract.title} not found.`);
      return row;
    },
  );
}
