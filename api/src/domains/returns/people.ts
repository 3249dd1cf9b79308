/**
 * The return's figures about people, counted by SQL from the campus's records: students on the
 * roll in the fiscal year by program and year or semester (gender, equity groups), last year's
 * board exams and graduates by program, and working staff by post, joining type and gender (and
 * the short form's two staff tables).
 */
import { sql } from 'drizzle-orm';
import {
  EQUITY_CATEGORIES,
  JOINING_TYPES,
  type ReturnRow,
  type ReturnTable,
} from '@hemis/shared-contracts';
import type { DbOrTx } from '../../lib/resource/types';
import { cell, num, rows, type Column, type ReturnScope, type RowFacts } from './cells';

const ORDINALS = [
  '1st',
  '2nd',
  '3rd',
  '4th',
  '5th',
  '6th',
  '7th',
  '8th',
  '9th',
  '10th',
  '11th',
  '12th',
];
const ordinal = (n: number) => ORDINALS[n - 1] ?? `${n}th`;

/** The enrolment columns: gender, then each equity category in all and girls of it. */
const ENROLMENT_COLUMNS = [
  { key: 'total', label: 'Total' },
  { key: 'female', label: 'Girls' },
  { key: 'male', label: 'Boys' },
  { key: 'other', label: 'Other' },
  ...EQUITY_CATEGORIES.flatMap((category) => [
    { key: category.value, label: 'Total', group: category.label },
    { key: `${category.value}Female`, label: 'Girls', group: category.label },
  ]),
];

interface EnrolmentRow {
  program_id: number;
  program_name: string;
  level_id: number | null;
  faculty_id: number | null;
  level_name: string | null;
  year_or_semester: number | null;
  [column: string]: unknown;
}

/** A program's row of a table, under its level, its program facts kept for the totals. */
function programRow(
  facts: Map<string, RowFacts>,
  tableKey: string,
  row: EnrolmentRow,
  columns: readonly { key: string }[],
  { key, label }: { key: string; label: string },
): ReturnRow {
  facts.set(`${tableKey}/${key}`, {
    programId: row.program_id,
    levelId: row.level_id,
    facultyId: row.faculty_id,
  });
  return {
    key,
    label,
    group: row.level_name ?? 'Level not recorded',
    cells: Object.fromEntries(columns.map((c) => [c.key, cell(num(row[c.key]))])),
  };
}

/** Students on the roll in the year by program and year or semester, of one program type. */
export async function enrolment(
  db: DbOrTx,
  scope: ReturnScope,
  programType: 'annual' | 'semester',
  facts: Map<string, RowFacts>,
): Promise<ReturnTable> {
  const categoryCounts = EQUITY_CATEGORIES.map(
    (category) => sql`, count(*) filter (where eg.equity_category = ${category.value})::int
      as ${sql.identifier(category.value)},
      count(*) filter (where eg.equity_category = ${category.value} and s.gender = 'female')::int
      as ${sql.identifier(`${category.value}Female`)}`,
  );
  const found = await rows<EnrolmentRow>(
    db,
    sql`select s.program_id, p.program_name, p.level_id, p.faculty_id, l.level_name,
        s.year_or_semester, count(*)::int as total,
        count(*) filter (where s.gender = 'female')::int as female,
        count(*) filter (where s.gender = 'male')::int as male,
        count(*) filter (where s.gender = 'other')::int as other
        ${sql.join(categoryCounts, sql``)}
      from students s
      join programs p on p.id = s.program_id
      left join levels l on l.id = p.level_id
      left join ethnic_groups eg on eg.id = s.ethnic_group_id
      where s.campus_id = ${scope.campusId} and s.deleted_at is null
        and s.staged_job_id is null
        and s.enrolled_from <= ${scope.year.endDate}::date
        and (s.enrolled_until is null or s.enrolled_until >= ${scope.year.startDate}::date)
        and p.program_type = ${programType}
      group by s.program_id, p.program_name, p.level_id, p.faculty_id, l.level_name,
        s.year_or_semester
      order by l.level_name nulls last, p.program_name, s.year_or_semester nulls last`,
  );
  const unit = programType === 'annual' ? 'year' : 'semester';
  const tableKey = programType === 'annual' ? 'enrolmentAnnual' : 'enrolmentSemester';
  const tableRows = found.map((row) =>
    programRow(facts, tableKey, row, ENROLMENT_COLUMNS, {
      key: `p${row.program_id}-${unit[0]}${row.year_or_semester ?? 0}`,
      label: `${row.program_name}, ${
        row.year_or_semester ? `${ordinal(row.year_or_semester)} ${unit}` : `${unit} not recorded`
      }`,
    }),
  );
  return {
    key: tableKey,
    title:
      programType === 'annual'
        ? 'Students by program and year'
        : 'Students by program and semester',
    columns: ENROLMENT_COLUMNS,
    rows: tableRows,
  };
}

