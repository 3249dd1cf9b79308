/**
 * Staff reports: GET /Employee/Summary (and /Employee/Summary/Export, one sheet per breakdown):
 * active staff of one type counted by gender per post, joining type, qualification and (for
 * non-teaching staff) staff category, within the caller's scope.
 */
import { and, asc, count, eq, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import {
  EMPLOYEE_PATHS,
  EMPLOYEE_TYPES,
  JOINING_TYPES,
  QUALIFICATIONS,
  STAFF_CATEGORIES,
  STAFF_SUMMARY_BREAKDOWNS,
  choiceLabel,
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
import { addCount, breakdownWorkbook, emptyCount, registerReport } from '../../lib/reports';
import type { ZodApp } from '../../lib/resource/types';

type SummaryQuery = z.output<typeof staffSummaryQuerySchema>;

interface Tally {
  key: string;
  gender: string;
  n: number;
}

/** Every choice in its order (zero rows included), labelled. */
function byChoice(choices: readonly Choice[], tallies: Tally[]): GenderCount[] {
  const rows = new Map(choices.map((choice) => [choice.value, emptyCount(choice.label)]));
  for (const tally of tallies) {
    const row = rows.get(tally.key);
    if (row) addCount(row, tally.gender, tally.n);
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
    addCount(entry, String(row.gender), row.n);
    byPost.set(name, entry);
  }

  const genders = await tally(employees.employeeType);
  const total = emptyCount('Total');
  for (const row of genders) addCount(total, row.gender, row.n);

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
  const typeLabel = choiceLabel(EMPLOYEE_TYPES, summary.employeeType);
  const breakdowns = STAFF_SUMMARY_BREAKDOWNS.filter(
    ({ key }) => key !== 'byStaffCategory' || summary.employeeType === 'nonTeaching',
  ).map(({ key, title }) => ({ title, rows: summary[key] }));
  return breakdownWorkbook(breakdowns, summary.total, (title) => `${typeLabel} Staff ${title}`, 32);
}

export function registerStaffSummary(app: ZodApp, handle: ResourceHandle): void {
  const db = app.db;
  registerReport(app, {
    tag: 'employee',
    path: EMPLOYEE_PATHS.summary,
    exportPath: EMPLOYEE_PATHS.summaryExport,
    auth: { read: { permission: 'employee:view' }, export: { permission: 'employee:export' } },
    summaries: {
      read: 'Active staff of one type by gender: per post, joining type, qualification, category',
      export: 'The staff summary as an .xlsx workbook (one sheet per breakdown)',
    },
    querystring: staffSummaryQuerySchema,
    answer: staffSummarySchema,
    load: (request, query) => staffSummary(db, handle, request, query),
    workbook: summaryWorkbook,
    fileName: (query) => `Staff-Summary-${query.employeeType}.xlsx`,
  });
}
