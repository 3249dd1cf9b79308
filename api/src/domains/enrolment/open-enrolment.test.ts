// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { json, outbox, tokensByName, withToken, type TestApp } from '../../test/helpers';
import { and, count, eq } from 'drizzle-orm';
import {
  ESEWA_MESSAGES,
  ESEWA_PATHS,
  OPEN_ENROLMENT_MAIL,
  OPEN_ENROLMENT_MESSAGES,
  OPEN_ENROLMENT_PATHS,
  OPEN_ENROLMENT_RULES,
  RECEIPT_PATHS,
  SET_BY_CAMPUS,
  STUDENT_PATHS,
  collegeProgramContract,
  studentContract,
  type ApplicationStarted,
  type DocumentRow,
  type EsewaPaymentStatus,
  type OpenEnrolmentForm,
  type Receipt,
} from '@hemis/shared-contracts';
import {
  collegePrograms,
  enrolmentApplications,
  esewaPayments,
  programs,
  students,
  users,
} from '../../db/schema';
import { createEsewaTestApp, type EsewaTestApp } from '../../test/esewa';
import { PNG } from '../employees/test-fixtures';
import { scheduleApplicationSweep } from './application-store';
import { CAMPUS_49, PDF, batchOf, multipart, studentBody, unique } from '../students/test-fixtures';

/**
 * Online enrolment: the public form lists the programs open for enrolment with their fee; an
 * application is checked as a student record is, kept until its fee is paid through eSewa (the
 * local sandbox), and then becomes a pending student in the campus's Student Enrollment list
 * with its documents, account and Application Fee receipt, once only. Bad input changes
 * nothing; unpaid applications expire.
 */

let t: TestApp;
let bench: EsewaTestApp;
let tokens: Record<string, string>;

/** The applicant's part of a student body: what the campus sets is left out. */
function applicantBody(extra: Record<string, unknown> = {}): Record<string, string> {
  const body = studentBody(0, 0, extra);
  for (const key of SET_BY_CAMPUS) delete body[key];
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, String(value)]));
}

const PASSWORD = 'Applicant@2083';

async function offers(): Promise<OpenEnrolmentForm> {
  const response = await t.app.inject({ method: 'GET', url: `/api${OPEN_ENROLMENT_PATHS.form}` });
  expect(response.statusCode).toBe(200);
  return response.json<OpenEnrolmentForm>();
}

async function apply(
  fields: Record<string, string>,
  files: { field: string; name: string; data: Buffer; type: string }[] = [],
) {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: `/api${OPEN_ENROLMENT_PATHS.apply}`,
    payload: body.payload,
    headers: body.headers,
  });
}

