/**
 * Staff reports: GET /Employee/Summary (and /Employee/Summary/Export, one sheet per breakdown):
 * active staff of one type counted by gender per post, joining type, qualification and (for
 * non-teaching staff) staff category, within the caller's scope.
 */
import ExcelJS from 'exceljs';
import { and, asc, count, eq, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  EMPLOYEE_TYPES,
  JOINING_TYPES,
  QUALIFICATIONS,
  STAFF_CATEGORIES,
  STAFF_SUMMARY_BREAKDOWNS,
  apiErrorSchema,
  staffSummaryQuerySchema,
  staffSummarySchema,
  type Choice,
  type GenderCount,
  type StaffSummary,
} from '@hemis/shared-contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { employeePositions, employees } from '../../db/schema';
import type { ResourceHandle } from '../../lib/resource/register';
import { resolveScope } from '../../lib/resource/scope';
import { sheetName } from '../../lib/resource/export';

const security = [{ bearer: [] }];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
type SummaryQuery = z.output<typeof staffSummaryQuerySchema>;

interface Tally {
  key: string;
  gender: string;
  n: number;
}

function emptyCount(group: string): GenderCount {
  return { group, male: 0, female: 0, other: 0, total: 0 };
}

function add(target: GenderCount, gender: string, n: number): void {
  if (gender === 'male' || gender === 'female' || gender === 'other') target[gender] += n;
  target.total += n;
}

/** Every choice in its order (zero rows included), labelled. */
function byChoice(choices: readonly Choice[], tallies: Tally[]): GenderCount[] {
  const rows = new Map(choices.map((choice) => [choice.value, emptyCount(choice.label)]));
  for (const tally of tallies) {
    const row = rows.get(tally.key);
    if (row) add(row, tally.gender, tally.n);
  }
  return [...rows.values()];
}

export async function staffSummary(
  db: Database,
  handle: ResourceHandle,
  request: FastifyRequest,
  query: SummaryQuery,
): Promise<StaffSummary> {
  const scope = await resolveScope(db, request.scope());
  const where = and(
    isNull(employees.deletedAt),
    eq(employees.status, true),
    eq(employees.employeeType, query.employeeType),
    handle.readCondition(scope),
    query.universityId ? eq(employees.universityId, query.universityId) : undefined,
    query.campusId ? eq(employees.campusId, query.campusId) : undefined,
  );
  const tally = async (column: AnyPgColumn, filter?: SQL): Promise<Tally[]> => {
    const rows = await db
      .select({ key: column, gender: employees.gender, n: count() })
      .from(employees)
      .where(and(where, filter))
      .groupBy(column, employees.gender);
    return rows.map((row) => ({ key: String(row.key), gender: String(row.gender), n: row.n }));
  };

  const posts = await db
    .select({
      name: employeePositions.positionName,
      gender: employees.gender,
      n: count(),
    })
    .from(employees)
    .innerJoin(employeePositions, eq(employeePositions.id, employees.positionId))
    .where(where)
    .groupBy(employeePositions.id, employeePositions.positionName, employees.gender)
    .orderBy(asc(employeePositions.rank), asc(employeePositions.positionName));
  const byPost = new Map<string, GenderCount>();
  for (const row of posts) {
    const name = row.name ?? '';
    const entry = byPost.get(name) ?? emptyCount(name);
    add(entry, String(row.gender), row.n);
    byPost.set(name, entry);
  }

  const genders = await tally(employees.employeeType);
  const total = emptyCount('Total');
  for (const row of genders) add(total, row.gender, row.n);

  return {
    employeeType: query.employeeType,
    total,
    byPost: [...byPost.values()],
    byJoiningType: byChoice(JOINING_TYPES, await tally(employees.joiningType)),
    byQualification: byChoice(QUALIFICATIONS, await tally(employees.qualification)),
    byStaffCategory:
      query.employeeType === 'nonTeaching'
        ? byChoice(STAFF_CATEGORIES, await tally(employees.staffCategory))
        : [],
  };
}

/** The summary as a workbook: one sheet per breakdown, a total row at the bottom of each. */
export async function summaryWorkbook(summary: StaffSummary): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'HEMIS';
  workbook.created = new Date();
  const typeLabel =
    EMPLOYEE_TYPES.find((choice) => choice.value === summary.employeeType)?.label ?? '';
  for (const { key, title } of STAFF_SUMMARY_BREAKDOWNS) {
    const rows = summary[key];
    if (key === 'byStaffCategory' && summary.employeeType !== 'nonTeaching') continue;
    const sheet = workbook.addWorksheet(sheetName(title));
    sheet.columns = [
      { header: `${typeLabel} Staff ${title}`, key: 'group', width: 32 },
      { header: 'Male', key: 'male', width: 10 },
      { header: 'Female', key: 'female', width: 10 },
      { header: 'Other', key: 'other', width: 10 },
      { header: 'Total', key: 'total', width: 10 },
    ];
    sheet.getRow(1).font = { bold: true };
    for (const row of rows) sheet.addRow(row);
    const totalRow = sheet.addRow(summary.total);
    totalRow.font = { bold: true };
  }
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}

export function registerStaffSummary(app: FastifyInstance, handle: ResourceHandle): void {
  const db = app.db;
  app.get(
    '/Employee/Summary',
    {
      config: { auth: { permission: 'employee:view' } },
      schema: {
        tags: ['employee'],
        security,
        summary:
          'Active staff of one type by gender: per post, joining type, qualification, category',
        querystring: staffSummaryQuerySchema,
        response: { 200: staffSummarySchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => staffSummary(db, handle, request, request.query as SummaryQuery),
  );
  app.get(
    '/Employee/Summary/Export',
    {
      config: { auth: { permission: 'employee:export' } },
      schema: {
        tags: ['employee'],
        security,
        summary: 'The staff summary as an .xlsx workbook (one sheet per breakdown)',
        querystring: staffSummaryQuerySchema,
        produces: [XLSX],
      },
    },
    async (request, reply) => {
      const query = request.query as SummaryQuery;
      const summary = await staffSummary(db, handle, request, query);
      return reply
        .type(XLSX)
        .header(
          'content-disposition',
          `attachment; filename="Staff-Summary-${query.employeeType}.xlsx"`,
        )
        .send(await summaryWorkbook(summary));
    },
  );
}
