// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { json, signIn } from '../../test/helpers';
import { signedInApp } from '../../test/signed-in';
import { and, eq } from 'drizzle-orm';
import {
  ALL_PERMISSIONS,
  DEFAULT_ROLE_PERMISSIONS,
  MODULES,
  MODULE_TITLES,
  ROLES,
  USER_MESSAGES,
  type KnownRole,
  type ModuleRow,
  type RolePermissions,
} from '@hemis/shared-contracts';
import { auditLog, modules, rolePermissions, userPermissions, users } from '../../db/schema';
import { effectivePermissions, seedPermissions } from './repository';

const signedIn = signedInApp([
  'superadmin',
  'admin',
  'ugcadmin',
  'uniadmin',
  'collegeadmin',
  'collegeuser',
  'student',
]);
const { call } = signedIn;

const inOrder = (list: readonly string[]) => ALL_PERMISSIONS.filter((p) => list.includes(p));

async function userId(email: string): Promise<number> {
  const [row] = await signedIn.t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  if (!row) throw new Error(`no ${email}`);
  return row.id;
}

describe('permissions kept in the database', () => {
  it('seeds one module per section and the default role permissions', async () => {
    const rows = await signedIn.t.db.select().from(modules);
    expect(rows.map((row) => row.code).sort()).toEqual([...MODULES].sort());
    for (const row of rows) {
      expect(row.title).toBe(MODULE_TITLES[row.code as (typeof MODULES)[number]]);
      expect(row.sortOrder).toBe(MODULES.indexOf(row.code as (typeof MODULES)[number]));
      expect(row.status).toBe(true);
    }
    for (const role of ROLES) {
      const held = await signedIn.t.db
        .select({ permission: rolePermissions.permission })
        .from(rolePermissions)
        .where(eq(rolePermissions.role, role));
      expect(held.map((row) => row.permission).sort()).toEqual(
        [...DEFAULT_ROLE_PERMISSIONS[role]].sort(),
      );
    }
  });

  it('keeps administrators’ changes when seeding again (a restart)', async () => {
    await signedIn.t.db
      .delete(rolePermissions)
      .where(
        and(eq(rolePermissions.role, 'Student'), eq(rolePermissions.permission, 'student:view')),
      );
    await signedIn.t.db.update(modules).set({ title: 'Staff' }).where(eq(modules.code, 'employee'));
    await seedPermissions(signedIn.t.db);
    const student = await signedIn.t.db
      .select()
      .from(rolePermissions)
      .where(eq(rolePermissions.role, 'Student'));
    expect(student).toEqual([]);
    const [employee] = await signedIn.t.db
      .select()
      .from(modules)
      .where(eq(modules.code, 'employee'));
    expect(employee?.title).toBe('Staff');
    await signedIn.t.db
      .insert(rolePermissions)
      .values({ role: 'Student', permission: 'student:view' });
    await signedIn.t.db
      .update(modules)
      .set({ title: 'Employee' })
      .where(eq(modules.code, 'employee'));
  });

  it('answers the effective permissions at sign-in and on GET /User/Permissions', async () => {
    const accounts: [string, KnownRole][] = [
      ['superadmin', 'SuperAdmin'],
      ['uniadmin', 'UniAdmin'],
      ['collegeuser', 'CollegeUser'],
      ['student', 'Student'],
    ];
    for (const [role, known] of accounts) {
      const login = await signIn(signedIn.t.app, `${role}@hemis.test`);
      expect(json(login).permissions).toEqual(inOrder(DEFAULT_ROLE_PERMISSIONS[known]));
      const mine = await call(role, { method: 'GET', url: '/api/User/Permissions' });
      expect(json(mine)).toEqual({ permissions: inOrder(DEFAULT_ROLE_PERMISSIONS[known]) });
    }
    expect(
      (await signedIn.t.app.inject({ method: 'GET', url: '/api/User/Permissions' })).statusCode,
    ).toBe(401);
  });
});

