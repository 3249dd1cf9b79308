import {
  ESEWA_FORM_SIGNED_FIELDS,
  ESEWA_TEST_SECRET,
  checkTransactionStatus,
  paymentForm,
  readEsewaResponse,
  signFields,
  withSandboxUrls,
  type EsewaSettings,
} from '../lib/esewa';
import { escapeHtml } from './pages';
import { esewaEchoAmount, startEsewaSandbox, type EsewaSandbox } from './sandbox';

const SUCCESS_URL = 'http://hemis.example/payments/esewa/success';
const FAILURE_URL = 'http://hemis.example/payments/esewa/failure';

let sandbox: EsewaSandbox;
let settings: EsewaSettings;

beforeAll(async () => {
  sandbox = await startEsewaSandbox({ secretKey: ESEWA_TEST_SECRET, productCode: 'EPAYTEST' });
  settings = withSandboxUrls(
    { formUrl: '', statusUrl: '', productCode: 'EPAYTEST', secretKey: ESEWA_TEST_SECRET },
    sandbox.url,
  );
});

afterAll(async () => {
  await sandbox.close();
});

function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

function formFor(transactionUuid: string, totalPaisa = 150050) {
  return paymentForm(settings, {
    totalPaisa,
    transactionUuid,
    successUrl: SUCCESS_URL,
    failureUrl: FAILURE_URL,
  });
}

/** Posts the payment form like the browser and answers the sandbox's reference from the page. */
async function openCheckout(transactionUuid: string, totalPaisa = 150050) {
  const form = formFor(transactionUuid, totalPaisa);
  const response = await postForm(form.action, form.fields);
  const html = await response.text();
  expect(response.status).toBe(200);
  const ref = /name="ref" value="([^"]+)"/.exec(html)?.[1];
  if (!ref) throw new Error('the checkout page has no reference');
  return { html, ref };
}

