/** Errors a route throws on purpose; the error handler turns them into the one error body. */
import { MESSAGES } from '@hemis/shared-contracts';
import { fieldOf } from './is-record';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (
  message: string = MESSAGES.http.badRequest,
  fields?: Record<string, string>,
) => new HttpError(400, message, fields);
export const unauthorized = (message: string = MESSAGES.http.unauthorized) =>
  new HttpError(401, message);
export const forbidden = (message: string = MESSAGES.http.forbidden) => new HttpError(403, message);
export const notFound = (message: string = MESSAGES.http.notFound) => new HttpError(404, message);
export const conflict = (
  message: string = MESSAGES.http.conflict,
  fields?: Record<string, string>,
) => new HttpError(409, message, fields);

/** The SQLSTATE of a database error, looking through drizzle's wrapper (`cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const code = fieldOf(current, 'code');
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = fieldOf(current, 'cause');
  }
  return undefined;
}

/**
 * The field a database error is about, when it says: its `column`, or the key of a foreign-key
 * detail ("Key (program_id)=(5) is not present..."), as the API's camelCase field name.
 */
export function pgField(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const column = fieldOf(current, 'column');
    const detail = fieldOf(current, 'detail');
    const name =
      typeof column === 'string'
        ? column
        : typeof detail === 'string'
          ? /^Key \(([a-z0-9_]+)\)=/.exec(detail)?.[1]
          : undefined;
    if (name) return name.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
    current = fieldOf(current, 'cause');
  }
  return undefined;
}

/** The constraint a unique violation names, if any. */
export function pgConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const constraint = fieldOf(current, 'constraint');
    if (typeof constraint === 'string') return constraint;
    current = fieldOf(current, 'cause');
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';
