import { and, gte, isNull, lte } from 'drizzle-orm';
import { fiscalYears } from '../db/schema';
import type { DbOrTx } from './resource/types';

/** The fiscal year whose span holds an AD date, or null. */
export async function fiscalYearOn(
  db: DbOrTx,
  dateAd: string,
): Promise<{ id: number; label: string } | null> {
  const [year] = await db
    .select({ id: fiscalYears.id, label: fiscalYears.label })
    .from(fiscalYears)
    .where(
      and(
        lte(fiscalYears.startDate, dateAd),
        gte(fiscalYears.endDate, dateAd),
        isNull(fiscalYears.deletedAt),
      ),
    )
    .limit(1);
  return year ? { id: year.id, label: year.label ?? '' } : null;
}
