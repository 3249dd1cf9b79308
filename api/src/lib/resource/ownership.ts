/**
 * Ownership and scope of one resource (the rules themselves are scope.ts): which live rows a
 * caller reads, which it may change, and the owner columns of a row it adds.
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { CAMPUS_MESSAGES, MESSAGES, type AnyResourceContract } from '@hemis/shared-contracts';
import type { Database } from '../../db/client';
import type { ScopeFilter } from '../../plugins/auth';
import { badRequest, forbidden, notFound } from '../errors';
import { readCondition, resolveScope, writeCondition, type OwnerColumns } from './scope';
import type { ResourceRegistry, Row } from './types';

export interface OwnershipSpec {
  db: Database;
  contract: AnyResourceContract;
  table: PgTable;
  column: (name: string) => AnyPgColumn;
  owners: OwnerColumns;
  registry: ResourceRegistry;
  ownRows?: (userId: number) => SQL;
}

export interface ResourceOwnership {
  /** The caller's scope with a campus user's university filled in (once per request). */
  resolve(scope: ScopeFilter): Promise<ScopeFilter>;
  /** What the scope reads: the contract's ownership, or the caller's own rows (ownRows). */
  readable(scope: ScopeFilter): SQL | undefined;
  /** Live rows the scope reads, and an extra condition. */
  visibleWhere(scope: ScopeFilter, extra?: SQL): SQL | undefined;
  findVisible(id: number, scope: ScopeFilter): Promise<Row | null>;
  /** The live row `id` the scope may change: 404 when it cannot see it, 403 when it may not. */
  writableRow(id: number, scope: ScopeFilter): Promise<Row>;
  /** The owner columns of a new row (403 outside the caller's reach). */
  ownerValues(scope: ScopeFilter, values: Row): Promise<Row>;
}

export function createOwnership(spec: OwnershipSpec): ResourceOwnership {
  const { db, contract, table, column, owners, registry, ownRows } = spec;
  const idColumn = column('id');
  const deletedAt = column('deletedAt');

  const readable = (scope: ScopeFilter): SQL | undefined =>
    scope.kind === 'own' && ownRows
      ? ownRows(scope.userId)
      : readCondition(contract.ownership, owners, scope);

  const visibleWhere = (scope: ScopeFilter, extra?: SQL) =>
    and(isNull(deletedAt), readable(scope), extra);

  async function findVisible(id: number, scope: ScopeFilter): Promise<Row | null> {
    const [record]: Row[] = await db
      .select()
      .from(table)
      .where(visibleWhere(scope, eq(idColumn, id)))
      .limit(1);
    return record ?? null;
  }

  async function writableRow(id: number, scope: ScopeFilter): Promise<Row> {
    const existing = await findVisible(id, scope);
    if (!existing) throw notFound(`${contract.title} not found.`);
    const writable = writeCondition(contract.ownership, owners, scope);
    if (writable === null) throw forbidden();
    if (writable) {
      const [allowed] = await db
        .select({ id: idColumn })
        .from(table)
        .where(and(eq(idColumn, id), writable))
        .limit(1);
      if (!allowed) throw forbidden();
    }
    return existing;
  }

  /** A campus of the caller's reach, or a 400 naming campusId. */
  async function campusOwner(campusId: number, scope: ScopeFilter): Promise<Row> {
    const campusEntry = registry.get('Campus');
    const [campus]: Row[] = campusEntry
      ? await db
          .select()
          .from(campusEntry.table)
          .where(and(eq(campusEntry.id, campusId), campusEntry.visible?.(scope)))
          .limit(1)
      : [];
    if (!campus) {
      throw badRequest(MESSAGES.http.badRequest, { campusId: MESSAGES.http.campusNotFound });
    }
    return { campusId, universityId: campus.universityId ?? null };
  }

  /**
   * A hierarchy row's owner: a campus user's own campus; a university user's office or one of its
   * campuses; for nation roles whatever the row names (neither: the commission's own).
   */
  async function hierarchyOwner(scope: ScopeFilter, values: Row): Promise<Row> {
    const campusId = typeof values.campusId === 'number' ? values.campusId : null;
    const universityId = typeof values.universityId === 'number' ? values.universityId : null;
    if (scope.kind === 'campus') {
      if (campusId !== null && campusId !== scope.campusId) throw forbidden();
      return { campusId: scope.campusId, universityId: scope.universityId };
    }
    if (
      scope.kind === 'university' &&
      universityId !== null &&
      universityId !== scope.universityId
    ) {
      throw forbidden();
    }
    if (campusId === null) {
      return {
        campusId: null,
        universityId: scope.kind === 'university' ? scope.universityId : universityId,
      };
    }
    return campusOwner(campusId, scope);
  }

  async function ownerValues(scope: ScopeFilter, values: Row): Promise<Row> {
    const { ownership } = contract;
    if (ownership === 'nation') {
      if (scope.kind !== 'nation') throw forbidden();
      return {};
    }
    if (scope.kind === 'own') throw forbidden();
    if (ownership === 'institution') {
      if (scope.kind === 'nation') return { universityId: null, campusId: null };
      if (scope.kind === 'university') return { universityId: scope.universityId, campusId: null };
      return { universityId: scope.universityId, campusId: scope.campusId };
    }
    if (ownership === 'hierarchy') return hierarchyOwner(scope, values);
    if (ownership === 'allotted') {
      if (scope.kind !== 'nation') throw forbidden();
      const owner = await hierarchyOwner(scope, values);
      // A campus's row names the campus's own university.
      if (typeof values.universityId === 'number' && owner.universityId !== values.universityId) {
        throw badRequest(MESSAGES.http.badRequest, {
          campusId: CAMPUS_MESSAGES.campusOutsideUniversity,
        });
      }
      return owner;
    }
    if (ownership === 'university') {
      if (scope.kind === 'campus') throw forbidden();
      if (scope.kind === 'university') {
        if (typeof values.universityId === 'number' && values.universityId !== scope.universityId) {
          throw forbidden();
        }
        return { universityId: scope.universityId };
      }
      if (typeof values.universityId !== 'number') {
        throw badRequest(MESSAGES.http.badRequest, {
          universityId: CAMPUS_MESSAGES.universityRequired,
        });
      }
      return { universityId: values.universityId };
    }
    // campus, campusKept (kept by the campus alone)
    if (ownership === 'campusKept' && scope.kind !== 'campus') throw forbidden();
    if (scope.kind === 'campus') {
      if (typeof values.campusId === 'number' && values.campusId !== scope.campusId) {
        throw forbidden();
      }
      return { campusId: scope.campusId, universityId: scope.universityId };
    }
    if (typeof values.campusId !== 'number') {
      throw badRequest(MESSAGES.http.badRequest, { campusId: CAMPUS_MESSAGES.campusRequired });
    }
    return campusOwner(values.campusId, scope);
  }

  return {
    resolve: (scope) => resolveScope(db, scope),
    readable,
    visibleWhere,
    findVisible,
    writableRow,
    ownerValues,
  };
}
