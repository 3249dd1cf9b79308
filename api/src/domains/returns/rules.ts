/**
 * The return's validation rules: each kind is a check here, and the commission's table
 * (`statistical_return_rules`) says whether it runs, at which level (an error blocks
 * submitting, a warning asks for a comment), with which message and figure (the change rule's
 * percentage). A finding names its subject, which a comment explains.
 */
import { eq, sql } from 'drizzle-orm';
import {
  RETURN_MESSAGES,
  type ReturnFinding,
  type ReturnRule,
  type ReturnSection,
  type ReturnTable,
} from '@hemis/shared-contracts';
import { statisticalReturnRules } from '../../db/schema/statistical-returns';
import { badRequest } from '../../lib/errors';
import { sqlRows } from '../../lib/sql-rows';
import type { DbOrTx } from '../../lib/resource/types';
import type { FilledReturn } from './figures';

export async function returnRules(db: DbOrTx): Promise<ReturnRule[]> {
  const found = await db.select().from(statisticalReturnRules).orderBy(statisticalReturnRules.id);
  return found.map((rule) => ({
    ...rule,
    level: rule.level === 'error' ? 'error' : 'warning',
    threshold: rule.threshold === null ? null : Number(rule.threshold),
  }));
}

export interface Correction {
  address: string;
  value: number;
  computed: number | null;
  reason: string;
}

const addressOf = (table: string, row: string, column: string) => `${table}/${row}/${column}`;

/**
 * The clerk's corrections put into the filled tables (each keeps the computed figure beside
 * it); an address that is not a figure of the form, or a correction without its reason, is a
 * 400 naming it.
 */
export function applyCorrections(
  sections: ReturnSection[],
  corrections: readonly { address: string; value: number; reason: string }[],
): Correction[] {
  const cells = new Map<
    string,
    { value: number | null; computed: number | null; corrected: boolean }
  >();
  for (const section of sections)
    for (const table of section.tables)
      for (const row of table.rows)
        for (const [column, figure] of Object.entries(row.cells))
          cells.set(addressOf(table.key, row.key, column), figure);
  const applied: Correction[] = [];
  for (const correction of corrections) {
    const figure = cells.get(correction.address);
    if (!figure)
      throw badRequest(RETURN_MESSAGES.unknownCell, {
        [correction.address]: RETURN_MESSAGES.unknownCell,
      });
    if (correction.value === figure.computed) continue;
    if (!correction.reason)
      throw badRequest(RETURN_MESSAGES.reasonRequired, {
        [correction.address]: RETURN_MESSAGES.reasonRequired,
      });
    figure.value = correction.value;
    figure.corrected = true;
    applied.push({ ...correction, computed: figure.computed });
  }
  return applied;
}

export interface RuleInputs {
  filled: FilledReturn;
  /** Last year's accepted enrolment totals per table and program ("enrolmentAnnual/12"). */
  lastYear: Map<string, number>;
  contactsEntered: number;
  comments: ReadonlyMap<string, string>;
}

const value = (table: ReturnTable, rowKey: string, column: string) =>
  table.rows.find((row) => row.key === rowKey)?.cells[column]?.value ?? 0;

