/**
 * Online enrolment (the public page /open-enroll):
 *   GET  /OpenEnrolment/Form  public: the campus programs open for enrolment, each with its
 *                             application fee, and the ethnic groups the form offers;
 *   POST /OpenEnrolment       public, rate limited (multipart, or JSON without files): the
 *                             student record's own fields, photo and signature, documents as
 *                             `document.<type>`, the offer and a password. The record is checked
 *                             as the Student create route checks it, then kept as an application
 *                             with a pending eSewa payment of the application fee.
 * Once eSewa confirms the payment (domains/fees/esewa), `admitApplication` (admission.ts) turns the
 * application, in the payment's transaction, into a pending Student account and a student
 * record waiting for verification (Student Enrollment), with its documents, and the payment
 * into an Application Fee receipt. An unpaid application expires; its personal data and files
 * are removed a week later.
 */
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  APPLICATION_LIFETIME_HOURS,
  MESSAGES,
  OPEN_ENROLMENT_MESSAGES,
  OPEN_ENROLMENT_PATHS,
  apiErrorSchema,
  applicationStartedSchema,
  openEnrolmentFormSchema,
  studentContract,
} from '@hemis/shared-contracts';
import {
  campuses,
  collegePrograms,
  enrolmentApplications,
  esewaPayments,
  ethnicGroups,
} from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { newTransactionUuid } from '../../lib/esewa';
import { isRecord } from '../../lib/multipart-parts';
import { hashPassword } from '../../lib/passwords';
import { RATE_LIMITS } from '../../lib/rate-limits';
import type { ResourceHandle, Row, ZodApp } from '../../lib/resource/types';
import { applicationFeeOf } from '../fees/ledger';
import { campusScope } from '../fees/receipts';
import {
  applicantSchema,
  splitBody,
  storeDocuments,
  type ApplicationFile,
} from './application-body';
import {
  HOUR_MS,
  emailTaken,
  expireApplications,
  scheduleApplicationSweep,
  takenUniqueFields,
} from './application-store';
import { openOffers } from './offers';

const tags = ['student'];

/** The stored names of an application's uploads (field -> file name; the kit writes only names). */
const fileNames = (stored: Row): Record<string, string> =>
  Object.fromEntries(
    Object.entries(stored).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );

