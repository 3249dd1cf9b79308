/**
 * The campuses behind a count (GET /Report/Campuses): the campuses of the reach and filters,
 * each with its students of the year; and the filters in words, for a printed report's head.
 */
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  CAMPUS_TYPE_LABELS,
  type ReportCampuses,
  type ReportFilters,
} from '@hemis/shared-contracts';
import {
  campuses,
  districts,
  faculties,
  levels,
  programs,
  provinces,
  universities,
} from '../../db/schema';
import { sqlRows } from '../../lib/sql-rows';
import type { Database } from '../../db/client';
import { measures, ReportRun } from './engine';
import { ENROLMENT } from './sources';
import { reportEnrolment } from '../../db/schema/reports';
import type { ReportContext } from './reach';

type CampusRow = ReportCampuses['data'][number];

/**
 * Each campus's students of the run's year and filters, from the enrolment summary by campus:
 * a join to write after `from campuses`, giving `e.total`, `e.female`… (null for a campus with
 * none). The campus lists (this one, the fact sheets') read their figures through it.
 */
export const campusEnrolmentJoin = (run: ReportRun): SQL =>
  sql`left join lateral (
    select ${measures(ENROLMENT)} from ${reportEnrolment}
    where ${reportEnrolment.campusId} = ${campuses.id}
      and ${run.where(ENROLMENT, { needs: { campus: true } })}
  ) e on true`;

export async function reportCampuses(
  db: Database,
  context: ReportContext,
  page: number,
  pageSize: number,
): Promise<ReportCampuses> {
  // The students of each campus on the page, from the enrolment summary of the year.
  const run = new ReportRun(db, context);
  const rows = await sqlRows<CampusRow & { totalRows: number }>(
    db,
    sql`
    select ${campuses.id} as id, ${campuses.campusName} as "campusName",
      ${campuses.campusType}::text as "campusType", ${universities.name} as "universityName",
      ${provinces.name} as province, ${districts.name} as district,
      e.total as students, e.female,
      count(*) over ()::int as "totalRows"
    from ${campuses}
      left join ${universities} on ${universities.id} = ${campuses.universityId}
      left join ${provinces} on ${provinces.id} = ${campuses.provinceId}
      left join ${districts} on ${districts.id} = ${campuses.districtId}
      ${campusEnrolmentJoin(run)}
    where ${context.campusCondition}
    order by ${campuses.campusName}, ${campuses.id}
    limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  let total = rows[0]?.totalRows ?? 0;
  if (rows.length === 0 && page > 1) {
    const counted = await sqlRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${campuses} where ${context.campusCondition}`,
    );
    total = counted[0]?.n ?? 0;
  }
  return { total, data: rows.map(({ totalRows: _, ...row }) => row) };
}

async function nameOf(
  db: Database,
  table: typeof universities | typeof provinces | typeof districts,
  id: number,
): Promise<string> {
  const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, id));
  return row?.name ?? String(id);
}

/** The chosen filters in words ("Province: Bagmati Province"), for a printed report's head. */
export async function filterWords(db: Database, filters: ReportFilters): Promise<string[]> {
  const words: string[] = [];
  if (filters.universityId !== undefined)
    words.push(`University: ${await nameOf(db, universities, filters.universityId)}`);
  if (filters.campusType !== undefined)
    words.push(`Campus type: ${CAMPUS_TYPE_LABELS[filters.campusType]}`);
  if (filters.provinceId !== undefined)
    words.push(`Province: ${await nameOf(db, provinces, filters.provinceId)}`);
  if (filters.districtId !== undefined)
    words.push(`District: ${await nameOf(db, districts, filters.districtId)}`);
  if (filters.campusId !== undefined) {
    const [row] = await db
      .select({ name: campuses.campusName })
      .from(campuses)
      .where(eq(campuses.id, filters.campusId));
    words.push(`Campus: ${row?.name ?? filters.campusId}`);
  }
  const named = async (
    label: string,
    id: number | undefined,
    read: (id: number) => Promise<string | undefined>,
  ) => {
    if (id !== undefined) words.push(`${label}: ${(await read(id)) ?? id}`);
  };
  await named('Faculty', filters.facultyId, async (id) =>
    db
      .select({ name: faculties.facultyName })
      .from(faculties)
      .where(inArray(faculties.id, [id]))
      .then((rows) => rows[0]?.name ?? undefined),
  );
  await named('Level', filters.levelId, async (id) =>
    db
      .select({ name: levels.levelName })
      .from(levels)
      .where(eq(levels.id, id))
      .then((rows) => rows[0]?.name ?? undefined),
  );
  await named('Program', filters.programId, async (id) =>
    db
      .select({ name: programs.programName })
      .from(programs)
      .where(eq(programs.id, id))
      .then((rows) => rows[0]?.name ?? undefined),
  );
  return words;
}
