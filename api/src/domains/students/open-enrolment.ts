/**
 * Online enrolment (the public page /open-enroll):
 *   GET  /OpenEnrolment/Form  public: the campus programs open for enrolment, each with its
 *                             application fee, and the ethnic groups the form offers;
 *   POST /OpenEnrolment       public, rate limited (multipart, or JSON without files): the
 *                             student record's own fields, photo and signature, documents as
 *                             `document.<type>`, the offer and a password. The record is checked
 *                             as the Student create route checks it, then kept as an application
 *                             with a pending eSewa payment of the application fee.
 * Once eSewa confirms the payment (domains/fees/esewa), `admitApplication` turns the
 * application, in the payment's transaction, into a pending Student account and a student
 * record waiting for verification (Student Enrollment), with its documents, and the payment
 * into an Application Fee receipt. An unpaid application expires; its personal data and files
 * are removed a week later.
 */
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  APPLICATION_DOCUMENT_PREFIX,
  APPLICATION_LIFETIME_HOURS,
  GENDERS,
  MESSAGES,
  OPEN_ENROLMENT_MESSAGES,
  OPEN_ENROLMENT_PATHS,
  OPEN_ENROLMENT_RULES,
  SET_BY_CAMPUS,
  STUDENT_DOCUMENT_TYPES,
  apiErrorSchema,
  applicationStartedSchema,
  nepalToday,
  newPasswordField,
  openEnrolmentFormSchema,
  studentContract,
  type EnrolmentOffer,
} from '@hemis/shared-contracts';
import {
  batches,
  campuses,
  collegePrograms,
  documents,
  enrolmentApplications,
  esewaPayments,
  ethnicGroups,
  levels,
  programs,
  students,
  universities,
  users,
  type ApplicationDocument,
} from '../../db/schema';
import { norm } from '../../db/schema/resource-table';
import { storeDocumentFile, type StoredDocumentFile } from '../../lib/documents';
import { badRequest, conflict } from '../../lib/errors';
import { newTransactionUuid } from '../../lib/esewa';
import { documentsDir, storedFilePath } from '../../lib/files';
import { hashPassword } from '../../lib/passwords';
import { RATE_LIMITS } from '../../lib/rate-limits';
import type {
  DbOrTx,
  ResourceHandle,
  Row,
  Tx,
  WriteContext,
  ZodApp,
} from '../../lib/resource/types';
import { applicationFeeOf } from '../fees/ledger';
import { campusScope } from '../fees/receipts';

const tags = ['student'];
const HOUR_MS = 60 * 60 * 1000;
/** How long an expired application's data is kept (a late eSewa confirmation still finds it). */
const EXPIRED_KEPT_MS = 7 * 24 * HOUR_MS;

