/**
 * Deterministic choices in SQL for the national data set: each row's choices come from a hash of
 * its ordinal and a tag (PostgreSQL's hashtext), never from a random source, so two runs write
 * the same rows. Weighted choices read "slots": a weight table spread over SLOTS cells, either
 * as an array literal or as rows of the run's nat_slots table (when the weights depend on a
 * group, such as a university's programs).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../client';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Cells a weight table is spread over. */
export const SLOTS = 1000;

/** A non-negative hash (0 .. 2^32-1) of `key` (an SQL expression) and `tag`. */
export function hashOf(key: string, tag: string): string {
  return `(hashtext((${key})::text || ':${tag}')::bigint + 2147483648)`;
}

/** A hash of `key` and `tag` below `modulo`. */
export function hashBelow(key: string, tag: string, modulo: number | string): string {
  return `(${hashOf(key, tag)} % ${modulo})::int`;
}

/**
 * The cells of a weight table: each value fills a share of `size` cells in proportion to its
 * weight (largest remainders, so the shares sum to `size`; every value with a weight gets one).
 */
export function spread<T>(weights: readonly (readonly [T, number])[], size = SLOTS): T[] {
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  if (total <= 0) throw new Error('national data: a weight table has no weight');
  const shares = weights.map(([value, weight]) => {
    const exact = (weight / total) * size;
    return { value, cells: Math.max(1, Math.floor(exact)), rest: exact - Math.floor(exact) };
  });
  let left = size - shares.reduce((sum, share) => sum + share.cells, 0);
  const byRest = [...shares].sort((a, b) => b.rest - a.rest);
  for (let index = 0; left > 0; index = (index + 1) % byRest.length, left -= 1) {
    const share = byRest[index];
    if (share) share.cells += 1;
  }
  for (let index = 0; left < 0; index = (index + 1) % byRest.length) {
    const share = byRest[byRest.length - 1 - index];
    if (share && share.cells > 1) {
      share.cells -= 1;
      left += 1;
    }
  }
  return shares.flatMap((share) => Array<T>(share.cells).fill(share.value));
}

const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** An SQL array literal of numbers or texts. */
export function sqlArray(values: readonly (number | string)[]): string {
  const text = typeof values[0] === 'string';
  const items = values.map((value) => (typeof value === 'string' ? quoted(value) : String(value)));
  return `(ARRAY[${items.join(',')}]::${text ? 'text' : 'int'}[])`;
}

/** One weighted choice per row: the cell of `weights` the row's hash falls in. */
export function pick(
  weights: readonly (readonly [number | string, number])[],
  key: string,
  tag: string,
): string {
  return `${sqlArray(spread(weights))}[1 + ${hashBelow(key, tag, SLOTS)}]`;
}

/** `[value, weight]` pairs of a record of weights. */
export const weightsOf = (record: Readonly<Record<string, number>>): [string, number][] =>
  Object.entries(record);

/** Runs one statement; its rows (both drivers answer raw SQL as `{ rows }`). */
export async function run<Row = Record<string, unknown>>(tx: Tx, text: string): Promise<Row[]> {
  const result = (await tx.execute(sql.raw(text))) as unknown as { rows?: Row[] };
  return result.rows ?? [];
}

/** The run's slot table (dropped with the transaction): weighted choices by group. */
export async function createSlots(tx: Tx): Promise<void> {
  await run(
    tx,
    `create temporary table nat_slots (kind text not null, grp int not null, slot int not null,
      value int not null, primary key (kind, grp, slot)) on commit drop`,
  );
}

/** Fills the cells of one group's weight table (`kind` names the choice). */
export async function fillSlots(
  tx: Tx,
  kind: string,
  group: number,
  weights: readonly (readonly [number, number])[],
): Promise<void> {
  await run(
    tx,
    `insert into nat_slots (kind, grp, slot, value)
     select ${quoted(kind)}, ${group}, (ord - 1)::int, v
     from unnest(${sqlArray(spread(weights))}) with ordinality as t(v, ord)`,
  );
}

/** The value of a row's cell of group `group` in the slot table (a scalar subquery). */
export function slotOf(kind: string, group: string, key: string, tag: string): string {
  return `(select s.value from nat_slots s where s.kind = ${quoted(kind)} and s.grp = ${group}
    and s.slot = ${hashBelow(key, tag, SLOTS)})`;
}
