import { settings } from './esewa.testing';
import {
  ESEWA_RESPONSE_SIGNED_FIELDS,
  ESEWA_TEST_FORM_URL,
  ESEWA_TEST_SECRET,
  esewaAmountToPaisa,
  esewaSignature,
  paisaToEsewaAmount,
  paymentForm,
  readEsewaResponse,
  signFields,
} from './esewa';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** An answer as eSewa sends it, signed with the test key unless told otherwise. */
function signedAnswer(
  overrides: Record<string, string> = {},
  signedFieldNames = ESEWA_RESPONSE_SIGNED_FIELDS,
  secretKey = ESEWA_TEST_SECRET,
): Record<string, string> {
  const fields: Record<string, string> = {
    transaction_code: '000AWEO',
    status: 'COMPLETE',
    total_amount: '1500.5',
    transaction_uuid: 'fee-42-1',
    product_code: 'EPAYTEST',
    signed_field_names: signedFieldNames,
    ...overrides,
  };
  return { ...fields, signature: signFields(secretKey, fields, signedFieldNames) };
}

describe('eSewa signatures', () => {
  it("reproduces the signature of eSewa's form example", () => {
    // developer.esewa.com.np, ePay v2: total_amount 110, transaction_uuid 241028.
    expect(
      esewaSignature(
        ESEWA_TEST_SECRET,
        'total_amount=110,transaction_uuid=241028,product_code=EPAYTEST',
      ),
    ).toBe('i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=');
  });

  it('signs the named fields in the order named', () => {
    const fields = { total_amount: '100', transaction_uuid: '11-201-13', product_code: 'EPAYTEST' };
    expect(
      signFields(ESEWA_TEST_SECRET, fields, 'total_amount,transaction_uuid,product_code'),
    ).toBe(
      esewaSignature(
        ESEWA_TEST_SECRET,
        'total_amount=100,transaction_uuid=11-201-13,product_code=EPAYTEST',
      ),
    );
    expect(signFields(ESEWA_TEST_SECRET, fields, 'product_code,total_amount')).toBe(
      esewaSignature(ESEWA_TEST_SECRET, 'product_code=EPAYTEST,total_amount=100'),
    );
    expect(() => signFields(ESEWA_TEST_SECRET, fields, 'total_amount,amount')).toThrow();
    expect(() => signFields(ESEWA_TEST_SECRET, fields, 'toString')).toThrow();
  });
});

describe('eSewa amounts', () => {
  it('writes integer paisa as rupees, exactly', () => {
    expect(paisaToEsewaAmount(11000)).toBe('110');
    expect(paisaToEsewaAmount(150050)).toBe('1500.50');
    expect(paisaToEsewaAmount(150055)).toBe('1500.55');
    expect(paisaToEsewaAmount(5)).toBe('0.05');
    expect(paisaToEsewaAmount(0)).toBe('0');
    expect(paisaToEsewaAmount(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => paisaToEsewaAmount(bad)).toThrow(RangeError);
    }
  });

  it('reads the amounts eSewa writes', () => {
    expect(esewaAmountToPaisa('110')).toBe(11000);
    expect(esewaAmountToPaisa('1000.0')).toBe(100000);
    expect(esewaAmountToPaisa('1500.5')).toBe(150050);
    expect(esewaAmountToPaisa('1500.50')).toBe(150050);
    expect(esewaAmountToPaisa('0.07')).toBe(7);
    expect(esewaAmountToPaisa('1,000.0')).toBe(100000);
    expect(esewaAmountToPaisa('12,34,567.0')).toBeNull();
    // 0.1 + 0.2 style errors cannot happen: every amount round-trips.
    for (let paisa = 0; paisa < 2000; paisa += 1) {
      expect(esewaAmountToPaisa(paisaToEsewaAmount(paisa))).toBe(paisa);
    }
  });

  it('refuses anything that is not a plain amount', () => {
    for (const bad of [
      '',
      ' 10',
      '10 ',
      '-10',
      '+10',
      '10.005',
      '1e3',
      'NaN',
      'Infinity',
      '10.',
      '.5',
      '0x10',
      '1,00',
      '99999999999999999999',
      '1'.repeat(30),
    ]) {
      expect(esewaAmountToPaisa(bad)).toBeNull();
    }
  });
});

