/**
 * What still uses a record: the live rows of every table whose foreign keys point at it (the
 * database schema declares each reference, for kit resources and the tables around them: user
 * accounts, students, employees, documents). Only records with a life of their own count, that
 * is tables kept by soft delete; history that belongs to the record (attendance marks, printed
 * cards, sessions) never stops a delete.
 */
import { and, count, getTableColumns, getTableName, is, isNull, or, eq } from 'drizzle-orm';
import { PgTable, getTableConfig, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { RECORD_NOUNS, type RecordUse } from '@hemis/shared-contracts';
import * as schema from '../../db/schema';
import type { DbOrTx, ResourceRegistry } from './types';

interface Referrer {
  table: PgTable;
  /** The columns pointing at the record (a row counts once however many point). */
  columns: AnyPgColumn[];
  deletedAt: AnyPgColumn;
}

// eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the schema module's exports are tables and relations of many types; they are filtered by drizzle's is()
const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);

/**
 * Every soft-deleted table's foreign keys by the table they point at, in the schema's order.
 * Read once: drizzle builds a table's whole config (indexes, checks) at each getTableConfig, and
 * each app start asks for every resource.
 */
let referrersByTarget: Map<PgTable, Referrer[]> | undefined;

function foreignKeysByTarget(): Map<PgTable, Referrer[]> {
  const byTarget = new Map<PgTable, Referrer[]>();
  for (const table of tables) {
    const tableColumns: Record<string, AnyPgColumn | undefined> = getTableColumns(table);
    const deletedAt = tableColumns.deletedAt;
    if (!deletedAt) continue;
    const columnsByTarget = new Map<PgTable, AnyPgColumn[]>();
    for (const reference of getTableConfig(table).foreignKeys.map((key) => key.reference())) {
      const columns = columnsByTarget.get(reference.foreignTable) ?? [];
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- drizzle types a foreign key's columns as PgColumn of the table's own config
      columns.push(...(reference.columns as AnyPgColumn[]));
      columnsByTarget.set(reference.foreignTable, columns);
    }
    for (const [target, columns] of columnsByTarget) {
      const referrers = byTarget.get(target) ?? [];
      referrers.push({ table, columns, deletedAt });
      byTarget.set(target, referrers);
    }
  }
  return byTarget;
}

/** The soft-deleted tables with foreign keys to `target`, in the schema's order. */
function referrersOf(target: PgTable): Referrer[] {
  referrersByTarget ??= foreignKeysByTarget();
  return referrersByTarget.get(target) ?? [];
}

/**
 * What one row of a table is called: its resource's title, or the catalogue's noun (asked at
 * each delete: the registry is complete once every resource is registered).
 */
function nounOf(table: PgTable, registry: ResourceRegistry): string {
  for (const entry of registry.values()) {
    if (entry.table === table && entry.title) return entry.title.toLowerCase();
  }
  const name = getTableName(table);
  return RECORD_NOUNS[name] ?? name.replace(/_/g, ' ');
}

/** Counts of the live rows that use the record `id` of `target` (none: an empty list). */
export function recordUses(target: PgTable, registry: ResourceRegistry) {
  const referrers = referrersOf(target);
  return async (db: DbOrTx, id: number): Promise<RecordUse[]> => {
    const uses: RecordUse[] = [];
    for (const { table, columns, deletedAt } of referrers) {
      const [found] = await db
        .select({ n: count() })
        .from(table)
        .where(and(isNull(deletedAt), or(...columns.map((column) => eq(column, id)))));
      const n = Number(found?.n ?? 0);
      if (n > 0) uses.push({ count: n, noun: nounOf(table, registry) });
    }
    return uses;
  };
}
