/**
 * Which rows of a resource a user may change, from the resource's ownership and the user's data
 * scope (DESIGN.md section 3). One rule for both sides: the API turns it into its SQL filter,
 * the screens offer Edit and Delete only on the rows it allows.
 * - nation scope: every row; the user's own scope (a student): none.
 * - nation-owned and allotted rows (budget grants): nation roles only.
 * - university scope: rows of its university (its office's and its campuses').
 * - campus scope: rows of its campus; never a university's rows.
 */
import { scopeOfRole, type DataScope } from './permissions';
import type { Ownership } from './resource';
import type { KnownRole } from './roles';

export interface OwnerScope {
  kind: DataScope;
  universityId: number | null;
  campusId: number | null;
}

/** The rows a scope may change: all, none, or those whose owner column holds its id. */
export type WriteReach = 'all' | 'none' | { column: 'universityId' | 'campusId'; id: number };

/** An id no row has: a university or campus user whose account lacks its owner. */
const NO_OWNER = -1;

export function writeReach(ownership: Ownership, scope: OwnerScope): WriteReach {
  // What a campus keeps, only the campus changes.
  if (ownership === 'campusKept') {
    return scope.kind === 'campus'
      ? { column: 'campusId', id: scope.campusId ?? NO_OWNER }
      : 'none';
  }
  if (scope.kind === 'nation') return 'all';
  if (scope.kind === 'own' || ownership === 'nation' || ownership === 'allotted') return 'none';
  if (scope.kind === 'university') {
    return { column: 'universityId', id: scope.universityId ?? NO_OWNER };
  }
  if (ownership === 'university') return 'none';
  return { column: 'campusId', id: scope.campusId ?? NO_OWNER };
}

/** The data scope of a signed-in user. */
export function ownerScopeOf(user: {
  role: KnownRole;
  universityId: number | null;
  campusId: number | null;
}): OwnerScope {
  return { kind: scopeOfRole(user.role), universityId: user.universityId, campusId: user.campusId };
}

/** Whether the scope may change this row (its universityId and campusId say who owns it). */
export function mayChangeRow(
  ownership: Ownership,
  row: Readonly<Record<string, unknown>>,
  scope: OwnerScope,
): boolean {
  const reach = writeReach(ownership, scope);
  if (reach === 'all' || reach === 'none') return reach === 'all';
  return row[reach.column] === reach.id;
}

/**
 * Of the rows of one `nearerOwnerOverrides` resource a campus reads for the same unique values
 * (a level's graduation setup, its grading scheme), the one that applies: the campus's own, else
 * its university's, else the national one (undefined: none).
 */
export function nearestOwnerRow<S extends { universityId: number | null; campusId: number | null }>(
  rows: readonly S[],
  campusId: number | null,
): S | undefined {
  return (
    rows.find((row) => row.campusId !== null && row.campusId === campusId) ??
    rows.find((row) => row.campusId === null && row.universityId !== null) ??
    rows.find((row) => row.campusId === null && row.universityId === null)
  );
}
