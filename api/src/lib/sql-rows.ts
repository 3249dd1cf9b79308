/** The rows of a raw SQL read, typed by the caller (the one place raw SQL's answer is read). */
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './resource/types';

export async function sqlRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  // Both drivers (PGlite, node-postgres) answer raw SQL as { rows }.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the database is typed over both drivers (PgQueryResultHKT), whose raw answer drizzle leaves unknown; the rows' shape is the query's
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