/** The applicant's own part of the body beside the record: the offer and the password. */
const applicantSchema = z
  .strictObject({
    offerId: z.coerce
      .number({ error: OPEN_ENROLMENT_MESSAGES.offerRequired })
      .int({ error: OPEN_ENROLMENT_MESSAGES.offerRequired })
      .positive({ error: OPEN_ENROLMENT_MESSAGES.offerRequired }),
    password: newPasswordField(),
    confirmPassword: z
      .string({ error: MESSAGES.signUp.confirmPasswordRequired })
      .min(1, { error: MESSAGES.signUp.confirmPasswordRequired }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    error: MESSAGES.signUp.passwordsDoNotMatch,
  });
const APPLICANT_KEYS = ['offerId', 'password', 'confirmPassword'] as const;

/** A multipart field's text (attachFieldsToBody), or a JSON body's value as it is. */
function partValue(entry: unknown): unknown {
  if (typeof entry === 'object' && entry !== null && 'value' in entry) {
    return (entry as { value: unknown }).value;
  }
  return entry;
}

interface FilePart {
  type: 'file';
  filename?: string;
  toBuffer(): Promise<Buffer>;
}
const isFilePart = (entry: unknown): entry is FilePart =>
  typeof entry === 'object' &&
  entry !== null &&
  (entry as { type?: unknown }).type === 'file' &&
  typeof (entry as { toBuffer?: unknown }).toBuffer === 'function';

/** The programs open for enrolment today (one by its CollegeProgram id when asked). */
export async function openOffers(db: DbOrTx, id?: number): Promise<EnrolmentOffer[]> {
  const today = nepalToday();
  const rows = await db
    .select({
      id: collegePrograms.id,
      campusId: collegePrograms.campusId,
      campusName: campuses.campusName,
      universityName: universities.name,
      programId: collegePrograms.programId,
      programName: programs.programName,
      levelName: levels.levelName,
      batchId: collegePrograms.enrolmentBatchId,
      batchName: batches.batchName,
      closesOn: collegePrograms.enrolmentClosesOn,
    })
    .from(collegePrograms)
    .innerJoin(campuses, eq(campuses.id, collegePrograms.campusId))
    .innerJoin(programs, eq(programs.id, collegePrograms.programId))
    .leftJoin(universities, eq(universities.id, campuses.universityId))
    .leftJoin(levels, eq(levels.id, programs.levelId))
    .leftJoin(batches, eq(batches.id, collegePrograms.enrolmentBatchId))
    .where(
      and(
        eq(collegePrograms.openForEnrolment, true),
        eq(collegePrograms.status, true),
        isNull(collegePrograms.deletedAt),
        isNull(campuses.deletedAt),
        isNull(programs.deletedAt),
        or(
          isNull(collegePrograms.enrolmentClosesOn),
          gte(collegePrograms.enrolmentClosesOn, today),
        ),
        id === undefined ? undefined : eq(collegePrograms.id, id),
      ),
    )
    .orderBy(asc(campuses.campusName), asc(programs.programName));
  const offers: EnrolmentOffer[] = [];
  for (const row of rows) {
    if (row.campusId === null || row.programId === null) continue;
    const fee = await applicationFeeOf(db, {
      campusId: row.campusId,
      programId: row.programId,
      batchId: row.batchId,
    });
    // A program without an application fee is not offered (opening it requires one).
    if (!fee) continue;
    offers.push({
      ...row,
      campusId: row.campusId,
      programId: row.programId,
      programName: row.programName ?? '',
      closesOn: row.closesOn ?? null,
      applicationFeePaisa: fee.duePaisa,
    });
  }
  return offers;
}

/**
 * The CollegeProgram rule beside its contract's: a program opened for enrolment has an intake
 * batch of its campus and an application fee in the fee setup.
 */
export async function checkEnrolmentOpening({ db, values }: WriteContext): Promise<undefined> {
  if (values.openForEnrolment !== true) return undefined;
  const campusId = typeof values.campusId === 'number' ? values.campusId : null;
  const programId = typeof values.programId === 'number' ? values.programId : null;
  const batchId = typeof values.enrolmentBatchId === 'number' ? values.enrolmentBatchId : null;
  if (campusId === null || programId === null || batchId === null) return undefined;
  const fee = await applicationFeeOf(db, { campusId, programId, batchId });
  if (!fee) {
    throw badRequest(MESSAGES.http.badRequest, {
      openForEnrolment: OPEN_ENROLMENT_RULES.feeRequired,
    });
  }
  return undefined;
}

/** Unpaid applications past their time expire; a week later their data and files go. */
export async function expireApplications(db: DbOrTx, uploadsDir: string): Promise<void> {
  const now = new Date();
  await db
    .update(enrolmentApplications)
    .set({ status: 'expired' })
    .where(
      and(eq(enrolmentApplications.status, 'pending'), lt(enrolmentApplications.expiresAt, now)),
    );
  const stale = await db
    .select({
      id: enrolmentApplications.id,
      files: enrolmentApplications.files,
      documents: enrolmentApplications.documents,
    })
    .from(enrolmentApplications)
    .where(
      and(
        eq(enrolmentApplications.status, 'expired'),
        lt(enrolmentApplications.expiresAt, new Date(now.getTime() - EXPIRED_KEPT_MS)),
        ne(enrolmentApplications.passwordHash, ''),
      ),
    )
    .limit(100);
  for (const application of stale) {
    removeApplicationFiles(uploadsDir, application.files, application.documents);
    await db
      .update(enrolmentApplications)
      .set({ values: {}, files: {}, documents: [], email: '', passwordHash: '' })
      .where(eq(enrolmentApplications.id, application.id));
  }
}

/**
 * Expires applications every `everyMs` as well as on each new one, so an unpaid application's
 * data goes on time even while nobody applies. Returns the stop.
 */
export function scheduleApplicationSweep(
  db: DbOrTx,
  uploadsDir: string,
  everyMs: number,
  onError: (error: unknown) => void,
): () => void {
  const timer = setInterval(() => {
    expireApplications(db, uploadsDir).catch(onError);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

function removeApplicationFiles(
  uploadsDir: string,
  files: Record<string, string>,
  kept: readonly ApplicationDocument[],
): void {
  for (const name of Object.values(files)) {
    const file = storedFilePath(uploadsDir, name);
    if (file) fs.rmSync(file, { force: true });
  }
  const dir = documentsDir(uploadsDir);
  for (const document of kept) fs.rmSync(`${dir}/${document.fileName}`, { force: true });
}

/** The record's fields that are unique at a campus and already taken there (citizenship no.). */
async function takenUniqueFields(db: DbOrTx, campusId: number, values: Row): Promise<string[]> {
  const taken: string[] = [];
  for (const name of Object.keys(studentContract.uniqueEach)) {
    const value = values[name];
    if (typeof value !== 'string' || value === '') continue;
    const column = (students as unknown as Record<string, Parameters<typeof norm>[0]>)[name];
    if (!column) continue;
    const [clash] = await db
      .select({ id: students.id })
      .from(students)
      .where(
        and(
          eq(students.campusId, campusId),
          isNull(students.deletedAt),
          sql`${norm(column)} = ${norm(sql`${value}::text`)}`,
        ),
      )
      .limit(1);
    if (clash) taken.push(name);
  }
  return taken;
}

const emailTaken = (db: DbOrTx, email: string) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)))
    .limit(1);

type ApplicationFile = StoredDocumentFile & { documentType: string };

/** Application documents: `document.<type>` files, each checked and stored. */
async function storeDocuments(
  uploadsDir: string,
  parts: [string, unknown][],
): Promise<ApplicationFile[]> {
  const stored: ApplicationFile[] = [];
  const dir = documentsDir(uploadsDir);
  try {
    for (const [key, entry] of parts) {
      const documentType = key.slice(APPLICATION_DOCUMENT_PREFIX.length);
      if (!STUDENT_DOCUMENT_TYPES.some((type) => type.value === documentType)) {
        throw badRequest(MESSAGES.http.badRequest, {
          [key]: OPEN_ENROLMENT_MESSAGES.documentType,
        });
      }
      if (!isFilePart(entry)) {
        throw badRequest(MESSAGES.http.badRequest, { [key]: MESSAGES.http.unknownField });
      }
      const data = await entry.toBuffer();
      const file = data.length > 0 ? { name: entry.filename || documentType, data } : null;
      stored.push({ ...storeDocumentFile(dir, 'Student', file, key), documentType });
    }
  } catch (error) {
    for (const file of stored) fs.rmSync(file.target, { force: true });
    throw error;
  }
  return stored;
}

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

  /** Takes the applicant's keys and documents out of the body; the rest is the record. */
  function splitBody(request: FastifyRequest) {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw badRequest(MESSAGES.http.badRequest, {
        offerId: OPEN_ENROLMENT_MESSAGES.offerRequired,
      });
    }
    const record = { ...(body as Record<string, unknown>) };
    const applicant: Record<string, unknown> = {};
    for (const key of APPLICANT_KEYS) {
      if (key in record) applicant[key] = partValue(record[key]);
      delete record[key];
    }
    const documentParts: [string, unknown][] = [];
    const refused: Record<string, string> = {};
    for (const key of Object.keys(record)) {
      if (key.startsWith(APPLICATION_DOCUMENT_PREFIX)) {
        documentParts.push([key, record[key]]);
        delete record[key];
      } else if ((SET_BY_CAMPUS as readonly string[]).includes(key)) {
        refused[key] = OPEN_ENROLMENT_MESSAGES.setByCampus;
      }
    }
    if (Object.keys(refused).length > 0) throw badRequest(MESSAGES.http.badRequest, refused);
    request.body = record;
    return { applicant, documentParts };
  }

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
      const values = typeof input.values === 'object' && input.values !== null ? input.values : {};
      const email = (values as Row).email;
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
              files: prepared.files.stored as Record<string, string>,
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

