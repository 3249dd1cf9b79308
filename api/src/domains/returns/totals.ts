/**
 * The commission's and universities' views of a year's returns, all SQL aggregation: every
 * campus in reach with its return's status and completeness per university and province; the
 * annual report's tables (national totals of the accepted returns' figures by province,
 * university, campus type, level and faculty); and the published years' open data, where a
 * cell under 5 is "<5" and cannot be derived from the others.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  CAMPUS_TYPE_CHOICES,
  JOINING_TYPES,
  OPEN_DATA_SMALL_CELL,
  OPEN_DATA_TABLES,
  RETURN_MESSAGES,
  type OpenDataTable,
  type OpenDataTableKey,
  type OpenDataValue,
  type ReturnForm,
  type ReturnStatus,
  type ReturnStatusAnswer,
  type ReturnStatusQuery,
  type ReturnTotalsAnswer,
  type ReturnTotalsBy,
  type ReturnTotalsTable,
} from '@hemis/shared-contracts';
import { HttpError, notFound } from '../../lib/errors';
import type { DbOrTx } from '../../lib/resource/types';
import type { ScopeFilter } from '../../plugins/auth';
import { cycleOf, yearAndLast } from './cycle';

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const STATUSES: ReturnStatus[] = [
  'notStarted',
  'draft',
  'submitted',
  'endorsed',
  'returned',
  'accepted',
];

/** The campuses of the caller's reach as SQL on `c` (a campus sees only itself). */
function reachOf(scope: ScopeFilter): SQL {
  if (scope.kind === 'nation') return sql`true`;
  if (scope.kind === 'university') return sql`c.university_id = ${scope.universityId ?? -1}`;
  if (scope.kind === 'campus') return sql`c.id = ${scope.campusId ?? -1}`;
  return sql`false`;
}

const statusOf = sql`coalesce(r.status, 'notStarted')`;

const countsOf = (found: { status: string; n: number }[]) =>
  Object.fromEntries(
    STATUSES.map((status) => [status, Number(found.find((row) => row.status === status)?.n ?? 0)]),
  ) as Record<ReturnStatus, number>;

/** Every campus in reach (filtered) with its return's status, and completeness by grouping. */
export async function returnStatus(
  db: DbOrTx,
  scope: ScopeFilter,
  query: ReturnStatusQuery,
): Promise<ReturnStatusAnswer> {
  const { year } = await yearAndLast(db, query.fiscalYearId);
  if (
    query.universityId !== undefined &&
    scope.kind === 'university' &&
    query.universityId !== scope.universityId
  )
    throw new HttpError(403, RETURN_MESSAGES.campus, { universityId: RETURN_MESSAGES.campus });
  const filters: SQL[] = [sql`c.deleted_at is null`, reachOf(scope)];
  if (query.universityId !== undefined) filters.push(sql`c.university_id = ${query.universityId}`);
  if (query.provinceId !== undefined) filters.push(sql`c.province_id = ${query.provinceId}`);
  if (query.campusType !== undefined) filters.push(sql`c.campus_type = ${query.campusType}`);
  if (query.search)
    filters.push(sql`c.campus_name ilike ${`%${query.search.replace(/[%_\\]/g, '\\$&')}%`}`);
  const inReach = sql.join(filters, sql` and `);
  const joined = sql`campuses c
    left join statistical_returns r on r.campus_id = c.id
      and r.fiscal_year_id = ${year.id} and r.form = ${query.form}`;
  const listed = query.status ? sql`${inReach} and ${statusOf} = ${query.status}` : inReach;
  const offset = (query.page - 1) * query.pageSize;
  const [found, counts, byUniversity, byProvince, cycle] = await Promise.all([
    rows<{
      campusId: number;
      campusName: string;
      universityName: string | null;
      provinceName: string | null;
      campusType: string;
      returnId: number | null;
      status: ReturnStatus;
      submittedAt: string | null;
      warningsExplained: number;
    }>(
      db,
      sql`select c.id as "campusId", c.campus_name as "campusName", u.name as "universityName",
          p.name as "provinceName", c.campus_type as "campusType", r.id as "returnId",
          ${statusOf} as status, r.submitted_at::text as "submittedAt",
          coalesce(jsonb_array_length(r.comments), 0)::int as "warningsExplained"
        from ${joined}
        left join universities u on u.id = c.university_id
        left join provinces p on p.id = c.province_id
        where ${listed}
        order by u.name nulls last, c.campus_name, c.id
        limit ${query.pageSize} offset ${offset}`,
    ),
    rows<{ status: string; n: number }>(
      db,
      sql`select ${statusOf} as status, count(*)::int as n from ${joined} where ${inReach}
        group by 1`,
    ),
    completeness(db, joined, inReach, sql`c.university_id`, sql`universities`),
    completeness(db, joined, inReach, sql`c.province_id`, sql`provinces`),
    cycleOf(db, year.id),
  ]);
  const statusCounts = countsOf(counts);
  const total = query.status
    ? statusCounts[query.status]
    : Object.values(statusCounts).reduce((sum, n) => sum + n, 0);
  return {
    fiscalYearId: year.id,
    fiscalYearLabel: year.label,
    deadline: cycle?.deadline ?? null,
    publishedAt: cycle?.publishedAt ?? null,
    total,
    counts: statusCounts,
    rows: found.map((row) => ({
      ...row,
      universityName: row.universityName ?? '',
      provinceName: row.provinceName ?? '',
    })),
    byUniversity,
    byProvince,
  };
}

