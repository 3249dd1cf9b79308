/**
 * The commission's accreditation reports, counted in SQL: the campuses accredited today by
 * campus type × university or province (each campus's latest cycle), or those whose accreditation
 * expires within N months or has expired, with the campuses behind them.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  ACCREDITATION_CAMPUS_TYPES,
  accreditationReportTitle,
  addMonths,
  nepalToday,
  type AccreditationReport,
  type AccreditationReportQuery,
  type AccreditationReportRow,
} from '@hemis/shared-contracts';
import { accreditationCycles as cycles } from '../../db/schema/accreditation';
import { campuses, provinces, universities } from '../../db/schema';
import type { ReportTable } from '../../lib/report-table';
import type { DbOrTx } from '../../lib/resource/types';
import type { ScopeFilter } from '../../plugins/auth';
import { listCycles, reachCondition } from './read';

const countOf = (type: string) =>
  sql<number>`(count(*) filter (where ${campuses.campusType} = ${type}))::int`;

export async function accreditationReport(
  db: DbOrTx,
  scope: ScopeFilter,
  query: AccreditationReportQuery,
  today = nepalToday(),
): Promise<AccreditationReport> {
  const byProvince = query.by === 'province';
  const group = byProvince
    ? { key: provinces.id, name: sql<string>`coalesce(${provinces.name}, 'Not recorded')` }
    : { key: universities.id, name: sql<string>`coalesce(${universities.name}, 'Not recorded')` };
  const expiring = query.expiringWithinMonths;
  const standing =
    expiring === undefined
      ? sql`${cycles.expiresOn} >= ${today}`
      : sql`${cycles.expiresOn} <= ${addMonths(today, expiring)}`;
  const rows = await db
    .select({
      key: group.key,
      group: group.name,
      community: countOf('community'),
      constituent: countOf('constituent'),
      private: countOf('private'),
      total: sql<number>`count(*)::int`,
    })
    .from(cycles)
    .innerJoin(campuses, eq(campuses.id, cycles.campusId))
    .leftJoin(universities, eq(universities.id, campuses.universityId))
    .leftJoin(provinces, eq(provinces.id, campuses.provinceId))
    .where(
      and(
        isNull(campuses.deletedAt),
        reachCondition(scope),
        eq(cycles.status, 'accredited'),
        standing,
        sql`not exists (select 1 from accreditation_cycles later
          where later.campus_id = ${cycles.campusId} and later.cycle_number > ${cycles.cycleNumber})`,
        query.universityId ? eq(campuses.universityId, query.universityId) : undefined,
        query.provinceId ? eq(campuses.provinceId, query.provinceId) : undefined,
        query.campusType ? eq(campuses.campusType, query.campusType) : undefined,
      ),
    )
    .groupBy(group.key, group.name)
    .orderBy(asc(group.name));
  const total: AccreditationReportRow = {
    key: null,
    group: 'Total',
    community: 0,
    constituent: 0,
    private: 0,
    total: 0,
  };
  for (const row of rows)
    for (const field of ['community', 'constituent', 'private', 'total'] as const)
      total[field] += row[field];
  const campusesBehind =
    expiring === undefined
      ? []
      : (
          await listCycles(
            db,
            scope,
            {
              status: 'accredited',
              expiringWithinMonths: expiring,
              universityId: query.universityId,
              provinceId: query.provinceId,
              campusType: query.campusType,
            },
            today,
            true,
          )
        ).data.sort((a, b) => (a.expiresOn ?? '').localeCompare(b.expiresOn ?? ''));
  return {
    title: accreditationReportTitle(query),
    groupHeader: byProvince ? 'Province' : 'University',
    asOf: today,
    rows,
    total,
    campuses: campusesBehind,
  };
}

/** The report as a printable table (the .xlsx and the PDF). */
export function reportTableOf(report: AccreditationReport): ReportTable {
  const line = (row: AccreditationReportRow, bold = false) => ({
    cells: [row.group, row.community, row.constituent, row.private, row.total].map((cell) =>
      typeof cell === 'number' ? String(cell) : cell,
    ),
    bold,
  });
  return {
    title: report.title,
    subtitle: `As of ${report.asOf}`,
    columns: [
      { header: report.groupHeader, width: 36 },
      ...ACCREDITATION_CAMPUS_TYPES.map((type) => ({ header: type.label, width: 14 })),
      { header: 'Total', width: 12 },
    ],
    rows: [
      ...report.rows.map((row) => line(row)),
      line(report.total, true),
      ...(report.campuses.length > 0
        ? [
            { cells: ['', '', '', '', ''] },
            { cells: ['Campus', 'University', 'Type', 'Valid until', 'Standing'], bold: true },
            ...report.campuses.map((row) => ({
              cells: [
                row.campusName,
                row.universityName,
                row.campusType,
                `${row.expiresOnBs ?? ''} (${row.expiresOn ?? ''})`,
                row.standing ?? '',
              ],
            })),
          ]
        : []),
    ],
  };
}
