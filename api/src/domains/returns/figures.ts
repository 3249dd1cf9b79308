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

/** Land, buildings, labs, hostels, facilities and equipment as they stand. */
async function infrastructure(db: DbOrTx, scope: ReturnScope): Promise<ReturnTable> {
  const campus = scope.campusId;
  const [row] = await rows<Record<string, unknown>>(
    db,
    sql`select
      (select count(*) from lands where campus_id = ${campus} and deleted_at is null)::int
        as lands,
      (select coalesce(sum(area_sqm), 0) from lands where campus_id = ${campus}
        and deleted_at is null)::bigint as land_area,
      (select count(*) from buildings where campus_id = ${campus} and deleted_at is null)::int
        as buildings,
      (select coalesce(sum(classrooms), 0) from buildings where campus_id = ${campus}
        and deleted_at is null)::int as classrooms,
      (select coalesce(sum(plinth_area_sqm), 0) from buildings where campus_id = ${campus}
        and deleted_at is null)::bigint as plinth_area,
      (select count(*) from labs where campus_id = ${campus} and deleted_at is null)::int as labs,
      (select coalesce(sum(capacity), 0) from labs where campus_id = ${campus}
        and deleted_at is null)::int as lab_seats,
      (select count(*) from hostels where campus_id = ${campus} and deleted_at is null)::int
        as hostels,
      (select coalesce(sum(capacity), 0) from hostels where campus_id = ${campus}
        and deleted_at is null)::int as hostel_beds,
      (select count(*) from facilities where campus_id = ${campus} and deleted_at is null)::int
        as facilities,
      (select coalesce(sum(quantity), 0) from equipment where campus_id = ${campus}
        and deleted_at is null)::bigint as equipment`,
  );
  const line = (key: string, label: string, count: unknown, measure?: unknown) => ({
    key,
    label,
    cells: { count: cell(num(count)), measure: cell(measure === undefined ? null : num(measure)) },
  });
  return {
    key: 'infrastructure',
    title: 'Physical infrastructure',
    columns: [
      { key: 'count', label: 'Number' },
      { key: 'measure', label: 'Area (m²), rooms, seats or items' },
    ],
    rows: [
      line('land', 'Land plots (area m²)', row?.lands, row?.land_area),
      line('buildings', 'Buildings (plinth area m²)', row?.buildings, row?.plinth_area),
      line('classrooms', 'Classrooms', row?.classrooms),
      line('labs', 'Labs (seats)', row?.labs, row?.lab_seats),
      line('hostels', 'Hostels (beds)', row?.hostels, row?.hostel_beds),
      line('facilities', 'Facilities recorded', row?.facilities),
      line('equipment', 'Equipment items', row?.equipment),
    ],
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