describe('eSewa sandbox', () => {
  it('says what it is', async () => {
    const response = await fetch(`${sandbox.url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(
      'eSewa SANDBOX — local test service, no real money moves',
    );
  });

  it('takes a signed form, pays, and redirects with a signed answer', async () => {
    const { html, ref } = await openCheckout('fee-101-1');
    expect(html).toContain('eSewa SANDBOX — local test service, no real money moves');
    expect(html).toContain('Rs. 1,500.50');
    expect(html).toContain('EPAYTEST');
    expect(html).toContain('fee-101-1');
    expect(html).toContain('<form method="post" action="/sandbox/pay">');
    expect(html).toContain('<form method="post" action="/sandbox/cancel">');

    const query = { totalPaisa: 150050, transactionUuid: 'fee-101-1' };
    await expect(checkTransactionStatus(settings, query)).resolves.toEqual({
      status: 'PENDING',
      refId: null,
      totalPaisa: 150050,
    });

    const paid = await postForm(`${sandbox.url}/sandbox/pay`, { ref });
    expect(paid.status).toBe(303);
    const location = new URL(paid.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(SUCCESS_URL);
    const data = location.searchParams.get('data') ?? '';
    const answer = JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as Record<
      string,
      string
    >;
    expect(answer).toMatchObject({
      status: 'COMPLETE',
      total_amount: '1500.5',
      transaction_uuid: 'fee-101-1',
      product_code: 'EPAYTEST',
      signed_field_names:
        'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names',
    });

    const reading = readEsewaResponse(settings, data);
    if (!reading.ok) throw new Error(`not read: ${reading.reason}`);
    expect(reading.payload).toEqual({
      transactionCode: answer.transaction_code,
      status: 'COMPLETE',
      totalPaisa: 150050,
      transactionUuid: 'fee-101-1',
      productCode: 'EPAYTEST',
    });
    expect(reading.payload.transactionCode).toMatch(/^[A-Z0-9]{7}$/);

    await expect(checkTransactionStatus(settings, query)).resolves.toEqual({
      status: 'COMPLETE',
      refId: reading.payload.transactionCode,
      totalPaisa: 150050,
    });

    // Paying again (the browser's back button) gives the same answer; the id cannot be reused.
    const again = await postForm(`${sandbox.url}/sandbox/pay`, { ref });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(paid.headers.get('location'));
    const reused = await postForm(formFor('fee-101-1').action, formFor('fee-101-1').fields);
    expect(reused.status).toBe(409);
    const cancelPaid = await postForm(`${sandbox.url}/sandbox/cancel`, { ref });
    expect(cancelPaid.status).toBe(409);
  });

  it('answers an amount changed in the redirect as a bad signature', async () => {
    const { ref } = await openCheckout('fee-102-1', 250000);
    const paid = await postForm(`${sandbox.url}/sandbox/pay`, { ref });
    const data = new URL(paid.headers.get('location') ?? '').searchParams.get('data') ?? '';
    expect(readEsewaResponse(settings, data).ok).toBe(true);

    const answer = JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as Record<
      string,
      string
    >;
    const tampered = Buffer.from(JSON.stringify({ ...answer, total_amount: '25.0' })).toString(
      'base64',
    );
    expect(readEsewaResponse(settings, tampered)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('cancels to the failure address', async () => {
    const { ref } = await openCheckout('fee-103-1', 10000);
    const cancelled = await postForm(`${sandbox.url}/sandbox/cancel`, { ref });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(FAILURE_URL);
    await expect(
      checkTransactionStatus(settings, { totalPaisa: 10000, transactionUuid: 'fee-103-1' }),
    ).resolves.toEqual({ status: 'CANCELED', refId: null, totalPaisa: 10000 });

    const payAfter = await postForm(`${sandbox.url}/sandbox/pay`, { ref });
    expect(payAfter.status).toBe(409);
  });

  it('answers NOT_FOUND for a payment it does not know', async () => {
    await expect(
      checkTransactionStatus(settings, { totalPaisa: 10000, transactionUuid: 'never-posted' }),
    ).resolves.toEqual({ status: 'NOT_FOUND', refId: null, totalPaisa: 10000 });
    // The amount is part of what identifies a payment.
    await openCheckout('fee-104-1', 10000);
    await expect(
      checkTransactionStatus(settings, { totalPaisa: 10100, transactionUuid: 'fee-104-1' }),
    ).resolves.toMatchObject({ status: 'NOT_FOUND' });
  });

  it('refuses a form with a bad signature or a missing field', async () => {
    const { action, fields } = formFor('fee-105-1');
    const refusals = [
      { ...fields, signature: signFields('another-key', fields, ESEWA_FORM_SIGNED_FIELDS) },
      { ...fields, total_amount: '15.00', amount: '15.00' },
      { ...fields, signed_field_names: 'transaction_uuid,product_code' },
      { ...fields, signature: '' },
    ];
    for (const refused of refusals) {
      const response = await postForm(action, refused);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('eSewa SANDBOX');
    }
    const { tax_amount: _omitted, ...missing } = fields;
    expect((await postForm(action, missing)).status).toBe(400);
    await expect(
      checkTransactionStatus(settings, { totalPaisa: 150050, transactionUuid: 'fee-105-1' }),
    ).resolves.toMatchObject({ status: 'NOT_FOUND' });
  });

  it('refuses signed forms it must not act on', async () => {
    const signed = (overrides: Record<string, string>) => {
      const fields = { ...formFor('fee-106-1').fields, ...overrides };
      return {
        ...fields,
        signature: signFields(ESEWA_TEST_SECRET, fields, ESEWA_FORM_SIGNED_FIELDS),
      };
    };
    const { action } = formFor('fee-106-1');
    const refused: Record<string, string>[] = [
      { success_url: 'javascript:alert(1)' },
      { failure_url: 'data:text/html,<script>alert(1)</script>' },
      { success_url: '/relative' },
      { product_code: 'OTHERSHOP' },
      { transaction_uuid: 'fee 106' },
      { amount: '1000', total_amount: '1500.50' },
      { total_amount: '-1', amount: '-1' },
      { total_amount: '0', amount: '0' },
    ];
    for (const overrides of refused) {
      const response = await postForm(action, signed(overrides));
      expect(response.status).toBe(400);
    }
  });

  it('takes only web forms of a bounded size, and says so as a page', async () => {
    const { action, fields } = formFor('fee-107-1');
    const asJson = await fetch(action, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fields),
    });
    expect(asJson.status).toBe(415);
    const huge = await postForm(action, { ...fields, filler: 'x'.repeat(100_000) });
    expect(huge.status).toBe(413);
    const unknown = await fetch(`${sandbox.url}/api/elsewhere`);
    expect(unknown.status).toBe(404);
    const noRef = await postForm(`${sandbox.url}/sandbox/pay`, { ref: 'nothing' });
    expect(noRef.status).toBe(404);
    const badStatusQuery = await fetch(
      `${sandbox.url}/api/epay/transaction/status/?product_code=EPAYTEST`,
    );
    expect(badStatusQuery.status).toBe(400);
    expect(await badStatusQuery.json()).toMatchObject({ code: 0 });
  });

  it('escapes what it writes into pages', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&#60;a href=&#34;x&#34; onclick=&#39;y&#39;&#62;&#38;&#60;/a&#62;',
    );
  });

  it('writes amounts in its answers as eSewa does', () => {
    expect(esewaEchoAmount(100000)).toBe('1000.0');
    expect(esewaEchoAmount(150050)).toBe('1500.5');
    expect(esewaEchoAmount(150055)).toBe('1500.55');
    expect(esewaEchoAmount(5)).toBe('0.05');
  });
});
