/**
 * The OpenAPI schemas of the signed-in report and register routes: a JSON answer (or the 400
 * and 403 errors), or an .xlsx download. Each route only names its tag, summary and shapes.
 */
import type { ZodType } from 'zod';
import { apiErrorSchema } from '@hemis/shared-contracts';
import { security } from './route-kit';
import { XLSX } from './workbook';

/** A JSON route: its query or body, its answer, and the 400/403 errors. */
export function jsonRouteSchema<
  Input extends { querystring: ZodType } | { body: ZodType },
  Answer extends ZodType,
>(tag: string, summary: string, input: Input, answer: Answer) {
  return {
    tags: [tag],
    security,
    summary,
    ...input,
    response: { 200: answer, 400: apiErrorSchema, 403: apiErrorSchema },
  };
}

/** A download route: a GET with `querystring` answered with an .xlsx workbook. */
export function workbookRouteSchema<Query extends ZodType>(
  tag: string,
  summary: string,
  querystring: Query,
) {
  return { tags: [tag], security, summary, querystring, produces: [XLSX] };
}
