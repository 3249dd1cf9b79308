/**
 * eSewa payments as the routes read them: the settings (409 when online payment is not offered),
 * a payment with its payer's names, where it stands, and a refused answer written to the audit log.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ESEWA_MESSAGES,
  OPEN_ENROLMENT_MESSAGES,
  esewaPaymentStatusSchema,
  verifyPagePath,
  type EsewaPaymentStatus,
  studentName,
} from '@hemis/shared-contracts';
import {
  auditLog,
  campuses,
  enrolmentApplications,
  esewaPayments,
  receipts,
  students,
} from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { type EsewaSettings } from '../../lib/esewa';
import { EVERY_RECEIPT, readReceipt } from './receipts';

/** The eSewa settings, or a 409 when online payment is not offered here. */
export function settingsOf(app: FastifyInstance): EsewaSettings {
  const settings = app.hemis.config.esewa;
  if (!settings?.formUrl || !settings.statusUrl) throw conflict(ESEWA_MESSAGES.unavailable);
  return settings;
}

/**
 * A payment with its payer's and campus's names, by its uuid: the student's, or the applicant's
 * of an online enrolment application.
 */
export async function paymentOf(app: FastifyInstance, uuid: string) {
  const [row] = await app.db
    .select({
      payment: esewaPayments,
      firstName: students.firstName,
      middleName: students.middleName,
      lastName: students.lastName,
      applicant: enrolmentApplications.values,
      campusName: campuses.campusName,
    })
    .from(esewaPayments)
    .leftJoin(students, eq(students.id, esewaPayments.studentId))
    .leftJoin(enrolmentApplications, eq(enrolmentApplications.id, esewaPayments.applicationId))
    .innerJoin(campuses, eq(campuses.id, esewaPayments.campusId))
    .where(eq(esewaPayments.transactionUuid, uuid))
    .limit(1);
  if (!row) return null;
  const { applicant, ...found } = row;
  const payerName = studentName(found.firstName !== null ? found : (applicant ?? {}));
  return { ...found, payerName };
}

/** Where a payment stands, with its receipt once recorded. */
export async function statusOf(app: FastifyInstance, uuid: string): Promise<EsewaPaymentStatus> {
  const found = await paymentOf(app, uuid);
  if (!found) throw notFound(ESEWA_MESSAGES.notFound);
  const { payment } = found;
  const receipt =
    payment.receiptId === null ? null : await readReceipt(app.db, EVERY_RECEIPT, payment.receiptId);
  const [token] =
    payment.receiptId === null
      ? []
      : await app.db
          .select({ token: receipts.verifyToken })
          .from(receipts)
          .where(eq(receipts.id, payment.receiptId));
  const status = esewaPaymentStatusSchema.shape.status.parse(payment.status);
  const purpose = payment.applicationId === null ? 'fees' : 'application';
  return {
    transactionUuid: payment.transactionUuid,
    status,
    purpose,
    message:
      status === 'complete'
        ? purpose === 'application'
          ? OPEN_ENROLMENT_MESSAGES.paid
          : ESEWA_MESSAGES.recorded
        : status === 'failed'
          ? ESEWA_MESSAGES.failed
          : ESEWA_MESSAGES.notConfirmed,
    amountPaisa: payment.amountPaisa,
    studentName: found.payerName,
    campusName: found.campusName,
    refId: payment.refId,
    receiptNo: receipt?.receiptNo ?? null,
    fiscalYear: receipt?.fiscalYear ?? null,
    verifyPath: token ? verifyPagePath('receipt', token.token) : null,
  };
}

/** Writes a refused answer to the audit log and answers 400. */
export async function refuse(
  app: FastifyInstance,
  request: FastifyRequest,
  reason: string,
  detail: Record<string, unknown> = {},
): Promise<never> {
  request.log.warn({ reason, ...detail }, 'eSewa answer refused');
  await app.db.insert(auditLog).values({
    userId: request.authUser?.id ?? null,
    action: 'esewaRefused',
    entity: 'EsewaPayment',
    entityId:
      typeof detail.transactionUuid === 'string' ? detail.transactionUuid.slice(0, 60) : null,
    detail: { reason, ip: request.ip, ...detail },
  });
  throw badRequest(ESEWA_MESSAGES.tampered, { data: ESEWA_MESSAGES.tampered });
}
