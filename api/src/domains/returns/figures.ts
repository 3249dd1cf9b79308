/**
 * The return's figures filled from the data the campus keeps (each section says its source):
 * one SQL aggregation per table over the campus's indexed rows, never rows counted in
 * JavaScript. Enrolment is of the return's fiscal year (the students on the roll in it, as the
 * reports count them); results, research and finance are of the last fiscal year; staff and
 * infrastructure as they stand.
 */
import { sql } from 'drizzle-orm';
import {
  BUDGET_NATURES,
  INCOME_SOURCES,
  RESEARCH_ACTIVITIES,
  sectionsOfForm,
  type ReturnSection,
  type ReturnSectionKey,
  type ReturnTable,
} from '@hemis/shared-contracts';
import type { DbOrTx } from '../../lib/resource/types';
import { cell, num, rows, type ReturnScope, type RowFacts } from './cells';
import { enrolment, examStatus, prabhatStaff, staff } from './people';

export type { FiscalYearSpan, ReturnScope } from './cells';

/** The tables as computed, with the facts of program rows (kept with submitted figures). */
export interface FilledReturn {
  sections: ReturnSection[];
  rowFacts: Map<string, RowFacts>;
  /** The programs the campus runs (College Programs), for the enrolment rule. */
  programsRun: { id: number; name: string; programType: string }[];
  /** Working staff without a post (left out of the staff table). */
  staffWithoutPost: number;
}

/** Research, publications and fellowships of the last fiscal year, by activity and status. */
async function research(db: DbOrTx, scope: ReturnScope): Promise<ReturnTable> {
  const found = await rows<{ activity_type: string; n: number; grants: string | null }>(
    db,
    sql`select activity_type, count(*)::int as n, coalesce(sum(amount), 0) as grants
      from research
      where campus_id = ${scope.campusId} and deleted_at is null
        and fiscal_year_id = ${scope.lastYear?.id ?? -1}
      group by activity_type`,
  );
  return {
    key: 'research',
    title: 'Research activities of the last fiscal year',
    columns: [
      { key: 'count', label: 'Number' },
      { key: 'grants', label: 'Grants received (NPR)' },
    ],
    rows: RESEARCH_ACTIVITIES.map((activity) => {
      const row = found.find((r) => r.activity_type === activity.value);
      return {
        key: activity.value,
        label: activity.label,
        cells: {
          count: cell(num(row?.n)),
          grants: cell(Math.round(num(row?.grants))),
        },
      };
    }),
  };
}

/**
 * The infrastructure lines: each a campus table's live records counted (or a column of them
 * summed, `count`) with a measure summed beside it.
 */
const INFRASTRUCTURE: readonly {
  key: string;
  label: string;
  table: string;
  count?: string;
  measure?: string;
}[] = [
  { key: 'land', label: 'Land plots (area m²)', table: 'lands', measure: 'area_sqm' },
  {
    key: 'buildings',
    label: 'Buildings (plinth area m²)',
    table: 'buildings',
    measure: 'plinth_area_sqm',
  },
  { key: 'classrooms', label: 'Classrooms', table: 'buildings', count: 'classrooms' },
  { key: 'labs', label: 'Labs (seats)', table: 'labs', measure: 'capacity' },
  { key: 'hostels', label: 'Hostels (beds)', table: 'hostels', measure: 'capacity' },
  { key: 'facilities', label: 'Facilities recorded', table: 'facilities' },
  { key: 'equipment', label: 'Equipment items', table: 'equipment', count: 'quantity' },
];

/** Land, buildings, labs, hostels, facilities and equipment as they stand. */
async function infrastructure(db: DbOrTx, scope: ReturnScope): Promise<ReturnTable> {
  const sum = (column: string) => sql`coalesce(sum(${sql.identifier(column)}), 0)::bigint`;
  const lines = INFRASTRUCTURE.map(
    (line) => sql`(select json_build_array(${line.count ? sum(line.count) : sql`count(*)`},
        ${line.measure ? sum(line.measure) : sql`null`})
      from ${sql.identifier(line.table)}
      where campus_id = ${scope.campusId} and deleted_at is null) as ${sql.identifier(line.key)}`,
  );
  const [row] = await rows<Record<string, [number | string, number | string | null]>>(
    db,
    sql`select ${sql.join(lines, sql`, `)}`,
  );
  return {
    key: 'infrastructure',
    title: 'Physical infrastructure',
    columns: [
      { key: 'count', label: 'Number' },
      { key: 'measure', label: 'Area (m²), rooms, seats or items' },
    ],
    rows: INFRASTRUCTURE.map((line) => {
      const [count, measure] = row?.[line.key] ?? [0, null];
      return {
        key: line.key,
        label: line.label,
        cells: { count: cell(num(count)), measure: cell(measure === null ? null : num(measure)) },
      };
    }),
  };
}

