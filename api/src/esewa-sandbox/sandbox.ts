/**
 * A local stand-in for eSewa ePay v2, for demo mode and tests: the same form endpoint, the same
 * signed success redirect and the same status check, with a page offering Pay and Cancel
 * instead of an eSewa sign-in. Transactions are kept in memory. No real money moves.
 */
import http from 'node:http';
import { randomBytes, randomInt } from 'node:crypto';
import {
  ESEWA_FORM_PATH,
  ESEWA_FORM_SIGNED_FIELDS,
  ESEWA_RESPONSE_SIGNED_FIELDS,
  ESEWA_STATUS_PATH,
  esewaAmountToPaisa,
  isEsewaTransactionUuid,
  signFields,
  verifyFields,
} from '../lib/esewa';
import { HttpProblem, readForm, redirect, sendHtml, sendJson, single } from './http-io';
import { aboutPage, checkoutPage, escapeHtml, page } from './pages';
import { SANDBOX_CANCEL_PATH, SANDBOX_PAY_PATH, type SandboxTransaction } from './transaction';

export { SANDBOX_CANCEL_PATH, SANDBOX_PAY_PATH } from './transaction';

export interface EsewaSandboxOptions {
  /** 0 (the default) takes any free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  secretKey: string;
  productCode: string;
}

export interface EsewaSandbox {
  /** e.g. http://127.0.0.1:9090 (no trailing slash). */
  url: string;
  close(): Promise<void>;
}

/** Transactions kept; the oldest are dropped beyond this. */
const MAX_TRANSACTIONS = 10_000;
const MAX_URL_LENGTH = 2048;

const FORM_FIELDS = [
  'amount',
  'tax_amount',
  'total_amount',
  'transaction_uuid',
  'product_code',
  'product_service_charge',
  'product_delivery_charge',
  'success_url',
  'failure_url',
  'signed_field_names',
  'signature',
] as const;