async function completeness(db: DbOrTx, joined: SQL, inReach: SQL, groupColumn: SQL, names: SQL) {
  const found = await rows<{ id: number; name: string | null; status: string; n: number }>(
    db,
    sql`select ${groupColumn} as id, g.name, ${statusOf} as status, count(*)::int as n
      from ${joined} left join ${names} g on g.id = ${groupColumn}
      where ${inReach} and ${groupColumn} is not null
      group by 1, 2, 3 order by 2`,
  );
  const groups = new Map<
    number,
    { id: number; name: string; rows: { status: string; n: number }[] }
  >();
  for (const row of found) {
    const group = groups.get(row.id) ?? { id: row.id, name: row.name ?? '', rows: [] };
    group.rows.push(row);
    groups.set(row.id, group);
  }
  return [...groups.values()].map((group) => ({
    id: group.id,
    name: group.name,
    campuses: group.rows.reduce((sum, row) => sum + row.n, 0),
    counts: countsOf(group.rows),
  }));
}

const GENDER_COLUMNS = [
  { key: 'total', label: 'Total' },
  { key: 'female', label: 'Female' },
  { key: 'male', label: 'Male' },
  { key: 'other', label: 'Other' },
];

/** What a grouping groups the accepted figures `f` of campuses `c` by, with its name. */
const GROUPINGS: Record<ReturnTotalsBy, { id: SQL; name: SQL; join: SQL; title: string }> = {
  province: {
    id: sql`c.province_id`,
    name: sql`g.name`,
    join: sql`left join provinces g on g.id = c.province_id`,
    title: 'province',
  },
  university: {
    id: sql`c.university_id`,
    name: sql`g.name`,
    join: sql`left join universities g on g.id = c.university_id`,
    title: 'university',
  },
  campusType: {
    id: sql`c.campus_type::text`,
    name: sql`c.campus_type::text`,
    join: sql``,
    title: 'campus type',
  },
  level: {
    id: sql`f.level_id`,
    name: sql`g.level_name`,
    join: sql`left join levels g on g.id = f.level_id`,
    title: 'level',
  },
  faculty: {
    id: sql`f.faculty_id`,
    name: sql`g.faculty_name`,
    join: sql`left join faculties g on g.id = f.faculty_id`,
    title: 'faculty',
  },
};

const typeLabel = (value: string) =>
  CAMPUS_TYPE_CHOICES.find((choice) => choice.value === value)?.label ?? value;

/**
 * Sums of accepted returns' figures of some tables, columns as given (a figure's column key or
 * `{column: 'sum of these'}`), grouped; one SQL statement.
 */
