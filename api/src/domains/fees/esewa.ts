/**
 * Online fee payment through eSewa (ePay v2):
 *   POST /Esewa/Pay                  a signed-in student starts paying what they owe (pending);
 *   GET  /Esewa/Payment/{uuid}/Form  public: the signed form the /esewa page posts to eSewa;
 *   POST /Esewa/Confirm { data }     public: the success page hands over eSewa's answer, which
 *                                    must carry a valid signature, name a payment of ours with
 *                                    its amount, and be confirmed by eSewa's status call before
 *                                    anything is recorded; then the payment becomes a receipt
 *                                    (mode eSewa, eSewa's reference), once only;
 *   GET  /Esewa/Payment/{uuid}       public: where a payment stands (the /failed page).
 * A forged or tampered answer is refused and written to the audit log.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ESEWA_MESSAGES,
  ESEWA_PAGES,
  ESEWA_PATHS,
  OPEN_ENROLMENT_MESSAGES,
  apiErrorSchema,
  esewaConfirmInputSchema,
  esewaFormSchema,
  esewaPayInputSchema,
  esewaPaymentStartedSchema,
  esewaPaymentStatusSchema,
  studentLedgerSchema,
} from '@hemis/shared-contracts';
import { esewaPayments, students } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import {
  EsewaStatusError,
  checkTransactionStatus,
  newTransactionUuid,
  paymentForm,
  readEsewaResponse,
} from '../../lib/esewa';
import { RATE_LIMITS } from '../../lib/rate-limits';
import type { ResourceHandle, ZodApp } from '../../lib/resource/types';
import { studentLedger } from './ledger';
import { admitApplication } from '../enrolment/admission';
import { applicationPayable } from '../enrolment/application-store';
import { campusScope, issueReceipt } from './receipts';
import { paymentOf, refuse, settingsOf, statusOf } from './esewa-payments';
import { mailApplicant } from './esewa-mail';
import { security } from '../../lib/route-kit';

const tags = ['receipt'];
const uuidParams = z.strictObject({ uuid: z.string().max(60) });

export function registerEsewa(app: ZodApp, student: ResourceHandle): void {
  const db = app.db;

  /** The API row of the signed-in student's own record (404 when none is linked). */
  async function ownStudent(request: FastifyRequest) {
    const scope = request.scope();
    if (scope.kind !== 'own') throw forbidden(ESEWA_MESSAGES.studentOnly);
    const [record] = await db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.userId, scope.userId), isNull(students.deletedAt)))
      .limit(1);
    const found = record ? await student.findVisible(record.id, scope) : null;
    const [row] = found ? await student.toRows([found]) : [];
    if (!row || typeof row.campusId !== 'number') throw notFound(ESEWA_MESSAGES.noDues);
    return { scope, row, campusId: row.campusId };
  }

  app.get(
    ESEWA_PATHS.myFees,
    {
      config: { auth: { permission: 'authenticated' } },
      schema: {
        tags,
        security,
        summary: "The signed-in student's own fee ledger: dues, payments, balance, receipts",
        response: { 200: studentLedgerSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { scope, row } = await ownStudent(request);
      return studentLedger(db, scope, row);
    },
  );

  app.post(
    ESEWA_PATHS.pay,
    {
      config: { auth: { permission: 'authenticated' } },
      schema: {
        tags,
        security,
        summary: 'Starts paying online what the signed-in student owes (a pending eSewa payment)',
        body: esewaPayInputSchema.optional(),
        response: {
          201: esewaPaymentStartedSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      settingsOf(app);
      const { scope, row, campusId } = await ownStudent(request);
      const ledger = await studentLedger(db, scope, row);
      const lines = ledger.dues
        .filter((due) => due.balancePaisa > 0)
        .map((due) => ({
          feeTypeId: due.feeTypeId,
          generalFeeTypeId: due.generalFeeTypeId,
          yearOrSemester: due.yearOrSemester,
          amountPaisa: due.balancePaisa,
        }));
      const amountPaisa = lines.reduce((sum, line) => sum + line.amountPaisa, 0);
      if (amountPaisa <= 0) throw badRequest(ESEWA_MESSAGES.noDues);
      const transactionUuid = newTransactionUuid();
      await db.insert(esewaPayments).values({
        transactionUuid,
        campusId,
        universityId: typeof row.universityId === 'number' ? row.universityId : null,
        studentId: Number(row.id),
        amountPaisa,
        lines,
        createdBy: scope.userId,
      });
      return reply.code(201).send({ transactionUuid, amountPaisa });
    },
  );

  app.get(
    ESEWA_PATHS.form.route,
    {
      config: { auth: { permission: 'public' }, rateLimit: RATE_LIMITS.publicVerification },
      schema: {
        tags,
        summary:
          'Public: the signed form of a pending payment, which the /esewa page posts to eSewa',
        params: uuidParams,
        response: { 200: esewaFormSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const settings = settingsOf(app);
      const found = await paymentOf(app, request.params.uuid);
      if (!found) throw notFound(ESEWA_MESSAGES.notFound);
      if (found.payment.status !== 'pending') throw conflict(ESEWA_MESSAGES.notPending);
      const { applicationId } = found.payment;
      if (applicationId !== null && !(await applicationPayable(db, applicationId))) {
        throw conflict(OPEN_ENROLMENT_MESSAGES.expired);
      }
      const { publicUrl } = app.hemis.config;
      const form = paymentForm(settings, {
        totalPaisa: found.payment.amountPaisa,
        transactionUuid: found.payment.transactionUuid,
        successUrl: `${publicUrl}${ESEWA_PAGES.success}`,
        failureUrl: `${publicUrl}${ESEWA_PAGES.failed}?payment=${encodeURIComponent(found.payment.transactionUuid)}`,
      });
      return {
        ...form,
        amountPaisa: found.payment.amountPaisa,
        studentName: found.payerName,
        campusName: found.campusName,
      };
    },
  );

  app.get(
    ESEWA_PATHS.payment.route,
    {
      config: { auth: { permission: 'public' }, rateLimit: RATE_LIMITS.publicVerification },
      schema: {
        tags,
        summary: 'Public: where an online payment stands (and its receipt once recorded)',
        params: uuidParams,
        response: { 200: esewaPaymentStatusSchema, 404: apiErrorSchema },
      },
    },
    async (request) => statusOf(app, request.params.uuid),
  );

  app.post(
    ESEWA_PATHS.confirm,
    {
      config: { auth: { permission: 'public' }, rateLimit: RATE_LIMITS.publicVerification },
      schema: {
        tags,
        summary:
          "Public: eSewa's signed answer from the success page; verified, confirmed with eSewa's " +
          'status call, then recorded as a receipt once',
        body: esewaConfirmInputSchema,
        response: {
          200: esewaPaymentStatusSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const settings = settingsOf(app);
      const reading = readEsewaResponse(settings, request.body.data);
      if (!reading.ok) return refuse(app, request, reading.reason);
      const answer = reading.payload;
      const found = await paymentOf(app, answer.transactionUuid);
      if (!found) {
        return refuse(app, request, 'unknown-payment', { transactionUuid: answer.transactionUuid });
      }
      const { payment } = found;
      if (answer.totalPaisa !== payment.amountPaisa) {
        return refuse(app, request, 'wrong-amount', {
          transactionUuid: payment.transactionUuid,
          answered: answer.totalPaisa,
          expected: payment.amountPaisa,
        });
      }
      // A payment already recorded answers as it stands: reloading the page records nothing.
      if (payment.status === 'complete') return statusOf(app, payment.transactionUuid);

      // Nothing is recorded until eSewa's own status call says the money was paid.
      let confirmed;
      try {
        confirmed = await checkTransactionStatus(settings, {
          totalPaisa: payment.amountPaisa,
          transactionUuid: payment.transactionUuid,
        });
      } catch (error) {
        request.log.warn(
          { err: error, kind: error instanceof EsewaStatusError ? error.kind : 'unknown' },
          'eSewa status call failed',
        );
        return statusOf(app, payment.transactionUuid);
      }
      if (confirmed.status !== 'COMPLETE') {
        if (['CANCELED', 'NOT_FOUND', 'FULL_REFUND'].includes(confirmed.status)) {
          await db
            .update(esewaPayments)
            .set({ status: 'failed' })
            .where(and(eq(esewaPayments.id, payment.id), eq(esewaPayments.status, 'pending')));
        }
        return statusOf(app, payment.transactionUuid);
      }

      const refId = confirmed.refId ?? answer.refId ?? answer.transactionCode;
      let admitted = false;
      await db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(esewaPayments)
          .where(eq(esewaPayments.id, payment.id))
          .for('update');
        if (!locked || locked.status === 'complete') return;
        // An application's fee: the applicant becomes a student (and pays as that account).
        const payer =
          locked.applicationId === null
            ? { studentId: locked.studentId, userId: locked.createdBy }
            : await admitApplication(tx, student, locked.applicationId);
        admitted = locked.applicationId !== null;
        if (payer.studentId === null) throw new Error(`payment ${locked.id} has no payer`);
        const receiptId = await issueReceipt(
          db,
          campusScope(locked.campusId, locked.universityId, payer.userId ?? 0),
          {
            studentId: payer.studentId,
            lines: locked.lines,
            discountPaisa: 0,
            finePaisa: 0,
            paymentMode: 'esewa',
            esewaRefId: refId,
            remarks: `eSewa transaction ${locked.transactionUuid}`,
          },
          tx,
        );
        await tx
          .update(esewaPayments)
          .set({
            status: 'complete',
            refId,
            receiptId,
            studentId: payer.studentId,
            completedAt: new Date(),
          })
          .where(eq(esewaPayments.id, locked.id));
      });
      const status = await statusOf(app, payment.transactionUuid);
      if (admitted && payment.applicationId !== null) {
        await mailApplicant(app, payment.applicationId, status);
      }
      return status;
    },
  );
}
