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
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES, type DashboardCounts } from '@hemis/shared-contracts';
import { DEMO_COUNTS } from '../db/seed';
import { modules, rolePermissions, userPermissions, users } from '../db/schema';

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
        database: { db: t.db, kind: 'pglite', close: async () => undefined },
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

  it('reads role and status on every request', async () => {
    const user = await createUser(t.db, { role: 'CollegeUser' });
    const token = await tokenFor(t.app, user.email);
    const url = '/api/Test/UsersOnly';
    expect((await t.app.inject(withToken(token, { method: 'GET', url }))).statusCode).toBe(403);
    await t.db.update(users).set({ role: 'Admin' }).where(eq(users.id, user.id));
    expect((await t.app.inject(withToken(token, { method: 'GET', url }))).statusCode).toBe(200);
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
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
    expect(await status()).toBe(403);
    await t.db.update(modules).set({ status: true }).where(eq(modules.code, 'user'));
    await t.db
      .update(userPermissions)
      .set({ granted: false })
      .where(eq(userPermissions.userId, user.id));
    await t.db.update(users).set({ role: 'UniAdmin' }).where(eq(users.id, user.id));
    // The role gives it, the exception takes it away.
    expect(await status()).toBe(403);
    await t.db.delete(userPermissions).where(eq(userPermissions.userId, user.id));
    expect(await status()).toBe(200);
    await t.db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.role, 'UniAdmin'), eq(rolePermissions.permission, 'user:add')));
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
