/**
 * The one report engine (DESIGN.md section 3a): a section's declaration (shared-contracts) and
 * its grouping (sections.ts) become one GROUP BY query over its source, scoped to the caller's
 * campuses and narrowed by the filters. The database sums; the engine only names the rows.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  genderParityIndex,
  reportSection,
  type ReportSectionAnswer,
  type ReportSectionKey,
} from '@hemis/shared-contracts';
import { campuses, universities } from '../../db/schema';
import { SUMMARY_GRAINS, reportEnrolment } from '../../db/schema/reports';
import { sqlRows } from '../../lib/sql-rows';
import { reportRow, round, totalRow, type RawRow } from './report-rows';
import { FINEST, type ReportRun } from './report-run';
import { sectionQuery, type GrantSection, type GroupedSection } from './sections';
import { grantInstalments, grantReleases } from '../../db/schema/grants';
import { ENROLMENT, type GrainNeeds, type ReportSource, type YearTerms } from './sources';

export { ReportRun } from './report-run';
export { reportRow, type RawRow } from './report-rows';

/** The source's records counted (each row one, or a summary's count), with an optional filter. */
function counted(source: ReportSource, filter?: SQL): SQL {
  const only = filter ? sql` filter (where ${filter})` : sql``;
  return source.counted
    ? sql`coalesce(sum(${source.counted})${only}, 0)::int`
    : sql`count(*)${only}::int`;
}

/** The gender counts and total of a source's records (appeared and passed for sittings). */
export function measures(source: ReportSource): SQL {
  const { tally } = source;
  if (tally) {
    const sum = (column: AnyPgColumn) => sql`coalesce(sum(${column}), 0)::int`;
    const people = sql`${sum(tally.male)} as male, ${sum(tally.female)} as female,
      ${sum(tally.other)} as other, ${sum(tally.total)} as total`;
    return tally.passed
      ? sql`${people}, ${sum(tally.total)} as appeared, ${sum(tally.passed)} as passed`
      : people;
  }
  const gender = source.gender ?? sql`null`;
  const of = (value: string) => counted(source, sql`${gender}::text = ${value}`);
  return sql`${of('male')} as male, ${of('female')} as female, ${of('other')} as other,
    ${counted(source)} as total`;
}

export async function groupedRows(run: ReportRun, query: GroupedSection): Promise<RawRow[]> {
  const order = query.order ?? query.label;
  const needs = query.needs ?? FINEST;
  const rows = await sqlRows<RawRow>(
    run.db,
    sql`select (${query.key}) as key, (${query.label}) as "group",
        (${query.series ?? sql`null`})::text as series, (${order}) as ord, ${measures(query.source)}
      from ${run.from(query.source, needs)} ${query.joins ?? sql``}
      where ${run.where(query.source, { needs })}
      group by 1, 2, 3, 4
      ${query.top ? sql`order by total desc, 2 limit ${query.top}` : sql`order by 4, 2, 3`}`,
  );
  if (!query.groups) return rows;
  const missing = query.groups.filter((group) => !rows.some((row) => row.group === group));
  const zeros = missing.map((group) => rawRow(group, group));
  // The fixed groups keep their order; others (Not recorded) follow.
  const ordered = query.groups.map(
    (group) => rows.find((row) => row.group === group) ?? zeros.find((z) => z.group === group)!,
  );
  return [...ordered, ...rows.filter((row) => !query.groups!.includes(row.group))];
}

const rawRow = (key: string | number | null, group: string): RawRow => ({
  key,
  group,
  series: null,
  male: 0,
  female: 0,
  other: 0,
  total: 0,
});

/** A grouping of a source's records: its key and label, the tables they join, its order. */
export interface Grouping {
  key: SQL;
  label: SQL;
  joins?: SQL;
  order?: SQL;
  needs?: Partial<GrainNeeds>;
}

