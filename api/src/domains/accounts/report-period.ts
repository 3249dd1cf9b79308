/**
 * A report's period: a fiscal year narrowed by BS dates, and the campuses the caller reads (one
 * named, or all of its reach).
 */
import { and, desc, eq, isNull, lte, gte } from 'drizzle-orm';
import {
  VOUCHER_MESSAGES,
  adToBs,
  bsToAd,
  type AccountPeriod,
  type accountPeriodQuerySchema,
} from '@hemis/shared-contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { campuses, fiscalYears } from '../../db/schema';
import { badRequest, forbidden } from '../../lib/errors';
import { resolveScope } from '../../lib/resource/scope';
import type { ScopeFilter } from '../../plugins/auth';

export type PeriodQuery = z.output<typeof accountPeriodQuerySchema>;

export interface ReportPeriod extends AccountPeriod {
  fiscalYearId: number;
  /** The fiscal year's first day (AD). */
  yearStartAd: string;
  /** The campuses counted (undefined: all, for the commission). */
  campusIds?: number[];
}

/** The campuses a caller reads, narrowed to `campusId` when given (403 outside its reach). */
async function campusesOf(
  db: Database,
  scope: ScopeFilter,
  campusId: number | undefined,
): Promise<number[] | undefined> {
  const resolved = await resolveScope(db, scope);
  if (resolved.kind === 'nation') return campusId ? [campusId] : undefined;
  if (resolved.kind === 'campus') {
    if (campusId && campusId !== resolved.campusId) throw forbidden();
    return resolved.campusId === null ? [] : [resolved.campusId];
  }
  if (resolved.kind === 'university') {
    const rows = await db
      .select({ id: campuses.id })
      .from(campuses)
      .where(eq(campuses.universityId, resolved.universityId ?? -1));
    const ids = rows.map((row) => row.id);
    if (campusId) {
      if (!ids.includes(campusId)) throw forbidden();
      return [campusId];
    }
    return ids;
  }
  return [];
}

const dayOf = (field: 'from' | 'to', bs: string | undefined): string | undefined => {
  if (!bs) return undefined;
  const ad = bsToAd(bs);
  if (!ad) throw badRequest(undefined, { [field]: VOUCHER_MESSAGES.dateInvalid });
  return ad;
};

/**
 * The period asked: the named fiscal year, else the one `from` falls in, else the active one;
 * narrowed to the BS dates `from` and `to` (within the year).
 */
export async function periodOf(
  db: Database,
  scope: ScopeFilter,
  query: PeriodQuery,
): Promise<ReportPeriod> {
  const fromAd = dayOf('from', query.from);
  const toAd = dayOf('to', query.to);
  const condition = query.fiscalYearId
    ? eq(fiscalYears.id, query.fiscalYearId)
    : fromAd
      ? and(lte(fiscalYears.startDate, fromAd), gte(fiscalYears.endDate, fromAd))
      : eq(fiscalYears.isActive, true);
  const [year] = await db
    .select({
      id: fiscalYears.id,
      label: fiscalYears.label,
      startDate: fiscalYears.startDate,
      endDate: fiscalYears.endDate,
    })
    .from(fiscalYears)
    .where(and(condition, isNull(fiscalYears.deletedAt)))
    .orderBy(desc(fiscalYears.startDate))
    .limit(1);
  if (!year?.startDate || !year.endDate) {
    throw badRequest(VOUCHER_MESSAGES.noFiscalYear, {
      [query.fiscalYearId ? 'fiscalYearId' : 'from']: VOUCHER_MESSAGES.noFiscalYear,
    });
  }
  const start = fromAd && fromAd > year.startDate ? fromAd : year.startDate;
  const end = toAd && toAd < year.endDate ? toAd : year.endDate;
  return {
    fiscalYearId: year.id,
    fiscalYear: year.label ?? '',
    yearStartAd: year.startDate,
    fromAd: start,
    toAd: end,
    fromBs: adToBs(start) ?? '',
    toBs: adToBs(end) ?? '',
    campusIds: await campusesOf(db, scope, query.campusId),
  };
}

export const publicPeriod = ({
  fiscalYear,
  fromAd,
  toAd,
  fromBs,
  toBs,
}: ReportPeriod): AccountPeriod => ({
  fiscalYear,
  fromAd,
  toAd,
  fromBs,
  toBs,
});