/** Pays a payment at the sandbox as the browser would; answers the success redirect's data. */
const payAtSandbox = async (uuid: string) => bench.payAtSandbox(await bench.formOf(uuid));
const confirm = (data: string) => bench.confirm(data);
const countOf = async (table: typeof students | typeof enrolmentApplications) =>
  (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;

beforeAll(async () => {
  bench = await createEsewaTestApp();
  t = bench.t;
  tokens = await tokensByName(t.app, ['collegeadmin', 'collegeuser']);
});
afterAll(() => bench.close());

describe('online enrolment', () => {
  it('offers the programs open for enrolment, with their application fee, to anyone', async () => {
    const form = await offers();
    expect(form.offers.map((offer) => offer.programName).sort()).toEqual([
      'BSc Computer Science and Information Technology',
      'Bachelor of Business Studies',
    ]);
    for (const offer of form.offers) {
      expect(offer).toMatchObject({ campusId: CAMPUS_49, batchName: '2083 Batch' });
      expect(offer.applicationFeePaisa).toBe(50_000);
    }
    expect(form.ethnicGroups.length).toBeGreaterThan(0);
  });

  it('turns a paid application into a pending student with documents, account and receipt, once', async () => {
    const [offer] = (await offers()).offers;
    const fields = applicantBody({ firstName: `Applicant${unique()}` });
    const response = await apply(
      { ...fields, offerId: String(offer?.id), password: PASSWORD, confirmPassword: PASSWORD },
      [
        { field: 'photo', name: 'me.png', data: PNG, type: 'image/png' },
        { field: 'document.see', name: 'see.pdf', data: PDF, type: 'application/pdf' },
      ],
    );
    expect(response.statusCode).toBe(201);
    const started = response.json<ApplicationStarted>();
    expect(started).toMatchObject({
      amountPaisa: 50_000,
      message: OPEN_ENROLMENT_MESSAGES.submitted,
    });
    // Nothing is a student until the fee is paid.
    const before = await countOf(students);
    const pending = await t.app.inject({
      method: 'GET',
      url: `/api${ESEWA_PATHS.payment(started.transactionUuid)}`,
    });
    expect(pending.json()).toMatchObject({ status: 'pending', purpose: 'application' });

    const data = await payAtSandbox(started.transactionUuid);
    const confirmed = await confirm(data);
    expect(confirmed.statusCode).toBe(200);
    const status = confirmed.json<EsewaPaymentStatus>();
    expect(status).toMatchObject({
      status: 'complete',
      purpose: 'application',
      message: OPEN_ENROLMENT_MESSAGES.paid,
      amountPaisa: 50_000,
      studentName: `${fields.firstName} Test`,
    });
    expect(status.receiptNo).toBeGreaterThan(0);
    // Reloading the success page admits no one twice.
    await Promise.all([confirm(data), confirm(data)]);
    expect(await countOf(students)).toBe(before + 1);
    const mails = (await outbox(t)).filter((mail) => mail.to === fields.email);
    expect(mails.map((mail) => mail.subject)).toEqual([OPEN_ENROLMENT_MAIL.subject]);
    expect(mails[0]?.text).toContain(`Receipt No. ${status.receiptNo} (`);

    const [record] = await t.db
      .select()
      .from(students)
      .where(eq(students.firstName, fields.firstName ?? ''));
    expect(record).toMatchObject({
      campusId: CAMPUS_49,
      programId: offer?.programId,
      yearOrSemester: 1,
      verificationStatus: 'pending',
      source: 'onlineEnrolment',
    });
    expect((record as Record<string, unknown> | undefined)?.photo).toMatch(/^student-photo-/);
    const [account] = await t.db
      .select({ status: users.status, role: users.role })
      .from(users)
      .where(eq(users.id, record?.userId ?? 0));
    expect(account).toEqual({ status: 'pending', role: 'Student' });

    // The campus sees it in Student Enrollment, with its document and its receipt.
    const enrollment = await t.app.inject(
      withToken(tokens.collegeuser ?? '', {
        method: 'GET',
        url: `/api${studentContract.path}?verificationStatus=pending&q=${fields.firstName}&pageSize=20`,
      }),
    );
    expect(json(enrollment).total).toBe(1);
    const documents = await t.app.inject(
      withToken(tokens.collegeuser ?? '', {
        method: 'GET',
        url: `/api${STUDENT_PATHS.documents(record?.id ?? 0)}`,
      }),
    );
    expect(documents.json<DocumentRow[]>().map((row) => row.documentType)).toEqual(['see']);
    const [payment] = await t.db
      .select({ receiptId: esewaPayments.receiptId, studentId: esewaPayments.studentId })
      .from(esewaPayments)
      .where(eq(esewaPayments.transactionUuid, started.transactionUuid));
    expect(payment?.studentId).toBe(record?.id);
    const receipt = await t.app.inject(
      withToken(tokens.collegeadmin ?? '', {
        method: 'GET',
        url: `/api${RECEIPT_PATHS.receipt(payment?.receiptId ?? 0)}`,
      }),
    );
    expect(receipt.json<Receipt>()).toMatchObject({
      paymentMode: 'esewa',
      totalPaisa: 50_000,
      lines: [expect.objectContaining({ feeTypeName: 'Application Fee' })],
    });
  });

  it('refuses bad applications with field messages and keeps nothing', async () => {
    const [offer] = (await offers()).offers;
    const applications = await countOf(enrolmentApplications);
    const good = { ...applicantBody(), offerId: String(offer?.id), password: PASSWORD };
    const cases: [Record<string, string>, string, string][] = [
      [
        { ...good, confirmPassword: PASSWORD, offerId: '' },
        'offerId',
        OPEN_ENROLMENT_MESSAGES.offerRequired,
      ],
      [
        { ...good, confirmPassword: PASSWORD, offerId: '999999' },
        'offerId',
        OPEN_ENROLMENT_MESSAGES.offerClosed,
      ],
      [{ ...good, confirmPassword: 'Other@2083x' }, 'confirmPassword', 'Passwords do not match'],
      [
        { ...good, confirmPassword: PASSWORD, programId: '1' },
        'programId',
        OPEN_ENROLMENT_MESSAGES.setByCampus,
      ],
      [
        { ...good, confirmPassword: PASSWORD, email: '' },
        'email',
        OPEN_ENROLMENT_MESSAGES.emailRequired,
      ],
      [{ ...good, confirmPassword: PASSWORD, phoneNumber: '98' }, 'phoneNumber', ''],
      [
        { ...good, confirmPassword: PASSWORD, email: 'collegeadmin@hemis.test' },
        'email',
        OPEN_ENROLMENT_MESSAGES.emailTaken,
      ],
    ];
    for (const [fields, field, message] of cases) {
      const response = await apply(fields);
      expect([400, 409]).toContain(response.statusCode);
      const fieldsOf = (json(response).fields ?? {}) as Record<string, string>;
      expect(Object.keys(fieldsOf)).toContain(field);
      if (message) expect(fieldsOf[field]).toContain(message.slice(0, 20));
    }
    const wrongDocument = await apply({ ...good, confirmPassword: PASSWORD }, [
      { field: 'document.passport', name: 'x.pdf', data: PDF, type: 'application/pdf' },
    ]);
    expect(wrongDocument.statusCode).toBe(400);
    expect(await countOf(enrolmentApplications)).toBe(applications);
  });

  /** A valid application to the first open offer, not yet paid. */
  async function startApplication(): Promise<ApplicationStarted> {
    const [offer] = (await offers()).offers;
    const response = await apply({
      ...applicantBody(),
      offerId: String(offer?.id),
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(response.statusCode).toBe(201);
    return response.json<ApplicationStarted>();
  }

  it('lets an unpaid application expire: its payment can no longer be made', async () => {
    const started = await startApplication();
    await t.db
      .update(enrolmentApplications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(enrolmentApplications.reference, started.reference));
    const form = await t.app.inject({
      method: 'GET',
      url: `/api${ESEWA_PATHS.form(started.transactionUuid)}`,
    });
    expect(form.statusCode).toBe(409);
    expect(json(form).message).toBe(OPEN_ENROLMENT_MESSAGES.expired);
    expect(ESEWA_MESSAGES.notPending).not.toBe(OPEN_ENROLMENT_MESSAGES.expired);
  });

  it('expires unpaid applications on a schedule, with nobody applying', async () => {
    const { reference } = await startApplication();
    const statusOf = async () =>
      (
        await t.db
          .select({ status: enrolmentApplications.status })
          .from(enrolmentApplications)
          .where(eq(enrolmentApplications.reference, reference))
      )[0]?.status;
    await t.db
      .update(enrolmentApplications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(enrolmentApplications.reference, reference));
    expect(await statusOf()).toBe('pending');
    const errors: unknown[] = [];
    const stop = scheduleApplicationSweep(t.db, t.app.hemis.uploadsDir, 20, (error) =>
      errors.push(error),
    );
    try {
      for (let tries = 0; tries < 100 && (await statusOf()) === 'pending'; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      stop();
    }
    expect(await statusOf()).toBe('expired');
    expect(errors).toEqual([]);
  });

  it('opens a program only with an intake batch and an application fee', async () => {
    const [ba] = await t.db
      .select({ id: collegePrograms.id })
      .from(collegePrograms)
      .innerJoin(programs, eq(programs.id, collegePrograms.programId))
      .where(and(eq(collegePrograms.campusId, CAMPUS_49), eq(programs.shortName, 'BA')));
    const patch = (payload: Record<string, unknown>) =>
      t.app.inject(
        withToken(tokens.collegeadmin ?? '', {
          method: 'PATCH',
          url: `/api${collegeProgramContract.path}/${ba?.id}`,
          payload,
        }),
      );
    const noBatch = await patch({ openForEnrolment: true });
    expect(noBatch.statusCode).toBe(400);
    expect(json(noBatch).fields).toMatchObject({
      enrolmentBatchId: OPEN_ENROLMENT_RULES.batchRequired,
    });
    const noFee = await patch({
      openForEnrolment: true,
      enrolmentBatchId: await batchOf(t.db, CAMPUS_49, 2083),
    });
    expect(noFee.statusCode).toBe(400);
    expect(json(noFee).fields).toMatchObject({
      openForEnrolment: OPEN_ENROLMENT_RULES.feeRequired,
    });
    expect((await offers()).offers).toHaveLength(2);
  });
});
