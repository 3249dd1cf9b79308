/**
 * What the staff and the student gender reports share: a count row, adding to it, the
 * breakdown workbook (a sheet per breakdown, a bold total row at the bottom of each) and the
 * pair of routes of a report and its export.
 */
import { and, desc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type {
  FastifyRequest,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { nepalToday, type GenderCount } from '@hemis/shared-contracts';
import { fiscalYears } from '../db/schema';
import type { RouteAuth } from '../plugins/auth';
import { jsonRouteSchema, workbookRouteSchema } from './route-schemas';
import type { DbOrTx, ZodApp } from './resource/types';
import { bufferOf, headedSheet, newWorkbook, sendWorkbook, sheetName } from './workbook';

export function emptyCount(group: string): GenderCount {
  return { group, male: 0, female: 0, other: 0, total: 0 };
}

/** Counts `n` records of a gender into a row (an unknown gender counts only in the total). */
export function addCount(target: GenderCount, gender: string | null, n: number): void {
  if (gender === 'male' || gender === 'female' || gender === 'other') target[gender] += n;
  target.total += n;
}

/**
 * The rows of `table` matching `where`, counted by gender per value of `group`. Each row's
 * group is named by `label` (a column of a table joined on its id = `group`: a fiscal year's
 * label, a level's name), else by the value itself. Rows without a value count under `null`,
 * named `unknown`.
 */
export async function countByGender<K extends string | number>(
  db: DbOrTx,
  table: PgTable,
  columns: { group: AnyPgColumn; gender: AnyPgColumn },
  where: SQL | undefined,
  options: {
    label?: { table: PgTable; id: AnyPgColumn; name: AnyPgColumn };
    unknown?: string;
  } = {},
): Promise<Map<K | null, GenderCount>> {
  const { label, unknown = 'Not given' } = options;
  const selection = {
    key: columns.group,
    label: label ? sql<string | null>`${label.name}::text` : sql<string | null>`null::text`,
    gender: columns.gender,
    n: sql<number>`count(*)`.mapWith(Number),
  };
  const base = db.select(selection).from(table).$dynamic();
  const rows = label
    ? await base
        .leftJoin(label.table, eq(label.id, columns.group))
        .where(where)
        .groupBy(columns.group, label.name, columns.gender)
    : await base.where(where).groupBy(columns.group, columns.gender);
  const counts = new Map<K | null, GenderCount>();
  for (const row of rows) {
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the rows come from raw SQL, whose keys drizzle types as unknown; they are the K the caller groups by
    const key = (row.key ?? null) as K | null;
    const count =
      counts.get(key) ?? emptyCount(key === null ? unknown : (row.label ?? String(row.key)));
    addCount(count, typeof row.gender === 'string' ? row.gender : null, row.n);
    counts.set(key, count);
  }
  return counts;
}

/** The last five fiscal years begun by today, oldest first. */
export async function lastFiveFiscalYears(db: DbOrTx): Promise<{ id: number; label: string }[]> {
  const years = await db
    .select({ id: fiscalYears.id, label: fiscalYears.label })
    .from(fiscalYears)
    .where(and(isNull(fiscalYears.deletedAt), lte(fiscalYears.startDate, nepalToday())))
    .orderBy(desc(fiscalYears.startDate))
    .limit(5);
  return years.reverse().map((year) => ({ id: year.id, label: year.label ?? '' }));
}

/** The condition that keeps rows of these fiscal years (none: no row). */
export const inFiscalYears = (column: AnyPgColumn, years: readonly { id: number }[]): SQL =>
  years.length > 0
    ? inArray(
        column,
        years.map((year) => year.id),
      )
    : sql`false`;

/** The gender columns after a report's group column(s). */
export const COUNT_COLUMNS = [
  { header: 'Male', key: 'male', width: 10 },
  { header: 'Female', key: 'female', width: 10 },
  { header: 'Other', key: 'other', width: 10 },
  { header: 'Total', key: 'total', width: 10 },
];

/**
 * One sheet per breakdown (named by its title): the group column headed `header(title)`,
 * `groupWidth` wide, then the gender counts; the grand total closes each sheet.
 */
export async function breakdownWorkbook(
  breakdowns: readonly { title: string; rows: readonly GenderCount[] }[],
  total: GenderCount,
  header: (title: string) => string,
  groupWidth: number,
): Promise<Buffer> {
  const workbook = await newWorkbook();
  for (const { title, rows } of breakdowns) {
    const sheet = headedSheet(workbook, sheetName(title), [
      { header: header(title), key: 'group', width: groupWidth },
      ...COUNT_COLUMNS,
    ]);
    for (const row of rows) sheet.addRow(row);
    sheet.addRow(total).font = { bold: true };
  }
  return bufferOf(workbook);
}

/**
 * A report route's query as the zod type provider reads it from the route's querystring schema
 * (for a concrete schema, its output type): a report's `load` and `fileName` take it as the
 * route hands it over, so the generic routes below need no conversion.
 */
export type ReportQuery<Query> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  { querystring: ZodType<Query> },
  ZodTypeProvider
>['query'];

/**
 * A report's two routes: GET `path` answers the report as JSON, GET `exportPath` the same as an
 * .xlsx download named by `fileName`. Both take the same query and build the report with `load`.
 */
export function registerReport<Query extends object, Report>(
  app: ZodApp,
  report: {
    tag: string;
    path: string;
    exportPath: string;
    auth: { read: RouteAuth; export: RouteAuth };
    summaries: { read: string; export: string };
    querystring: ZodType<Query>;
    answer: ZodType<Report>;
    load(request: FastifyRequest, query: ReportQuery<Query>): Promise<Report>;
    workbook(report: Report): Promise<Buffer>;
    fileName(query: ReportQuery<Query>): string;
  },
): void {
  // The answer's type is checked where the report is defined (load); the route only documents
  // and serializes by the schema.
  const answer: ZodType = report.answer;
  app.get(
    report.path,
    {
      config: { auth: report.auth.read },
      schema: jsonRouteSchema(
        report.tag,
        report.summaries.read,
        { querystring: report.querystring },
        answer,
      ),
    },
    async (request) => report.load(request, request.query),
  );
  app.get(
    report.exportPath,
    {
      config: { auth: report.auth.export },
      schema: workbookRouteSchema(report.tag, report.summaries.export, report.querystring),
    },
    async (request, reply) => {
      const query = request.query;
      const built = await report.load(request, query);
      return sendWorkbook(reply, report.fileName(query), await report.workbook(built));
    },
  );
}
