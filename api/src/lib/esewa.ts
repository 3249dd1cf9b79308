/**
 * eSewa ePay v2: the signed payment form, the signed answer eSewa redirects back with, and the
 * status check. Amounts are integer paisa inside HEMIS and rupee text (`1500`, `1500.50`) on the
 * wire; the text that is signed is the text that is sent.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface EsewaSettings {
  /** Where the payment form is posted, e.g. https://epay.esewa.com.np/api/epay/main/v2/form */
  formUrl: string;
  /** The status check, e.g. https://epay.esewa.com.np/api/epay/transaction/status/ */
  statusUrl: string;
  productCode: string;
  secretKey: string;
}

/** eSewa's published test secret key (product code EPAYTEST): never a merchant's own key. */
export const ESEWA_TEST_SECRET = '8gBm/:&EnhH.1/q';
export const ESEWA_TEST_PRODUCT_CODE = 'EPAYTEST';
export const ESEWA_TEST_FORM_URL = 'https://rc-epay.esewa.com.np/api/epay/main/v2/form';
export const ESEWA_TEST_STATUS_URL = 'https://rc.esewa.com.np/api/epay/transaction/status/';
export const ESEWA_LIVE_FORM_URL = 'https://epay.esewa.com.np/api/epay/main/v2/form';
export const ESEWA_LIVE_STATUS_URL = 'https://epay.esewa.com.np/api/epay/transaction/status/';

/** The paths eSewa (and the local sandbox) serve the form and the status check at. */
export const ESEWA_FORM_PATH = '/api/epay/main/v2/form';
export const ESEWA_STATUS_PATH = '/api/epay/transaction/status/';

/** The fields the payment form signs, in eSewa's order. */
export const ESEWA_FORM_SIGNED_FIELDS = 'total_amount,transaction_uuid,product_code';
/** The fields eSewa signs in the answer it redirects to success_url with. */
export const ESEWA_RESPONSE_SIGNED_FIELDS =
  'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names';

/** Statuses the status check answers. */
export const ESEWA_STATUSES = [
  'COMPLETE',
  'PENDING',
  'FULL_REFUND',
  'PARTIAL_REFUND',
  'AMBIGUOUS',
  'NOT_FOUND',
  'CANCELED',
] as const;
export type EsewaStatus = (typeof ESEWA_STATUSES)[number];

/** Longest `data` value read from a redirect (eSewa's answers are a few hundred characters). */
export const ESEWA_MAX_DATA_LENGTH = 8 * 1024;
/** Longest status-check answer read. */
const MAX_STATUS_BODY_BYTES = 64 * 1024;
const STATUS_TIMEOUT_MS = 10_000;

/** eSewa allows letters, digits and hyphens in transaction_uuid. */
const TRANSACTION_UUID = /^[A-Za-z0-9-]{1,100}$/;

export function isEsewaTransactionUuid(value: string): boolean {
  return TRANSACTION_UUID.test(value);
}

// ---------------------------------------------------------------------------------------------
// Amounts

/**
 * Integer paisa as eSewa's amount text: whole rupees without decimals (`1500`, as eSewa's own
 * examples), otherwise two decimals (`1500.50`, `0.05`). Exact: no floating point.
 */
