/**
 * Inserting many rows in one statement with the rows sent as one JSON parameter
 * (jsonb_to_recordset): a VALUES list of 40 parameters a row costs more to send and bind than
 * the insert itself (PGlite most of all). Used by the student import and the demo seed.
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

export interface RecordsetColumn {
  /** The table's JS key (the rows' keys). */
  key: string;
  name: string;
  type: string;
}

/** The columns of `table` under `keys`; throws on a key the table lacks. */
export function recordsetColumns(table: PgTable, keys: Iterable<string>): RecordsetColumn[] {
  const columns: Record<string, PgColumn> = getTableColumns(table);
  return [...new Set(keys)].map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`the table has no column for "${key}"`);
    return { key, name: column.name, type: column.getSQLType() };
  });
}

/**
 * `insert into table (columns) select columns from jsonb_to_recordset(rows)`: the rows keyed by
 * the table's JS keys (a missing or undefined value is stored as null); `columns` defaults to
 * every key any row has. Append a `returning` clause to read the new rows back.
 */
export function recordsetInsert(
  table: PgTable,
  rows: readonly Record<string, unknown>[],
  columns: readonly RecordsetColumn[] = recordsetColumns(table, rows.flatMap(Object.keys)),
): SQL {
  const names = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const shape = sql.raw(columns.map((column) => `"${column.name}" ${column.type}`).join(', '));
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const column of columns) record[column.name] = row[column.key] ?? null;
    return record;
  });
  return sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as f(${shape})`;
}