/**
 * The last five fiscal years of a source's records (a row per year, none left out); `by`: split
 * by a grouping too, each row a group of one year (the year's label its series, years without
 * records left out).
 */
export async function trendRows(
  run: ReportRun,
  source: ReportSource,
  by?: Grouping,
): Promise<RawRow[]> {
  const years = run.context.years;
  if (years.length === 0 || !source.ofYear) return [];
  const values = years.map(
    (year, index) =>
      sql`(${year.id}::int, ${year.label}::text, ${year.startDate}::date, ${year.endDate}::date, ${index}::int)`,
  );
  const y: YearTerms = { id: sql`y.id`, start: sql`y.start_date`, end: sql`y.end_date` };
  const needs = by?.needs ?? {};
  const group = by
    ? sql`(${by.key}) as key, (${by.label}) as "group", y.label as series, (${by.order ?? by.label}) as ord`
    : sql`y.id as key, y.label as "group", null::text as series, y.ord as ord`;
  const rows = await sqlRows<RawRow>(
    run.db,
    sql`select ${group}, ${measures(source)}
      from ${run.from(source, needs)} ${by?.joins ?? sql``}
      join (values ${sql.join(values, sql`, `)}) as y(id, label, start_date, end_date, ord)
        on ${source.ofYear(y)}
      where ${run.where(source, { trend: true, needs })}
      group by 1, 2, 3, 4, y.ord order by 4, 2, y.ord`,
  );
  if (by) return rows;
  return years.map(
    (year) => rows.find((row) => row.key === year.id) ?? rawRow(year.id, year.label),
  );
}

async function campusRows(
  run: ReportRun,
  query: { key: SQL; label: SQL; joins?: SQL; order?: SQL },
) {
  return sqlRows<RawRow>(
    run.db,
    sql`select (${query.key}) as key, (${query.label}) as "group", null::text as series,
        (${query.order ?? query.label}) as ord, 0 as male, 0 as female, 0 as other, count(*)::int as total
      from ${campuses} ${query.joins ?? sql``}
      where ${run.context.campusCondition}
      group by 1, 2, 3, 4 order by 4, 2`,
  );
}

/** Campuses in reach that entered no student in the year (data gaps). */
async function gapRows(run: ReportRun): Promise<RawRow[]> {
  const year = run.year;
  return sqlRows<RawRow>(
    run.db,
    sql`select ${campuses.id} as key,
        ${campuses.campusName} || coalesce(' (' || ${universities.shortName} || ')', '') as "group",
        null::text as series, 0 as male, 0 as female, 0 as other, 1 as total
      from ${campuses} left join ${universities} on ${universities.id} = ${campuses.universityId}
      where ${run.context.campusCondition}
        and not exists (select 1 from ${reportEnrolment}
          where ${reportEnrolment.campusId} = ${campuses.id} and ${reportEnrolment.fiscalYearId} = ${year.id}
            and ${reportEnrolment.dimension} = 'all' and ${reportEnrolment.entrants} > 0
            and ${reportEnrolment.grain} = ${SUMMARY_GRAINS.campus.grain})
      order by ${campuses.campusName}`,
  );
}

/**
 * The year's grants to campuses in reach, grouped by the section's column, with one more row
 * (key 'total') for all of them: campuses counted once however many grants they hold.
 */