const EXAM_COLUMNS = [
  { key: 'appeared', label: 'Total', group: 'Appeared' },
  { key: 'appearedFemale', label: 'Girls', group: 'Appeared' },
  { key: 'passed', label: 'Total', group: 'Passed' },
  { key: 'passedFemale', label: 'Girls', group: 'Passed' },
];

/** Regular students' board exams of the last fiscal year, by program (Pass Rate's sittings). */
export async function examStatus(
  db: DbOrTx,
  scope: ReturnScope,
  facts: Map<string, RowFacts>,
): Promise<ReturnTable[]> {
  const yearId = scope.lastYear?.id ?? -1;
  const sittings = await rows<Record<string, unknown> & EnrolmentRow>(
    db,
    sql`select b.program_id, p.program_name, p.level_id, p.faculty_id, l.level_name,
        coalesce(sum(coalesce(b.appeared_male, 0) + coalesce(b.appeared_female, 0)
          + coalesce(b.appeared_other, 0)), 0)::int as appeared,
        coalesce(sum(b.appeared_female), 0)::int as "appearedFemale",
        coalesce(sum(coalesce(b.passed_male, 0) + coalesce(b.passed_female, 0)
          + coalesce(b.passed_other, 0)), 0)::int as passed,
        coalesce(sum(b.passed_female), 0)::int as "passedFemale"
      from board_exam_sittings b
      join programs p on p.id = b.program_id
      left join levels l on l.id = p.level_id
      where b.campus_id = ${scope.campusId} and b.deleted_at is null
        and b.fiscal_year_id = ${yearId}
      group by b.program_id, p.program_name, p.level_id, p.faculty_id, l.level_name
      order by l.level_name nulls last, p.program_name`,
  );
  const graduates = await rows<Record<string, unknown> & EnrolmentRow>(
    db,
    sql`select g.program_id, p.program_name, p.level_id, p.faculty_id, l.level_name,
        count(*)::int as total,
        count(*) filter (where g.gender = 'female')::int as female,
        count(*) filter (where g.gender = 'male')::int as male,
        count(*) filter (where g.gender = 'other')::int as other
      from graduations g
      join programs p on p.id = g.program_id
      left join levels l on l.id = p.level_id
      where g.campus_id = ${scope.campusId} and g.deleted_at is null
        and g.status = 'approved' and g.fiscal_year_id = ${yearId}
      group by g.program_id, p.program_name, p.level_id, p.faculty_id, l.level_name
      order by l.level_name nulls last, p.program_name`,
  );
  const programRows = (tableKey: string, found: EnrolmentRow[], columns: { key: string }[]) =>
    found.map((row) =>
      programRow(facts, tableKey, row, columns, {
        key: `p${row.program_id}`,
        label: row.program_name,
      }),
    );
  const graduateColumns = ENROLMENT_COLUMNS.slice(0, 4);
  return [
    {
      key: 'examStatus',
      title: 'Appeared and passed by program',
      columns: EXAM_COLUMNS,
      rows: programRows('examStatus', sittings, EXAM_COLUMNS),
    },
    {
      key: 'graduates',
      title: 'Graduates by program',
      columns: graduateColumns,
      rows: programRows('graduates', graduates, graduateColumns),
    },
  ];
}