export function registerOpenEnrolment(app: ZodApp, student: ResourceHandle): void {
  const db = app.db;
  const { uploadsDir } = app.hemis;
  let stopSweep: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stopSweep = scheduleApplicationSweep(db, uploadsDir, HOUR_MS, (error) =>
      app.log.error({ err: error }, 'expiring online applications failed'),
    );
  });
  app.addHook('onClose', async () => stopSweep?.());

  app.get(
    OPEN_ENROLMENT_PATHS.form,
    {
      config: { auth: { permission: 'public' }, rateLimit: RATE_LIMITS.publicRead },
      schema: {
        tags,
        summary:
          'Public: the campus programs open for online enrolment (with the application fee) ' +
          'and the ethnic groups the application form offers',
        response: { 200: openEnrolmentFormSchema },
      },
    },
    async () => {
      const [offers, groups] = await Promise.all([
        openOffers(db),
        db
          .select({ id: ethnicGroups.id, name: ethnicGroups.name })
          .from(ethnicGroups)
          .where(and(isNull(ethnicGroups.deletedAt), eq(ethnicGroups.status, true)))
          .orderBy(asc(ethnicGroups.name)),
      ]);
      return { offers, ethnicGroups: groups.map((row) => ({ id: row.id, name: row.name ?? '' })) };
    },
  );

  app.post(
    OPEN_ENROLMENT_PATHS.apply,
    {
      config: { auth: { permission: 'public' }, rateLimit: RATE_LIMITS.openEnrolment },
      schema: {
        tags,
        summary:
          'Public: an online enrolment application (multipart: the record, photo, signature, ' +
          '`document.<type>` files, offerId, password); answers the eSewa payment to make',
        consumes: ['multipart/form-data', 'application/json'],
        response: {
          201: applicationStartedSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await expireApplications(db, uploadsDir);
      const { applicant: rawApplicant, documentParts } = splitBody(request);
      const parsedApplicant = applicantSchema.safeParse(rawApplicant);
      const applicantErrors: Record<string, string> = {};
      if (!parsedApplicant.success) {
        for (const issue of parsedApplicant.error.issues) {
          applicantErrors[String(issue.path[0] ?? 'offerId')] ??= issue.message;
        }
      }
      const offerId = parsedApplicant.success ? parsedApplicant.data.offerId : null;
      const [offer] = offerId === null ? [] : await openOffers(db, offerId);
      if (offerId !== null && !offer) applicantErrors.offerId = OPEN_ENROLMENT_MESSAGES.offerClosed;
      if (!parsedApplicant.success || !offer) {
        throw badRequest(MESSAGES.http.badRequest, applicantErrors);
      }

      const [collegeProgram] = await db
        .select({
          universityId: campuses.universityId,
          batchId: collegePrograms.enrolmentBatchId,
        })
        .from(collegePrograms)
        .innerJoin(campuses, eq(campuses.id, collegePrograms.campusId))
        .where(eq(collegePrograms.id, offer.id));
      const universityId = collegeProgram?.universityId ?? null;
      const fee = await applicationFeeOf(db, {
        campusId: offer.campusId,
        programId: offer.programId,
        batchId: collegeProgram?.batchId ?? null,
      });
      if (!fee)
        throw badRequest(MESSAGES.http.badRequest, {
          offerId: OPEN_ENROLMENT_MESSAGES.offerClosed,
        });

      const input = await student.readInput(request);
      const values = isRecord(input.values) ? input.values : {};
      const email = values.email;
      if (typeof email !== 'string' || email.trim() === '') {
        throw badRequest(MESSAGES.http.badRequest, {
          email: OPEN_ENROLMENT_MESSAGES.emailRequired,
        });
      }
      const scope = campusScope(offer.campusId, universityId, 0);
      const prepared = await student.prepareCreate(scope, {
        values: {
          ...values,
          programId: offer.programId,
          batchId: collegeProgram?.batchId ?? null,
          yearOrSemester: 1,
          status: 'active',
        },
        files: input.files,
      });
      let storedDocuments: ApplicationFile[] = [];
      try {
        const [account] = await emailTaken(db, String(prepared.values.email));
        if (account) {
          throw conflict(OPEN_ENROLMENT_MESSAGES.emailTaken, {
            email: OPEN_ENROLMENT_MESSAGES.emailTaken,
          });
        }
        const taken = await takenUniqueFields(db, offer.campusId, prepared.values);
        if (taken.length > 0) {
          const fields = Object.fromEntries(
            taken.map((name) => [
              name,
              studentContract.uniqueEach[name] ?? MESSAGES.http.badRequest,
            ]),
          );
          throw conflict(Object.values(fields)[0] ?? studentContract.messages.conflict, fields);
        }
        storedDocuments = await storeDocuments(uploadsDir, documentParts);
        const reference = `OE-${randomBytes(8).toString('hex').toUpperCase()}`;
        const expiresAt = new Date(Date.now() + APPLICATION_LIFETIME_HOURS * HOUR_MS);
        const transactionUuid = newTransactionUuid();
        const passwordHash = await hashPassword(parsedApplicant.data.password);
        await db.transaction(async (tx) => {
          const [application] = await tx
            .insert(enrolmentApplications)
            .values({
              reference,
              campusId: offer.campusId,
              universityId,
              collegeProgramId: offer.id,
              values: { ...prepared.values, source: 'onlineEnrolment' },
              files: fileNames(prepared.files.stored),
              documents: storedDocuments.map(({ target: _target, ...document }) => document),
              email: String(prepared.values.email),
              passwordHash,
              ip: request.ip.slice(0, 60),
              expiresAt,
            })
            .returning({ id: enrolmentApplications.id });
          if (!application) throw new Error('application insert returned nothing');
          await tx.insert(esewaPayments).values({
            transactionUuid,
            campusId: offer.campusId,
            universityId,
            applicationId: application.id,
            amountPaisa: fee.duePaisa,
            lines: [
              {
                feeTypeId: null,
                generalFeeTypeId: fee.generalFeeTypeId,
                yearOrSemester: fee.yearOrSemester,
                amountPaisa: fee.duePaisa,
              },
            ],
          });
        });
        return reply.code(201).send({
          reference,
          transactionUuid,
          amountPaisa: fee.duePaisa,
          expiresAt: expiresAt.toISOString(),
          message: OPEN_ENROLMENT_MESSAGES.submitted,
        });
      } catch (error) {
        student.discardPrepared(prepared);
        for (const file of storedDocuments) fs.rmSync(file.target, { force: true });
        throw error;
      }
    },
  );
}