async function summed(
  db: DbOrTx,
  where: SQL,
  by: ReturnTotalsBy,
  tableKeys: string[],
  columns: { key: string; label: string; from: string[]; rowPrefix?: string }[],
): Promise<ReturnTotalsTable['rows']> {
  const grouping = GROUPINGS[by];
  const sums = columns.map(
    (column) =>
      sql`coalesce(sum(f.value) filter (where f.column_key in (${sql.join(
        column.from.map((key) => sql`${key}`),
        sql`, `,
      )})${column.rowPrefix ? sql` and f.row_key like ${`${column.rowPrefix}%`}` : sql``}), 0)::bigint
        as ${sql.identifier(column.key)}`,
  );
  const found = await rows<Record<string, unknown> & { grp: string | null }>(
    db,
    sql`select ${grouping.name} as grp, ${sql.join(sums, sql`, `)}
      from statistical_return_figures f
      join statistical_returns r on r.id = f.return_id and r.status = 'accepted'
      join campuses c on c.id = f.campus_id
      ${grouping.join}
      where ${where} and f.table_key in (${sql.join(
        tableKeys.map((key) => sql`${key}`),
        sql`, `,
      )})
      group by ${grouping.id}, ${grouping.name}
      order by ${grouping.name} nulls last`,
  );
  return found.map((row) => ({
    group: by === 'campusType' ? typeLabel(String(row.grp)) : (row.grp ?? 'Not recorded'),
    values: Object.fromEntries(columns.map((c) => [c.key, Number(row[c.key] ?? 0)])),
  }));
}

const ENROLMENT_TABLES = ['enrolmentAnnual', 'enrolmentSemester'];
const genderSums = GENDER_COLUMNS.map((c) => ({ ...c, from: [c.key] }));

/** The annual report's tables of one fiscal year, over the accepted returns in reach. */
export async function returnTotals(
  db: DbOrTx,
  scope: ScopeFilter,
  query: { fiscalYearId: number; form: ReturnForm },
): Promise<ReturnTotalsAnswer> {
  const { year } = await yearAndLast(db, query.fiscalYearId);
  const where = sql`f.fiscal_year_id = ${year.id} and f.form = ${query.form} and ${reachOf(scope)}`;
  const enrolmentBy = (by: ReturnTotalsBy) => summed(db, where, by, ENROLMENT_TABLES, genderSums);
  const [province, university, campusType, level, faculty, results, graduates, teachers, counted] =
    await Promise.all([
      enrolmentBy('province'),
      enrolmentBy('university'),
      enrolmentBy('campusType'),
      enrolmentBy('level'),
      enrolmentBy('faculty'),
      summed(
        db,
        where,
        'level',
        ['examStatus'],
        [
          { key: 'appeared', label: 'Appeared', from: ['appeared'] },
          { key: 'passed', label: 'Passed', from: ['passed'] },
        ],
      ),
      summed(db, where, 'level', ['graduates'], genderSums),
      summed(
        db,
        where,
        'province',
        ['staff'],
        JOINING_TYPES.map((type) => ({
          key: type.value,
          label: type.label,
          from: ['Male', 'Female', 'Other'].map((g) => `${type.value}${g}`),
          rowPrefix: 'teaching-',
        })),
      ),
      rows<{ accepted: number; campuses: number }>(
        db,
        sql`select (select count(*) from statistical_returns r join campuses c on c.id = r.campus_id
            where r.fiscal_year_id = ${year.id} and r.form = ${query.form}
              and r.status = 'accepted' and ${reachOf(scope)})::int as accepted,
          (select count(*) from campuses c where c.deleted_at is null and ${reachOf(scope)})::int
            as campuses`,
      ),
    ]);
  const table = (
    key: string,
    title: string,
    columns: { key: string; label: string }[],
    found: ReturnTotalsTable['rows'],
  ) => ({
    key,
    title,
    columns: columns.map(({ key: k, label }) => ({ key: k, label })),
    rows: found,
  });
  const passColumns = [
    { key: 'appeared', label: 'Appeared' },
    { key: 'passed', label: 'Passed' },
    { key: 'passRate', label: 'Pass rate (%)' },
  ];
  return {
    fiscalYearId: year.id,
    fiscalYearLabel: year.label,
    acceptedReturns: counted[0]?.accepted ?? 0,
    campusesInReach: counted[0]?.campuses ?? 0,
    tables: [
      table('enrolmentByProvince', 'Enrolment by province', GENDER_COLUMNS, province),
      table('enrolmentByUniversity', 'Enrolment by university', GENDER_COLUMNS, university),
      table('enrolmentByCampusType', 'Enrolment by campus type', GENDER_COLUMNS, campusType),
      table('enrolmentByLevel', 'Enrolment by level', GENDER_COLUMNS, level),
      table('enrolmentByFaculty', 'Enrolment by faculty', GENDER_COLUMNS, faculty),
      table(
        'passRates',
        'Pass rates of the last fiscal year by level',
        passColumns,
        results.map((row) => ({
          ...row,
          values: {
            ...row.values,
            passRate: row.values.appeared
              ? Math.round((1000 * (row.values.passed ?? 0)) / row.values.appeared) / 10
              : 0,
          },
        })),
      ),
      table('graduates', 'Graduates of the last fiscal year by level', GENDER_COLUMNS, graduates),
      table(
        'teachersByJoiningType',
        'Teachers by joining type and province',
        JOINING_TYPES.map((type) => ({ key: type.value, label: type.label })),
        teachers,
      ),
    ],
  };
}

