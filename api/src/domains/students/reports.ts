/**
 * Student reports, counted by gender within the caller's scope and the report filters:
 *   GET /Student/Report/ByDistrict (+ /Export)  per permanent district, with its province
 *   GET /Student/Summary (+ /Export)            by level, faculty, program, ethnic group, age
 *                                               group and province (a sheet per breakdown)
 * Permissions follow the staff summary: student:view to read, student:export for workbooks.
 * Without a status filter every live record counts (active, graduated, dropped out...).
 */
import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  AGE_GROUPS,
  STUDENT_PATHS,
  STUDENT_SUMMARY_BREAKDOWNS,
  studentReportQuerySchema,
  studentSummarySchema,
  studentsByDistrictSchema,
  type GenderCount,
  type StudentSummary,
  type StudentsByDistrict,
} from '@hemis/shared-contracts';
import type { Database } from '../../db/client';
import {
  districts,
  ethnicGroups,
  faculties,
  levels,
  programs,
  provinces,
  students,
} from '../../db/schema';
import {
  COUNT_COLUMNS,
  addCount,
  breakdownWorkbook,
  emptyCount,
  registerReport,
} from '../../lib/reports';
import { bufferOf, headedSheet, newWorkbook } from '../../lib/workbook';
import type { ResourceHandle } from '../../lib/resource/types';
import { resolveScope } from '../../lib/resource/scope';

const STAFF_SCOPES = ['nation', 'university', 'campus'] as const;
/** The row of records whose breakdown value is empty (no district, no date of birth...). */
export const NOT_RECORDED = 'Not recorded';

type ReportQuery = z.output<typeof studentReportQuerySchema>;

/** The records the report counts: live, in the caller's reach, narrowed by the filters. */
function reportWhere(handle: ResourceHandle, where: SQL | undefined, query: ReportQuery) {
  return and(
    isNull(students.deletedAt),
    where,
    query.universityId ? eq(students.universityId, query.universityId) : undefined,
    query.campusId ? eq(students.campusId, query.campusId) : undefined,
    query.facultyId ? eq(students.facultyId, query.facultyId) : undefined,
    query.levelId ? eq(students.levelId, query.levelId) : undefined,
    query.programId ? eq(students.programId, query.programId) : undefined,
    query.batchId ? eq(students.batchId, query.batchId) : undefined,
    query.status ? eq(students.status, query.status) : undefined,
  );
}

async function scopedWhere(
  db: Database,
  handle: ResourceHandle,
  request: FastifyRequest,
  query: ReportQuery,
) {
  const scope = await resolveScope(db, request.scope());
  return reportWhere(handle, handle.readCondition(scope), query);
}

export async function studentsByDistrict(
  db: Database,
  handle: ResourceHandle,
  request: FastifyRequest,
  query: ReportQuery,
): Promise<StudentsByDistrict> {
  const where = await scopedWhere(db, handle, request, query);
  const rows = await db
    .select({
      district: districts.name,
      province: provinces.name,
      provinceId: provinces.id,
      gender: students.gender,
      n: count(),
    })
    .from(students)
    .leftJoin(districts, eq(districts.id, students.permanentDistrictId))
    .leftJoin(provinces, eq(provinces.id, districts.provinceId))
    .where(where)
    .groupBy(districts.name, provinces.name, provinces.id, students.gender)
    // Province by province (east to west, as numbered), districts by name within each.
    .orderBy(sql`${provinces.id} nulls last`, asc(sql`lower(${districts.name})`));
  const byDistrict = new Map<string, GenderCount & { province: string }>();
  const total = emptyCount('Total');
  for (const row of rows) {
    const group = row.district ?? NOT_RECORDED;
    const entry = byDistrict.get(group) ?? { ...emptyCount(group), province: row.province ?? '' };
    addCount(entry, row.gender, row.n);
    addCount(total, row.gender, row.n);
    byDistrict.set(group, entry);
  }
  return { rows: [...byDistrict.values()], total };
}

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * The age-group label of a date of birth, as of today in Nepal (null without a date). Written
 * without bound parameters: the same expression is selected, grouped and ordered by, and
 * PostgreSQL matches those only when the text is identical.
 */
