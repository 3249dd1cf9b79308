/**
 * Permissions kept in the database: the modules (an inactive module is closed to everyone), what
 * each role may do and each user's exceptions (granted or revoked). What a user may do is worked
 * out on every request (plugins/auth.ts), so a change holds from the user's next request.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  ALL_PERMISSIONS,
  DEFAULT_ROLE_PERMISSIONS,
  MODULES,
  MODULE_DESCRIPTIONS,
  MODULE_TITLES,
  ROLES,
  type KnownRole,
  type Module,
  type ModuleRow,
  type Permission,
  type RolePermissions,
} from '@hemis/shared-contracts';
import type { Database } from '../../db/client';
import {
  auditLog,
  campusModules,
  campuses,
  modules,
  rolePermissions,
  userPermissions,
  users,
} from '../../db/schema';

/** A database or an open transaction. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

const moduleOf = (permission: string): string => permission.split(':')[0] ?? '';

/**
 * Modules once (title, description and order from the contracts; a module new to the product is
 * given to every campus); role permissions only on first start.
 */
export async function seedPermissions(db: Database): Promise<void> {
  const added = await db
    .insert(modules)
    .values(
      MODULES.map((code, index) => ({
        code,
        title: MODULE_TITLES[code],
        description: MODULE_DESCRIPTIONS[code],
        sortOrder: index,
      })),
    )
    .onConflictDoNothing()
    .returning({ code: modules.code });
  if (added.length > 0) {
    await db.execute(sql`insert into ${campusModules} (campus_id, module)
      select ${campuses.id}, m.code from ${campuses}
      cross join unnest(${sql.param(added.map((row) => row.code))}::varchar[]) as m(code)
      on conflict do nothing`);
  }
  const [row] = await db.select({ n: count() }).from(rolePermissions);
  if ((row?.n ?? 0) > 0) return;
  const rows = ROLES.flatMap((role) =>
    DEFAULT_ROLE_PERMISSIONS[role].map((permission) => ({ role, permission })),
  );
  await db.insert(rolePermissions).values(rows).onConflictDoNothing();
}

/**
 * SQL that is true when the user (its id, role and campus columns) holds the permission now: the
 * user's own exception decides if there is one, else the role; the module is active; and a
 * campus's user works in a module assigned to the campus.
 */
export function permissionHeld(
  userId: AnyPgColumn,
  role: AnyPgColumn,
  campusId: AnyPgColumn,
  permission: Permission,
): SQL<boolean> {
  const module = moduleOf(permission);
  return sql<boolean>`(coalesce(
    (select ${userPermissions.granted} from ${userPermissions}
      where ${userPermissions.userId} = ${userId} and ${userPermissions.permission} = ${permission}),
    exists(select 1 from ${rolePermissions}
      where ${rolePermissions.role} = ${role} and ${rolePermissions.permission} = ${permission})
  ) and exists(select 1 from ${modules}
      where ${modules.code} = ${module} and ${modules.status} = true)
    and (${campusId} is null or exists(select 1 from ${campusModules}
      where ${campusModules.campusId} = ${campusId} and ${campusModules.module} = ${module})))`;
}

/** The active modules; for a campus's user, only those assigned to the campus. */
export async function activeModules(
  db: Executor,
  campusId: number | null = null,
): Promise<Set<string>> {
  const rows =
    campusId === null
      ? await db.select({ code: modules.code }).from(modules).where(eq(modules.status, true))
      : await db
          .select({ code: modules.code })
          .from(modules)
          .innerJoin(
            campusModules,
            and(eq(campusModules.module, modules.code), eq(campusModules.campusId, campusId)),
          )
          .where(eq(modules.status, true));
  return new Set(rows.map((row) => row.code));
}

