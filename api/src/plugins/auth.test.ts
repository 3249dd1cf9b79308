// The helpers come first: they stand in for ESM-only modules before the app loads them.
import {
  createTestApp,
  createUser,
  json,
  testConfig,
  tokenFor,
  withToken,
  TEST_JWT_SECRET,
  type TestApp,
} from '../test/helpers';
import { buildApp } from '../app';
import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES, type DashboardCounts } from '@hemis/shared-contracts';
import { DEMO_COUNTS } from '../db/seed';
import { modules, rolePermissions, userPermissions, users } from '../db/schema';
import { sessionCacheOf, sessionsChanged } from '../lib/session-cache';

/** An HS256 JWT signed by hand (to forge foreign, expired and session-less tokens). */
function signJwt(payload: Record<string, unknown>, secret: string): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const body = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ iat: now, exp: now + 3600, ...payload })}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

const guarded: FastifyPluginAsync = async (app) => {
  app.get('/Test/UsersOnly', { config: { auth: { permission: 'user:add' } } }, async (request) => ({
    scope: request.scope(),
  }));
  app.get(
    '/Test/CampusScope',
    { config: { auth: { permission: 'authenticated', scope: ['campus'] } } },
    async () => ({ ok: true }),
  );
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ extraApiPlugins: [guarded] });
});
afterAll(async () => {
  await t.close();
});

const counts = async (email: string): Promise<DashboardCounts> => {
  const token = await tokenFor(t.app, email);
  const response = await t.app.inject(
    withToken(token, { method: 'GET', url: '/api/Dashboard/Counts' }),
  );
  expect(response.statusCode).toBe(200);
  return response.json<DashboardCounts>();
};

describe('authorization layer', () => {
  it('refuses to register a route without an auth config', async () => {
    const forgetful: FastifyPluginAsync = async (app) => {
      app.get('/Test/Forgotten', async () => ({ ok: true }));
    };
    const config = testConfig(t.dataDir);
    await expect(
      buildApp({
        ...config,
        database: {
          db: t.db,
          kind: 'pglite',
          tableVersions: t.app.hemis.tableVersions,
          close: async () => undefined,
        },
        extraApiPlugins: [forgetful],
      }),
    ).rejects.toThrow(/declares no auth config/);
  });

  it('answers 401 without a token, with a bad token and with an expired token', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/Dashboard/Counts' });
    expect(none.statusCode).toBe(401);
    expect(json(none)).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: MESSAGES.http.unauthorized,
    });
    const garbage = await t.app.inject(
      withToken('not.a.jwt', { method: 'GET', url: '/api/Dashboard/Counts' }),
    );
    expect(garbage.statusCode).toBe(401);
    const foreign = signJwt({ sub: '1', jti: 'x' }, 'some-other-secret-that-is-long-enough!!');
    expect(
      (await t.app.inject(withToken(foreign, { method: 'GET', url: '/api/Dashboard/Counts' })))
        .statusCode,
    ).toBe(401);
    const expired = signJwt(
      { sub: '1', jti: 'x', exp: Math.floor(Date.now() / 1000) - 60 },
      TEST_JWT_SECRET,
    );
    expect(
      (await t.app.inject(withToken(expired, { method: 'GET', url: '/api/Dashboard/Counts' })))
        .statusCode,
    ).toBe(401);
    // A well-signed token whose session was never opened.
    const unknown = signJwt({ sub: '1', jti: 'never-opened' }, TEST_JWT_SECRET);
    expect(
      (await t.app.inject(withToken(unknown, { method: 'GET', url: '/api/Dashboard/Counts' })))
        .statusCode,
    ).toBe(401);
  });

  it('answers 403 for a role without the permission, 200 for one with it', async () => {
    const collegeUser = await tokenFor(t.app, 'collegeuser@hemis.test');
    const denied = await t.app.inject(
      withToken(collegeUser, { method: 'GET', url: '/api/Test/UsersOnly' }),
    );
    expect(denied.statusCode).toBe(403);
    expect(json(denied).message).toBe(MESSAGES.http.forbidden);
    const uniAdmin = await tokenFor(t.app, 'uniadmin@hemis.test');
    const allowed = await t.app.inject(
      withToken(uniAdmin, { method: 'GET', url: '/api/Test/UsersOnly' }),
    );
    expect(allowed.statusCode).toBe(200);
    expect(json(allowed).scope).toMatchObject({
      kind: 'university',
      universityId: 1,
      campusId: null,
    });
  });

  it('narrows routes by data scope', async () => {
    const admin = await tokenFor(t.app, 'collegeadmin@hemis.test');
    expect(
      (await t.app.inject(withToken(admin, { method: 'GET', url: '/api/Test/CampusScope' })))
        .statusCode,
    ).toBe(200);
    const ugc = await tokenFor(t.app, 'ugcadmin@hemis.test');
    expect(
      (await t.app.inject(withToken(ugc, { method: 'GET', url: '/api/Test/CampusScope' })))
        .statusCode,
    ).toBe(403);
  });

  // These tests change the database behind the API's back, as another process would, and then
  // drop the kept session checks (sessionsChanged) the way this process's own changes do.
  it('reads role and status from the database', async () => {
    const user = await createUser(t.db, { role: 'CollegeUser' });
    const token = await tokenFor(t.app, user.email);
    const url = '/api/Test/UsersOnly';
    expect((await t.app.inject(withToken(token, { method: 'GET', url }))).statusCode).toBe(403);
    await t.db.update(users).set({ role: 'Admin' }).where(eq(users.id, user.id));
    expect((await t.app.inject(withToken(token, { method: 'GET', url }))).statusCode).toBe(200);
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
    sessionsChanged(t.db);
    expect((await t.app.inject(withToken(token, { method: 'GET', url }))).statusCode).toBe(401);
  });

  it('decides by the user’s exception first, then the role, and only for active modules', async () => {
    const user = await createUser(t.db, { role: 'CollegeUser' });
    const token = await tokenFor(t.app, user.email);
    const status = async () =>
      (await t.app.inject(withToken(token, { method: 'GET', url: '/api/Test/UsersOnly' })))
        .statusCode;
    expect(await status()).toBe(403);
    await t.db
      .insert(userPermissions)
      .values({ userId: user.id, permission: 'user:add', granted: true });
    expect(await status()).toBe(200);
    await t.db.update(modules).set({ status: false }).where(eq(modules.code, 'user'));
    sessionsChanged(t.db);
    expect(await status()).toBe(403);
    await t.db.update(modules).set({ status: true }).where(eq(modules.code, 'user'));
    await t.db
      .update(userPermissions)
      .set({ granted: false })
      .where(eq(userPermissions.userId, user.id));
    await t.db.update(users).set({ role: 'UniAdmin' }).where(eq(users.id, user.id));
    sessionsChanged(t.db);
    // The role gives it, the exception takes it away.
    expect(await status()).toBe(403);
    await t.db.delete(userPermissions).where(eq(userPermissions.userId, user.id));
    expect(await status()).toBe(200);
    await t.db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.role, 'UniAdmin'), eq(rolePermissions.permission, 'user:add')));
    sessionsChanged(t.db);
    expect(await status()).toBe(403);
    await t.db.insert(rolePermissions).values({ role: 'UniAdmin', permission: 'user:add' });
    expect(await status()).toBe(200);
  });
});

