/**
 * The return's figures filled from the data the campus keeps (each section says its source):
 * one SQL aggregation per table over the campus's indexed rows, never rows counted in
 * JavaScript. Enrolment is of the return's fiscal year (the students on the roll in it, as the
 * reports count them); results, research and finance are of the last fiscal year; staff and
 * infrastructure as they stand.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  BUDGET_NATURES,
  EQUITY_CATEGORIES,
  INCOME_SOURCES,
  JOINING_TYPES,
  RESEARCH_ACTIVITIES,
  sectionsOfForm,
  type ReturnForm,
  type ReturnRow,
  type ReturnSection,
  type ReturnSectionKey,
  type ReturnTable,
} from '@hemis/shared-contracts';
import type { DbOrTx } from '../../lib/resource/types';

export interface FiscalYearSpan {
  id: number;
  label: string;
  startDate: string;
  endDate: string;
}

/** What a return is filled for: the campus, its year and the year before (results, money). */
export interface ReturnScope {
  campusId: number;
  year: FiscalYearSpan;
  lastYear: FiscalYearSpan | null;
  form: ReturnForm;
}

/** A row's program, level and faculty (what national totals group by). */
export interface RowFacts {
  programId: number | null;
  levelId: number | null;
  facultyId: number | null;
}

/** The tables as computed, with the facts of program rows (kept with submitted figures). */
export interface FilledReturn {
  sections: ReturnSection[];
  rowFacts: Map<string, RowFacts>;
  /** The programs the campus runs (College Programs), for the enrolment rule. */
  programsRun: { id: number; name: string; programType: string }[];
  /** Working staff without a post (left out of the staff table). */
  staffWithoutPost: number;
}

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  // Both drivers (PGlite, node-postgres) answer raw SQL as { rows }.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

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

const cell = (computed: number | null) => ({ computed, value: computed, corrected: false });
const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

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

/** Students on the roll in the year by program and year or semester, of one program type. */
async function enrolment(
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
  const tableRows: ReturnRow[] = found.map((row) => {
    const key = `p${row.program_id}-${unit[0]}${row.year_or_semester ?? 0}`;
    facts.set(`${tableKey}/${key}`, {
      programId: row.program_id,
      levelId: row.level_id,
      facultyId: row.faculty_id,
    });
    return {
      key,
      label: `${row.program_name}, ${
        row.year_or_semester ? `${ordinal(row.year_or_semester)} ${unit}` : `${unit} not recorded`
      }`,
      group: row.level_name ?? 'Level not recorded',
      cells: Object.fromEntries(ENROLMENT_COLUMNS.map((c) => [c.key, cell(num(row[c.key]))])),
    };
  });
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
async function examStatus(
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
    found.map((row): ReturnRow => {
      const key = `p${row.program_id}`;
      facts.set(`${tableKey}/${key}`, {
        programId: row.program_id,
        levelId: row.level_id,
        facultyId: row.faculty_id,
      });
      return {
        key,
        label: row.program_name,
        group: row.level_name ?? 'Level not recorded',
        cells: Object.fromEntries(columns.map((c) => [c.key, cell(num(row[c.key]))])),
      };
    });
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

type Column = { key: string; label: string; group?: string };
const STAFF_COLUMNS: Column[] = [
  ...JOINING_TYPES.flatMap((type): Column[] => [
    { key: `${type.value}Male`, label: 'Male', group: type.label },
    { key: `${type.value}Female`, label: 'Female', group: type.label },
    { key: `${type.value}Other`, label: 'Other', group: type.label },
  ]),
  { key: 'total', label: 'Total' },
];

/** Working staff by post × joining type × gender (teaching and non-teaching apart). */
async function staff(db: DbOrTx, scope: ReturnScope): Promise<[ReturnTable, number]> {
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

/** Teaching staff by joining type and non-teaching staff by post (the short form's tables). */
function prabhatStaff(table: ReturnTable): ReturnTable[] {
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