const AGE = `date_part('year', age((now() at time zone 'Asia/Kathmandu')::date, "students"."date_of_birth"))`;
const ageGroupOf = sql<string | null>`${sql.raw(
  `(case ${AGE_GROUPS.map(
    (group) => `when ${AGE} between ${group.from} and ${group.to} then ${literal(group.group)}`,
  ).join(' ')} else null end)`,
)}`;

/** One group of the summary's single scan: the references, the age group and the gender. */
interface Cell {
  levelId: number | null;
  facultyId: number | null;
  programId: number | null;
  ethnicGroupId: number | null;
  provinceId: number | null;
  ageGroup: string | null;
  gender: string | null;
  n: number;
}

/**
 * One breakdown from the cells: the groups of `fixed` first (in that order, zero rows included),
 * then the others by name, and the records without a value last ("Not recorded").
 */
function breakdown(
  cells: readonly Cell[],
  keyOf: (cell: Cell) => number | string | null,
  nameOf: (key: number | string) => string | undefined,
  fixed: readonly string[] = [],
): GenderCount[] {
  const rows = new Map(fixed.map((group) => [group, emptyCount(group)]));
  const unrecorded = emptyCount(NOT_RECORDED);
  const named = new Map<string, GenderCount>();
  for (const cell of cells) {
    const key = keyOf(cell);
    const name = key === null ? undefined : nameOf(key);
    if (name === undefined) {
      addCount(unrecorded, cell.gender, cell.n);
      continue;
    }
    const row = rows.get(name) ?? named.get(name) ?? emptyCount(name);
    addCount(row, cell.gender, cell.n);
    if (!rows.has(name)) named.set(name, row);
  }
  // By name, case aside (as PostgreSQL's lower() orders them).
  const sortKey = (row: GenderCount) => row.group.toLowerCase();
  const byName = [...named.values()].sort((a, b) =>
    sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0,
  );
  const all = [...rows.values(), ...byName];
  return unrecorded.total > 0 ? [...all, unrecorded] : all;
}

/** Names by id of the rows of a reference table that the cells use. */
async function namesOf(
  db: Database,
  table: typeof levels | typeof faculties | typeof programs | typeof ethnicGroups,
  name: AnyPgColumn,
  ids: readonly (number | null)[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: table.id, name: sql<string | null>`${name}` })
    .from(table)
    .where(inArray(table.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name ?? '']));
}

