/** The public open data of published years (no sign-in; rate limited): the years, and each table as JSON or CSV. */
import { z } from 'zod';
import {
  OPEN_DATA_PATHS,
  apiErrorSchema,
  openDataParamsSchema,
  openDataQuerySchema,
  openDataTableSchema,
  openDataYearsSchema,
} from '@hemis/shared-contracts';
import { RATE_LIMITS } from '../../lib/rate-limits';
import { openDataCsv, openDataTable, openDataYears } from './open-data';
import type { ZodApp } from './route-kit';

export function registerOpenDataRoutes(app: ZodApp): void {
  const db = app.db;

  app.get(
    OPEN_DATA_PATHS.years,
    {
      config: { auth: { permission: 'public' }, rateLimit: RATE_LIMITS.publicVerification },
      schema: {
        tags: ['open data'],
        summary: 'Public: the published fiscal years and their tables',
        response: { 200: openDataYearsSchema },
      },
    },
    async () => openDataYears(db),
  );

  app.get(
    OPEN_DATA_PATHS.table,
    {
      config: { auth: { permission: 'public' }, rateLimit: RATE_LIMITS.publicVerification },
      schema: {
        tags: ['open data'],
        summary:
          'Public: one national table of a published year as JSON or CSV (`format`); a cell under 5 is "<5"',
        params: openDataParamsSchema,
        querystring: openDataQuerySchema,
        // JSON, or the same table as CSV text.
        response: {
          200: z.union([openDataTableSchema, z.string()]),
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const table = await openDataTable(db, request.params.fiscalYearId, request.params.table);
      if (request.query.format === 'csv')
        return reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="${table.key}-${table.fiscalYearLabel.replace(/\W+/g, '-')}.csv"`,
          )
          .send(openDataCsv(table));
      return table;
    },
  );
}
