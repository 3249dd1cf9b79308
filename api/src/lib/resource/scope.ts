/**
 * Who sees and who changes a resource's rows (spec section 6, DESIGN.md section 3), from the
 * contract's ownership and the caller's scope:
 * - nation: everyone reads; nation roles write.
 * - institution: rows carry universityId (university user) or campusId and its universityId
 *   (campus user); rows with neither are national. A university user sees its university's and
 *   its campuses' rows, a campus user its own and its university's; both see national rows.
 *   Each writes only its own reach (a campus user never its university's rows).
 * - university: rows of one university; campus users read them, nation and the university write.
 * - campus: rows of one campus; the university reads and writes its campuses' rows.
 * - hierarchy: rows of the commission, a university's office or a campus; a campus user reads
 *   and writes its campus's rows only, a university user its university's (office and
 *   campuses), nation roles all.
 * - allotted: read as hierarchy; nation roles alone write.
 * - campusKept: read as campus; the campus alone writes.
 */
import { and, eq, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MESSAGES, writeReach, type DataScope, type Ownership } from '@hemis/shared-contracts';
import type { Database } from '../../db/client';
import { campuses } from '../../db/schema';
import type { ScopeFilter } from '../../plugins/auth';
import { badRequest, forbidden } from '../errors';
import type { DbOrTx } from './types';

export interface OwnerColumns {
  universityId?: AnyPgColumn;
  campusId?: AnyPgColumn;
}

const NOTHING = sql`false`;
const NONE = -1;

/** Campus users' universityId comes from their campus when the account does not carry it. */
export async function resolveScope(db: Database, scope: ScopeFilter): Promise<ScopeFilter> {
  if (scope.kind !== 'campus' || scope.universityId !== null || scope.campusId === null) {
    return scope;
  }
  const [row] = await db
    .select({ universityId: campuses.universityId })
    .from(campuses)
    .where(eq(campuses.id, scope.campusId))
    .limit(1);
  return { ...scope, universityId: row?.universityId ?? null };
}

/** The rows the caller may read (undefined: all). */
export function readCondition(
  ownership: Ownership,
  columns: OwnerColumns,
  scope: ScopeFilter,
): SQL | undefined {
  return readConditionOf(
    ownership,
    columns,
    scope.kind,
    scope.universityId ?? NONE,
    scope.campusId ?? NONE,
  );
}

/**
 * readCondition for a scope kind, its university and campus given as numbers (-1 for none) or
 * as placeholders (a list query kept for every caller of that kind, list-query.ts).
 */
export function readConditionOf(
  ownership: Ownership,
  columns: OwnerColumns,
  kind: DataScope,
  universityId: number | SQLWrapper,
  campusId: number | SQLWrapper,
): SQL | undefined {
  if (kind === 'nation' || ownership === 'nation') {
    return kind === 'own' && ownership !== 'nation' ? NOTHING : undefined;
  }
  if (kind === 'own') return NOTHING;
  const university = columns.universityId;
  const campus = columns.campusId;
  switch (ownership) {
    case 'institution': {
      if (!university || !campus) return NOTHING;
      const national = and(isNull(university), isNull(campus));
      if (kind === 'university') return or(eq(university, universityId), national);
      return or(eq(campus, campusId), and(eq(university, universityId), isNull(campus)), national);
    }
    case 'university':
      return university ? eq(university, universityId) : NOTHING;
    case 'campus':
    case 'campusKept':
    case 'hierarchy':
    case 'allotted':
      if (kind === 'university') return university ? eq(university, universityId) : NOTHING;
      return campus ? eq(campus, campusId) : NOTHING;
  }
}

/**
 * The rows the caller may change (undefined: all; null: none at all): the shared rule
 * (writeReach, also used by the screens to offer Edit and Delete) as SQL.
 */
export function writeCondition(
  ownership: Ownership,
  columns: OwnerColumns,
  scope: ScopeFilter,
): SQL | undefined | null {
  const reach = writeReach(ownership, scope);
  if (reach === 'all') return undefined;
  if (reach === 'none') return null;
  const column = columns[reach.column];
  return column ? eq(column, reach.id) : null;
}

/** A campus as the routes that work on one campus need it. */
export interface ReachedCampus {
  id: number;
  campusName: string;
  universityId: number | null;
}

/**
 * The campus a caller works on or asks about: a campus role's own (naming another is a 403), a
 * university role one of its campuses it names (another university's: 403), a nation role any it
 * names. Null when a university or nation caller names none; a 400 on the field when there is
 * no such campus. (Campuses are public: refusing one beyond reach reveals nothing.)
 */
export async function campusInReach(
  db: DbOrTx,
  scope: ScopeFilter,
  requested: number | null | undefined,
): Promise<ReachedCampus | null> {
  if (scope.kind === 'own') throw forbidden();
  let wanted = requested || undefined;
  if (scope.kind === 'campus') {
    if (scope.campusId === null) throw forbidden();
    if (wanted !== undefined && wanted !== scope.campusId) throw forbidden();
    wanted = scope.campusId;
  }
  if (wanted === undefined) return null;
  const [campus] = await db
    .select({
      id: campuses.id,
      campusName: campuses.campusName,
      universityId: campuses.universityId,
    })
    .from(campuses)
    .where(and(eq(campuses.id, wanted), isNull(campuses.deletedAt)))
    .limit(1);
  if (!campus) {
    throw badRequest(MESSAGES.http.badRequest, { campusId: MESSAGES.http.campusNotFound });
  }
  if (scope.kind === 'university' && campus.universityId !== scope.universityId) throw forbidden();
  return campus;
}
