// The shared setup comes first: it loads the test helpers before the app.
import { t, DEMO, otherCampus, freshEmail, call } from './admin.testing';
import { createUser, json } from '../../test/helpers';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  DEFAULT_ROLE_PERMISSIONS,
  ROLES,
  USER_MESSAGES,
  scopeOfRole,
  type KnownRole,
  type Permission,
  type UserAccount,
} from '@hemis/shared-contracts';
import { users } from '../../db/schema';
import { DEMO_SIGN_UPS } from '../../db/seed-students';

const holds = (role: KnownRole, permission: Permission) =>
  DEFAULT_ROLE_PERMISSIONS[role].includes(permission);

interface RouteCase {
  name: string;
  permission: Permission | 'authenticated';
  /** Only nation roles may call it. */
  nation?: boolean;
  /** Acts on an account (or places one), so the caller's reach matters. */
  scoped?: boolean;
  ok: number;
  request(targetId: number, campus: { id: number; universityId: number }): InjectOptions;
}

const ROUTES: RouteCase[] = [
  {
    name: 'GET /User/Accounts',
    permission: 'user:view',
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/User/Accounts' }),
  },
  {
    name: 'GET /User/Accounts/Export',
    permission: 'user:export',
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/User/Accounts/Export' }),
  },
  {
    name: 'GET /User/{id}',
    permission: 'user:view',
    scoped: true,
    ok: 200,
    request: (id) => ({ method: 'GET', url: `/api/User/${id}` }),
  },
  {
    name: 'POST /User/AddUser',
    permission: 'user:add',
    scoped: true,
    ok: 201,
    request: (_id, campus) => ({
      method: 'POST',
      url: '/api/User/AddUser',
      payload: {
        email: freshEmail(),
        firstName: 'Asha',
        lastName: 'Gurung',
        role: 'CollegeUser',
        campusId: campus.id,
      },
    }),
  },
  {
    name: 'PATCH /User/{id}',
    permission: 'user:edit',
    scoped: true,
    ok: 200,
    request: (id) => ({
      method: 'PATCH',
      url: `/api/User/${id}`,
      payload: { firstName: 'Renamed' },
    }),
  },
  {
    name: 'PATCH /User/{id}/Status',
    permission: 'user:approve',
    scoped: true,
    ok: 200,
    request: (id) => ({
      method: 'PATCH',
      url: `/api/User/${id}/Status`,
      payload: { status: 'disabled' },
    }),
  },
  {
    name: 'POST /User/{id}/ResetPassword',
    permission: 'user:edit',
    scoped: true,
    ok: 200,
    request: (id) => ({ method: 'POST', url: `/api/User/${id}/ResetPassword` }),
  },
  {
    name: 'GET /User/{id}/History',
    permission: 'user:view',
    scoped: true,
    ok: 200,
    request: (id) => ({ method: 'GET', url: `/api/User/${id}/History` }),
  },
  {
    name: 'GET /User/{id}/Permissions',
    permission: 'user:view',
    scoped: true,
    ok: 200,
    request: (id) => ({ method: 'GET', url: `/api/User/${id}/Permissions` }),
  },
  {
    name: 'PUT /User/{id}/Permissions',
    permission: 'user:edit',
    scoped: true,
    ok: 200,
    request: (id) => ({
      method: 'PUT',
      url: `/api/User/${id}/Permissions`,
      payload: { granted: [], revoked: ['exam:add'] },
    }),
  },
  {
    name: 'GET /User/Permissions',
    permission: 'authenticated',
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/User/Permissions' }),
  },
  {
    name: 'GET /Module',
    permission: 'user:view',
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/Module' }),
  },
  {
    name: 'PATCH /Module/{code}',
    permission: 'user:edit',
    nation: true,
    ok: 200,
    request: () => ({
      method: 'PATCH',
      url: '/api/Module/exam',
      payload: { description: 'Examinations and results' },
    }),
  },
  {
    name: 'GET /RolePermission',
    permission: 'user:view',
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/RolePermission' }),
  },
  {
    name: 'PUT /RolePermission/{role}',
    permission: 'user:edit',
    nation: true,
    ok: 200,
    request: () => ({
      method: 'PUT',
      url: '/api/RolePermission/CollegeUser',
      payload: { permissions: [...DEFAULT_ROLE_PERMISSIONS.CollegeUser] },
    }),
  },
];

function expectedStatus(role: KnownRole, route: RouteCase, inReach: boolean): number {
  if (route.permission !== 'authenticated' && !holds(role, route.permission)) return 403;
  if (route.nation && scopeOfRole(role) !== 'nation') return 403;
  if (route.scoped && !inReach && scopeOfRole(role) !== 'nation') return 403;
  return route.ok;
}

const matrix = ROLES.flatMap((role) => ROUTES.map((route) => [role, route.name, route] as const));