describe('paymentForm', () => {
  it("builds eSewa's form, signed over the amount text it sends", () => {
    const form = paymentForm(settings, {
      totalPaisa: 11000,
      transactionUuid: '241028',
      successUrl: 'https://developer.esewa.com.np/success',
      failureUrl: 'https://developer.esewa.com.np/failure',
    });
    expect(form.action).toBe(ESEWA_TEST_FORM_URL);
    expect(form.fields).toEqual({
      amount: '110',
      tax_amount: '0',
      total_amount: '110',
      transaction_uuid: '241028',
      product_code: 'EPAYTEST',
      product_service_charge: '0',
      product_delivery_charge: '0',
      success_url: 'https://developer.esewa.com.np/success',
      failure_url: 'https://developer.esewa.com.np/failure',
      signed_field_names: 'total_amount,transaction_uuid,product_code',
      // The signature of eSewa's own example of this form.
      signature: 'i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=',
    });
  });

  it('sends paisa as two decimals', () => {
    const { fields } = paymentForm(settings, {
      totalPaisa: 150050,
      transactionUuid: 'fee-42-1',
      successUrl: 'https://hemis.example/pay/done',
      failureUrl: 'https://hemis.example/pay/failed',
    });
    expect(fields.total_amount).toBe('1500.50');
    expect(fields.amount).toBe('1500.50');
    expect(fields.signature).toBe(
      esewaSignature(
        ESEWA_TEST_SECRET,
        'total_amount=1500.50,transaction_uuid=fee-42-1,product_code=EPAYTEST',
      ),
    );
  });

  it('refuses amounts and transaction ids eSewa would not take', () => {
    const request = {
      totalPaisa: 100,
      transactionUuid: 'a-1',
      successUrl: 'https://hemis.example/s',
      failureUrl: 'https://hemis.example/f',
    };
    expect(() => paymentForm(settings, { ...request, totalPaisa: 0 })).toThrow(RangeError);
    expect(() => paymentForm(settings, { ...request, totalPaisa: 10.5 })).toThrow(RangeError);
    expect(() => paymentForm(settings, { ...request, transactionUuid: 'a,b' })).toThrow(RangeError);
    expect(() => paymentForm(settings, { ...request, transactionUuid: '' })).toThrow(RangeError);
  });
});

