/**
 * Who acts on a return and on which: the caller with their name and permissions, the campus of
 * a return within the caller's reach, the fiscal year with the one before it, and the year's
 * cycle (deadline, publication).
 */
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { RETURN_MESSAGES } from '@hemis/shared-contracts';
import { statisticalReturnCycles } from '../../db/schema/statistical-returns';
import { campuses, fiscalYears, universities } from '../../db/schema';
import { HttpError, badRequest } from '../../lib/errors';
import type { DbOrTx } from '../../lib/resource/types';
import type { ScopeFilter } from '../../plugins/auth';
import type { FiscalYearSpan } from './figures';

/** Who is acting: their scope, their name for the history, and what they hold. */
export interface ReturnCaller {
  scope: ScopeFilter;
  userId: number;
  name: string;
  canEdit: boolean;
  canApprove: boolean;
}

export { callerName } from '../../lib/user-names';

/** The fiscal year and the one before it (results and money are the last year's). */
export async function yearAndLast(
  db: DbOrTx,
  fiscalYearId: number,
): Promise<{ year: FiscalYearSpan; lastYear: FiscalYearSpan | null }> {
  const span = {
    id: fiscalYears.id,
    label: sql<string>`coalesce(${fiscalYears.label}, '')`,
    startDate: sql<string>`coalesce(${fiscalYears.startDate}, '9999-12-31')::text`,
    endDate: sql<string>`coalesce(${fiscalYears.endDate}, '0001-01-01')::text`,
  };
  const [year] = await db
    .select(span)
    .from(fiscalYears)
    .where(and(eq(fiscalYears.id, fiscalYearId), isNull(fiscalYears.deletedAt)));
  if (!year)
    throw badRequest(RETURN_MESSAGES.fiscalYear, { fiscalYearId: RETURN_MESSAGES.fiscalYear });
  const [lastYear] = await db
    .select(span)
    .from(fiscalYears)
    .where(and(isNull(fiscalYears.deletedAt), lt(fiscalYears.startDate, year.startDate)))
    .orderBy(desc(fiscalYears.startDate))
    .limit(1);
  return { year, lastYear: lastYear ?? null };
}

export interface CampusFacts {
  id: number;
  name: string;
  universityId: number | null;
  universityName: string;
}

/** The campus a caller's return is of: its own, or one named in its reach (else 403 naming it). */
export async function campusInReach(
  db: DbOrTx,
  scope: ScopeFilter,
  named: number | undefined,
): Promise<CampusFacts> {
  const id = scope.kind === 'campus' ? scope.campusId : named;
  const refuse = () =>
    new HttpError(403, RETURN_MESSAGES.campus, { campusId: RETURN_MESSAGES.campus });
  if (id === null || id === undefined) {
    if (scope.kind === 'campus') throw refuse();
    throw badRequest(RETURN_MESSAGES.campus, { campusId: RETURN_MESSAGES.campus });
  }
  if (scope.kind === 'campus' && named !== undefined && named !== scope.campusId) throw refuse();
  const [campus] = await db
    .select({
      id: campuses.id,
      name: campuses.campusName,
      universityId: campuses.universityId,
      universityName: sql<string>`coalesce(${universities.name}, '')`,
    })
    .from(campuses)
    .leftJoin(universities, eq(universities.id, campuses.universityId))
    .where(and(eq(campuses.id, id), isNull(campuses.deletedAt)));
  if (!campus) throw refuse();
  if (scope.kind === 'university' && campus.universityId !== scope.universityId) throw refuse();
  if (scope.kind === 'own') throw refuse();
  return { ...campus, name: campus.name ?? '' };
}

export async function cycleOf(db: DbOrTx, fiscalYearId: number) {
  const [cycle] = await db
    .select()
    .from(statisticalReturnCycles)
    .where(eq(statisticalReturnCycles.fiscalYearId, fiscalYearId));
  return cycle ?? null;
}