describe('GET /api/Dashboard/Counts (scoped)', () => {
  it.each(['superadmin@hemis.test', 'admin@hemis.test', 'ugcadmin@hemis.test'])(
    'shows the nation to %s',
    async (email) => {
      expect(await counts(email)).toEqual({
        universities: DEMO_COUNTS.universities,
        campuses: DEMO_COUNTS.campuses,
        students: DEMO_COUNTS.students,
        employees: DEMO_COUNTS.employees,
        scope: 'nation',
      });
    },
  );

  it("shows a university admin their university's campuses", async () => {
    expect(await counts('uniadmin@hemis.test')).toEqual({
      universities: 1,
      campuses: DEMO_COUNTS.university1.campuses,
      students: DEMO_COUNTS.university1.students,
      employees: DEMO_COUNTS.university1.employees,
      scope: 'university',
    });
  });

  it.each(['collegeadmin@hemis.test', 'collegeuser@hemis.test'])(
    'shows %s their campus',
    async (email) => {
      expect(await counts(email)).toEqual({
        universities: 1,
        campuses: 1,
        students: DEMO_COUNTS.campus49.students,
        employees: DEMO_COUNTS.campus49.employees,
        scope: 'campus',
      });
    },
  );

  it('shows a student only their own record', async () => {
    expect(await counts('student@hemis.test')).toEqual({
      universities: 1,
      campuses: 1,
      students: 1,
      employees: 0,
      scope: 'own',
    });
  });
});