export async function permissionsOfRole(db: Executor, role: KnownRole): Promise<Permission[]> {
  const rows = await db
    .select({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(eq(rolePermissions.role, role));
  const held = new Set(rows.map((row) => row.permission));
  return ALL_PERMISSIONS.filter((permission) => held.has(permission));
}

export interface UserOverrides {
  granted: Permission[];
  revoked: Permission[];
}

export async function overridesOf(db: Executor, userId: number): Promise<UserOverrides> {
  const rows = await db
    .select({ permission: userPermissions.permission, granted: userPermissions.granted })
    .from(userPermissions)
    .where(eq(userPermissions.userId, userId));
  const granted = new Set(rows.filter((row) => row.granted).map((row) => row.permission));
  const revoked = new Set(rows.filter((row) => !row.granted).map((row) => row.permission));
  return {
    granted: ALL_PERMISSIONS.filter((permission) => granted.has(permission)),
    revoked: ALL_PERMISSIONS.filter((permission) => revoked.has(permission)),
  };
}

/** Role, then the user's exceptions, then only active modules; in the matrix's order. */
export function combine(
  role: readonly Permission[],
  overrides: UserOverrides,
  active: Set<string>,
): Permission[] {
  const held = new Set<Permission>(role);
  for (const permission of overrides.granted) held.add(permission);
  for (const permission of overrides.revoked) held.delete(permission);
  return ALL_PERMISSIONS.filter(
    (permission) => held.has(permission) && active.has(moduleOf(permission)),
  );
}

/** What the user may do now (the same rule as the request check). */
export async function effectivePermissions(
  db: Executor,
  user: { id: number; role: KnownRole; campusId: number | null },
): Promise<Permission[]> {
  const [role, overrides, active] = await Promise.all([
    permissionsOfRole(db, user.role),
    overridesOf(db, user.id),
    activeModules(db, user.campusId),
  ]);
  return combine(role, overrides, active);
}

/** Replaces the user's exceptions. */
export async function replaceOverrides(
  tx: Executor,
  userId: number,
  overrides: UserOverrides,
  actorId: number,
): Promise<void> {
  await tx.delete(userPermissions).where(eq(userPermissions.userId, userId));
  const rows = [
    ...overrides.granted.map((permission) => ({ permission, granted: true })),
    ...overrides.revoked.map((permission) => ({ permission, granted: false })),
  ].map((row) => ({ ...row, userId, createdBy: actorId }));
  if (rows.length > 0) await tx.insert(userPermissions).values(rows);
}

export async function replaceRolePermissions(
  tx: Executor,
  role: KnownRole,
  permissions: readonly Permission[],
  actorId: number,
): Promise<void> {
  await tx.delete(rolePermissions).where(eq(rolePermissions.role, role));
  if (permissions.length > 0) {
    await tx
      .insert(rolePermissions)
      .values(permissions.map((permission) => ({ role, permission, createdBy: actorId })));
  }
}

/** The latest recorded change of an entity: when and by whom (e-mail). */
export async function lastChange(
  db: Executor,
  entity: string,
  entityId: string,
  action?: string,
): Promise<{ at: string | null; by: string | null }> {
  const [row] = await db
    .select({ at: auditLog.at, by: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(
      and(
        eq(auditLog.entity, entity),
        eq(auditLog.entityId, entityId),
        action ? eq(auditLog.action, action) : undefined,
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  return { at: row ? row.at.toISOString() : null, by: row?.by ?? null };
}

export type ModuleRecord = typeof modules.$inferSelect;

export const moduleRowOf = (row: ModuleRecord): ModuleRow => ({
  code: row.code,
  title: row.title,
  description: row.description,
  status: row.status,
  sortOrder: row.sortOrder,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listModules(db: Executor): Promise<ModuleRow[]> {
  const rows = await db.select().from(modules).orderBy(asc(modules.sortOrder), asc(modules.code));
  return rows.map(moduleRowOf);
}

export async function findModule(db: Executor, code: Module): Promise<ModuleRecord | null> {
  const [row] = await db.select().from(modules).where(eq(modules.code, code)).limit(1);
  return row ?? null;
}

/** Every role's permissions with the latest change. */
export async function listRolePermissions(db: Executor): Promise<RolePermissions[]> {
  const rows = await db
    .select({ role: rolePermissions.role, permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(inArray(rolePermissions.role, [...ROLES]));
  return Promise.all(
    ROLES.map(async (role) => {
      const held = new Set(rows.filter((row) => row.role === role).map((row) => row.permission));
      const change = await lastChange(db, 'role-permission', role);
      return {
        role,
        permissions: ALL_PERMISSIONS.filter((permission) => held.has(permission)),
        updatedAt: change.at,
        updatedBy: change.by,
      };
    }),
  );
}