async function grantRows(run: ReportRun, query: GrantSection): Promise<RawRow[]> {
  const released = sql`(select coalesce(sum(${grantInstalments.amount}), 0) from ${grantInstalments}
    where ${grantInstalments.grantReleaseId} = ${grantReleases.id} and ${grantInstalments.status} = 'released')`;
  const figures = sql`0 as male, 0 as female, 0 as other,
    count(distinct ${grantReleases.campusId})::int as total,
    round(coalesce(sum(${grantReleases.amount}), 0))::bigint as granted,
    round(coalesce(sum(${released}), 0))::bigint as released`;
  const from = sql`${grantReleases} join ${campuses} on ${campuses.id} = ${grantReleases.campusId}`;
  const where = sql`${grantReleases.deletedAt} is null and ${run.context.campusCondition}
    and ${grantReleases.fiscalYearId} = ${run.year.id}`;
  const [rows, totals] = await Promise.all([
    sqlRows<RawRow>(
      run.db,
      sql`select (${query.key}) as key, (${query.label}) as "group", null::text as series,
          (${query.order ?? query.label}) as ord, ${figures}
        from ${from} ${query.joins ?? sql``} where ${where}
        group by 1, 2, 3, 4 order by 4, 2`,
    ),
    sqlRows<RawRow>(
      run.db,
      sql`select 'total' as key, 'Total' as "group", null::text as series, ${figures}
        from ${from} where ${where}`,
    ),
  ]);
  return [...rows, ...totals];
}

/** Students per faculty of the year, for the student–teacher ratio. */
async function studentsByFaculty(run: ReportRun): Promise<Map<string, number>> {
  const faculty = sectionQuery('studentsByFaculty');
  if (faculty.kind !== 'grouped') throw new Error('studentsByFaculty is a grouped section');
  const needs = { program: true };
  const rows = await sqlRows<{ key: string | null; n: number }>(
    run.db,
    sql`select (${faculty.key}) as key, ${counted(ENROLMENT)} as n
      from ${run.from(ENROLMENT, needs)} ${faculty.joins ?? sql``}
      where ${run.where(ENROLMENT, { needs })} group by 1`,
  );
  return new Map(rows.map((row) => [String(row.key), row.n]));
}

/** One section of the report, read in the run's reach and filters. */
export async function readSection(
  run: ReportRun,
  key: ReportSectionKey,
): Promise<ReportSectionAnswer> {
  const declaration = reportSection(key);
  const query = sectionQuery(key);
  let raw: RawRow[];
  let source: ReportSource = ENROLMENT;
  switch (query.kind) {
    case 'grouped':
      raw = await groupedRows(run, query);
      source = query.source;
      break;
    case 'trend':
      raw = await trendRows(run, query.source);
      source = query.source;
      break;
    case 'campuses':
      raw = await campusRows(run, query);
      break;
    case 'gaps':
      raw = await gapRows(run);
      break;
    case 'grants':
      raw = await grantRows(run, query);
      break;
  }
  // The grants' total row is counted in SQL (a campus with two grants is one campus).
  const sqlTotal = query.kind === 'grants' ? raw.pop() : undefined;
  const rows = raw.map(reportRow);
  const total = sqlTotal ? reportRow(sqlTotal) : totalRow(rows);
  if (declaration.measure === 'passRate') {
    for (const target of [total]) {
      target.appeared = rows.reduce((n, row) => n + (row.appeared ?? 0), 0);
      target.passed = rows.reduce((n, row) => n + (row.passed ?? 0), 0);
      target.passRate =
        target.appeared > 0 ? round((target.passed / target.appeared) * 100, 2) : null;
    }
  }
  if (declaration.gpi) {
    for (const row of [...rows, total]) row.gpi = genderParityIndex(row.female, row.male);
  }
  if (declaration.measure === 'studentTeacherRatio') {
    const enrolled = await studentsByFaculty(run);
    for (const row of rows) {
      row.students = enrolled.get(String(row.key)) ?? 0;
      row.ratio = row.total > 0 ? round(row.students / row.total, 1) : null;
    }
    total.students = [...enrolled.values()].reduce((n, value) => n + value, 0);
    total.ratio = total.total > 0 ? round(total.students / total.total, 1) : null;
  }
  const [campusesWithData, campusesInReach] = await Promise.all([
    sqlTotal ? Promise.resolve(total.total) : run.campusesWithData(source.coverage ?? source),
    run.campusesInReach(),
  ]);
  return {
    key,
    title: declaration.title,
    rows,
    total,
    coverage: { campusesWithData, campusesInReach },
  };
}
