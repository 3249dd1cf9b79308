/**
 * Moving a campus to another university (POST /Campus/{id}/Move): what belongs to the campus
 * goes with it. Every row that names the campus also names its university (scope.ts reads a
 * university's reach by that column), so each table with both columns has its campus's rows
 * moved in the same transaction as the campus, tables added later included: its users,
 * students, staff, registers and accounts stay in its reach, now the new university's.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { CAMPUS_MESSAGES, MESSAGES } from '@hemis/shared-contracts';
import { auditLog, campuses, universities } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { sqlRows } from '../../lib/sql-rows';
import type { DbOrTx, Row } from '../../lib/resource/register';

/** The tables whose rows name a campus and its university. */
async function tablesOfCampusRows(tx: DbOrTx): Promise<string[]> {
  const rows = await sqlRows<{ table: string }>(
    tx,
    sql`
    select table_name as "table" from information_schema.columns
    where table_schema = current_schema() and column_name in ('campus_id', 'university_id')
    group by table_name having count(*) = 2
    order by table_name`,
  );
  return rows.map((row) => row.table);
}

export interface CampusMoved {
  record: Row;
  from: number | null;
  to: number;
  /** Rows moved with the campus, by table (tables with none left out). */
  rows: Record<string, number>;
}

/**
 * Moves the live campus `campusId` to the live university `universityId` with its rows, and
 * writes the audit row (from, to, the rows moved). 404 for no such campus; 400 on universityId
 * for no such university or the campus's own.
 */
export async function moveCampus(
  tx: DbOrTx,
  campusId: number,
  universityId: number,
  userId: number,
): Promise<CampusMoved> {
  const [campus] = await tx
    .select({ universityId: campuses.universityId })
    .from(campuses)
    .where(and(eq(campuses.id, campusId), isNull(campuses.deletedAt)))
    .for('update');
  if (!campus) throw notFound('Campus not found.');
  const [university] = await tx
    .select({ id: universities.id })
    .from(universities)
    .where(and(eq(universities.id, universityId), isNull(universities.deletedAt)));
  if (!university) {
    throw badRequest(MESSAGES.http.badRequest, { universityId: 'University was not found' });
  }
  if (campus.universityId === universityId) {
    throw badRequest(MESSAGES.http.badRequest, { universityId: CAMPUS_MESSAGES.alreadyThere });
  }
  const [record]: Row[] = await tx
    .update(campuses)
    .set({ universityId, updatedAt: new Date(), updatedBy: userId })
    .where(eq(campuses.id, campusId))
    .returning();
  if (!record) throw notFound('Campus not found.');
  const rows: Record<string, number> = {};
  for (const table of await tablesOfCampusRows(tx)) {
    const moved = await sqlRows<{ count: number }>(
      tx,
      sql`
      with moved as (
        update ${sql.identifier(table)} set university_id = ${universityId}
        where campus_id = ${campusId} and university_id is distinct from ${universityId}
        returning 1
      )
      select count(*)::int as count from moved`,
    );
    const count = Number(moved[0]?.count ?? 0);
    if (count > 0) rows[table] = count;
  }
  await tx.insert(auditLog).values({
    userId,
    action: 'move',
    entity: 'Campus',
    entityId: String(campusId),
    detail: {
      fields: ['universityId'],
      changes: { universityId: [campus.universityId, universityId] },
      from: campus.universityId,
      to: universityId,
      rows,
    },
  });
  return { record, from: campus.universityId, to: universityId, rows };
}