/**
 * Withholds small cells: a count from 1 to 4 is "<5"; then, in any row or column where exactly
 * one cell is withheld, the smallest count shown beside it is withheld too ("x"), until no
 * withheld cell can be worked out from a row's or a column's sum.
 */
export function withholdSmallCells(table: {
  columns: string[];
  rows: Record<string, number>[];
}): OpenDataValue[][] {
  const values = table.rows.map((row) => table.columns.map((column) => row[column] ?? 0));
  const hidden = values.map((row) => row.map((v) => v > 0 && v < OPEN_DATA_SMALL_CELL));
  const hideOneMore = (cells: [number, number][]) => {
    const shown = cells.filter(([r, c]) => !hidden[r]![c] && values[r]![c]! > 0);
    const withheld = cells.filter(([r, c]) => hidden[r]![c]);
    if (withheld.length !== 1 || shown.length === 0) return false;
    const [r, c] = shown.reduce((a, b) => (values[b[0]]![b[1]]! < values[a[0]]![a[1]]! ? b : a));
    hidden[r]![c] = true;
    return true;
  };
  for (let changed = true; changed;) {
    changed = false;
    for (let r = 0; r < values.length; r += 1)
      changed = hideOneMore(table.columns.map((_, c) => [r, c])) || changed;
    for (let c = 0; c < table.columns.length; c += 1)
      changed = hideOneMore(values.map((_, r) => [r, c])) || changed;
  }
  return values.map((row, r) =>
    row.map((v, c) => (!hidden[r]![c] ? v : v < OPEN_DATA_SMALL_CELL ? '<5' : 'x')),
  );
}

const OPEN_TABLE_SOURCES: Record<OpenDataTableKey, { totals: string; columns?: string[] }> = {
  'enrolment-by-province': { totals: 'enrolmentByProvince', columns: ['female', 'male', 'other'] },
  'enrolment-by-university': {
    totals: 'enrolmentByUniversity',
    columns: ['female', 'male', 'other'],
  },
  'enrolment-by-level': { totals: 'enrolmentByLevel', columns: ['female', 'male', 'other'] },
  'enrolment-by-faculty': { totals: 'enrolmentByFaculty', columns: ['female', 'male', 'other'] },
  'campuses-by-type-and-province': { totals: 'campuses' },
  'pass-rates': { totals: 'passRates', columns: ['appeared', 'passed'] },
  graduates: { totals: 'graduates', columns: ['female', 'male', 'other'] },
  teachers: { totals: 'teachersByJoiningType' },
};

