/**
 * Test support for the fuzz tests: every resource of the kit, probed with bad ids and badly typed
 * values, each answer expected to be a 400 naming the field.
 */
// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { withToken } from './helpers';
import type { FastifyInstance, InjectOptions } from 'fastify';
import * as contracts from '@hemis/shared-contracts';
import { apiErrorSchema, type AnyResourceContract, type FieldKind } from '@hemis/shared-contracts';

/** Ids that are not a record's id: words, signs, fractions, leading zeros, past int4. */
export const BAD_IDS = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x1f',
  '00001',
  '%201',
  '99999999999',
  '2147483648',
] as const;

/** JSON values each field kind must refuse (loose coercion, int4 overflow, NUL bytes, no day). */
const BAD_JSON: Record<FieldKind, readonly unknown[]> = {
  integer: ['0x1f', '1e3', 2147483648, true, {}],
  decimal: ['0x1f', '1e3', 1e15, true],
  reference: ['0x1f', '12abc', 2147483648, 1.5, -1],
  flag: ['yes', 'true', 1, 'on'],
  status: ['yes', 'true', 1, 'active'],
  date: [{}, '2026-13-45', '2025-02-29', '0000-01-01', 20260101, '2026-1-5'],
  text: ['a\u0000b', 42, {}],
  longText: ['a\u0000b', []],
  choice: ['zzz', 1],
};
/** Form text each field kind must refuse (multipart fields are converted by kind). */
const BAD_FORM_TEXT: Partial<Record<FieldKind, readonly string[]>> = {
  integer: ['0x1f', '1e3', '12abc', '2147483648'],
  decimal: ['0x1f', 'Infinity', '1,5'],
  reference: ['0x1f', '2147483648', '-1', '1.5'],
  flag: ['yes', 'on', '1'],
  status: ['yes', 'active', '0'],
  date: ['2026-13-45', 'tomorrow'],
  text: ['a\u0000b'],
};

/** One probe's answer, when it was not the 400 with a message for `field` it should be. */
export interface ProbeMiss {
  label: string;
  statusCode: number;
  body: string;
}

function multipartOf(fields: Record<string, string>): { payload: string; type: string } {
  const boundary = 'hemisprobe';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Whether an answer is the 400 naming `field` among its field messages. */
function refusedWithField(response: { statusCode: number; body: string }, field: string): boolean {
  if (response.statusCode !== 400) return false;
  const parsed = apiErrorSchema.safeParse(JSON.parse(response.body));
  return parsed.success && typeof parsed.data.fields?.[field] === 'string';
}

/** The resource contracts of shared-contracts (every kit resource). */
export const RESOURCE_CONTRACTS: readonly AnyResourceContract[] = (
  Object.values(contracts) as unknown[]
).filter(
  (value): value is AnyResourceContract =>
    typeof value === 'object' &&
    value !== null &&
    'createSchema' in value &&
    'fields' in value &&
    'path' in value,
);

/** A row of the resource that `token` may change (a 403 on an empty update says it may not). */
async function changeableRow(
  app: FastifyInstance,
  token: string,
  contract: AnyResourceContract,
): Promise<{ id: number } | undefined> {
  const url = `/api${contract.path}`;
  // Among the first rows: a campus reads shared rows (the standard chart of accounts) that it
  // never changes, and such updates are refused before their values are read.
  const list = await app.inject(withToken(token, { method: 'GET', url: `${url}?pageSize=50` }));
  for (const row of list.json<{ data?: { id: number }[] }>().data ?? []) {
    const change = await app.inject(
      withToken(token, { method: contract.updateMethod, url: `${url}/${row.id}`, payload: {} }),
    );
    if (change.statusCode !== 403) return row;
  }
  return undefined;
}

/**
 * The writer a resource is probed as: the first of `tokens` that may add to it (an empty POST is
 * not refused with a 403) and change one of its listed rows, with that row; else the first that
 * may add, with no row (what a campus alone keeps, the commission may read but not change).
 */
async function writerOf(
  app: FastifyInstance,
  tokens: readonly string[],
  contract: AnyResourceContract,
): Promise<{ token: string; row: { id: number } | undefined } | undefined> {
  const url = `/api${contract.path}`;
  let adder: string | undefined;
  for (const token of tokens) {
    const response = await app.inject(withToken(token, { method: 'POST', url, payload: {} }));
    if (response.statusCode === 403) continue;
    adder ??= token;
    const row = await changeableRow(app, token, contract);
    if (row) return { token, row };
  }
  return adder === undefined ? undefined : { token: adder, row: undefined };
}

/**
 * Probes every resource as the first of `tokens` that may add to it: GET, update and DELETE with
 * each of BAD_IDS, and create, update (of a row the list shows) and list filters with each field's
 * bad values as JSON and as form text. Every answer should be a 400 naming the field (`id` for
 * ids); returns how many probes were sent and the answers that were not.
 */
export async function probeResources(
  app: FastifyInstance,
  tokens: readonly string[],
  resources: readonly AnyResourceContract[] = RESOURCE_CONTRACTS,
): Promise<{ sent: number; misses: ProbeMiss[] }> {
  const misses: ProbeMiss[] = [];
  let sent = 0;
  for (const contract of resources) {
    const url = `/api${contract.path}`;
    const writer = await writerOf(app, tokens, contract);
    if (!writer) {
      misses.push({ label: `no token may add to ${url}`, statusCode: 403, body: '' });
      continue;
    }
    const { token, row: first } = writer;
    const send = async (label: string, field: string, options: InjectOptions) => {
      sent += 1;
      const response = await app.inject(withToken(token, options));
      if (!refusedWithField(response, field)) {
        misses.push({ label, statusCode: response.statusCode, body: response.body.slice(0, 300) });
      }
    };
    for (const id of BAD_IDS) {
      for (const method of ['GET', contract.updateMethod, 'DELETE'] as const) {
        await send(`${method} ${url}/${id}`, 'id', {
          method,
          url: `${url}/${id}`,
          ...(method === 'GET' ? {} : { payload: {} }),
        });
      }
    }
    for (const [field, spec] of Object.entries(contract.fields)) {
      if (spec.readOnly) continue;
      for (const value of BAD_JSON[spec.kind]) {
        const label = `${field}=${JSON.stringify(value)}`;
        await send(`POST ${url} ${label}`, field, {
          method: 'POST',
          url,
          payload: { [field]: value },
        });
        if (first && !spec.createOnly) {
          await send(`${contract.updateMethod} ${url}/${first.id} ${label}`, field, {
            method: contract.updateMethod,
            url: `${url}/${first.id}`,
            payload: { [field]: value },
          });
        }
      }
      for (const value of BAD_FORM_TEXT[spec.kind] ?? []) {
        const { payload, type } = multipartOf({ [field]: value });
        await send(`POST ${url} (form) ${field}=${JSON.stringify(value)}`, field, {
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': type },
        });
      }
      if (spec.filter && (spec.kind === 'date' || spec.kind === 'reference')) {
        const bad = spec.kind === 'date' ? '2026-13-45' : '0x1f';
        await send(`GET ${url}?${field}=${bad}`, field, {
          method: 'GET',
          url: `${url}?${field}=${bad}`,
        });
      }
    }
  }
  return { sent, misses };
}
