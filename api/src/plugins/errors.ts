/**
 * The one error handler: every error answers `{ statusCode, error, message, fields? }`.
 * Bad input is a 4xx with field messages; only a fault of ours is a 500 (logged).
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { INPUT_MESSAGES, MESSAGES, type ApiError } from '@hemis/shared-contracts';
import { HttpError, pgErrorCode, pgField } from '../lib/errors';

function body(statusCode: number, message: string, fields?: Record<string, string>): ApiError {
  const error = STATUS_CODES[statusCode] ?? 'Error';
  return fields && Object.keys(fields).length > 0
    ? { statusCode, error, message, fields }
    : { statusCode, error, message };
}

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** zod issues -> { fieldName: message }; unknown keys get their own message. */
function fieldsOf(issues: readonly ValidationIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params?.keys)) {
      for (const key of issue.params.keys) {
        if (typeof key === 'string') fields[key] ??= MESSAGES.http.unknownField;
      }
      continue;
    }
    const name = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || '_';
    fields[name] ??= issue.message ?? MESSAGES.http.badRequest;
  }
  return fields;
}

export function send(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  fields?: Record<string, string>,
) {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send(body(statusCode, message, fields));
}

export function errorHandler(
  this: FastifyInstance,
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof HttpError) {
    if (error.headers) reply.headers(error.headers);
    return send(reply, error.statusCode, error.message, error.fields);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return send(reply, 400, MESSAGES.http.badRequest, fieldsOf(error.validation));
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- fastify types the error handler's error without its validation issues
  const fastifyError = error as FastifyError & { validation?: ValidationIssue[] };
  if (Array.isArray(fastifyError.validation)) {
    return send(reply, 400, MESSAGES.http.badRequest, fieldsOf(fastifyError.validation));
  }
  const code = fastifyError.code;
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return send(reply, 400, MESSAGES.http.malformedJson);
  }
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) {
    return send(reply, 400, MESSAGES.http.malformedJson);
  }
  const dbCode = pgErrorCode(error);
  if (dbCode === '23505') return send(reply, 409, MESSAGES.http.conflict);
  // Input the schemas should already have refused (a bad number or date, out of range, too
  // long, NUL bytes, no such parent): the field the database names, where it says, and what.
  const refused = dbCode === undefined ? undefined : INPUT_MESSAGES.database[dbCode];
  if (refused) {
    request.log.warn({ err: error }, 'database refused input');
    return send(reply, 400, MESSAGES.http.badRequest, { [pgField(error) ?? '_']: refused });
  }
  const status = fastifyError.statusCode;
  if (status === 413) return send(reply, 413, MESSAGES.http.tooLarge);
  if (status === 429) return send(reply, 429, MESSAGES.http.tooManyRequests);
  if (status === 401) return send(reply, 401, MESSAGES.http.unauthorized);
  if (status === 403) return send(reply, 403, MESSAGES.http.forbidden);
  if (status === 404) return send(reply, 404, MESSAGES.http.notFound);
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return send(reply, status, error.message || MESSAGES.http.badRequest);
  }
  request.log.error({ err: error }, 'unexpected error');
  if (process.env.HEMIS_DEBUG_ERRORS) process.stderr.write(`${String(error.stack)}\n`);
  return send(reply, 500, MESSAGES.http.serverError);
}
