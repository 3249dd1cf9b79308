/**
 * What public finance and budgets read from the accounts: per campus and head, the approved
 * vouchers' amounts of the ledgers linked to a head (income: credits less debits; expense: debits
 * less credits), and which campuses keep their accounts here (any approved voucher in the year).
 */
import { inArray } from 'drizzle-orm';
import { incomeExpenseHeads } from '../../db/schema';
import type { DbOrTx } from '../../lib/resource/register';
import { ledgerTotals, type LedgerTotal } from '../accounts/totals';
import type { VoucherFigures } from './statement';

interface HeadKind {
  headType: string | null;
  budgetNature: string | null;
}

async function headsOf(db: DbOrTx, rows: readonly LedgerTotal[]): Promise<Map<number, HeadKind>> {
  const ids = [...new Set(rows.flatMap((row) => (row.headId === null ? [] : [row.headId])))];
  if (ids.length === 0) return new Map();
  const heads = await db
    .select({
      id: incomeExpenseHeads.id,
      headType: incomeExpenseHeads.headType,
      budgetNature: incomeExpenseHeads.budgetNature,
    })
    .from(incomeExpenseHeads)
    .where(inArray(incomeExpenseHeads.id, ids));
  return new Map(heads.map((head) => [head.id, head]));
}

const amountOf = (row: LedgerTotal, head: HeadKind): number =>
  head.headType === 'income' ? row.creditPaisa - row.debitPaisa : row.debitPaisa - row.creditPaisa;

export async function voucherFigures(
  db: DbOrTx,
  campusIds: readonly number[],
  fiscalYearId: number,
): Promise<VoucherFigures> {
  const rows = await ledgerTotals(db, { campusIds: [...campusIds], fiscalYearId });
  const heads = await headsOf(db, rows);
  const byCampus = new Map<number, Map<number, number>>();
  for (const row of rows) {
    const head = row.headId === null ? undefined : heads.get(row.headId);
    if (!head || row.headId === null) continue;
    const campus = byCampus.get(row.campusId) ?? new Map<number, number>();
    campus.set(row.headId, (campus.get(row.headId) ?? 0) + amountOf(row, head));
    byCampus.set(row.campusId, campus);
  }
  return { campusesWithVouchers: new Set(rows.map((row) => row.campusId)), byCampus };
}

/**
 * What the campuses spent under a budget head (recurrent or capital) in a fiscal year from their
 * approved vouchers; null when none of them keeps its accounts here.
 */
export async function spentFromVouchers(
  db: DbOrTx,
  campusIds: readonly number[],
  fiscalYearId: number,
  nature: 'recurrent' | 'capital',
): Promise<number | null> {
  if (campusIds.length === 0) return null;
  const rows = await ledgerTotals(db, { campusIds: [...campusIds], fiscalYearId });
  if (rows.length === 0) return null;
  const heads = await headsOf(db, rows);
  return rows.reduce((sum, row) => {
    const head = row.headId === null ? undefined : heads.get(row.headId);
    return head?.headType === 'expense' && head.budgetNature === nature
      ? sum + amountOf(row, head)
      : sum;
  }, 0);
}
