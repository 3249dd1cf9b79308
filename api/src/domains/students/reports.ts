/**
 * Student reports, counted by gender within the caller's scope and the report filters:
 *   GET /Student/Report/ByDistrict (+ /Export)  per permanent district, with its province
 *   GET /Student/Summary (+ /Export)            by level, faculty, program, ethnic group, age
 *                                               group and province (a sheet per breakdown)
 * Permissions follow the staff summary: student:view to read, student:export for workbooks.
 * Without a status filter every live record counts (active, graduated, dropped out...).
 */
import ExcelJS from 'exceljs';
import { and, asc, count, eq, isNull, min, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  AGE_GROUPS,
  STUDENT_PATHS,
  STUDENT_SUMMARY_BREAKDOWNS,
  apiErrorSchema,
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
import { sheetName } from '../../lib/resource/export';
import type { ResourceHandle } from '../../lib/resource/register';
import { resolveScope } from '../../lib/resource/scope';

const security = [{ bearer: [] }];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const STAFF_SCOPES = ['nation', 'university', 'campus'] as const;
/** The row of records whose breakdown value is empty (no district, no date of birth...). */
export const NOT_RECORDED = 'Not recorded';

type ReportQuery = z.output<typeof studentReportQuerySchema>;

interface Tally {
  key: string | null;
  gender: string | null;
  n: number;
}

function emptyCount(group: string): GenderCount {
  return { group, male: 0, female: 0, other: 0, total: 0 };
}

function add(target: GenderCount, gender: string | null, n: number): void {
  if (gender === 'male' || gender === 'female' || gender === 'other') target[gender] += n;
  target.total += n;
}

/** Tallies to rows in the order they came, the unrecorded ones last. */
function rowsOf(tallies: Tally[], fixed: readonly string[] = []): GenderCount[] {
  const rows = new Map(fixed.map((group) => [group, emptyCount(group)]));
  for (const tally of tallies) {
    const group = tally.key ?? NOT_RECORDED;
    if (group === NOT_RECORDED) continue;
    const row = rows.get(group) ?? emptyCount(group);
    add(row, tally.gender, tally.n);
    rows.set(group, row);
  }
  const unrecorded = emptyCount(NOT_RECORDED);
  for (const tally of tallies) if (tally.key === null) add(unrecorded, tally.gender, tally.n);
  return unrecorded.total > 0 ? [...rows.values(), unrecorded] : [...rows.values()];
}

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

/** Province of the permanent address: as entered, else the district's province. */
const provinceOfStudent = sql`coalesce(${students.permanentProvinceId}, ${districts.provinceId})`;

/** Counts by gender per value of `key`, over the students joined to their references. */
async function tally(
  db: Database,
  where: SQL | undefined,
  key: SQL<string | null>,
  order: SQL,
): Promise<Tally[]> {
  const rows = await db
    .select({ key, gender: students.gender, n: count(), order: min(order) })
    .from(students)
    .leftJoin(levels, eq(levels.id, students.levelId))
    .leftJoin(faculties, eq(faculties.id, students.facultyId))
    .leftJoin(programs, eq(programs.id, students.programId))
    .leftJoin(ethnicGroups, eq(ethnicGroups.id, students.ethnicGroupId))
    .leftJoin(districts, eq(districts.id, students.permanentDistrictId))
    .leftJoin(provinces, eq(provinces.id, provinceOfStudent))
    .where(where)
    .groupBy(key, students.gender)
    .orderBy(asc(min(order)), asc(sql`lower(${key})`));
  return rows.map((row) => ({
    key: row.key === null ? null : String(row.key),
    gender: row.gender === null ? null : String(row.gender),
    n: row.n,
  }));
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
    add(entry, row.gender, row.n);
    add(total, row.gender, row.n);
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
const ageGroupOf = sql.raw(
  `(case ${AGE_GROUPS.map(
    (group) => `when ${AGE} between ${group.from} and ${group.to} then ${literal(group.group)}`,
  ).join(' ')} else null end)`,
) as SQL<string | null>;
const ageOrder = sql.raw(
  `(case ${AGE_GROUPS.map(
    (group, index) => `when ${AGE} between ${group.from} and ${group.to} then ${index}`,
  ).join(' ')} else 99 end)`,
);

export async function studentSummary(
  db: Database,
  handle: ResourceHandle,
  request: FastifyRequest,
  query: ReportQuery,
): Promise<StudentSummary> {
  const where = await scopedWhere(db, handle, request, query);
  const byName = (column: AnyPgColumn) => tally(db, where, sql<string | null>`${column}`, sql`0`);

  const genders = await db
    .select({ gender: students.gender, n: count() })
    .from(students)
    .where(where)
    .groupBy(students.gender);
  const total = emptyCount('Total');
  for (const row of genders) add(total, row.gender, row.n);

  const allProvinces = await db
    .select({ name: provinces.name })
    .from(provinces)
    .orderBy(asc(provinces.id));
  return {
    total,
    byLevel: rowsOf(await byName(levels.levelName)),
    byFaculty: rowsOf(await byName(faculties.facultyName)),
    byProgram: rowsOf(await byName(programs.programName)),
    byEthnicGroup: rowsOf(await byName(ethnicGroups.name)),
    byAgeGroup: rowsOf(
      await tally(db, where, ageGroupOf, ageOrder),
      AGE_GROUPS.map((group) => group.group),
    ),
    byProvince: rowsOf(
      await tally(db, where, sql<string | null>`${provinces.name}`, sql`${provinces.id}`),
      allProvinces.map((province) => province.name),
    ),
  };
}

const COUNT_COLUMNS = [
  { header: 'Male', key: 'male', width: 10 },
  { header: 'Female', key: 'female', width: 10 },
  { header: 'Other', key: 'other', width: 10 },
  { header: 'Total', key: 'total', width: 10 },
];

async function bufferOf(workbook: ExcelJS.Workbook): Promise<Buffer> {
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}

function newWorkbook(): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'HEMIS';
  workbook.created = new Date();
  return workbook;
}

export async function byDistrictWorkbook(report: StudentsByDistrict): Promise<Buffer> {
  const workbook = newWorkbook();
  const sheet = workbook.addWorksheet('Students by District');
  sheet.columns = [
    { header: 'Province', key: 'province', width: 18 },
    { header: 'District', key: 'group', width: 24 },
    ...COUNT_COLUMNS,
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of report.rows) sheet.addRow(row);
  sheet.addRow({ ...report.total, province: '' }).font = { bold: true };
  return bufferOf(workbook);
}

/** The summary as a workbook: one sheet per breakdown, a total row at the bottom of each. */
export async function summaryWorkbook(summary: StudentSummary): Promise<Buffer> {
  const workbook = newWorkbook();
  for (const { key, title } of STUDENT_SUMMARY_BREAKDOWNS) {
    const sheet = workbook.addWorksheet(sheetName(title));
    sheet.columns = [{ header: `Students ${title}`, key: 'group', width: 40 }, ...COUNT_COLUMNS];
    sheet.getRow(1).font = { bold: true };
    for (const row of summary[key]) sheet.addRow(row);
    sheet.addRow(summary.total).font = { bold: true };
  }
  return bufferOf(workbook);
}

export function registerStudentReports(app: FastifyInstance, student: ResourceHandle): void {
  const db = app.db;
  const read = { permission: 'student:view', scope: STAFF_SCOPES } as const;
  const exportAuth = { permission: 'student:export', scope: STAFF_SCOPES } as const;

  app.get(
    STUDENT_PATHS.byDistrict,
    {
      config: { auth: read },
      schema: {
        tags: ['student'],
        security,
        summary: 'Students by permanent district (with its province) and gender',
        querystring: studentReportQuerySchema,
        response: { 200: studentsByDistrictSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => studentsByDistrict(db, student, request, request.query as ReportQuery),
  );
  app.get(
    STUDENT_PATHS.byDistrictExport,
    {
      config: { auth: exportAuth },
      schema: {
        tags: ['student'],
        security,
        summary: 'Students by district as an .xlsx workbook',
        querystring: studentReportQuerySchema,
        produces: [XLSX],
      },
    },
    async (request, reply) => {
      const report = await studentsByDistrict(db, student, request, request.query as ReportQuery);
      return reply
        .type(XLSX)
        .header('content-disposition', 'attachment; filename="Students-by-District.xlsx"')
        .send(await byDistrictWorkbook(report));
    },
  );
  app.get(
    STUDENT_PATHS.summary,
    {
      config: { auth: read },
      schema: {
        tags: ['student'],
        security,
        summary:
          'Students by gender: per level, faculty, program, ethnic group, age group, province',
        querystring: studentReportQuerySchema,
        response: { 200: studentSummarySchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => studentSummary(db, student, request, request.query as ReportQuery),
  );
  app.get(
    STUDENT_PATHS.summaryExport,
    {
      config: { auth: exportAuth },
      schema: {
        tags: ['student'],
        security,
        summary: 'The student summary as an .xlsx workbook (one sheet per breakdown)',
        querystring: studentReportQuerySchema,
        produces: [XLSX],
      },
    },
    async (request, reply) => {
      const summary = await studentSummary(db, student, request, request.query as ReportQuery);
      return reply
        .type(XLSX)
        .header('content-disposition', 'attachment; filename="Student-Summary.xlsx"')
        .send(await summaryWorkbook(summary));
    },
  );
}
