/**
 * Numbers issued per campus and fiscal year without gaps (vouchers now; receipts, certificates
 * and letters later): one counter row per series, taken inside the caller's transaction. The
 * upsert locks the row until that transaction ends, so concurrent issuers queue behind it, and a
 * transaction that rolls back gives its number back: the series has no gaps and no repeats.
 */
import { sql } from 'drizzle-orm';
import { numberSeries } from '../db/schema';
import type { Tx } from './resource/types';

export interface SeriesKey {
  campusId: number;
  fiscalYearId: number;
  /** The series' name within the campus and year, e.g. `voucher:journal`. */
  series: string;
}

/** The next number of a series (1 for a new one); call inside the transaction that uses it. */
export async function nextNumber(tx: Tx, key: SeriesKey): Promise<number> {
  const [row] = await tx
    .insert(numberSeries)
    .values({ ...key, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [numberSeries.campusId, numberSeries.fiscalYearId, numberSeries.series],
      set: { lastNumber: sql`${numberSeries.lastNumber} + 1` },
    })
    .returning({ lastNumber: numberSeries.lastNumber });
  if (!row) throw new Error(`no number issued for ${key.series}`);
  return row.lastNumber;
}