/** Each active rule's findings over the figures as they will be submitted. */
export function checkReturn(rules: readonly ReturnRule[], inputs: RuleInputs): ReturnFinding[] {
  const { filled } = inputs;
  const tables = filled.sections.flatMap((section) => section.tables);
  const findings: ReturnFinding[] = [];
  const add = (rule: ReturnRule, subject: string, where: string) =>
    findings.push({
      rule: rule.kind,
      level: rule.level,
      message: `${rule.message} (${where})`,
      subject,
      comment: inputs.comments.get(subject) || null,
    });
  for (const rule of rules.filter((r) => r.active)) {
    switch (rule.kind) {
      case 'passedNotAboveAppeared':
        for (const table of tables.filter((t) => t.key === 'examStatus'))
          for (const row of table.rows) {
            if (value(table, row.key, 'passed') > value(table, row.key, 'appeared'))
              add(rule, `${table.key}/${row.key}/passed`, row.label);
            if (value(table, row.key, 'passedFemale') > value(table, row.key, 'appearedFemale'))
              add(rule, `${table.key}/${row.key}/passedFemale`, `${row.label}, girls`);
          }
        break;
      case 'femaleNotAboveTotal':
        for (const table of tables)
          for (const row of table.rows)
            for (const column of table.columns) {
              const total = column.key.endsWith('Female')
                ? column.key.slice(0, -'Female'.length)
                : column.key === 'female'
                  ? 'total'
                  : null;
              if (!total || !(total in row.cells)) continue;
              if (value(table, row.key, column.key) > value(table, row.key, total))
                add(rule, `${table.key}/${row.key}/${column.key}`, `${table.title}: ${row.label}`);
            }
        break;
      case 'programWithoutEnrolment':
        for (const program of filled.programsRun) {
          const key = program.programType === 'semester' ? 'enrolmentSemester' : 'enrolmentAnnual';
          const table = tables.find((t) => t.key === key);
          const students = (table?.rows ?? [])
            .filter((row) => row.key.startsWith(`p${program.id}-`))
            .reduce((sum, row) => sum + (row.cells.total?.value ?? 0), 0);
          if (students === 0) add(rule, `program/${program.id}`, program.name);
        }
        break;
      case 'changeFromLastYear': {
        const share = (rule.threshold ?? 30) / 100;
        for (const table of tables.filter((t) => t.key.startsWith('enrolment'))) {
          const now = new Map<string, { total: number; label: string }>();
          for (const row of table.rows) {
            const program = row.key.split('-')[0]!.slice(1);
            const entry = now.get(program) ?? { total: 0, label: row.label.split(',')[0]! };
            entry.total += row.cells.total?.value ?? 0;
            now.set(program, entry);
          }
          for (const [program, { total, label }] of now) {
            const before = inputs.lastYear.get(`${table.key}/${program}`);
            if (!before) continue;
            if (Math.abs(total - before) / before > share)
              add(rule, `change/${table.key}/${program}`, `${label}: ${before} → ${total}`);
          }
        }
        break;
      }
      case 'staffWithoutPost':
        if (filled.staffWithoutPost > 0)
          add(rule, 'staff/withoutPost', `${filled.staffWithoutPost} staff`);
        break;
      case 'emptySection':
        for (const section of filled.sections) {
          const empty = section.key === 'contacts' ? inputs.contactsEntered === 0 : section.empty;
          if (empty) add(rule, `section/${section.key}`, section.title);
        }
        break;
    }
  }
  return findings;
}

/** Last year's accepted enrolment totals of the campus, per table and program. */
export async function lastYearTotals(
  db: DbOrTx,
  campusId: number,
  lastYearId: number | null,
  form: string,
): Promise<Map<string, number>> {
  if (lastYearId === null) return new Map();
  const found = await sqlRows<{
    table_key: string;
    program_id: number | null;
    total: string | number;
  }>(
    db,
    sql`select f.table_key, f.program_id, sum(f.value)::bigint as total
    from statistical_return_figures f
    join statistical_returns r on r.id = f.return_id and r.status = 'accepted'
    where f.campus_id = ${campusId} and f.fiscal_year_id = ${lastYearId} and f.form = ${form}
      and f.table_key in ('enrolmentAnnual', 'enrolmentSemester') and f.column_key = 'total'
    group by f.table_key, f.program_id`,
  );
  return new Map(found.map((row) => [`${row.table_key}/${row.program_id}`, Number(row.total)]));
}

/** The commission changes a rule's level, message, figure or whether it runs. */
export async function changeRule(
  db: DbOrTx,
  id: number,
  patch: Partial<Pick<ReturnRule, 'level' | 'message' | 'threshold' | 'active'>>,
): Promise<ReturnRule | null> {
  const { level, message, threshold, active } = patch;
  const changes = { level, message, threshold, active };
  // Drizzle sets only the values given (not undefined); with none, there is nothing to update.
  if (Object.values(changes).some((value) => value !== undefined))
    await db.update(statisticalReturnRules).set(changes).where(eq(statisticalReturnRules.id, id));
  const [rule] = (await returnRules(db)).filter((r) => r.id === id);
  return rule ?? null;
}
