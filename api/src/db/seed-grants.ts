/**
 * Demo grant releases: every campus's recurrent grant of this fiscal year and the last, paid in
 * three instalments (last year's all released, this year's first released, the second due, the
 * third scheduled), and a capital, performance-based, equity or research grant for some, so that
 * the Payment screens and the report's Finance part have figures of every kind.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { addMonths, nepalToday } from '@hemis/shared-contracts';
import { fiscalYearOn } from '../lib/fiscal-years';
import type { Tx } from '../lib/resource/types';
import { grantInstalments, grantReleases } from './schema/grants';
import { campuses, users } from './schema';

const EXTRA_TYPES = ['capital', 'performanceBased', 'equity', 'research'] as const;

export async function seedGrantsDemo(tx: Tx, today = nepalToday()): Promise<void> {
  // One after the other: a transaction is one connection, which takes one statement at a time.
  const thisYear = await fiscalYearOn(tx, today);
  const lastYear = await fiscalYearOn(tx, addMonths(today, -12));
  if (!thisYear) return;
  const [commission] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'UgcAdmin'), isNull(users.deletedAt)))
    .limit(1);
  const live = await tx
    .select({ id: campuses.id, universityId: campuses.universityId, type: campuses.campusType })
    .from(campuses)
    .where(isNull(campuses.deletedAt))
    .orderBy(asc(campuses.id));
  for (const [index, campus] of live.entries()) {
    if (campus.universityId === null) continue;
    // Private campuses get no recurrent grant; every fourth gets a grant of another type.
    const types: string[] = campus.type === 'private' ? [] : ['recurrent'];
    if (index % 4 === 0) types.push(EXTRA_TYPES[(index / 4) % EXTRA_TYPES.length]!);
    for (const [year, released] of [
      [lastYear, 3],
      [thisYear, 1],
    ] as const) {
      if (!year) continue;
      for (const grantType of types) {
        // Lakhs of rupees by type and campus, so that the totals differ from place to place.
        const amount = (grantType === 'recurrent' ? 30 : 12) * 100_000 + (index % 7) * 250_000;
        const [grant] = await tx
          .insert(grantReleases)
          .values({
            fiscalYearId: year.id,
            universityId: campus.universityId,
            campusId: campus.id,
            grantType,
            amount,
            letterReference: `UGC/${year.label}/${grantType}/${campus.id}`,
            remarks: null,
            createdBy: commission?.id ?? null,
          })
          .returning({ id: grantReleases.id });
        const start = year === thisYear ? addMonths(today, -5) : addMonths(today, -17);
        await tx.insert(grantInstalments).values(
          [0, 1, 2].map((n): typeof grantInstalments.$inferInsert => ({
            grantReleaseId: grant!.id,
            dueOn: addMonths(start, n * 4),
            amount: Math.round((amount / 3) * 100) / 100,
            status: n < released ? 'released' : 'scheduled',
            releasedOn: n < released ? addMonths(start, n * 4) : null,
            letterReference: n < released ? `UGC/release/${grant!.id}/${n + 1}` : null,
            recordedBy: commission?.id ?? null,
          })),
        );
      }
    }
  }
}