describe('kept session checks (lib/session-cache.ts)', () => {
  const onPostgres = Boolean(process.env.DATABASE_URL);
  const status = async (token: string, url: string, method: 'GET' | 'POST' = 'GET') =>
    (await t.app.inject(withToken(token, { method, url }))).statusCode;
  const asSuperAdmin = async (method: 'PATCH' | 'PUT' | 'POST', url: string, payload?: object) => {
    const admin = await tokenFor(t.app, 'superadmin@hemis.test');
    const response = await t.app.inject(withToken(admin, { method, url, payload }));
    expect(response.statusCode).toBe(200);
  };
  /** A fresh CollegeAdmin of campus 49, signed in, with one granted read kept. */
  const keptAdmin = async (url = '/api/User/Profile') => {
    const user = await createUser(t.db, { role: 'CollegeAdmin' });
    const token = await tokenFor(t.app, user.email);
    expect(await status(token, url)).toBe(200);
    return { ...user, token };
  };

  // PGlite's data folder is this process's alone, so a write that skips the API's code paths is
  // not heard: the kept check answers until this process says something changed.
  (onPostgres ? it.skip : it)(
    'keeps a granted check until this process changes something (PGlite)',
    async () => {
      const { id, token } = await keptAdmin();
      await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, id));
      expect(await status(token, '/api/User/Profile')).toBe(200);
      sessionsChanged(t.db);
      expect(await status(token, '/api/User/Profile')).toBe(401);
    },
  );

  // On a PostgreSQL server the same write may come from another process: the accounts table's
  // trigger (migration 0045) tells every listening process, which drops its kept checks.
  (onPostgres ? it : it.skip)(
    'drops a kept check when the server tells of a change written elsewhere (PostgreSQL)',
    async () => {
      const { id, token } = await keptAdmin();
      await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, id));
      let answer = await status(token, '/api/User/Profile');
      for (let i = 0; i < 50 && answer !== 401; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        answer = await status(token, '/api/User/Profile');
      }
      expect(answer).toBe(401);
    },
  );

  it('does not keep a check read before a change (a racing read cannot restore it)', () => {
    const cache = sessionCacheOf<string>(t.db);
    const since = cache.begin();
    sessionsChanged(t.db);
    cache.set('racing', 'stale', since);
    expect(cache.get('racing')).toBeUndefined();
    cache.set('racing', 'fresh', cache.begin());
    expect(cache.get('racing')).toBe('fresh');
    sessionsChanged(t.db);
    expect(cache.get('racing')).toBeUndefined();
  });

  it('ends a session at once on sign-out', async () => {
    const { token } = await keptAdmin();
    expect(await status(token, '/api/User/Logout', 'POST')).toBe(200);
    expect(await status(token, '/api/User/Profile')).toBe(401);
  });

  it("ends the user's other sessions at once on a password change", async () => {
    const { email, token: other } = await keptAdmin();
    const token = await tokenFor(t.app, email);
    const changed = await t.app.inject(
      withToken(token, {
        method: 'POST',
        url: '/api/User/ChangePassword',
        payload: {
          currentPassword: 'Hemis@2026',
          newPassword: 'Another@Pass2026',
          confirmPassword: 'Another@Pass2026',
        },
      }),
    );
    expect(changed.statusCode).toBe(200);
    expect(await status(other, '/api/User/Profile')).toBe(401);
    expect(await status(token, '/api/User/Profile')).toBe(200);
  });

  it('ends sessions at once on deactivation and on an administrator’s password reset', async () => {
    const deactivated = await keptAdmin();
    await asSuperAdmin('PATCH', `/api/User/${deactivated.id}/Status`, { status: 'disabled' });
    expect(await status(deactivated.token, '/api/User/Profile')).toBe(401);
    const reset = await keptAdmin();
    await asSuperAdmin('POST', `/api/User/${reset.id}/ResetPassword`);
    expect(await status(reset.token, '/api/User/Profile')).toBe(401);
  });

  it('applies a role change at once', async () => {
    const { id, token } = await keptAdmin('/api/Test/CampusScope');
    await asSuperAdmin('PATCH', `/api/User/${id}`, { role: 'UniAdmin', campusId: null });
    expect(await status(token, '/api/Test/CampusScope')).toBe(403);
  });

  it('applies a user’s permission exception at once', async () => {
    const { id, token } = await keptAdmin('/api/Employee?pageSize=1');
    await asSuperAdmin('PUT', `/api/User/${id}/Permissions`, {
      granted: [],
      revoked: ['employee:view'],
    });
    expect(await status(token, '/api/Employee?pageSize=1')).toBe(403);
  });

  it("applies a role's permissions and a module's status at once", async () => {
    const { token } = await keptAdmin('/api/Employee?pageSize=1');
    const [role] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(rolePermissions)
      .where(eq(rolePermissions.role, 'CollegeAdmin'));
    expect(role?.n).toBeGreaterThan(1);
    const held = (
      await t.db
        .select({ permission: rolePermissions.permission })
        .from(rolePermissions)
        .where(eq(rolePermissions.role, 'CollegeAdmin'))
    ).map((row) => row.permission);
    const without = held.filter((permission) => permission !== 'employee:view');
    await asSuperAdmin('PUT', '/api/RolePermission/CollegeAdmin', { permissions: without });
    expect(await status(token, '/api/Employee?pageSize=1')).toBe(403);
    await asSuperAdmin('PUT', '/api/RolePermission/CollegeAdmin', { permissions: held });
    expect(await status(token, '/api/Employee?pageSize=1')).toBe(200);
    await asSuperAdmin('PATCH', '/api/Module/employee', { status: false });
    expect(await status(token, '/api/Employee?pageSize=1')).toBe(403);
    await asSuperAdmin('PATCH', '/api/Module/employee', { status: true });
    expect(await status(token, '/api/Employee?pageSize=1')).toBe(200);
  });
});