/** The published fiscal years and their tables (public: no sign-in). */
export async function openDataYears(db: DbOrTx) {
  const found = await rows<{ fiscalYearId: number; fiscalYearLabel: string; publishedAt: string }>(
    db,
    sql`select y.id as "fiscalYearId", coalesce(y.label, '') as "fiscalYearLabel",
        cy.published_at::text as "publishedAt"
      from statistical_return_cycles cy join fiscal_years y on y.id = cy.fiscal_year_id
      where cy.published_at is not null order by y.start_date desc`,
  );
  return found.map((year) => ({
    ...year,
    tables: OPEN_DATA_TABLES.map(({ key, title }) => ({ key, title })),
  }));
}

/** One open-data table of a published year: national aggregates only, small cells withheld. */
export async function openDataTable(
  db: DbOrTx,
  fiscalYearId: number,
  key: string,
): Promise<OpenDataTable> {
  const spec = OPEN_DATA_TABLES.find((table) => table.key === key);
  if (!spec) throw notFound(RETURN_MESSAGES.unknownTable);
  const cycle = await cycleOf(db, fiscalYearId);
  if (!cycle?.publishedAt) throw notFound(RETURN_MESSAGES.notPublished);
  const nation: ScopeFilter = { kind: 'nation', universityId: null, campusId: null, userId: 0 };
  const source = OPEN_TABLE_SOURCES[spec.key];
  let columns: { key: string; label: string }[];
  let found: { group: string; values: Record<string, number> }[];
  let label: string;
  if (source.totals === 'campuses') {
    const { year } = await yearAndLast(db, fiscalYearId);
    label = year.label;
    columns = CAMPUS_TYPE_CHOICES.map((choice) => ({ key: choice.value, label: choice.label }));
    const counted = await rows<Record<string, unknown> & { grp: string | null }>(
      db,
      sql`select p.name as grp, ${sql.join(
        CAMPUS_TYPE_CHOICES.map(
          (choice) =>
            sql`count(*) filter (where c.campus_type = ${choice.value})::int as ${sql.identifier(choice.value)}`,
        ),
        sql`, `,
      )}
        from campuses c left join provinces p on p.id = c.province_id
        where c.deleted_at is null group by p.id, p.name order by p.id nulls last`,
    );
    found = counted.map((row) => ({
      group: row.grp ?? 'Not recorded',
      values: Object.fromEntries(columns.map((c) => [c.key, Number(row[c.key] ?? 0)])),
    }));
  } else {
    const totals = await returnTotals(db, nation, { fiscalYearId, form: 'full' });
    label = totals.fiscalYearLabel;
    const table = totals.tables.find((t) => t.key === source.totals)!;
    const kept = source.columns ?? table.columns.map((c) => c.key);
    columns = table.columns.filter((c) => kept.includes(c.key));
    found = table.rows;
  }
  // Campus counts are not people: only people's counts are withheld when small.
  const people = source.totals !== 'campuses';
  const keys = columns.map((c) => c.key);
  const cells = people
    ? withholdSmallCells({ columns: keys, rows: found.map((row) => row.values) })
    : found.map((row) => keys.map((k) => row.values[k] ?? 0));
  return {
    key: spec.key,
    title: spec.title,
    fiscalYearLabel: label,
    columns,
    rows: found.map((row, index) => ({
      group: row.group,
      values: Object.fromEntries(keys.map((k, c) => [k, cells[index]![c]!])),
    })),
  };
}

/** A table as CSV (RFC 4180: quoted where needed, CRLF lines). */
export function openDataCsv(table: OpenDataTable): string {
  const quote = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  const header = ['Group', ...table.columns.map((c) => c.label)].map(quote).join(',');
  const lines = table.rows.map((row) =>
    [row.group, ...table.columns.map((c) => String(row.values[c.key] ?? ''))].map(quote).join(','),
  );
  return [header, ...lines].join('\r\n') + '\r\n';
}
