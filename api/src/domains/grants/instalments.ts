/**
 * A grant's instalments: listed in due-date order (numbered 1, 2, ... as they fall due), and
 * written one at a time under a lock on the grant, so that the instalments never add up to more
 * than the grant, however many clerks save at once.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  GRANT_MESSAGES,
  formatAmount,
  type GrantInstalmentRow,
  type GrantReleaseExtras,
  type grantInstalmentInputSchema,
} from '@hemis/shared-contracts';
import type { z } from 'zod';
import { grantInstalments, grantReleases } from '../../db/schema/grants';
import { users } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import type { DbOrTx, Row } from '../../lib/resource/types';
import type { Database } from '../../db/client';

export type InstalmentInput = z.output<typeof grantInstalmentInputSchema>;

const recordedBy = sql<
  string | null
>`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`;

export async function listInstalments(
  db: DbOrTx,
  grantReleaseId: number,
): Promise<GrantInstalmentRow[]> {
  const rows = await db
    .select({
      id: grantInstalments.id,
      grantReleaseId: grantInstalments.grantReleaseId,
      dueOn: grantInstalments.dueOn,
      amount: grantInstalments.amount,
      status: grantInstalments.status,
      releasedOn: grantInstalments.releasedOn,
      letterReference: grantInstalments.letterReference,
      note: grantInstalments.note,
      recordedBy,
      updatedAt: grantInstalments.updatedAt,
    })
    .from(grantInstalments)
    .leftJoin(users, eq(users.id, grantInstalments.recordedBy))
    .where(eq(grantInstalments.grantReleaseId, grantReleaseId))
    .orderBy(asc(grantInstalments.dueOn), asc(grantInstalments.id));
  return rows.map((row, index) => ({
    ...row,
    instalmentNo: index + 1,
    amount: Number(row.amount),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** The live grant, locked for the rest of the transaction (404 if there is none). */
async function lockedGrant(tx: DbOrTx, grantReleaseId: number): Promise<{ amount: number }> {
  const [grant] = await tx
    .select({ amount: grantReleases.amount })
    .from(grantReleases)
    .where(and(eq(grantReleases.id, grantReleaseId), isNull(grantReleases.deletedAt)))
    .for('update');
  if (!grant) throw notFound();
  return { amount: Number(grant.amount) };
}

/** What the grant's other instalments add up to, in paisa (exact). */
async function othersPaisa(tx: DbOrTx, grantReleaseId: number, except?: number): Promise<number> {
  const [row] = await tx
    .select({ paisa: sql<string>`coalesce(sum(round(${grantInstalments.amount} * 100)), 0)` })
    .from(grantInstalments)
    .where(
      and(
        eq(grantInstalments.grantReleaseId, grantReleaseId),
        except === undefined ? undefined : sql`${grantInstalments.id} <> ${except}`,
      ),
    );
  return Number(row?.paisa ?? 0);
}

const paisa = (amount: number) => Math.round(amount * 100);

/**
 * Adds an instalment (no `instalmentId`) or changes one; refuses, with the amount still open,
 * one that takes the instalments over the grant.
 */
export async function saveInstalment(
  db: Database,
  grantReleaseId: number,
  input: InstalmentInput,
  userId: number,
  instalmentId?: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const grant = await lockedGrant(tx, grantReleaseId);
    const open = paisa(grant.amount) - (await othersPaisa(tx, grantReleaseId, instalmentId));
    if (paisa(input.amount) > open) {
      throw badRequest(GRANT_MESSAGES.overGrant, {
        amount: `${GRANT_MESSAGES.overGrant} (NPR ${formatAmount(Math.max(open, 0) / 100)} open)`,
      });
    }
    const values = {
      dueOn: input.dueOn,
      amount: input.amount,
      status: input.status,
      releasedOn: input.releasedOn ?? null,
      letterReference: input.letterReference || null,
      note: input.note || null,
      recordedBy: userId,
      updatedAt: new Date(),
    };
    if (instalmentId === undefined) {
      await tx.insert(grantInstalments).values({ grantReleaseId, ...values });
      return;
    }
    const changed = await tx
      .update(grantInstalments)
      .set(values)
      .where(
        and(
          eq(grantInstalments.id, instalmentId),
          eq(grantInstalments.grantReleaseId, grantReleaseId),
        ),
      )
      .returning({ id: grantInstalments.id });
    if (changed.length === 0) throw notFound(GRANT_MESSAGES.instalmentNotFound);
  });
}

export async function deleteInstalment(
  db: DbOrTx,
  grantReleaseId: number,
  instalmentId: number,
): Promise<void> {
  const removed = await db
    .delete(grantInstalments)
    .where(
      and(
        eq(grantInstalments.id, instalmentId),
        eq(grantInstalments.grantReleaseId, grantReleaseId),
      ),
    )
    .returning({ id: grantInstalments.id });
  if (removed.length === 0) throw notFound(GRANT_MESSAGES.instalmentNotFound);
}

/** A grant's new amount must still cover its instalments (a 400 on `amount` if not). */
export async function checkAmountCoversInstalments(
  db: DbOrTx,
  grantReleaseId: number,
  amount: number,
): Promise<void> {
  if (paisa(amount) < (await othersPaisa(db, grantReleaseId))) {
    throw badRequest(GRANT_MESSAGES.amountBelowInstalments, {
      amount: GRANT_MESSAGES.amountBelowInstalments,
    });
  }
}

/** Each grant row with its instalments' sums (one grouped query for the page of rows). */
export async function withInstalmentSums(db: DbOrTx, rows: Row[]): Promise<Row[]> {
  const ids = rows.map((row) => Number(row.id));
  const sums =
    ids.length === 0
      ? []
      : await db
          .select({
            id: grantInstalments.grantReleaseId,
            released: sql<string>`coalesce(sum(${grantInstalments.amount}) filter (where ${grantInstalments.status} = 'released'), 0)`,
            scheduled: sql<string>`coalesce(sum(${grantInstalments.amount}) filter (where ${grantInstalments.status} = 'scheduled'), 0)`,
            instalments: sql<number>`count(*)::int`,
            nextDueOn: sql<
              string | null
            >`min(${grantInstalments.dueOn}) filter (where ${grantInstalments.status} = 'scheduled')`,
          })
          .from(grantInstalments)
          .where(inArray(grantInstalments.grantReleaseId, ids))
          .groupBy(grantInstalments.grantReleaseId);
  const byId = new Map(sums.map((sum) => [sum.id, sum]));
  return rows.map((row): Row => {
    const sum = byId.get(Number(row.id));
    const extras: GrantReleaseExtras = {
      released: Number(sum?.released ?? 0),
      scheduled: Number(sum?.scheduled ?? 0),
      instalments: sum?.instalments ?? 0,
      nextDueOn: sum?.nextDueOn ?? null,
    };
    return { ...row, ...extras };
  });
}
