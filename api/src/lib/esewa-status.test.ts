import { settings } from './esewa.testing';
import {
  EsewaStatusError,
  checkTransactionStatus,
  jsonObjectMembers,
  withSandboxUrls,
  type EsewaFetch,
} from './esewa';

describe('jsonObjectMembers', () => {
  it('keeps numbers as written and skips nested values', () => {
    const members = jsonObjectMembers(
      '{ "a" : 1000.0, "b":"x\\"y,}", "c": {"d": [1, "]"]}, "e": null, "f": -1e3, "g": [] }',
    );
    expect(members && Object.fromEntries(members)).toEqual({
      a: { kind: 'number', text: '1000.0' },
      b: { kind: 'string', text: 'x"y,}' },
      c: { kind: 'nested' },
      e: { kind: 'literal', text: 'null' },
      f: { kind: 'number', text: '-1e3' },
      g: { kind: 'nested' },
    });
  });

  it('refuses what is not one object, and members named twice', () => {
    expect(jsonObjectMembers('[]')).toBeNull();
    expect(jsonObjectMembers('{"a":1} x')).toBeNull();
    expect(jsonObjectMembers('{"a":1,"a":2}')).toBeNull();
    expect(jsonObjectMembers('{"\\u0061":1,"a":2}')).toBeNull();
  });
});

describe('withSandboxUrls', () => {
  it("points the form and the status check at the sandbox's address", () => {
    expect(withSandboxUrls(settings, 'http://127.0.0.1:9090/')).toEqual({
      ...settings,
      formUrl: 'http://127.0.0.1:9090/api/epay/main/v2/form',
      statusUrl: 'http://127.0.0.1:9090/api/epay/transaction/status/',
    });
  });
});

describe('checkTransactionStatus', () => {
  function answering(body: string, status = 200): { fetch: EsewaFetch; urls: string[] } {
    const urls: string[] = [];
    return {
      urls,
      fetch: async (url) => {
        urls.push(url);
        return new Response(body, { status, headers: { 'content-type': 'application/json' } });
      },
    };
  }

  it('asks with the product code, the amount and the transaction id', async () => {
    const { fetch, urls } = answering(
      '{"product_code":"EPAYTEST","transaction_uuid":"fee-42-1","total_amount":1500.5,"status":"COMPLETE","ref_id":"0007G36"}',
    );
    await expect(
      checkTransactionStatus(settings, { totalPaisa: 150050, transactionUuid: 'fee-42-1' }, fetch),
    ).resolves.toEqual({ status: 'COMPLETE', refId: '0007G36', totalPaisa: 150050 });
    expect(urls).toEqual([
      'https://rc.esewa.com.np/api/epay/transaction/status/?product_code=EPAYTEST&total_amount=1500.50&transaction_uuid=fee-42-1',
    ]);
  });

  it('reads a pending payment without a reference', async () => {
    const { fetch } = answering(
      '{"product_code":"EPAYTEST","transaction_uuid":"fee-42-1","total_amount":100.0,"status":"PENDING","ref_id":null}',
    );
    await expect(
      checkTransactionStatus(settings, { totalPaisa: 10000, transactionUuid: 'fee-42-1' }, fetch),
    ).resolves.toEqual({ status: 'PENDING', refId: null, totalPaisa: 10000 });
  });

  it('throws a typed error when there is no answer to trust', async () => {
    const query = { totalPaisa: 10000, transactionUuid: 'fee-42-1' };
    const failing =
      (error: unknown): EsewaFetch =>
      async () => {
        throw error;
      };
    const kindOf = async (fetchImpl: EsewaFetch) => {
      try {
        await checkTransactionStatus(settings, query, fetchImpl);
        return 'answered';
      } catch (error) {
        return error instanceof EsewaStatusError ? error.kind : 'other';
      }
    };
    expect(await kindOf(failing(new TypeError('fetch failed')))).toBe('network');
    expect(await kindOf(failing(new DOMException('timed out', 'TimeoutError')))).toBe('timeout');
    expect(
      await kindOf(
        answering('{"code":0,"error_message":"Service is currently unavailable"}', 503).fetch,
      ),
    ).toBe('http');
    expect(
      await kindOf(
        answering('{"code":0,"error_message":"Service is currently unavailable"}').fetch,
      ),
    ).toBe('malformed');
    expect(await kindOf(answering('<html>busy</html>').fetch)).toBe('malformed');
    expect(await kindOf(answering(`{"status":"COMPLETE","x":"${'a'.repeat(70_000)}"}`).fetch)).toBe(
      'malformed',
    );
    expect(
      await kindOf(
        answering('{"product_code":"EPAYTEST","transaction_uuid":"fee-9","status":"COMPLETE"}')
          .fetch,
      ),
    ).toBe('mismatch');
  });

  it('asks with a time limit', async () => {
    const signals: AbortSignal[] = [];
    const watching: EsewaFetch = async (_url, init) => {
      signals.push(init.signal);
      return new Response('{"status":"NOT_FOUND","ref_id":null}');
    };
    await expect(
      checkTransactionStatus(settings, { totalPaisa: 100, transactionUuid: 'fee-1' }, watching),
    ).resolves.toEqual({ status: 'NOT_FOUND', refId: null, totalPaisa: null });
    expect(signals).toHaveLength(1);
    expect(signals[0]).toBeInstanceOf(AbortSignal);
    expect(signals[0]?.aborted).toBe(false);
  });
});
