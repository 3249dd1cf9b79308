/**
 * eSewa's signatures and the two signed messages: the payment form HEMIS posts and the answer
 * eSewa redirects back with (JSON read with its numbers' own text, as eSewa signs it).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  ESEWA_FORM_SIGNED_FIELDS,
  ESEWA_MAX_DATA_LENGTH,
  isEsewaTransactionUuid,
  type EsewaSettings,
} from './settings';
import { esewaAmountToPaisa, paisaToEsewaAmount } from './amounts';

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

/** A JSON string literal's text (the scan below only hands it string literals). */
const jsonString = (literal: string): string => {
  const value: unknown = JSON.parse(literal);
  return typeof value === 'string' ? value : '';
};

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
    const key = jsonString(text.slice(pos, keyEnd));
    if (members.has(key)) return null;
    pos = keyEnd;
    skipSpace();
    pos += 1; // :
    skipSpace();
    const first = text.charAt(pos);
    let value: JsonValueText;
    if (first === '"') {
      const end = stringEnd(pos);
      value = { kind: 'string', text: jsonString(text.slice(pos, end)) };
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
export function scalarText(
  members: ReadonlyMap<string, JsonValueText>,
  name: string,
): string | null {
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