/**
 * A paid application becomes a student, in the payment's transaction: a pending Student
 * account (unless its e-mail was taken meanwhile), the student record waiting for verification
 * (without a unique number taken meanwhile), its documents. Answers the student and the
 * account (the receipt's issuer); the same student when asked again.
 */
export async function admitApplication(
  tx: Tx,
  student: ResourceHandle,
  applicationId: number,
): Promise<{ studentId: number; userId: number | null }> {
  const [application] = await tx
    .select()
    .from(enrolmentApplications)
    .where(eq(enrolmentApplications.id, applicationId))
    .for('update');
  if (!application) throw new Error(`application ${applicationId} not found`);
  if (application.studentId !== null) {
    const [record] = await tx
      .select({ userId: students.userId })
      .from(students)
      .where(eq(students.id, application.studentId));
    return { studentId: application.studentId, userId: record?.userId ?? null };
  }
  const values: Row = { ...application.values };
  const text = (name: string) =>
    typeof values[name] === 'string' ? (values[name] as string) : null;

  let userId: number | null = null;
  const [taken] = await emailTaken(tx, application.email);
  if (!taken && application.passwordHash !== '') {
    const [account] = await tx
      .insert(users)
      .values({
        email: application.email,
        passwordHash: application.passwordHash,
        firstName: text('firstName') ?? '',
        middleName: text('middleName'),
        lastName: text('lastName') ?? '',
        phoneNumber: text('phoneNumber'),
        gender: GENDERS.find((gender) => gender === values.gender) ?? null,
        role: 'Student',
        universityId: application.universityId,
        campusId: application.campusId,
        status: 'pending',
      })
      .returning({ id: users.id });
    userId = account?.id ?? null;
    if (userId !== null) {
      await tx
        .update(users)
        .set({ createdBy: userId, updatedBy: userId })
        .where(eq(users.id, userId));
    }
  }
  for (const name of await takenUniqueFields(tx, application.campusId, values)) values[name] = null;

  const scope = campusScope(application.campusId, application.universityId, userId ?? 0);
  const record = await student.insertPrepared(tx, scope, {
    values: { ...values, userId },
    files: { stored: application.files, paths: [] },
  });
  const studentId = Number(record.id);
  if (application.documents.length > 0) {
    await tx.insert(documents).values(
      application.documents.map((document) => ({
        entity: 'Student',
        entityId: studentId,
        documentType: document.documentType,
        title: null,
        fileName: document.fileName,
        originalName: document.originalName,
        mimeType: document.mimeType,
        sizeBytes: document.sizeBytes,
        universityId: application.universityId,
        campusId: application.campusId,
        createdBy: userId,
        updatedBy: userId,
      })),
    );
  }
  await tx
    .update(enrolmentApplications)
    .set({ status: 'paid', studentId })
    .where(eq(enrolmentApplications.id, application.id));
  return { studentId, userId };
}

/** Whether an application may still be paid (the /esewa form of its payment). */
export async function applicationPayable(db: DbOrTx, applicationId: number): Promise<boolean> {
  const condition: SQL | undefined = and(
    eq(enrolmentApplications.id, applicationId),
    eq(enrolmentApplications.status, 'pending'),
    gte(enrolmentApplications.expiresAt, new Date()),
  );
  const [row] = await db
    .select({ id: enrolmentApplications.id })
    .from(enrolmentApplications)
    .where(condition);
  return row !== undefined;
}
