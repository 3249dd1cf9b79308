/**
 * User management: accounts in the caller's reach, their history, temporary passwords. Nation
 * roles reach every account; a university user its university's accounts and its campuses'; a
 * campus user its campus's. Students are listed only when asked for by role.
 */
import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, isNull, type SQL } from 'drizzle-orm';
import type { userAccountListQuerySchema } from '@hemis/shared-contracts';
import {
  type AccountHistoryEntry,
  type AccountLevel,
  type KnownRole,
  type UserAccount,
  type UserAccountListQuery,
  levelOfRole,
} from '@hemis/shared-contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { auditLog, campuses, employees, universities, users } from '../../db/schema';
import { readCondition, resolveScope } from '../../lib/resource/scope';
import type { ScopeFilter } from '../../plugins/auth';
import type { Executor } from '../permissions/repository';
import { personOf } from './repository';

const NONE = -1;

export type UserRecord = typeof users.$inferSelect;
export type AccountListQuery = z.output<typeof userAccountListQuerySchema>;
export type { UserAccountListQuery };

const ROLES_AT_LEVEL: Record<AccountLevel, KnownRole[]> = {
  ugc: ['SuperAdmin', 'Admin', 'UgcAdmin'],
  university: ['UniAdmin'],
  campus: ['CollegeAdmin', 'CollegeUser', 'Student'],
};

/** The accounts the caller reaches (undefined: all). */
export function accountReach(db: Executor, scope: ScopeFilter): SQL | undefined {
  switch (scope.kind) {
    case 'nation':
      return undefined;
    case 'university': {
      const universityId = scope.universityId ?? NONE;
      const itsCampuses = db
        .select({ id: campuses.id })
        .from(campuses)
        .where(eq(campuses.universityId, universityId));
      return or(eq(users.universityId, universityId), inArray(users.campusId, itsCampuses));
    }
    case 'campus':
      return eq(users.campusId, scope.campusId ?? NONE);
    case 'own':
      return eq(users.id, scope.userId);
  }
}

/** Whether an account placed at (universityId, campusId) lies in the caller's reach. */
export function placeInReach(
  scope: ScopeFilter,
  place: { level: AccountLevel; universityId: number | null; campusId: number | null },
): boolean {
  switch (scope.kind) {
    case 'nation':
      return true;
    case 'university':
      return place.level !== 'ugc' && place.universityId === scope.universityId;
    case 'campus':
      return place.level === 'campus' && place.campusId === scope.campusId;
    case 'own':
      return false;
  }
}

const live = isNull(users.deletedAt);

const accountColumns = {
  user: users,
  universityName: universities.name,
  campusName: campuses.campusName,
};

function accountOf(row: {
  user: UserRecord;
  universityName: string | null;
  campusName: string | null;
}): UserAccount {
  const { user } = row;
  return {
    ...personOf(user),
    level: levelOfRole(user.role),
    universityId: user.universityId,
    universityName: row.universityName,
    campusId: user.campusId,
    campusName: row.campusName,
    employeeId: user.employeeId,
    status: user.status,
    mustChangePassword: user.mustChangePassword,
    lastSignInAt: user.lastSignInAt ? user.lastSignInAt.toISOString() : null,
    createdAt: user.createdAt.toISOString(),
  };
}

const SORT_COLUMNS = {
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  status: users.status,
  createdAt: users.createdAt,
} as const;

function listCondition(db: Executor, scope: ScopeFilter, query: AccountListQuery): SQL | undefined {
  const text = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return and(
    live,
    accountReach(db, scope),
    query.role ? eq(users.role, query.role) : ne(users.role, 'Student'),
    query.status ? eq(users.status, query.status) : undefined,
    query.level ? inArray(users.role, ROLES_AT_LEVEL[query.level]) : undefined,
    query.universityId ? eq(users.universityId, query.universityId) : undefined,
    query.campusId ? eq(users.campusId, query.campusId) : undefined,
    text
      ? or(
          ilike(users.email, text),
          ilike(users.firstName, text),
          ilike(users.middleName, text),
          ilike(users.lastName, text),
        )
      : undefined,
  );
}

