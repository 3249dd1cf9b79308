/**
 * The annual report's tables: national totals (or a university's) of the accepted returns'
 * figures by province, university, campus type, level and faculty, each one SQL aggregation over
 * the figures submitted cell by cell.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  CAMPUS_TYPE_CHOICES,
  JOINING_TYPES,
  type ReturnForm,
  type ReturnTotalsAnswer,
  type ReturnTotalsBy,
  type ReturnTotalsTable,
} from '@hemis/shared-contracts';
import type { DbOrTx } from '../../lib/resource/types';
import type { ScopeFilter } from '../../plugins/auth';
import { rows } from './cells';
import { yearAndLast } from './reach';
import { reachOf } from './status';

const GENDER_COLUMNS = [
  { key: 'total', label: 'Total' },
  { key: 'female', label: 'Female' },
  { key: 'male', label: 'Male' },
  { key: 'other', label: 'Other' },
];

/** A grouping by the row of reference table `table` that the column names (the table read as `g`). */
const byReference = (column: string, table: string, nameColumn: string, title: string) => ({
  id: sql.raw(column),
  name: sql.raw(`g.${nameColumn}`),
  join: sql.raw(`left join ${table} g on g.id = ${column}`),
  title,
});

/** What a grouping groups the accepted figures `f` of campuses `c` by, with its name. */
const GROUPINGS: Record<ReturnTotalsBy, { id: SQL; name: SQL; join: SQL; title: string }> = {
  province: byReference('c.province_id', 'provinces', 'name', 'province'),
  university: byReference('c.university_id', 'universities', 'name', 'university'),
  campusType: {
    id: sql`c.campus_type::text`,
    name: sql`c.campus_type::text`,
    join: sql``,
    title: 'campus type',
  },
  level: byReference('f.level_id', 'levels', 'level_name', 'level'),
  faculty: byReference('f.faculty_id', 'faculties', 'faculty_name', 'faculty'),
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
