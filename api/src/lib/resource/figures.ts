/**
 * Section home figures (shared-contracts `SectionFigures`): counts of a resource's live rows as the
 * caller's scope reads them, by the contract's ownership, the same rule as the resource's lists.
 */
import { and, count, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AnyResourceContract, SectionFigure } from '@hemis/shared-contracts';
import type { ScopeFilter } from '../../plugins/auth';
import type { DbOrTx } from './types';
import { readCondition } from './scope';

/** A registry table as figures read it: its owner columns (where it has them) and deletedAt. */
export interface CountedTable {
  table: PgTable;
  contract: Pick<AnyResourceContract, 'ownership'>;
  columns: { deletedAt: AnyPgColumn; universityId?: AnyPgColumn; campusId?: AnyPgColumn };
}

/** Live rows of the table that the scope reads, with an extra condition. */
export async function countVisible(
  db: DbOrTx,
  { table, contract, columns }: CountedTable,
  scope: ScopeFilter,
  extra?: SQL,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(
      and(isNull(columns.deletedAt), readCondition(contract.ownership, columns, scope), extra),
    );
  return row?.n ?? 0;
}

/** One figure; `precision` only when it has decimals. */
export function figure(
  key: string,
  label: string,
  value: number,
  extra: { unit?: string; precision?: number } = {},
): SectionFigure {
  return { key, label, value, ...extra };
}
