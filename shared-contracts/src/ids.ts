/**
 * Record ids as URLs and queries carry them: plain decimal digits without leading zeros, within
 * the database's int4 range. One schema for every route with an `:id`, so "abc", "-1", "1.5",
 * "0x1f", "00001" or "99999999999" are a 400 naming the id, never a database error.
 */
import { z } from 'zod';
import { INPUT_MESSAGES } from './messages';

/** The largest id (and whole number) a database integer column holds. */
export const INT4_MAX = 2_147_483_647;

const ID_TEXT = /^[1-9][0-9]{0,9}$/;
const ID_OR_ZERO_TEXT = /^(0|[1-9][0-9]{0,9})$/;

/** An id in a path or query string (`label` names it in the message); `zero`: 0 is taken too. */
export function recordId(label = 'Id', { zero = false }: { zero?: boolean } = {}) {
  const error = INPUT_MESSAGES.id(label);
  return z
    .string({ error })
    .regex(zero ? ID_OR_ZERO_TEXT : ID_TEXT, { error })
    .transform(Number)
    .pipe(z.number().max(INT4_MAX, { error }));
}

/**
 * An id in a body or a query: a JSON number, or the digits a query string carries (never "0x1f"
 * or "1e3"), within int4.
 */
export function idValue(label = 'Id') {
  const error = INPUT_MESSAGES.id(label);
  return z.union([z.number().int().min(1).max(INT4_MAX), recordId(label)], { error });
}

/** The params of every `/<Name>/:id` route. */
export const idParamSchema = z.strictObject({ id: recordId() });
