/**
 * What the staff and the student registers share: the campus a caller takes attendance for,
 * the holiday on a day, and the days of a month.
 */
import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { ATTENDANCE_MESSAGES, MESSAGES } from '@hemis/shared-contracts';
import type { Database } from '../db/client';
import { campuses, holidays } from '../db/schema';
import type { ScopeFilter } from '../plugins/auth';
import { badRequest, forbidden } from './errors';

export interface CampusRef {
  id: number;
  name: string;
  universityId: number | null;
}

/** First and last day of a YYYY-MM month. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthNo, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/**
 * The campus whose register the caller works on: campus roles their own (naming another is a
 * 403), university roles one of their campuses, nation roles any campus they name.
 */
export async function campusFor(
  db: Database,
  scope: ScopeFilter,
  requested: number | undefined,
): Promise<CampusRef> {
  let campusId = requested;
  if (scope.kind === 'own') throw forbidden();
  if (scope.kind === 'campus') {
    if (scope.campusId === null) throw forbidden();
    if (campusId !== undefined && campusId !== scope.campusId) throw forbidden();
    campusId = scope.campusId;
  }
  if (campusId === undefined) {
    throw badRequest(MESSAGES.http.badRequest, { campusId: ATTENDANCE_MESSAGES.campusRequired });
  }
  const [campus] = await db
    .select({
      id: campuses.id,
      name: campuses.campusName,
      universityId: campuses.universityId,
    })
    .from(campuses)
    .where(and(eq(campuses.id, campusId), isNull(campuses.deletedAt)))
    .limit(1);
  if (!campus) throw badRequest(MESSAGES.http.badRequest, { campusId: 'Campus was not found' });
  if (scope.kind === 'university' && campus.universityId !== scope.universityId) {
    throw forbidden();
  }
  return campus;
}

/** The holiday a campus keeps on a day: its own, else its university's, else a national one. */
export async function holidayOn(
  db: Database,
  campus: CampusRef,
  date: string,
): Promise<string | null> {
  const [holiday] = await db
    .select({ name: holidays.holidayName })
    .from(holidays)
    .where(
      and(
        isNull(holidays.deletedAt),
        eq(holidays.status, true),
        lte(holidays.fromDate, date),
        gte(holidays.toDate, date),
        or(
          eq(holidays.campusId, campus.id),
          and(
            isNull(holidays.campusId),
            campus.universityId === null
              ? sql`false`
              : eq(holidays.universityId, campus.universityId),
          ),
          and(isNull(holidays.campusId), isNull(holidays.universityId)),
        ),
      ),
    )
    // The campus's own holiday first, then its university's, then the national one.
    .orderBy(
      sql`${holidays.campusId} is null`,
      sql`${holidays.universityId} is null`,
      asc(holidays.fromDate),
    )
    .limit(1);
  return holiday?.name ?? null;
}