describe('a change holds from the user’s next request', () => {
  it('revoking a permission from a user closes that module’s routes; granting opens them', async () => {
    const collegeUser = await userId('collegeuser@hemis.test');
    const save = (granted: string[], revoked: string[]) =>
      call('superadmin', {
        method: 'PUT',
        url: `/api/User/${collegeUser}/Permissions`,
        payload: { granted, revoked },
      });
    const employees = () => call('collegeuser', { method: 'GET', url: '/api/Employee' });
    const campuses = () =>
      call('collegeuser', { method: 'GET', url: '/api/Campus/GetAllCampuses' });
    const accounts = () => call('collegeuser', { method: 'GET', url: '/api/User/Accounts' });
    expect((await employees()).statusCode).toBe(200);
    expect((await accounts()).statusCode).toBe(403);

    expect((await save([], ['employee:view'])).statusCode).toBe(200);
    expect((await employees()).statusCode).toBe(403);
    expect((await campuses()).statusCode).toBe(200);
    const mine = await call('collegeuser', { method: 'GET', url: '/api/User/Permissions' });
    expect(json(mine).permissions).not.toContain('employee:view');

    expect((await save(['user:view'], [])).statusCode).toBe(200);
    expect((await employees()).statusCode).toBe(200);
    const reached = await accounts();
    expect(reached.statusCode).toBe(200);
    // Still only its own campus's accounts.
    for (const account of json(reached).data as { campusId: number | null }[]) {
      expect(account.campusId).toBe(49);
    }
    expect((await save([], [])).statusCode).toBe(200);
    expect((await accounts()).statusCode).toBe(403);
  });

  it('an inactive module is closed to everyone, and the User module stays active', async () => {
    const close = await call('superadmin', {
      method: 'PATCH',
      url: '/api/Module/employee',
      payload: { status: false },
    });
    expect(close.statusCode).toBe(200);
    expect(json(close)).toMatchObject({ code: 'employee', status: false });
    for (const name of ['superadmin', 'collegeadmin', 'collegeuser', 'ugcadmin']) {
      const response = await call(name, { method: 'GET', url: '/api/Employee' });
      expect(response.statusCode).toBe(403);
    }
    const mine = await call('collegeadmin', { method: 'GET', url: '/api/User/Permissions' });
    expect((json(mine).permissions as string[]).some((p) => p.startsWith('employee:'))).toBe(false);
    const open = await call('superadmin', {
      method: 'PATCH',
      url: '/api/Module/employee',
      payload: { status: true },
    });
    expect(open.statusCode).toBe(200);
    expect((await call('collegeadmin', { method: 'GET', url: '/api/Employee' })).statusCode).toBe(
      200,
    );

    const user = await call('superadmin', {
      method: 'PATCH',
      url: '/api/Module/user',
      payload: { status: false },
    });
    expect(user.statusCode).toBe(400);
    expect(json(user).fields).toEqual({ status: USER_MESSAGES.userModuleStaysActive });
    const [row] = await signedIn.t.db.select().from(modules).where(eq(modules.code, 'user'));
    expect(row?.status).toBe(true);
  });

  it('changing a role’s permissions holds for its users on their next request, recorded', async () => {
    const started = Date.now();
    const without = DEFAULT_ROLE_PERMISSIONS.CollegeUser.filter((p) => p !== 'employee:view');
    const saved = await call('admin', {
      method: 'PUT',
      url: '/api/RolePermission/CollegeUser',
      payload: { permissions: without },
    });
    expect(saved.statusCode).toBe(200);
    expect(json(saved)).toMatchObject({
      role: 'CollegeUser',
      permissions: inOrder(without),
      updatedBy: 'admin@hemis.test',
    });
    expect((await call('collegeuser', { method: 'GET', url: '/api/Employee' })).statusCode).toBe(
      403,
    );
    const list = await call('ugcadmin', { method: 'GET', url: '/api/RolePermission' });
    const entries = list.json<RolePermissions[]>();
    expect(entries.map((entry) => entry.role)).toEqual([...ROLES]);
    expect(entries.find((entry) => entry.role === 'CollegeUser')?.updatedBy).toBe(
      'admin@hemis.test',
    );
    const [record] = await signedIn.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'role-permission'), eq(auditLog.entityId, 'CollegeUser')));
    expect(record?.userId).toBe(await userId('admin@hemis.test'));
    expect(record?.at.getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(record?.detail).toMatchObject({ removed: ['employee:view'], added: [] });

    const restored = await call('admin', {
      method: 'PUT',
      url: '/api/RolePermission/CollegeUser',
      payload: { permissions: [...DEFAULT_ROLE_PERMISSIONS.CollegeUser] },
    });
    expect(restored.statusCode).toBe(200);
    expect((await call('collegeuser', { method: 'GET', url: '/api/Employee' })).statusCode).toBe(
      200,
    );
  });

  it('guards the role permission table', async () => {
    const put = (name: string, role: string, permissions: readonly string[]) =>
      call(name, {
        method: 'PUT',
        url: `/api/RolePermission/${role}`,
        payload: { permissions },
      });
    const higher = await put('admin', 'SuperAdmin', DEFAULT_ROLE_PERMISSIONS.SuperAdmin);
    expect(higher.statusCode).toBe(403);
    expect(json(higher).message).toBe(USER_MESSAGES.roleTooHigh);
    expect((await put('admin', 'Admin', DEFAULT_ROLE_PERMISSIONS.Admin)).statusCode).toBe(403);
    const notHeld = await put('admin', 'UgcAdmin', [
      ...DEFAULT_ROLE_PERMISSIONS.UgcAdmin,
      'exam:add',
    ]);
    expect(notHeld.statusCode).toBe(403);
    expect(json(notHeld).message).toBe(USER_MESSAGES.permissionNotHeld);
    const keeps = await put(
      'superadmin',
      'SuperAdmin',
      DEFAULT_ROLE_PERMISSIONS.SuperAdmin.filter((p) => p !== 'user:edit'),
    );
    expect(keeps.statusCode).toBe(400);
    expect(json(keeps).message).toBe(USER_MESSAGES.superAdminKeepsUsers);
    expect((await put('uniadmin', 'CollegeUser', [])).statusCode).toBe(403);
    expect((await put('superadmin', 'King', [])).statusCode).toBe(400);
    expect((await put('superadmin', 'CollegeUser', ['castle:view'])).statusCode).toBe(400);
    const held = await signedIn.t.db
      .select()
      .from(rolePermissions)
      .where(eq(rolePermissions.role, 'SuperAdmin'));
    expect(held).toHaveLength(DEFAULT_ROLE_PERMISSIONS.SuperAdmin.length);
  });

  it('lists and edits modules with field messages for bad input', async () => {
    const list = await call('uniadmin', { method: 'GET', url: '/api/Module' });
    expect(list.json<ModuleRow[]>().map((row) => row.code)).toEqual([...MODULES]);
    const renamed = await call('admin', {
      method: 'PATCH',
      url: '/api/Module/report',
      payload: { title: 'Reports', description: 'National reports' },
    });
    expect(json(renamed)).toMatchObject({ title: 'Reports', description: 'National reports' });
    const empty = await call('admin', {
      method: 'PATCH',
      url: '/api/Module/report',
      payload: { title: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(json(empty).fields).toEqual({ title: 'Module title is required' });
    const unknown = await call('admin', {
      method: 'PATCH',
      url: '/api/Module/castle',
      payload: {},
    });
    expect(unknown.statusCode).toBe(400);
    const uni = await call('uniadmin', {
      method: 'PATCH',
      url: '/api/Module/report',
      payload: { title: 'Mine' },
    });
    expect(uni.statusCode).toBe(403);
    const [row] = await signedIn.t.db.select().from(modules).where(eq(modules.code, 'report'));
    expect(row?.title).toBe('Reports');
    const [record] = await signedIn.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'module'), eq(auditLog.entityId, 'report')));
    expect(record?.userId).toBe(await userId('admin@hemis.test'));
  });

  it('effectivePermissions applies the user’s exceptions over the role', async () => {
    const id = await userId('collegeadmin@hemis.test');
    const before = await effectivePermissions(signedIn.t.db, {
      id,
      role: 'CollegeAdmin',
      campusId: null,
    });
    expect(before).toEqual(inOrder(DEFAULT_ROLE_PERMISSIONS.CollegeAdmin));
    await signedIn.t.db.insert(userPermissions).values([
      { userId: id, permission: 'user:view', granted: true },
      { userId: id, permission: 'exam:add', granted: false },
    ]);
    const after = await effectivePermissions(signedIn.t.db, {
      id,
      role: 'CollegeAdmin',
      campusId: null,
    });
    expect(after).toContain('user:view');
    expect(after).not.toContain('exam:add');
    expect(after).toHaveLength(before.length);
    await signedIn.t.db.delete(userPermissions).where(eq(userPermissions.userId, id));
  });
});