/** Amounts as eSewa writes them in its answers (Java's decimal form): 1500.5, 1000.0. */
export function esewaEchoAmount(paisa: number): string {
  const rupees = Math.floor(paisa / 100);
  const rest = paisa % 100;
  if (rest === 0) return `${rupees}.0`;
  return `${rupees}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

function isWebUrl(value: string): boolean {
  if (value.length > MAX_URL_LENGTH) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function transactionCode(): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  let code = '';
  for (let i = 0; i < 7; i += 1) code += letters.charAt(randomInt(letters.length));
  return code;
}

export async function startEsewaSandbox(options: EsewaSandboxOptions): Promise<EsewaSandbox> {
  const { secretKey, productCode } = options;
  if (!secretKey || !productCode)
    throw new Error('The eSewa sandbox needs a secret key and a product code');
  const transactions = new Map<string, SandboxTransaction>();
  const byUuid = new Map<string, SandboxTransaction>();

  function keep(transaction: SandboxTransaction): void {
    const earlier = byUuid.get(transaction.transactionUuid);
    if (earlier) transactions.delete(earlier.ref);
    transactions.set(transaction.ref, transaction);
    byUuid.set(transaction.transactionUuid, transaction);
    while (transactions.size > MAX_TRANSACTIONS) {
      const oldest = transactions.values().next().value;
      if (!oldest) break;
      transactions.delete(oldest.ref);
      if (byUuid.get(oldest.transactionUuid) === oldest) byUuid.delete(oldest.transactionUuid);
    }
  }

  function acceptForm(form: URLSearchParams): SandboxTransaction {
    const values = new Map<string, string>();
    for (const name of FORM_FIELDS) {
      const value = single(form, name);
      if (value === '') throw new HttpProblem(400, `The field ${name} is missing.`);
      values.set(name, value);
    }
    const signedFieldNames = values.get('signed_field_names') ?? '';
    const named = signedFieldNames.split(',');
    if (!ESEWA_FORM_SIGNED_FIELDS.split(',').every((name) => named.includes(name))) {
      throw new HttpProblem(
        400,
        `signed_field_names must include ${ESEWA_FORM_SIGNED_FIELDS.replace(/,/g, ', ')}.`,
      );
    }
    if (!verifyFields(secretKey, values, signedFieldNames, values.get('signature') ?? '')) {
      throw new HttpProblem(400, 'The signature does not match the form.');
    }
    if (values.get('product_code') !== productCode) {
      throw new HttpProblem(400, 'The product code is not this merchant’s.');
    }
    const transactionUuid = values.get('transaction_uuid') ?? '';
    if (!isEsewaTransactionUuid(transactionUuid)) {
      throw new HttpProblem(400, 'transaction_uuid takes letters, digits and hyphens only.');
    }
    const amounts = ['amount', 'tax_amount', 'product_service_charge', 'product_delivery_charge'];
    const parts = amounts.map((name) => esewaAmountToPaisa(values.get(name) ?? ''));
    const totalPaisa = esewaAmountToPaisa(values.get('total_amount') ?? '');
    if (totalPaisa === null || parts.some((part) => part === null)) {
      throw new HttpProblem(400, 'An amount is not a number of rupees with at most two decimals.');
    }
    const sum = parts.reduce<number>((total, part) => total + (part ?? 0), 0);
    if (totalPaisa <= 0 || sum !== totalPaisa) {
      throw new HttpProblem(
        400,
        'total_amount must be above zero and equal amount + tax_amount + product_service_charge + product_delivery_charge.',
      );
    }
    const successUrl = values.get('success_url') ?? '';
    const failureUrl = values.get('failure_url') ?? '';
    if (!isWebUrl(successUrl) || !isWebUrl(failureUrl)) {
      throw new HttpProblem(400, 'success_url and failure_url must be http or https addresses.');
    }
    const earlier = byUuid.get(transactionUuid);
    if (earlier && earlier.status !== 'PENDING') {
      throw new HttpProblem(409, 'This transaction_uuid has been used already.');
    }
    return {
      ref: randomBytes(18).toString('base64url'),
      transactionUuid,
      productCode,
      totalPaisa,
      successUrl,
      failureUrl,
      status: 'PENDING',
      transactionCode: null,
    };
  }

  function successLocation(transaction: SandboxTransaction): string {
    const fields: Record<string, string> = {
      transaction_code: transaction.transactionCode ?? '',
      status: 'COMPLETE',
      total_amount: esewaEchoAmount(transaction.totalPaisa),
      transaction_uuid: transaction.transactionUuid,
      product_code: transaction.productCode,
      signed_field_names: ESEWA_RESPONSE_SIGNED_FIELDS,
    };
    fields.signature = signFields(secretKey, fields, ESEWA_RESPONSE_SIGNED_FIELDS);
    const url = new URL(transaction.successUrl);
    url.searchParams.append('data', Buffer.from(JSON.stringify(fields), 'utf8').toString('base64'));
    return url.toString();
  }

  async function transactionOfForm(request: http.IncomingMessage): Promise<SandboxTransaction> {
    const ref = single(await readForm(request), 'ref');
    const transaction = transactions.get(ref);
    if (!transaction) throw new HttpProblem(404, 'This payment is not known (or has expired).');
    return transaction;
  }

  function statusAnswer(query: URLSearchParams): string {
    const product = single(query, 'product_code');
    const uuid = single(query, 'transaction_uuid');
    const total = esewaAmountToPaisa(single(query, 'total_amount'));
    if (!product || !uuid || total === null) {
      throw new HttpProblem(400, 'product_code, total_amount and transaction_uuid are required.');
    }
    const found = byUuid.get(uuid);
    const known = found && found.productCode === product && found.totalPaisa === total;
    const status = known ? found.status : 'NOT_FOUND';
    const refId = known && found.transactionCode ? JSON.stringify(found.transactionCode) : 'null';
    // Written by hand: eSewa sends the amount as a number with its decimals (100.0).
    return `{"product_code":${JSON.stringify(product)},"transaction_uuid":${JSON.stringify(uuid)},"total_amount":${esewaEchoAmount(total)},"status":"${status}","ref_id":${refId}}`;
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://sandbox.invalid');
    const route = `${request.method ?? ''} ${url.pathname}`;
    switch (route) {
      case 'GET /':
        sendHtml(response, 200, aboutPage(productCode));
        return;
      case `POST ${ESEWA_FORM_PATH}`: {
        const transaction = acceptForm(await readForm(request));
        keep(transaction);
        sendHtml(response, 200, checkoutPage(transaction));
        return;
      }
      case `POST ${SANDBOX_PAY_PATH}`: {
        const transaction = await transactionOfForm(request);
        if (transaction.status === 'CANCELED') {
          throw new HttpProblem(409, 'This payment was cancelled.');
        }
        if (transaction.status === 'PENDING') {
          transaction.status = 'COMPLETE';
          transaction.transactionCode = transactionCode();
        }
        redirect(response, successLocation(transaction));
        return;
      }
      case `POST ${SANDBOX_CANCEL_PATH}`: {
        const transaction = await transactionOfForm(request);
        if (transaction.status === 'COMPLETE') {
          throw new HttpProblem(409, 'This payment has been made already.');
        }
        transaction.status = 'CANCELED';
        redirect(response, transaction.failureUrl);
        return;
      }
      case `GET ${ESEWA_STATUS_PATH}`:
      case `GET ${ESEWA_STATUS_PATH.replace(/\/$/, '')}`:
        try {
          sendJson(response, 200, statusAnswer(url.searchParams));
        } catch (error) {
          if (!(error instanceof HttpProblem)) throw error;
          sendJson(
            response,
            error.statusCode,
            JSON.stringify({ code: 0, error_message: error.message }),
          );
        }
        return;
      default:
        throw new HttpProblem(404, 'There is nothing at this address.');
    }
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const problem =
        error instanceof HttpProblem ? error : new HttpProblem(500, 'The sandbox failed.');
      if (response.headersSent) {
        response.destroy();
        return;
      }
      sendHtml(
        response,
        problem.statusCode,
        page('Payment refused', `<p>${escapeHtml(problem.message)}</p>`),
      );
    });
  });
  server.headersTimeout = 20_000;
  server.requestTimeout = 30_000;

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string') {
    server.close();
    throw new Error('The eSewa sandbox has no TCP address');
  }
  const shownHost =
    host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;

  return {
    url: `http://${shownHost}:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