export async function studentSummary(
  db: Database,
  handle: ResourceHandle,
  request: FastifyRequest,
  query: ReportQuery,
): Promise<StudentSummary> {
  const where = await scopedWhere(db, handle, request, query);
  // One scan of the students: every breakdown is a sum over these few groups.
  const province = sql<
    number | null
  >`coalesce(${students.permanentProvinceId}, ${districts.provinceId})`;
  const cells: Cell[] = await db
    .select({
      levelId: students.levelId,
      facultyId: students.facultyId,
      programId: students.programId,
      ethnicGroupId: students.ethnicGroupId,
      provinceId: province,
      ageGroup: ageGroupOf,
      gender: students.gender,
      n: count(),
    })
    .from(students)
    .leftJoin(districts, eq(districts.id, students.permanentDistrictId))
    .where(where)
    .groupBy(
      students.levelId,
      students.facultyId,
      students.programId,
      students.ethnicGroupId,
      province,
      ageGroupOf,
      students.gender,
    );
  const [levelNames, facultyNames, programNames, groupNames] = await Promise.all([
    namesOf(
      db,
      levels,
      levels.levelName,
      cells.map((cell) => cell.levelId),
    ),
    namesOf(
      db,
      faculties,
      faculties.facultyName,
      cells.map((cell) => cell.facultyId),
    ),
    namesOf(
      db,
      programs,
      programs.programName,
      cells.map((cell) => cell.programId),
    ),
    namesOf(
      db,
      ethnicGroups,
      ethnicGroups.name,
      cells.map((cell) => cell.ethnicGroupId),
    ),
  ]);
  const allProvinces = await db
    .select({ id: provinces.id, name: provinces.name })
    .from(provinces)
    .orderBy(asc(provinces.id));
  const provinceNames = new Map(allProvinces.map((row) => [row.id, row.name]));

  const total = emptyCount('Total');
  for (const cell of cells) addCount(total, cell.gender, cell.n);
  const lookup = (names: Map<number, string>) => (key: number | string) => names.get(Number(key));
  return {
    total,
    byLevel: breakdown(cells, (cell) => cell.levelId, lookup(levelNames)),
    byFaculty: breakdown(cells, (cell) => cell.facultyId, lookup(facultyNames)),
    byProgram: breakdown(cells, (cell) => cell.programId, lookup(programNames)),
    byEthnicGroup: breakdown(cells, (cell) => cell.ethnicGroupId, lookup(groupNames)),
    byAgeGroup: breakdown(
      cells,
      (cell) => cell.ageGroup,
      (key) => String(key),
      AGE_GROUPS.map((group) => group.group),
    ),
    byProvince: breakdown(
      cells,
      (cell) => cell.provinceId,
      lookup(provinceNames),
      allProvinces.map((row) => row.name),
    ),
  };
}

export async function byDistrictWorkbook(report: StudentsByDistrict): Promise<Buffer> {
  const workbook = await newWorkbook();
  const sheet = headedSheet(workbook, 'Students by District', [
    { header: 'Province', key: 'province', width: 18 },
    { header: 'District', key: 'group', width: 24 },
    ...COUNT_COLUMNS,
  ]);
  for (const row of report.rows) sheet.addRow(row);
  sheet.addRow({ ...report.total, province: '' }).font = { bold: true };
  return bufferOf(workbook);
}

/** The summary as a workbook: one sheet per breakdown, a total row at the bottom of each. */
export async function summaryWorkbook(summary: StudentSummary): Promise<Buffer> {
  const breakdowns = STUDENT_SUMMARY_BREAKDOWNS.map(({ key, title }) => ({
    title,
    rows: summary[key],
  }));
  return breakdownWorkbook(breakdowns, summary.total, (title) => `Students ${title}`, 40);
}

export function registerStudentReports(app: FastifyInstance, student: ResourceHandle): void {
  const db = app.db;
  const auth = {
    read: { permission: 'student:view', scope: STAFF_SCOPES },
    export: { permission: 'student:export', scope: STAFF_SCOPES },
  } as const;

  registerReport(app, {
    tag: 'student',
    path: STUDENT_PATHS.byDistrict,
    exportPath: STUDENT_PATHS.byDistrictExport,
    auth,
    summaries: {
      read: 'Students by permanent district (with its province) and gender',
      export: 'Students by district as an .xlsx workbook',
    },
    querystring: studentReportQuerySchema,
    answer: studentsByDistrictSchema,
    load: (request, query) => studentsByDistrict(db, student, request, query),
    workbook: byDistrictWorkbook,
    fileName: () => 'Students-by-District.xlsx',
  });
  registerReport(app, {
    tag: 'student',
    path: STUDENT_PATHS.summary,
    exportPath: STUDENT_PATHS.summaryExport,
    auth,
    summaries: {
      read: 'Students by gender: per level, faculty, program, ethnic group, age group, province',
      export: 'The student summary as an .xlsx workbook (one sheet per breakdown)',
    },
    querystring: studentReportQuerySchema,
    answer: studentSummarySchema,
    load: (request, query) => studentSummary(db, student, request, query),
    workbook: summaryWorkbook,
    fileName: () => 'Student-Summary.xlsx',
  });
}
