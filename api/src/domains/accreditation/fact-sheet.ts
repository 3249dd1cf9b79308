/**
 * The campus fact sheet, filled from the data: the campus's particulars, the programs it runs,
 * its students by program and level and its staff by post (the report engine's sections in the
 * campus's reach, so the figures are the reports'), its accreditation, and what the campus has
 * still to fill (its chief and focal person). The list counts every campus in reach in SQL.
 */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  CAMPUS_TYPE_LABELS,
  FACT_SHEET_CONTACT_FIELDS,
  FACT_SHEET_MESSAGES,
  adToBs,
  nepalToday,
  nextStage,
  recordOf,
  stageOf,
  type FactSheet,
  type FactSheetList,
  type FactSheetListQuery,
  type ReportRow,
} from '@hemis/shared-contracts';
import { accreditationCycles as cycles } from '../../db/schema/accreditation';
import {
  campuses,
  collegePrograms,
  districts,
  employees,
  faculties,
  levels,
  programs,
  provinces,
  universities,
} from '../../db/schema';
import type { Database } from '../../db/client';
import type { ReportTable } from '../../lib/report-table';
import { sqlRows } from '../../lib/sql-rows';
import type { DbOrTx } from '../../lib/resource/types';
import { campusEnrolmentJoin } from '../reports/campuses';
import { ReportRun } from '../reports/engine';
import type { ScopeFilter } from '../../plugins/auth';
import type { ReportReader } from '../reports/reader';
import { campusInReach } from '../returns/reach';

const gender = (row: ReportRow) => ({
  male: row.male,
  female: row.female,
  other: row.other,
  total: row.total,
});

/** What the campus has still to fill: a chief and a focal person, each with a way to reach them. */
export function missingContacts(contacts: Record<string, string | null>): string[] {
  const reachable = (name: string, phone: string, email: string) =>
    Boolean(contacts[name]) && Boolean(contacts[phone] || contacts[email]);
  return [
    ...(reachable('chiefName', 'chiefPhone', 'chiefEmail')
      ? []
      : [FACT_SHEET_MESSAGES.missingChief]),
    ...(reachable('focalPersonName', 'focalPersonPhone', 'focalPersonEmail')
      ? []
      : [FACT_SHEET_MESSAGES.missingFocal]),
  ];
}

/** The campus's accreditation in words, from its latest cycle. */
async function accreditationOf(db: DbOrTx, campusId: number, today: string): Promise<string> {
  const [cycle] = await db
    .select()
    .from(cycles)
    .where(eq(cycles.campusId, campusId))
    .orderBy(desc(cycles.cycleNumber))
    .limit(1);
  if (!cycle) return 'Not in the accreditation cycle';
  const title = cycle.cycleNumber > 1 ? 'Re-Accredited' : 'Accredited';
  const bs = (ad: string | null) => (ad ? `${adToBs(ad) ?? ''} BS (${ad})` : '');
  switch (cycle.status) {
    case 'accredited':
      return cycle.expiresOn && cycle.expiresOn < today
        ? `Accreditation expired on ${bs(cycle.expiresOn)}`
        : `${title} until ${bs(cycle.expiresOn)}`;
    case 'withdrawn':
      return 'Accreditation withdrawn';
    case 'deferred':
      return 'Accreditation deferred';
    default: {
      const next = nextStage(cycle.stage);
      return `In the accreditation cycle (cycle ${cycle.cycleNumber}): ${stageOf(cycle.stage).label} recorded${next ? `, next ${stageOf(next).label}` : ''}`;
    }
  }
}

export async function readFactSheet(
  db: DbOrTx,
  reader: ReportReader,
  scope: ScopeFilter,
  query: { campusId?: number; fiscalYearId?: number },
): Promise<FactSheet> {
  const campus = await campusInReach(db, scope, query.campusId);
  const context = await reader.context(scope, {
    ...(scope.kind === 'campus' ? {} : { campusId: campus.id }),
    fiscalYearId: query.fiscalYearId,
  });
  const [general] = await db
    .select({
      campusName: campuses.campusName,
      universityName: universities.name,
      campusType: sql<string>`${campuses.campusType}::text`,
      province: provinces.name,
      district: districts.name,
      localLevel: campuses.localLevel,
      ward: campuses.ward,
      address: campuses.address,
      phone: campuses.phone,
      email: campuses.email,
      website: campuses.website,
      ...recordOf(FACT_SHEET_CONTACT_FIELDS, (field) => campuses[field]),
    })
    .from(campuses)
    .leftJoin(universities, eq(universities.id, campuses.universityId))
    .leftJoin(provinces, eq(provinces.id, campuses.provinceId))
    .leftJoin(districts, eq(districts.id, campuses.districtId))
    .where(eq(campuses.id, campus.id));
  const offered = await db
    .select({
      id: programs.id,
      programName: programs.programName,
      faculty: faculties.facultyName,
      level: levels.levelName,
    })
    .from(collegePrograms)
    .innerJoin(programs, eq(programs.id, collegePrograms.programId))
    .leftJoin(faculties, eq(faculties.id, programs.facultyId))
    .leftJoin(levels, eq(levels.id, programs.levelId))
    .where(and(eq(collegePrograms.campusId, campus.id), isNull(collegePrograms.deletedAt)))
    .orderBy(asc(faculties.facultyName), asc(levels.levelName), asc(programs.programName));
  const [students, teachers, nonTeaching] = await reader.sections(context, [
    'studentsByProgram',
    'teachersByPost',
    'nonTeachingByPost',
  ]);
  const levelOf = new Map(offered.map((program) => [program.id, program.level]));
  const contacts = recordOf(FACT_SHEET_CONTACT_FIELDS, (field) => general?.[field] ?? null);
  const g = general!;
  return {
    campusId: campus.id,
    fiscalYear: context.fiscalYear
      ? { id: context.fiscalYear.id, label: context.fiscalYear.label }
      : null,
    general: {
      campusName: g.campusName,
      universityName: g.universityName,
      campusType: g.campusType,
      province: g.province,
      district: g.district,
      localLevel: g.localLevel,
      ward: g.ward,
      address: g.address,
      phone: g.phone,
      email: g.email,
      website: g.website,
    },
    contacts,
    programs: offered.map(({ programName, faculty, level }) => ({
      programName: programName ?? '',
      faculty,
      level,
    })),
    enrolment: students!.rows.map((row) => ({
      program: row.group,
      level: (typeof row.key === 'number' && levelOf.get(row.key)) || null,
      ...gender(row),
    })),
    teachers: teachers!.rows.map((row) => ({ post: row.group, ...gender(row) })),
    nonTeaching: nonTeaching!.rows.map((row) => ({ post: row.group, ...gender(row) })),
    accreditation: await accreditationOf(db, campus.id, nepalToday()),
    missing: missingContacts(contacts),
  };
}