const STAFF_COLUMNS: Column[] = [
  ...JOINING_TYPES.flatMap((type): Column[] => [
    { key: `${type.value}Male`, label: 'Male', group: type.label },
    { key: `${type.value}Female`, label: 'Female', group: type.label },
    { key: `${type.value}Other`, label: 'Other', group: type.label },
  ]),
  { key: 'total', label: 'Total' },
];

/** Working staff by post × joining type × gender (teaching and non-teaching apart). */
export async function staff(db: DbOrTx, scope: ReturnScope): Promise<[ReturnTable, number]> {
  const counts = JOINING_TYPES.flatMap((type) =>
    (['male', 'female', 'other'] as const).map(
      (gender) => sql`, count(*) filter (where e.joining_type = ${type.value}
        and e.gender = ${gender})::int as ${sql.identifier(
          `${type.value}${gender[0]!.toUpperCase()}${gender.slice(1)}`,
        )}`,
    ),
  );
  const found = await rows<Record<string, unknown> & { post_id: number | null }>(
    db,
    sql`select e.employee_type, e.position_id as post_id, ep.position_name, ep.rank,
        count(*)::int as total ${sql.join(counts, sql``)}
      from employees e
      left join employee_positions ep on ep.id = e.position_id
      where e.campus_id = ${scope.campusId} and e.deleted_at is null
        and e.status is not false and e.employee_type in ('teaching', 'nonTeaching')
      group by e.employee_type, e.position_id, ep.position_name, ep.rank
      order by e.employee_type desc, ep.rank nulls last, ep.position_name`,
  );
  const withoutPost = found
    .filter((row) => row.post_id === null)
    .reduce((sum, row) => sum + num(row.total), 0);
  const table: ReturnTable = {
    key: 'staff',
    title: 'Staff by post, joining type and gender',
    columns: STAFF_COLUMNS,
    rows: found
      .filter((row) => row.post_id !== null)
      .map((row) => ({
        key: `${String(row.employee_type)}-${row.post_id}`,
        label: String(row.position_name ?? ''),
        group: row.employee_type === 'teaching' ? 'Teaching staff' : 'Non-Teaching staff',
        cells: Object.fromEntries(STAFF_COLUMNS.map((c) => [c.key, cell(num(row[c.key]))])),
      })),
  };
  return [table, withoutPost];
}

/** Teaching staff by joining type and non-teaching staff by post (the short form's tables). */
export function prabhatStaff(table: ReturnTable): ReturnTable[] {
  const sum = (rowsOf: ReturnRow[], keys: string[]) =>
    rowsOf.reduce(
      (total, row) => total + keys.reduce((s, k) => s + (row.cells[k]?.value ?? 0), 0),
      0,
    );
  const teaching = table.rows.filter((row) => row.key.startsWith('teaching-'));
  const genders = ['Male', 'Female', 'Other'];
  return [
    {
      key: 'teachingByJoiningType',
      title: 'Teaching staff by joining type',
      columns: genders.map((g) => ({ key: g.toLowerCase(), label: g })),
      rows: JOINING_TYPES.map((type) => ({
        key: type.value,
        label: type.label,
        cells: Object.fromEntries(
          genders.map((g) => [g.toLowerCase(), cell(sum(teaching, [`${type.value}${g}`]))]),
        ),
      })),
    },
    {
      key: 'nonTeachingByPost',
      title: 'Non-Teaching staff by post',
      columns: [{ key: 'total', label: 'Total' }],
      rows: table.rows
        .filter((row) => row.key.startsWith('nonTeaching-'))
        .map((row) => ({ ...row, group: undefined, cells: { total: row.cells.total ?? cell(0) } })),
    },
  ];
}