describe('readEsewaResponse', () => {
  it("accepts eSewa's documented success answer", () => {
    // developer.esewa.com.np, ePay v2, "After Successful Payment" (total_amount as text).
    const documented =
      '{"transaction_code":"000AWEO","status":"COMPLETE","total_amount":"1000.0",' +
      '"transaction_uuid":"250610-162413","product_code":"EPAYTEST",' +
      '"signed_field_names":"transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names",' +
      '"signature":"62GcfZTmVkzhtUeh+QJ1AqiJrjoWWGof3U+eTPTZ7fA="}';
    expect(readEsewaResponse(settings, base64(documented))).toEqual({
      ok: true,
      payload: {
        transactionCode: '000AWEO',
        status: 'COMPLETE',
        totalPaisa: 100000,
        transactionUuid: '250610-162413',
        productCode: 'EPAYTEST',
      },
    });
    // The same answer with total_amount as a JSON number is signed over the number as written.
    const asNumber = documented.replace('"total_amount":"1000.0"', '"total_amount":1000.0');
    expect(readEsewaResponse(settings, base64(asNumber)).ok).toBe(true);
  });

  it('reads its data from a query string that turned + into spaces, and base64url', () => {
    const data = base64(JSON.stringify(signedAnswer()));
    expect(readEsewaResponse(settings, data.replace(/\+/g, ' ')).ok).toBe(true);
    const url = Buffer.from(JSON.stringify(signedAnswer()), 'utf8').toString('base64url');
    expect(readEsewaResponse(settings, url).ok).toBe(true);
  });

  it('gives the paid amount in paisa', () => {
    const reading = readEsewaResponse(settings, base64(JSON.stringify(signedAnswer())));
    expect(reading).toEqual({
      ok: true,
      payload: {
        transactionCode: '000AWEO',
        status: 'COMPLETE',
        totalPaisa: 150050,
        transactionUuid: 'fee-42-1',
        productCode: 'EPAYTEST',
      },
    });
  });

  it('refuses an answer whose signed fields were changed', () => {
    const answer = signedAnswer();
    for (const [field, value] of [
      ['total_amount', '1.0'],
      ['total_amount', '1500.50'],
      ['transaction_uuid', 'fee-42-2'],
      ['status', 'COMPLETE '],
      ['transaction_code', '000AWEP'],
    ] as const) {
      const tampered = base64(JSON.stringify({ ...answer, [field]: value }));
      expect(readEsewaResponse(settings, tampered)).toEqual({ ok: false, reason: 'bad-signature' });
    }
    const otherSignature = base64(
      JSON.stringify({ ...answer, signature: esewaSignature(ESEWA_TEST_SECRET, 'x') }),
    );
    expect(readEsewaResponse(settings, otherSignature)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    const otherKey = base64(
      JSON.stringify(signedAnswer({}, ESEWA_RESPONSE_SIGNED_FIELDS, 'another-key')),
    );
    expect(readEsewaResponse(settings, otherKey)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it("refuses another merchant's answer", () => {
    const other = base64(JSON.stringify(signedAnswer({ product_code: 'OTHERSHOP' })));
    expect(readEsewaResponse(settings, other)).toEqual({ ok: false, reason: 'wrong-product' });
  });

  it('refuses an answer that does not sign what HEMIS reads', () => {
    const cases = [
      // Signed correctly, but over too little: it could be replayed for any amount or payment.
      signedAnswer({}, 'status'),
      signedAnswer({}, 'transaction_code,status,transaction_uuid,product_code'),
      signedAnswer({}, 'transaction_code,status,total_amount,product_code'),
      signedAnswer({}, 'transaction_code,status,total_amount,transaction_uuid'),
      // status and transaction_code are read, so they must be signed.
      signedAnswer({}, 'transaction_code,total_amount,transaction_uuid,product_code'),
      signedAnswer({}, 'status,total_amount,transaction_uuid,product_code'),
      // A named field that is missing, or named twice.
      { ...signedAnswer(), signed_field_names: `${ESEWA_RESPONSE_SIGNED_FIELDS},ref_id` },
      signedAnswer({}, `${ESEWA_RESPONSE_SIGNED_FIELDS},status`),
    ];
    for (const answer of cases) {
      expect(readEsewaResponse(settings, base64(JSON.stringify(answer)))).toEqual({
        ok: false,
        reason: 'malformed',
      });
    }
  });

  it('refuses signed answers with amounts or ids it cannot read', () => {
    const unreadable: Record<string, string>[] = [
      { total_amount: '-5' },
      { total_amount: '1e3' },
      { total_amount: '10.001' },
      { transaction_uuid: 'a b' },
      { status: '' },
    ];
    for (const overrides of unreadable) {
      expect(readEsewaResponse(settings, base64(JSON.stringify(signedAnswer(overrides))))).toEqual({
        ok: false,
        reason: 'malformed',
      });
    }
  });

  it('never throws on hostile input', () => {
    const answer = signedAnswer();
    const hostile = [
      '',
      ' ',
      '!!!not base64!!!',
      'bm90IGpzb24=',
      base64('[1,2,3]'),
      base64('null'),
      base64('"text"'),
      base64('{}'),
      base64('{"signature":null,"signed_field_names":null}'),
      base64('{"__proto__":{"x":1},"signed_field_names":"__proto__","signature":"a"}'),
      base64(JSON.stringify({ ...answer, total_amount: { value: '1500.5' } })),
      base64(JSON.stringify({ ...answer, total_amount: ['1500.5'] })),
      base64(JSON.stringify({ ...answer, total_amount: true })),
      base64(JSON.stringify({ ...answer, signed_field_names: '' })),
      base64(JSON.stringify({ ...answer, signed_field_names: ',,,' })),
      base64(JSON.stringify(answer).replace('{', '{"status":"COMPLETE",')),
      Buffer.from([0xff, 0xfe, 0x7b, 0x7d]).toString('base64'),
      base64('{'.repeat(5000)),
      base64('['.repeat(3000) + ']'.repeat(3000)),
      'A'.repeat(8 * 1024 + 1),
      'A'.repeat(10_000_000),
      base64(JSON.stringify(answer)).slice(0, -3),
    ];
    for (const data of hostile) {
      const reading = readEsewaResponse(settings, data);
      expect(reading.ok).toBe(false);
    }
    expect(readEsewaResponse(settings, undefined as unknown as string)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });
});