describe('each role against each user-management route', () => {
  it.each(matrix)('%s %s, inside the caller’s reach', async (role, _name, route) => {
    const target = await createUser(t.db, { role: 'CollegeUser', campusId: 49, universityId: 1 });
    const response = await call(role, route.request(target.id, { id: 49, universityId: 1 }));
    expect({ status: response.statusCode, body: response.body }).toEqual({
      status: expectedStatus(role, route, true),
      body: expect.any(String) as string,
    });
  });

  const scopedRoutes = matrix.filter(([, , route]) => route.scoped);
  it.each(scopedRoutes)('%s %s, outside the caller’s reach', async (role, _name, route) => {
    const target = await createUser(t.db, {
      role: 'CollegeUser',
      campusId: otherCampus.id,
      universityId: otherCampus.universityId,
    });
    const response = await call(role, route.request(target.id, otherCampus));
    expect(response.statusCode).toBe(expectedStatus(role, route, false));
    if (response.statusCode === 403 && holds(role, route.permission as Permission)) {
      expect(json(response).message).toBe(USER_MESSAGES.outsideScope);
    }
  });
});

describe('accounts in reach', () => {
  const emailsOf = (response: LightMyRequestResponse) =>
    (json(response).data as UserAccount[]).map((account) => account.email);

  it('lists a university user its university’s and campuses’ accounts only, students on request', async () => {
    const foreign = await createUser(t.db, {
      campusId: otherCampus.id,
      universityId: otherCampus.universityId,
    });
    const response = await call('UniAdmin', {
      method: 'GET',
      url: '/api/User/Accounts?pageSize=100',
    });
    expect(response.statusCode).toBe(200);
    const emails = emailsOf(response);
    expect(emails).toEqual(expect.arrayContaining([DEMO.UniAdmin, DEMO.CollegeUser]));
    expect(emails).not.toContain(foreign.email);
    expect(emails).not.toContain(DEMO.Admin);
    expect(emails).not.toContain(DEMO.Student);
    const students = await call('UniAdmin', {
      method: 'GET',
      url: '/api/User/Accounts?role=Student',
    });
    // The demo student and the demo set's two pending sign-ups, all at campus 49.
    expect(emailsOf(students).sort()).toEqual(
      [DEMO.Student, ...DEMO_SIGN_UPS.map((signUp) => `${signUp[3]}@hemis.test`)].sort(),
    );
    const search = (role: KnownRole) =>
      call(role, {
        method: 'GET',
        url: `/api/User/Accounts?q=${encodeURIComponent(foreign.email)}`,
      });
    expect(emailsOf(await search('UniAdmin'))).toEqual([]);
    expect(emailsOf(await search('SuperAdmin'))).toEqual([foreign.email]);
  });

  it('pages, sorts, searches and filters', async () => {
    const first = await call('SuperAdmin', {
      method: 'GET',
      url: '/api/User/Accounts?sort=email&order=asc&pageSize=2&page=1',
    });
    const body = json(first);
    expect((body.data as UserAccount[]).length).toBe(2);
    expect(body.total as number).toBeGreaterThan(2);
    const emails = emailsOf(first);
    expect([...emails].sort()).toEqual(emails);
    const found = await call('SuperAdmin', { method: 'GET', url: '/api/User/Accounts?q=uniadmin' });
    expect(emailsOf(found)).toEqual([DEMO.UniAdmin]);
    const ugc = await call('SuperAdmin', { method: 'GET', url: '/api/User/Accounts?level=ugc' });
    for (const account of json(ugc).data as UserAccount[]) expect(account.level).toBe('ugc');
    const campus = await call('SuperAdmin', {
      method: 'GET',
      url: '/api/User/Accounts?campusId=49&role=CollegeAdmin',
    });
    expect(emailsOf(campus)).toContain(DEMO.CollegeAdmin);
    const bad = await call('SuperAdmin', { method: 'GET', url: '/api/User/Accounts?role=King' });
    expect(bad.statusCode).toBe(400);
  });

  it('exports the accounts as an .xlsx workbook', async () => {
    const response = await call('Admin', { method: 'GET', url: '/api/User/Accounts/Export' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // Statuses by their labels, as the screens show them.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const header = (sheet?.getRow(1).values ?? []) as unknown[];
    const status = sheet?.getColumn(header.indexOf('Status')).values.slice(2) ?? [];
    expect(status).toContain('Active');
    expect(status).not.toContain('active');
    // Times in BS with AD beside them, on Nepal time.
    const created = sheet?.getColumn(header.indexOf('Created')).values.slice(2) ?? [];
    expect(created[0]).toMatch(/^\d{4}-\d{2}-\d{2} BS \(\d{4}-\d{2}-\d{2} AD\) \d{2}:\d{2}$/);
  });

  it('keeps a university user away from nation accounts and other universities', async () => {
    const [admin] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO.Admin));
    const read = await call('UniAdmin', { method: 'GET', url: `/api/User/${admin?.id}` });
    expect(read.statusCode).toBe(403);
    const change = await call('UniAdmin', {
      method: 'PATCH',
      url: `/api/User/${admin?.id}/Status`,
      payload: { status: 'disabled' },
    });
    expect(change.statusCode).toBe(403);
    const unknown = await call('SuperAdmin', { method: 'GET', url: '/api/User/999999' });
    expect(unknown.statusCode).toBe(404);
  });
});