export function paisaToEsewaAmount(paisa: number): string {
  if (!Number.isSafeInteger(paisa) || paisa < 0) {
    throw new RangeError(`An eSewa amount must be a whole, non-negative number of paisa`);
  }
  const rupees = Math.floor(paisa / 100);
  const rest = paisa % 100;
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, '0')}`;
}

/** Plain digits or thousands grouped by commas (`1,000.0`), then up to two decimals. */
const AMOUNT_TEXT = /^(\d{1,15}|\d{1,3}(?:,\d{3}){1,4})(?:\.(\d{1,2}))?$/;

/**
 * eSewa's amount text (`100`, `100.0`, `1500.50`, `1,000.0`) as integer paisa; null for
 * anything else (negative, more than two decimals, exponents, empty, too large).
 */
export function esewaAmountToPaisa(text: string): number | null {
  if (typeof text !== 'string' || text.length > 24) return null;
  const match = AMOUNT_TEXT.exec(text);
  if (!match) return null;
  const rupees = Number((match[1] ?? '').replace(/,/g, ''));
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const paisa = rupees * 100 + fraction;
  return Number.isSafeInteger(paisa) ? paisa : null;
}

// ---------------------------------------------------------------------------------------------
// Signatures

/** HMAC-SHA256 of the message with the secret key, base64. */
export function esewaSignature(secretKey: string, message: string): string {
  return createHmac('sha256', secretKey).update(message, 'utf8').digest('base64');
}

function signedNames(signedFieldNames: string): string[] {
  return signedFieldNames.split(',');
}

function signingMessage(
  values: ReadonlyMap<string, string>,
  signedFieldNames: string,
): string | null {
  const parts: string[] = [];
  for (const name of signedNames(signedFieldNames)) {
    const value = values.get(name);
    if (value === undefined) return null;
    parts.push(`${name}=${value}`);
  }
  return parts.join(',');
}

/**
 * The signature over `name=value` of each field named in signedFieldNames, in that order,
 * joined by commas. Throws if a named field is missing.
 */
export function signFields(
  secretKey: string,
  fields: Record<string, string>,
  signedFieldNames: string,
): string {
  const values = new Map(Object.entries(fields));
  const message = signingMessage(values, signedFieldNames);
  if (message === null) {
    throw new Error(`Every field named in signed_field_names must be given`);
  }
  return esewaSignature(secretKey, message);
}

/** Compares a received signature with the expected one in constant time. */
export function signatureMatches(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Checks a request's or an answer's signature: the named fields must all be present and the
 * signature over their values must match.
 */
export function verifyFields(
  secretKey: string,
  values: ReadonlyMap<string, string>,
  signedFieldNames: string,
  signature: string,
): boolean {
  const message = signingMessage(values, signedFieldNames);
  return message !== null && signatureMatches(esewaSignature(secretKey, message), signature);
}

// ---------------------------------------------------------------------------------------------
// Settings

/** The settings with the form and status URLs of a local sandbox at sandboxUrl. */
export function withSandboxUrls<T extends EsewaSettings>(settings: T, sandboxUrl: string): T {
  const base = sandboxUrl.replace(/\/+$/, '');
  return {
    ...settings,
    formUrl: `${base}${ESEWA_FORM_PATH}`,
    statusUrl: `${base}${ESEWA_STATUS_PATH}`,
  };
}

// ---------------------------------------------------------------------------------------------
// The payment form

export interface PaymentRequest {
  /** What the student pays, in integer paisa (more than zero). */
  totalPaisa: number;
  /** Unique per payment attempt; letters, digits and hyphens. */
  transactionUuid: string;
  successUrl: string;
  failureUrl: string;
}

export interface PaymentForm {
  /** The form's action: post the fields there from the browser. */
  action: string;
  fields: Record<string, string>;
}

/** The form the browser posts to eSewa (every field a hidden input). */
export function paymentForm(settings: EsewaSettings, request: PaymentRequest): PaymentForm {
  if (!Number.isSafeInteger(request.totalPaisa) || request.totalPaisa <= 0) {
    throw new RangeError('An eSewa payment needs a whole number of paisa above zero');
  }
  if (!isEsewaTransactionUuid(request.transactionUuid)) {
    throw new RangeError('transaction_uuid takes letters, digits and hyphens only');
  }
  const total = paisaToEsewaAmount(request.totalPaisa);
  const fields: Record<string, string> = {
    amount: total,
    tax_amount: '0',
    total_amount: total,
    transaction_uuid: request.transactionUuid,
    product_code: settings.productCode,
    product_service_charge: '0',
    product_delivery_charge: '0',
    success_url: request.successUrl,
    failure_url: request.failureUrl,
    signed_field_names: ESEWA_FORM_SIGNED_FIELDS,
  };
  fields.signature = signFields(settings.secretKey, fields, ESEWA_FORM_SIGNED_FIELDS);
  return { action: settings.formUrl, fields };
}

// ---------------------------------------------------------------------------------------------
// Reading JSON with the numbers' own text

/**
 * A top-level value of a JSON object: strings decoded, numbers and other literals as written
 * (eSewa signs `1000.0` as written; JSON.parse would give 1000), nested values not kept.
 */
export type JsonValueText =
  | { kind: 'string'; text: string }
  | { kind: 'number'; text: string }
  | { kind: 'literal'; text: string }
  | { kind: 'nested' };

const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/**
 * The members of a JSON object with each value's own text; null if the text is not one JSON
 * object or names a member twice.
 */
export function jsonObjectMembers(text: string): Map<string, JsonValueText> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;

  // The text is valid JSON from here on, so the scan below only finds boundaries.
  let pos = 0;
  const skipSpace = (): void => {
    while (pos < text.length && ' \t\n\r'.includes(text.charAt(pos))) pos += 1;
  };
  const stringEnd = (start: number): number => {
    let at = start + 1;
    while (text.charAt(at) !== '"') at += text.charAt(at) === '\\' ? 2 : 1;
    return at + 1;
  };
  const nestedEnd = (start: number): number => {
    let depth = 0;
    let at = start;
    do {
      const char = text.charAt(at);
      if (char === '"') {
        at = stringEnd(at);
        continue;
      }
      if (char === '{' || char === '[') depth += 1;
      else if (char === '}' || char === ']') depth -= 1;
      at += 1;
    } while (depth > 0);
    return at;
  };

  const members = new Map<string, JsonValueText>();
  skipSpace();
  pos += 1; // {
  skipSpace();
  while (text.charAt(pos) === '"') {
    const keyEnd = stringEnd(pos);
    const key = JSON.parse(text.slice(pos, keyEnd)) as string;
    if (members.has(key)) return null;
    pos = keyEnd;
    skipSpace();
    pos += 1; // :
    skipSpace();
    const first = text.charAt(pos);
    let value: JsonValueText;
    if (first === '"') {
      const end = stringEnd(pos);
      value = { kind: 'string', text: JSON.parse(text.slice(pos, end)) as string };
      pos = end;
    } else if (first === '{' || first === '[') {
      pos = nestedEnd(pos);
      value = { kind: 'nested' };
    } else {
      const start = pos;
      while (pos < text.length && !',}] \t\n\r'.includes(text.charAt(pos))) pos += 1;
      const literal = text.slice(start, pos);
      value = { kind: JSON_NUMBER.test(literal) ? 'number' : 'literal', text: literal };
    }
    members.set(key, value);
    skipSpace();
    if (text.charAt(pos) === ',') {
      pos += 1;
      skipSpace();
    }
  }
  return members;
}

/** A member's text if it is a string or a number. */
function scalarText(members: ReadonlyMap<string, JsonValueText>, name: string): string | null {
  const value = members.get(name);
  return value && (value.kind === 'string' || value.kind === 'number') ? value.text : null;
}

// ---------------------------------------------------------------------------------------------
// The answer eSewa redirects to success_url with

export interface EsewaPayment {
  transactionCode: string;
  status: string;
  totalPaisa: number;
  transactionUuid: string;
  productCode: string;
  refId?: string;
}

export type EsewaResponseReading =
  | { ok: true; payload: EsewaPayment }
  | { ok: false; reason: 'malformed' | 'bad-signature' | 'wrong-product' };

const BASE64 =
  /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{2,3})?$/;
const BASE64URL = /^[A-Za-z0-9_-]*={0,2}$/;

function decodeBase64Text(data: string): string | null {
  // A query string read as form data turns the `+` of base64 into a space.
  const compact = data.trim().replace(/ /g, '+');
  if (compact === '') return null;
  let bytes: Buffer;
  if (BASE64.test(compact)) bytes = Buffer.from(compact, 'base64');
  else if (BASE64URL.test(compact)) bytes = Buffer.from(compact, 'base64url');
  else return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The fields a payment answer must sign for HEMIS to believe it. */
const REQUIRED_SIGNED = ['total_amount', 'transaction_uuid', 'product_code'];
/** Fields that, when the answer carries them, must be signed as well. */
const SIGNED_WHEN_PRESENT = ['status', 'transaction_code', 'ref_id'];

/**
 * Reads the `data` eSewa appends to success_url: base64 JSON whose signature covers the
 * fields its signed_field_names lists. Never throws.
 */
export function readEsewaResponse(settings: EsewaSettings, data: string): EsewaResponseReading {
  const malformed = { ok: false, reason: 'malformed' } as const;
  if (typeof data !== 'string' || data.length === 0 || data.length > ESEWA_MAX_DATA_LENGTH) {
    return malformed;
  }
  const json = decodeBase64Text(data);
  if (json === null) return malformed;
  const members = jsonObjectMembers(json);
  if (members === null) return malformed;

  const signedFieldNames = scalarText(members, 'signed_field_names');
  const signature = scalarText(members, 'signature');
  if (!signedFieldNames || !signature) return malformed;
  const named = new Set(signedNames(signedFieldNames));
  if (named.has('signature') || named.size !== signedNames(signedFieldNames).length) {
    return malformed;
  }
  if (!REQUIRED_SIGNED.every((name) => named.has(name))) return malformed;
  if (SIGNED_WHEN_PRESENT.some((name) => members.has(name) && !named.has(name))) return malformed;

  const values = new Map<string, string>();
  for (const name of named) {
    const text = scalarText(members, name);
    if (text === null) return malformed;
    values.set(name, text);
  }
  if (!verifyFields(settings.secretKey, values, signedFieldNames, signature)) {
    return { ok: false, reason: 'bad-signature' };
  }

  const productCode = values.get('product_code') ?? '';
  const transactionUuid = values.get('transaction_uuid') ?? '';
  const totalPaisa = esewaAmountToPaisa(values.get('total_amount') ?? '');
  const status = values.get('status') ?? '';
  const transactionCode = values.get('transaction_code') ?? '';
  if (totalPaisa === null || status === '' || transactionCode === '') return malformed;
  if (!isEsewaTransactionUuid(transactionUuid)) return malformed;
  if (productCode !== settings.productCode) return { ok: false, reason: 'wrong-product' };

  const payload: EsewaPayment = {
    transactionCode,
    status,
    totalPaisa,
    transactionUuid,
    productCode,
  };
  const refId = values.get('ref_id');
  if (refId) payload.refId = refId;
  return { ok: true, payload };
}

// ---------------------------------------------------------------------------------------------
// The status check

export type EsewaStatusFailure = 'timeout' | 'network' | 'http' | 'malformed' | 'mismatch';

/** The status check could not be read; the payment is not confirmed. */
export class EsewaStatusError extends Error {
  constructor(
    readonly kind: EsewaStatusFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'EsewaStatusError';
  }
}

export interface EsewaTransactionStatus {
  /** One of ESEWA_STATUSES as eSewa spells it (anything else is passed on as it came). */
  status: string;
  /** eSewa's reference of a completed payment. */
  refId: string | null;
  totalPaisa: number | null;
}

/** The part of fetch the status check uses (the global fetch fits). */
export type EsewaFetch = (
  url: string,
  init: { method: 'GET'; headers: Record<string, string>; signal: AbortSignal },
) => Promise<Response>;

async function readCapped(response: Response, maxBytes: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    return null;
  }
}

/**
 * Asks eSewa for a payment's status. Throws EsewaStatusError when there is no readable answer
 * (network failure, timeout after 10 s, an error status, an answer about another payment).
 */
export async function checkTransactionStatus(
  settings: EsewaSettings,
  query: { totalPaisa: number; transactionUuid: string },
  fetchImpl: EsewaFetch = fetch,
): Promise<EsewaTransactionStatus> {
  const url = new URL(settings.statusUrl);
  url.searchParams.set('product_code', settings.productCode);
  url.searchParams.set('total_amount', paisaToEsewaAmount(query.totalPaisa));
  url.searchParams.set('transaction_uuid', query.transactionUuid);

  let body: string | null;
  try {
    const response = await fetchImpl(url.toString(), {
      method: 'GET',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(STATUS_TIMEOUT_MS),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new EsewaStatusError('http', `eSewa status check answered ${response.status}`);
    }
    body = await readCapped(response, MAX_STATUS_BODY_BYTES);
  } catch (error) {
    if (error instanceof EsewaStatusError) throw error;
    const timedOut =
      typeof error === 'object' &&
      error !== null &&
      'name' in error &&
      error.name === 'TimeoutError';
    throw new EsewaStatusError(
      timedOut ? 'timeout' : 'network',
      timedOut ? 'eSewa status check timed out' : 'eSewa status check failed',
      { cause: error },
    );
  }

  const members = body === null ? null : jsonObjectMembers(body);
  const status = members && scalarText(members, 'status');
  if (!members || !status) {
    throw new EsewaStatusError('malformed', 'eSewa status check gave no status');
  }
  const answeredUuid = scalarText(members, 'transaction_uuid');
  const answeredProduct = scalarText(members, 'product_code');
  if (
    (answeredUuid !== null && answeredUuid !== query.transactionUuid) ||
    (answeredProduct !== null && answeredProduct !== settings.productCode)
  ) {
    throw new EsewaStatusError('mismatch', 'eSewa status check answered about another payment');
  }
  const total = scalarText(members, 'total_amount');
  const refId = scalarText(members, 'ref_id');
  return {
    status,
    refId: refId === null || refId === '' ? null : refId,
    totalPaisa: total === null ? null : esewaAmountToPaisa(total),
  };
}

/** "HEMIS-<time>-<random>": letters, digits and hyphens, as eSewa takes them. */
export const newTransactionUuid = (): string =>
  `HEMIS-${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`.toUpperCase();