/** The last fiscal year's income by source and expenditure by nature and head. */
async function finance(db: DbOrTx, scope: ReturnScope): Promise<ReturnTable[]> {
  const found = await rows<{
    head_id: number;
    head_name: string;
    head_type: string;
    income_source: string | null;
    budget_nature: string | null;
    amount: string;
  }>(
    db,
    sql`select h.id as head_id, h.head_name, h.head_type, h.income_source, h.budget_nature,
        coalesce(sum(e.amount), 0) as amount
      from income_expenditure_entries e
      join income_expense_heads h on h.id = e.head_id
      where e.campus_id = ${scope.campusId} and e.deleted_at is null
        and e.fiscal_year_id = ${scope.lastYear?.id ?? -1}
      group by h.id, h.head_name, h.head_type, h.income_source, h.budget_nature
      order by h.head_type, h.head_name`,
  );
  const amount = (filter: (row: (typeof found)[number]) => boolean) =>
    Math.round(found.filter(filter).reduce((sum, row) => sum + Number(row.amount), 0));
  const column = [{ key: 'amount', label: 'Amount (NPR)' }];
  return [
    {
      key: 'income',
      title: 'Income by source',
      columns: column,
      rows: INCOME_SOURCES.map((source) => ({
        key: source.value,
        label: source.label,
        cells: {
          amount: cell(
            amount(
              (r) => r.head_type === 'income' && (r.income_source ?? 'other') === source.value,
            ),
          ),
        },
      })),
    },
    {
      key: 'expenditure',
      title: 'Expenditure by head',
      columns: column,
      rows: found
        .filter((row) => row.head_type === 'expense')
        .map((row) => ({
          key: `h${row.head_id}`,
          label: row.head_name,
          group:
            BUDGET_NATURES.find((nature) => nature.value === row.budget_nature)?.label ??
            'Not classified',
          cells: { amount: cell(Math.round(Number(row.amount))) },
        })),
    },
  ];
}

const isEmpty = (tables: ReturnTable[]) =>
  tables.every((table) =>
    table.rows.every((row) => Object.values(row.cells).every((c) => !c.computed)),
  );

/** Every section of the return's form, filled from the data (contacts: none computed). */
export async function fillReturn(db: DbOrTx, scope: ReturnScope): Promise<FilledReturn> {
  const facts = new Map<string, RowFacts>();
  const wanted = new Set(sectionsOfForm(scope.form).map((section) => section.key));
  const [annual, semester, exams, [staffTable, staffWithoutPost], researchTable, infra, money] =
    await Promise.all([
      enrolment(db, scope, 'annual', facts),
      enrolment(db, scope, 'semester', facts),
      examStatus(db, scope, facts),
      staff(db, scope),
      wanted.has('research') ? research(db, scope) : null,
      wanted.has('infrastructure') ? infrastructure(db, scope) : null,
      wanted.has('finance') ? finance(db, scope) : null,
    ]);
  const programsRun = await rows<{ id: number; name: string; programType: string }>(
    db,
    sql`select p.id, p.program_name as name, p.program_type as "programType"
      from college_programs cp join programs p on p.id = cp.program_id
      where cp.campus_id = ${scope.campusId} and cp.deleted_at is null
        and cp.status is not false and p.deleted_at is null
      order by p.program_name`,
  );
  const tablesOf: Record<ReturnSectionKey, ReturnTable[]> = {
    enrolmentAnnual: [annual],
    enrolmentSemester: [semester],
    examStatus: exams,
    staff: scope.form === 'prabhat' ? prabhatStaff(staffTable) : [staffTable],
    research: researchTable ? [researchTable] : [],
    infrastructure: infra ? [infra] : [],
    finance: money ?? [],
    contacts: [],
  };
  const sections = sectionsOfForm(scope.form).map((section): ReturnSection => {
    const tables = tablesOf[section.key];
    return {
      key: section.key,
      title: section.title,
      source: section.source,
      tables,
      empty: section.key !== 'contacts' && isEmpty(tables),
    };
  });
  return { sections, rowFacts: facts, programsRun, staffWithoutPost };
}
