import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { DbOrTx } from './resource/types';

/** A user's name as a record's history shows who acted (their e-mail when they have no name). */
export async function callerName(db: DbOrTx, userId: number): Promise<string> {
  const [row] = await db
    .select({ first: users.firstName, last: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return '';
  return [row.first, row.last].filter(Boolean).join(' ') || row.email;
}