function accountsQuery(db: Executor, where: SQL | undefined) {
  return db
    .select(accountColumns)
    .from(users)
    .leftJoin(universities, eq(universities.id, users.universityId))
    .leftJoin(campuses, eq(campuses.id, users.campusId))
    .where(where);
}

/** One page of accounts (all of them when `pageSize` is null: the export). */
export async function listAccounts(
  db: Executor,
  scope: ScopeFilter,
  query: AccountListQuery,
  paged = true,
): Promise<{ data: UserAccount[]; total: number }> {
  const where = listCondition(db, scope, query);
  const column = SORT_COLUMNS[query.sort ?? 'createdAt'];
  const direction = query.order === 'desc' ? desc : asc;
  const base = accountsQuery(db, where).orderBy(direction(column), asc(users.id));
  const rows = paged
    ? await base.limit(query.pageSize).offset((query.page - 1) * query.pageSize)
    : await base;
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { data: rows.map(accountOf), total: total?.n ?? 0 };
}

export async function findAccount(db: Executor, id: number): Promise<UserAccount | null> {
  const [row] = await accountsQuery(db, and(live, eq(users.id, id))).limit(1);
  return row ? accountOf(row) : null;
}

export async function findUserRecord(db: Executor, id: number): Promise<UserRecord | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(live, eq(users.id, id)))
    .limit(1);
  return row ?? null;
}

export async function campusOf(
  db: Executor,
  id: number,
): Promise<{ id: number; universityId: number | null } | null> {
  const [row] = await db
    .select({ id: campuses.id, universityId: campuses.universityId })
    .from(campuses)
    .where(and(eq(campuses.id, id), isNull(campuses.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function universityExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: universities.id })
    .from(universities)
    .where(and(eq(universities.id, id), isNull(universities.deletedAt)))
    .limit(1);
  return row !== undefined;
}

export interface EmployeeNames {
  firstName: string;
  middleName: string | null;
  lastName: string;
  phoneNumber: string | null;
  gender: string | null;
}

/** An employee the caller may see (hierarchy scope), or null. */
export async function visibleEmployee(
  db: Database,
  scope: ScopeFilter,
  id: number,
): Promise<EmployeeNames | null> {
  const resolved = await resolveScope(db, scope);
  const [row] = await db
    .select({
      firstName: employees.firstName,
      middleName: employees.middleName,
      lastName: employees.lastName,
      phoneNumber: employees.phoneNumber,
      gender: employees.gender,
    })
    .from(employees)
    .where(
      and(
        eq(employees.id, id),
        isNull(employees.deletedAt),
        readCondition(
          'hierarchy',
          { universityId: employees.universityId, campusId: employees.campusId },
          resolved,
        ),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    firstName: String(row.firstName),
    middleName: row.middleName === null ? null : String(row.middleName),
    lastName: String(row.lastName),
    phoneNumber: row.phoneNumber === null ? null : String(row.phoneNumber),
    gender: row.gender === null ? null : String(row.gender),
  };
}

/** Letters and digits without look-alikes (0/O, 1/l/I). */
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';

/** A random 12-character temporary password with upper and lower case letters and digits. */
export function temporaryPassword(length = 12): string {
  const pick = (set: string) => set[randomInt(set.length)] ?? '';
  const all = UPPER + LOWER + DIGITS;
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}

export async function recordChange(
  tx: Executor,
  entry: {
    actorId: number;
    action: string;
    entity: 'user' | 'module' | 'role-permission' | 'campus-modules';
    entityId: string | number;
    detail: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(auditLog).values({
    userId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    detail: entry.detail,
  });
}

/** The account's recorded changes, newest first, with who made them. */
export async function historyOf(db: Executor, userId: number): Promise<AccountHistoryEntry[]> {
  const rows = await db
    .select({
      at: auditLog.at,
      action: auditLog.action,
      by: users.email,
      detail: auditLog.detail,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(userId))))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(500);
  return rows.map((row) => ({
    at: row.at.toISOString(),
    action: row.action,
    by: row.by ?? null,
    detail: row.detail ?? null,
  }));
}
