/**
 * Paying through eSewa in API tests: an app whose gateway is the local sandbox, and the steps a
 * payer's browser takes (the signed form posted to the sandbox, paid there, the success
 * redirect's `data` handed back to the app).
 */
import type { LightMyRequestResponse } from 'fastify';
import { ESEWA_PATHS, type EsewaForm } from '@hemis/shared-contracts';
import { startEsewaSandbox, type EsewaSandbox } from '../esewa-sandbox/sandbox';
import { ESEWA_TEST_SECRET, withSandboxUrls } from '../lib/esewa';
import { createTestApp, type TestApp } from './helpers';

export interface EsewaTestApp {
  t: TestApp;
  sandbox: EsewaSandbox;
  /** The signed form the payment page posts to eSewa (GET /Esewa/Form/{uuid}). */
  formOf(uuid: string): Promise<EsewaForm>;
  /** Pays at the sandbox as the browser would; answers the success redirect's `data`. */
  payAtSandbox(form: EsewaForm): Promise<string>;
  /** What the success page sends the API. */
  confirm(data: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A form post as a browser makes it, without following the redirect. */
export const postForm = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

export async function createEsewaTestApp(): Promise<EsewaTestApp> {
  const sandbox = await startEsewaSandbox({
    secretKey: ESEWA_TEST_SECRET,
    productCode: 'EPAYTEST',
  });
  const esewa = withSandboxUrls(
    {
      formUrl: '',
      statusUrl: '',
      productCode: 'EPAYTEST',
      secretKey: ESEWA_TEST_SECRET,
      sandbox: true,
    },
    sandbox.url,
  );
  const t = await createTestApp({ esewa });
  return {
    t,
    sandbox,
    async formOf(uuid) {
      const response = await t.app.inject({ method: 'GET', url: `/api${ESEWA_PATHS.form(uuid)}` });
      expect(response.statusCode).toBe(200);
      return response.json<EsewaForm>();
    },
    async payAtSandbox(form) {
      const page = await postForm(form.action, form.fields);
      const ref = /name="ref" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
      const paid = await postForm(`${sandbox.url}/sandbox/pay`, { ref });
      expect(paid.status).toBe(303);
      const location = new URL(paid.headers.get('location') ?? '');
      expect(location.pathname).toBe('/success');
      return location.searchParams.get('data') ?? '';
    },
    confirm: (data) =>
      t.app.inject({ method: 'POST', url: `/api${ESEWA_PATHS.confirm}`, payload: { data } }),
    async close() {
      await t.close();
      await sandbox.close();
    },
  };
}
