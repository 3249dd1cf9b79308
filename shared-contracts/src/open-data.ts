/** The public open data of published years: its tables, their cells and the routes' inputs. */
import { z } from 'zod';
import { recordId } from './ids';

/** The open-data tables a published year offers (CSV and JSON). */
export const OPEN_DATA_TABLES = [
  { key: 'enrolment-by-province', title: 'Enrolment by province and gender' },
  { key: 'enrolment-by-university', title: 'Enrolment by university and gender' },
  { key: 'enrolment-by-level', title: 'Enrolment by level and gender' },
  { key: 'enrolment-by-faculty', title: 'Enrolment by faculty and gender' },
  { key: 'campuses-by-type-and-province', title: 'Campuses by type and province' },
  { key: 'pass-rates', title: 'Pass rates by level' },
  { key: 'graduates', title: 'Graduates by level and gender' },
  { key: 'teachers', title: 'Teachers by joining type and gender' },
] as const;
export type OpenDataTableKey = (typeof OPEN_DATA_TABLES)[number]['key'];

/**
 * A published cell: a count (0, or at least 5), "<5" for 1 to 4, or "x" for a larger count
 * withheld so that a "<5" beside it cannot be worked out from a sum.
 */
export const openDataValueSchema = z.union([z.number(), z.literal('<5'), z.literal('x')]);
export type OpenDataValue = z.output<typeof openDataValueSchema>;
export const openDataTableSchema = z.object({
  key: z.string(),
  title: z.string(),
  fiscalYearLabel: z.string(),
  columns: z.array(z.object({ key: z.string(), label: z.string() })),
  rows: z.array(z.object({ group: z.string(), values: z.record(z.string(), openDataValueSchema) })),
});
export type OpenDataTable = z.output<typeof openDataTableSchema>;

export const openDataYearsSchema = z.array(
  z.object({
    fiscalYearId: z.number(),
    fiscalYearLabel: z.string(),
    publishedAt: z.string(),
    tables: z.array(z.object({ key: z.string(), title: z.string() })),
  }),
);

export const openDataParamsSchema = z.strictObject({
  fiscalYearId: recordId('Fiscal Year'),
  table: z.string().max(80),
});
export const openDataQuerySchema = z.strictObject({
  format: z.enum(['json', 'csv']).default('json'),
});

/** Cells under this many people are published as "<5". */
export const OPEN_DATA_SMALL_CELL = 5;
