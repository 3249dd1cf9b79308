/**
 * The published years' open data: national tables of the accepted returns for anyone, as JSON
 * or CSV, where a count from 1 to 4 is "<5" and no withheld count can be worked out from a sum.
 */
import { sql } from 'drizzle-orm';
import {
  CAMPUS_TYPE_CHOICES,
  OPEN_DATA_SMALL_CELL,
  OPEN_DATA_TABLES,
  RETURN_MESSAGES,
  type OpenDataTable,
  type OpenDataTableKey,
  type OpenDataValue,
} from '@hemis/shared-contracts';
import { notFound } from '../../lib/errors';
import type { DbOrTx } from '../../lib/resource/types';
import type { ScopeFilter } from '../../plugins/auth';
import { rows } from './cells';
import { cycleOf, yearAndLast } from './reach';
import { returnTotals } from './totals';

/**
 * Withholds small cells: a count from 1 to 4 is "<5"; then, in any column where exactly one cell
 * is withheld, the smallest count shown beside it is withheld too ("x"), until no withheld cell
 * can be worked out from the column's sum: a column's sum is a national figure that other tables
 * give away. A row's sum (a province's students in all) is published nowhere; where it is
 * (`rowSumsKnown`), rows are protected the same way.
 */
export function withholdSmallCells(
  table: { columns: string[]; rows: Record<string, number>[] },
  { rowSumsKnown = false }: { rowSumsKnown?: boolean } = {},
): OpenDataValue[][] {
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
    if (rowSumsKnown)
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