/** Saves the campus's chief and focal person (a campus user's own campus). */
export async function saveContacts(
  db: DbOrTx,
  campusId: number,
  values: Partial<Record<(typeof FACT_SHEET_CONTACT_FIELDS)[number], string | null>>,
) {
  const set = Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, value || null]),
  );
  if (Object.keys(set).length > 0)
    await db.update(campuses).set(set).where(eq(campuses.id, campusId));
}

/**
 * Every campus in reach with its students of the year, its staff and its fact sheet's status:
 * one page, or `everything` (the export) with the same filters and order.
 */
export async function listFactSheets(
  db: Database,
  reader: ReportReader,
  scope: ScopeFilter,
  query: FactSheetListQuery,
  everything = false,
): Promise<FactSheetList> {
  const { status, search, page = 1, pageSize = 25, ...filters } = query;
  // The reach and the campus filters, checked as every report checks them.
  const context = await reader.context(scope, filters);
  const year = context.fiscalYear;
  const run = new ReportRun(db, context);
  const reachable = (name: AnyPgColumn, phone: AnyPgColumn, email: AnyPgColumn) =>
    sql`(${name} is not null and (${phone} is not null or ${email} is not null))`;
  const complete = sql`(${reachable(campuses.chiefName, campuses.chiefPhone, campuses.chiefEmail)} and
    ${reachable(campuses.focalPersonName, campuses.focalPersonPhone, campuses.focalPersonEmail)})`;
  const rows = await sqlRows<
    FactSheetList['data'][number] & { complete: boolean; totalRows: number }
  >(
    db,
    sql`
    select ${campuses.id} as "campusId", ${campuses.campusName} as "campusName",
      ${universities.name} as "universityName", ${campuses.campusType}::text as "campusType",
      ${provinces.name} as province, coalesce(e.total, 0)::int as students,
      (select count(*)::int from ${employees} where ${employees.campusId} = ${campuses.id}
        and ${employees.deletedAt} is null) as staff,
      ${complete} as complete, count(*) over ()::int as "totalRows"
    from ${campuses}
      left join ${universities} on ${universities.id} = ${campuses.universityId}
      left join ${provinces} on ${provinces.id} = ${campuses.provinceId}
      ${campusEnrolmentJoin(run)}
    where ${context.campusCondition}
      ${status === 'complete' ? sql`and ${complete}` : status === 'incomplete' ? sql`and not ${complete}` : sql``}
      ${search ? sql`and ${campuses.campusName} ilike ${`%${search.replace(/[%_\\]/g, '\\$&')}%`}` : sql``}
    order by ${campuses.campusName}, ${campuses.id}
    ${everything ? sql`` : sql`limit ${pageSize} offset ${(page - 1) * pageSize}`}`,
  );
  return {
    total: rows[0]?.totalRows ?? 0,
    fiscalYear: year ? { id: year.id, label: year.label } : null,
    data: rows.map(({ totalRows: _total, complete: done, ...row }) => ({
      ...row,
      status: done ? 'complete' : 'incomplete',
    })),
  };
}

/** The labels by any text a row's campus type holds (an unknown one has none). */
const TYPE_LABEL_OF: Readonly<Partial<Record<string, string>>> = CAMPUS_TYPE_LABELS;

/** The list as a printable table (the .xlsx): every campus with its figures and status. */
export function factSheetsTable(list: FactSheetList): ReportTable {
  const year = list.fiscalYear ? `Fiscal year ${list.fiscalYear.label}, ` : '';
  return {
    title: 'Campus Fact Sheets',
    subtitle: `${year}${list.total} campuses`,
    columns: [
      { header: 'Campus', width: 36 },
      { header: 'University', width: 28 },
      { header: 'Type', width: 13 },
      { header: 'Province', width: 16 },
      { header: 'Students', width: 10 },
      { header: 'Staff', width: 8 },
      { header: 'Status', width: 12 },
    ],
    rows: list.data.map((row) => ({
      cells: [
        row.campusName,
        row.universityName ?? '',
        TYPE_LABEL_OF[row.campusType] ?? row.campusType,
        row.province ?? '',
        row.students,
        row.staff,
        row.status === 'complete' ? 'Complete' : 'Incomplete',
      ],
    })),
  };
}
