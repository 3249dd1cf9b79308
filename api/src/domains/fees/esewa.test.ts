// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { json, tokensByName, withToken, type TestApp } from '../../test/helpers';
import { and, count, eq, isNull } from 'drizzle-orm';
import {
  ESEWA_MESSAGES,
  ESEWA_PATHS,
  RECEIPT_PATHS,
  type EsewaForm,
  type EsewaPaymentStatus,
  type Receipt,
} from '@hemis/shared-contracts';
import { auditLog, esewaPayments, receipts } from '../../db/schema';
import { ESEWA_TEST_SECRET, signFields } from '../../lib/esewa';
import type { EsewaSandbox } from '../../esewa-sandbox/sandbox';
import { createEsewaTestApp, postForm, type EsewaTestApp } from '../../test/esewa';

/**
 * Paying fees online through eSewa against the local sandbox: a student starts a payment of
 * what they owe, the form is signed, the sandbox pays and answers, the answer is verified and
 * confirmed by the status call before a receipt is made, once only; forged, tampered and
 * unconfirmed answers record nothing.
 */

let t: TestApp;
let sandbox: EsewaSandbox;
let bench: EsewaTestApp;
let tokens: Record<string, string>;

const confirm = (data: string) => bench.confirm(data);
const receiptCount = async () => (await t.db.select({ n: count() }).from(receipts))[0]?.n ?? 0;

async function startPayment(): Promise<{ uuid: string; amountPaisa: number; form: EsewaForm }> {
  const started = await t.app.inject(
    withToken(tokens.student ?? '', { method: 'POST', url: `/api${ESEWA_PATHS.pay}`, payload: {} }),
  );
  expect(started.statusCode).toBe(201);
  const { transactionUuid: uuid, amountPaisa } = started.json<{
    transactionUuid: string;
    amountPaisa: number;
  }>();
  return { uuid, amountPaisa, form: await bench.formOf(uuid) };
}

const payAtSandbox = (form: EsewaForm) => bench.payAtSandbox(form);

/** Cancels the online receipts, so the student owes those fees again. */
async function oweAgain(): Promise<void> {
  const online = await t.db
    .select({ id: receipts.id })
    .from(receipts)
    .where(and(eq(receipts.paymentMode, 'esewa'), isNull(receipts.cancelledAt)));
  for (const { id } of online) {
    const response = await t.app.inject(
      withToken(tokens.collegeadmin ?? '', {
        method: 'POST',
        url: `/api${RECEIPT_PATHS.cancel(id)}`,
        payload: { reason: 'Test payment' },
      }),
    );
    expect(response.statusCode).toBe(200);
  }
}

beforeAll(async () => {
  bench = await createEsewaTestApp();
  ({ t, sandbox } = bench);
  tokens = await tokensByName(t.app, ['student', 'collegeadmin']);
});
afterAll(() => bench.close());

