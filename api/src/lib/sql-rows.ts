/** The rows a raw SQL statement answers, on either driver. */
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './resource/types';

export async function sqlRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the database type spans both drivers (PgQueryResultHKT), so drizzle types execute's answer as unknown; both answer raw SQL as { rows }
  return (result as unknown as { rows: T[] }).rows;
}
