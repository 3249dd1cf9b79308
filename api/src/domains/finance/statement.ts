/**
 * A campus's (or a scope's) income by source and expenditure by head in a fiscal year. Each
 * campus's figures come from its approved vouchers where it keeps its accounts here (ledgers
 * linked to a head), else from its direct entries (income/expenditure entry); never both, so
 * nothing is counted twice. Amounts are paisa, summed exactly in SQL.
 */
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  INCOME_SOURCES,
  choiceLabel,
  type FinanceStatement,
  type FinanceStatementLine,
  type FinanceStatementQuery,
} from '@hemis/shared-contracts';
import type { DbOrTx } from '../../lib/resource/register';
import { readCondition } from '../../lib/resource/scope';
import {
  campuses,
  fiscalYears,
  incomeExpenditureEntries,
  incomeExpenseHeads,
} from '../../db/schema';
import type { ScopeFilter } from '../../plugins/auth';

/** Paisa per head of the given campuses from their approved vouchers, and which campuses keep them. */
export interface VoucherFigures {
  campusesWithVouchers: Set<number>;
  /** campusId -> headId -> paisa (income: credits less debits; expense: debits less credits). */
  byCampus: Map<number, Map<number, number>>;
}
export type VoucherFigureSource = (
  db: DbOrTx,
  campusIds: readonly number[],
  fiscalYearId: number,
) => Promise<VoucherFigures>;

/** The fiscal year asked for, else the active one. */
export async function fiscalYearOf(
  db: DbOrTx,
  fiscalYearId: number | undefined,
): Promise<{ id: number; label: string } | null> {
  const [row] = await db
    .select({ id: fiscalYears.id, label: fiscalYears.label })
    .from(fiscalYears)
    .where(
      and(
        isNull(fiscalYears.deletedAt),
        fiscalYearId === undefined
          ? eq(fiscalYears.isActive, true)
          : eq(fiscalYears.id, fiscalYearId),
      ),
    )
    .orderBy(desc(fiscalYears.startDate))
    .limit(1);
  return row ? { id: row.id, label: row.label ?? '' } : null;
}

/** The live campuses the scope reads, narrowed by the query's university and campus. */
export async function campusesInScope(
  db: DbOrTx,
  scope: ScopeFilter,
  query: Pick<FinanceStatementQuery, 'campusId' | 'universityId'>,
): Promise<number[]> {
  const reach: SQL | undefined =
    scope.kind === 'nation'
      ? undefined
      : scope.kind === 'university'
        ? eq(campuses.universityId, scope.universityId ?? -1)
        : eq(campuses.id, scope.kind === 'campus' ? (scope.campusId ?? -1) : -1);
  const rows = await db
    .select({ id: campuses.id })
    .from(campuses)
    .where(
      and(
        isNull(campuses.deletedAt),
        reach,
        query.universityId === undefined
          ? undefined
          : eq(campuses.universityId, query.universityId),
        query.campusId === undefined ? undefined : eq(campuses.id, query.campusId),
      ),
    );
  return rows.map((row) => row.id);
}

export async function buildStatement(
  db: DbOrTx,
  scope: ScopeFilter,
  query: FinanceStatementQuery,
  vouchers: VoucherFigureSource,
): Promise<FinanceStatement> {
  const year = await fiscalYearOf(db, query.fiscalYearId);
  const campusIds = await campusesInScope(db, scope, query);
  const empty: FinanceStatement = {
    fiscalYearId: year?.id ?? null,
    fiscalYear: year?.label ?? null,
    campuses: campusIds.length,
    campusesWithAccounts: 0,
    lines: [],
    incomeBySource: INCOME_SOURCES.map((source) => ({
      source: source.value,
      label: source.label,
      amountPaisa: 0,
    })),
    totalIncomePaisa: 0,
    totalExpenditurePaisa: 0,
    surplusPaisa: 0,
  };
  if (!year || campusIds.length === 0) return empty;

  const fromVouchers = await vouchers(db, campusIds, year.id);
  const entries = incomeExpenditureEntries;
  const entered = await db
    .select({
      campusId: entries.campusId,
      headId: entries.headId,
      paisa: sql<string>`sum(round(${entries.amount} * 100))::bigint`,
    })
    .from(entries)
    .where(
      and(
        isNull(entries.deletedAt),
        eq(entries.fiscalYearId, year.id),
        inArray(entries.campusId, campusIds),
        readCondition('campus', entries, scope),
      ),
    )
    .groupBy(entries.campusId, entries.headId);

  const perHead = new Map<number, { vouchers: number; entered: number }>();
  const add = (headId: number, part: 'vouchers' | 'entered', paisa: number) => {
    const line = perHead.get(headId) ?? { vouchers: 0, entered: 0 };
    line[part] += paisa;
    perHead.set(headId, line);
  };
  for (const row of entered) {
    if (row.campusId === null || row.headId === null) continue;
    // A campus that keeps its accounts here reports from them; its entries are not added.
    if (fromVouchers.campusesWithVouchers.has(row.campusId)) continue;
    add(row.headId, 'entered', Number(row.paisa));
  }
  for (const heads of fromVouchers.byCampus.values()) {
    for (const [headId, paisa] of heads) add(headId, 'vouchers', paisa);
  }
  const headIds = [...perHead.keys()];
  const heads = headIds.length
    ? await db
        .select({
          id: incomeExpenseHeads.id,
          headName: incomeExpenseHeads.headName,
          headType: incomeExpenseHeads.headType,
          incomeSource: incomeExpenseHeads.incomeSource,
          budgetNature: incomeExpenseHeads.budgetNature,
        })
        .from(incomeExpenseHeads)
        .where(inArray(incomeExpenseHeads.id, headIds))
    : [];
  const lines: FinanceStatementLine[] = heads
    .map((head) => {
      const amounts = perHead.get(head.id) ?? { vouchers: 0, entered: 0 };
      return {
        headId: head.id,
        headName: head.headName ?? '',
        headType: head.headType === 'income' ? ('income' as const) : ('expense' as const),
        incomeSource: head.headType === 'income' ? (head.incomeSource ?? 'other') : null,
        budgetNature:
          head.headType === 'expense'
            ? head.budgetNature === 'capital'
              ? ('capital' as const)
              : ('recurrent' as const)
            : null,
        fromVouchersPaisa: amounts.vouchers,
        enteredPaisa: amounts.entered,
        amountPaisa: amounts.vouchers + amounts.entered,
      };
    })
    .sort((a, b) => a.headType.localeCompare(b.headType) || a.headName.localeCompare(b.headName));

  const income = lines.filter((line) => line.headType === 'income');
  const totalIncomePaisa = income.reduce((sum, line) => sum + line.amountPaisa, 0);
  const totalExpenditurePaisa = lines
    .filter((line) => line.headType === 'expense')
    .reduce((sum, line) => sum + line.amountPaisa, 0);
  return {
    ...empty,
    campusesWithAccounts: campusIds.filter((id) => fromVouchers.campusesWithVouchers.has(id))
      .length,
    lines,
    incomeBySource: INCOME_SOURCES.map((source) => ({
      source: source.value,
      label: choiceLabel(INCOME_SOURCES, source.value),
      amountPaisa: income
        .filter((line) => line.incomeSource === source.value)
        .reduce((sum, line) => sum + line.amountPaisa, 0),
    })),
    totalIncomePaisa,
    totalExpenditurePaisa,
    surplusPaisa: totalIncomePaisa - totalExpenditurePaisa,
  };
}