describe('paying online through eSewa', () => {
  it("records a confirmed payment as an eSewa receipt of the student's dues, once only", async () => {
    const { uuid, amountPaisa, form } = await startPayment();
    expect(amountPaisa).toBeGreaterThan(0);
    expect(form.action).toBe(`${sandbox.url}/api/epay/main/v2/form`);
    expect(form.fields.success_url).toBe('http://hemis.example/success');
    expect(form.fields.failure_url).toBe(`http://hemis.example/failed?payment=${uuid}`);
    expect(form.fields.signed_field_names).toBe('total_amount,transaction_uuid,product_code');

    const data = await payAtSandbox(form);
    const before = await receiptCount();
    const first = await confirm(data);
    expect(first.statusCode).toBe(200);
    const status = first.json<EsewaPaymentStatus>();
    expect(status).toMatchObject({
      transactionUuid: uuid,
      status: 'complete',
      message: ESEWA_MESSAGES.recorded,
      amountPaisa,
    });
    expect(status.receiptNo).toBeGreaterThan(0);
    expect(status.verifyPath).toMatch(/^\/verify\/receipt\/[A-Za-z0-9_-]{24}$/);
    expect(await receiptCount()).toBe(before + 1);

    // Reloading the success page, or calling it again and again, records nothing more.
    const again = await Promise.all([confirm(data), confirm(data), confirm(data)]);
    for (const response of again)
      expect(response.json()).toMatchObject({ status: 'complete', receiptNo: status.receiptNo });
    expect(await receiptCount()).toBe(before + 1);

    const [payment] = await t.db
      .select()
      .from(esewaPayments)
      .where(eq(esewaPayments.transactionUuid, uuid));
    const receipt = await t.app.inject(
      withToken(tokens.collegeadmin ?? '', {
        method: 'GET',
        url: `/api${RECEIPT_PATHS.receipt(payment?.receiptId ?? 0)}`,
      }),
    );
    expect(receipt.json<Receipt>()).toMatchObject({
      paymentMode: 'esewa',
      esewaRefId: payment?.refId,
      totalPaisa: amountPaisa,
      issuedBy: 'eSewa (online)',
    });
    // Nothing is owed any more: a new payment is refused.
    const none = await t.app.inject(
      withToken(tokens.student ?? '', {
        method: 'POST',
        url: `/api${ESEWA_PATHS.pay}`,
        payload: {},
      }),
    );
    expect(none.statusCode).toBe(400);
    expect(json(none).message).toBe(ESEWA_MESSAGES.noDues);
  });

  it('refuses and logs a tampered or forged answer, and records nothing', async () => {
    await oweAgain();
    const { form } = await startPayment();
    const data = await payAtSandbox(form);
    const payload = JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as Record<
      string,
      string
    >;
    const before = await receiptCount();

    const cheaper = Buffer.from(JSON.stringify({ ...payload, total_amount: '1.0' })).toString(
      'base64',
    );
    const forged = Buffer.from(
      JSON.stringify({
        ...payload,
        signature: signFields('not-the-key', payload, payload.signed_field_names ?? ''),
      }),
    ).toString('base64');
    for (const bad of [cheaper, forged, 'not base64 at all', '']) {
      const response = await confirm(bad);
      expect(response.statusCode).toBe(400);
      expect(json(response).message).toBe(ESEWA_MESSAGES.tampered);
    }
    expect(await receiptCount()).toBe(before);
    const [logged] = await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'EsewaPayment'), eq(auditLog.action, 'esewaRefused')));
    expect(logged?.n).toBeGreaterThanOrEqual(4);
  });

  it('records nothing while eSewa has not confirmed the payment', async () => {
    await oweAgain();
    const { uuid, amountPaisa, form } = await startPayment();
    // A correctly signed answer for a payment eSewa never took (only the form was opened).
    await postForm(form.action, form.fields);
    const answer: Record<string, string> = {
      transaction_code: 'FAKE123',
      status: 'COMPLETE',
      total_amount: form.fields.total_amount ?? '',
      transaction_uuid: uuid,
      product_code: 'EPAYTEST',
      signed_field_names:
        'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names',
    };
    answer.signature = signFields(ESEWA_TEST_SECRET, answer, answer.signed_field_names ?? '');
    const before = await receiptCount();
    const response = await confirm(Buffer.from(JSON.stringify(answer)).toString('base64'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'pending',
      message: ESEWA_MESSAGES.notConfirmed,
      amountPaisa,
    });
    expect(await receiptCount()).toBe(before);
  });

  it('is for students only, and says when online payment is not offered', async () => {
    const staff = await t.app.inject(
      withToken(tokens.collegeadmin ?? '', {
        method: 'POST',
        url: `/api${ESEWA_PATHS.pay}`,
        payload: {},
      }),
    );
    expect(staff.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api${ESEWA_PATHS.pay}` })).statusCode).toBe(
      401,
    );
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api${ESEWA_PATHS.payment('NOPE')}`,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
