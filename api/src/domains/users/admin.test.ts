// The helpers come first: they stand in for ESM-only modules before the app loads them.
import {
  createTestApp,
  createUser,
  json,
  outbox,
  signIn,
  tokenFor,
  withToken,
  type TestApp,
} from '../../test/helpers';
import { callerOf } from '../../test/signed-in';
import { and, count, eq, ne } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  ALL_PERMISSIONS,
  DEFAULT_ROLE_PERMISSIONS,
  ROLES,
  USER_MESSAGES,
  scopeOfRole,
  type KnownRole,
  type Permission,
  type UserAccount,
} from '@hemis/shared-contracts';
import { auditLog, campuses, employees, users } from '../../db/schema';
import { DEMO_SIGN_UPS } from '../../db/seed-students';

let t: TestApp;
const tokens = {} as Record<KnownRole, string>;
const DEMO: Record<KnownRole, string> = {
  SuperAdmin: 'superadmin@hemis.test',
  Admin: 'admin@hemis.test',
  UgcAdmin: 'ugcadmin@hemis.test',
  UniAdmin: 'uniadmin@hemis.test',
  CollegeAdmin: 'collegeadmin@hemis.test',
  CollegeUser: 'collegeuser@hemis.test',
  Student: 'student@hemis.test',
};
/** A campus of another university than the demo university users' (Tribhuvan, id 1). */
let otherCampus: { id: number; universityId: number };
let emailCounter = 0;
const freshEmail = () => {
  emailCounter += 1;
  return `new.account${emailCounter}@example.org`;
};

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) tokens[role] = await tokenFor(t.app, DEMO[role]);
  const [campus] = await t.db
    .select({ id: campuses.id, universityId: campuses.universityId })
    .from(campuses)
    .where(ne(campuses.universityId, 1))
    .limit(1);
  if (!campus?.universityId) throw new Error('no campus outside university 1');
  otherCampus = { id: campus.id, universityId: campus.universityId };
});
afterAll(async () => {
  await t.close();
});

const { call } = callerOf(
  () => t,
  (role: KnownRole) => tokens[role],
);

const holds = (role: KnownRole, permission: Permission) =>
  DEFAULT_ROLE_PERMISSIONS[role].includes(permission);

async function userCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

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

describe('adding accounts', () => {
  it('gives only lower roles, inside the caller’s reach', async () => {
    const add = (role: KnownRole, payload: Record<string, unknown>) =>
      call(role, {
        method: 'POST',
        url: '/api/User/AddUser',
        payload: { email: freshEmail(), firstName: 'Nabin', lastName: 'Rai', ...payload },
      });
    const superAdmin = await add('UniAdmin', { role: 'SuperAdmin' });
    expect(superAdmin.statusCode).toBe(403);
    expect(json(superAdmin).message).toBe(USER_MESSAGES.roleTooHigh);
    expect((await add('UniAdmin', { role: 'UniAdmin', universityId: 1 })).statusCode).toBe(403);
    const foreign = await add('UniAdmin', {
      role: 'CollegeAdmin',
      campusId: otherCampus.id,
    });
    expect(foreign.statusCode).toBe(403);
    expect(json(foreign).message).toBe(USER_MESSAGES.outsideScope);
    const mine = await add('UniAdmin', { role: 'CollegeAdmin', campusId: 49 });
    expect(mine.statusCode).toBe(201);
    const account = json(mine).user as UserAccount;
    expect(account).toMatchObject({
      role: 'CollegeAdmin',
      level: 'campus',
      campusId: 49,
      universityId: 1,
      status: 'active',
      mustChangePassword: true,
    });
    expect(await add('Admin', { role: 'Admin' })).toHaveProperty('statusCode', 403);
    const admin = await add('SuperAdmin', { role: 'Admin', universityId: 1, campusId: 49 });
    expect(admin.statusCode).toBe(201);
    expect(json(admin).user).toMatchObject({ level: 'ugc', universityId: null, campusId: null });
  });

  it('takes the names from a visible employee, and refuses one out of reach', async () => {
    const [teacher] = await t.db
      .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
      .from(employees)
      .where(eq(employees.campusId, 49))
      .limit(1);
    const [foreign] = await t.db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.firstName, 'Manisha'), eq(employees.lastName, 'Tamang')))
      .limit(1);
    if (!teacher || !foreign) throw new Error('demo employees missing');
    const linked = await call('UniAdmin', {
      method: 'POST',
      url: '/api/User/AddUser',
      payload: { email: freshEmail(), role: 'CollegeUser', campusId: 49, employeeId: teacher.id },
    });
    expect(linked.statusCode).toBe(201);
    expect(json(linked).user).toMatchObject({
      firstName: teacher.firstName,
      lastName: teacher.lastName,
      employeeId: teacher.id,
    });
    const before = await userCount();
    const refused = await call('UniAdmin', {
      method: 'POST',
      url: '/api/User/AddUser',
      payload: { email: freshEmail(), role: 'CollegeUser', campusId: 49, employeeId: foreign.id },
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).fields).toEqual({ employeeId: USER_MESSAGES.employeeOutsideScope });
    expect(await userCount()).toBe(before);
  });

  it('answers field messages for bad input and writes nothing', async () => {
    const before = await userCount();
    const missing = await call('SuperAdmin', {
      method: 'POST',
      url: '/api/User/AddUser',
      payload: { email: 'not-an-email', firstName: '', role: 'UniAdmin' },
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(json(missing).fields as Record<string, string>)).toEqual(
      expect.arrayContaining(['email', 'firstName', 'lastName', 'universityId']),
    );
    const noRole = await call('SuperAdmin', {
      method: 'POST',
      url: '/api/User/AddUser',
      payload: { email: freshEmail(), firstName: 'A', lastName: 'B' },
    });
    expect(json(noRole).fields).toEqual({ role: USER_MESSAGES.roleRequired });
    const noCampus = await call('SuperAdmin', {
      method: 'POST',
      url: '/api/User/AddUser',
      payload: {
        email: freshEmail(),
        firstName: 'A',
        lastName: 'B',
        role: 'CollegeUser',
        campusId: 987654,
      },
    });
    expect(noCampus.statusCode).toBe(400);
    expect(json(noCampus).fields).toEqual({ campusId: USER_MESSAGES.campusNotFound });
    expect(await userCount()).toBe(before);
  });

  it('answers 409 for an e-mail already in use, whatever its case', async () => {
    const before = await userCount();
    const response = await call('SuperAdmin', {
      method: 'POST',
      url: '/api/User/AddUser',
      payload: {
        email: 'CollegeUser@HEMIS.test',
        firstName: 'A',
        lastName: 'B',
        role: 'CollegeUser',
        campusId: 49,
      },
    });
    expect(response.statusCode).toBe(409);
    expect(json(response).fields).toEqual({ email: USER_MESSAGES.emailTaken });
    expect(await userCount()).toBe(before);
  });

  it('makes the new user set a password at first sign-in (temporary password flow)', async () => {
    const email = freshEmail();
    const added = await call('SuperAdmin', {
      method: 'POST',
      url: '/api/User/AddUser',
      payload: { email, firstName: 'Sunita', lastName: 'Karki', role: 'CollegeUser', campusId: 49 },
    });
    expect(added.statusCode).toBe(201);
    const temporary = json(added).temporaryPassword as string;
    expect(temporary).toMatch(/^[A-HJ-NP-Za-km-z2-9]{12}$/);
    expect(json(added).message).toBe(USER_MESSAGES.created);
    const mails = await outbox(t);
    expect(mails.find((mail) => mail.to === email)?.text).toContain(temporary);

    const first = await signIn(t.app, email, temporary);
    expect(first.statusCode).toBe(200);
    expect(json(first).name).toBe('verificationToken');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/User/ResetPassword',
      payload: { email, newPassword: 'MyOwn#Pass2026', resetToken: json(first).value },
    });
    expect(reset.statusCode).toBe(201);
    expect((await signIn(t.app, email, temporary)).statusCode).toBe(401);
    const signedIn = await signIn(t.app, email, 'MyOwn#Pass2026');
    expect(signedIn.statusCode).toBe(200);
    expect(json(signedIn).permissions).toEqual(inOrder(DEFAULT_ROLE_PERMISSIONS.CollegeUser));
    const id = (json(added).user as UserAccount).id;
    const account = await call('SuperAdmin', { method: 'GET', url: `/api/User/${id}` });
    expect(json(account)).toMatchObject({ mustChangePassword: false, status: 'active' });
  });
});

/** A list in the API's order: module by module, action by action. */
const inOrder = (list: readonly string[]) => ALL_PERMISSIONS.filter((p) => list.includes(p));

describe('changing accounts', () => {
  it('edits names and moves an account, re-checking role and scope', async () => {
    const target = await createUser(t.db, { role: 'CollegeUser' });
    const renamed = await call('UniAdmin', {
      method: 'PATCH',
      url: `/api/User/${target.id}`,
      payload: { firstName: 'Bikash', phoneNumber: '9800000001' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(json(renamed)).toMatchObject({ firstName: 'Bikash', phoneNumber: '9800000001' });
    const promoted = await call('UniAdmin', {
      method: 'PATCH',
      url: `/api/User/${target.id}`,
      payload: { role: 'UniAdmin' },
    });
    expect(promoted.statusCode).toBe(403);
    const moved = await call('UniAdmin', {
      method: 'PATCH',
      url: `/api/User/${target.id}`,
      payload: { campusId: otherCampus.id },
    });
    expect(moved.statusCode).toBe(403);
    expect(json(moved).message).toBe(USER_MESSAGES.outsideScope);
    const noUniversity = await call('SuperAdmin', {
      method: 'PATCH',
      url: `/api/User/${target.id}`,
      payload: { role: 'UniAdmin', universityId: null },
    });
    expect(noUniversity.statusCode).toBe(400);
    expect(json(noUniversity).fields).toEqual({ universityId: USER_MESSAGES.universityRequired });
    const bad = await call('SuperAdmin', {
      method: 'PATCH',
      url: `/api/User/${target.id}`,
      payload: { phoneNumber: '12', nickname: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    const unchanged = await call('SuperAdmin', { method: 'GET', url: `/api/User/${target.id}` });
    expect(json(unchanged)).toMatchObject({
      role: 'CollegeUser',
      campusId: 49,
      phoneNumber: '9800000001',
    });
  });

  it('takes a role change into account on the user’s next request', async () => {
    const target = await createUser(t.db, { role: 'CollegeUser' });
    const token = await tokenFor(t.app, target.email);
    const mine = () =>
      t.app.inject(withToken(token, { method: 'GET', url: '/api/User/Permissions' }));
    expect(json(await mine()).permissions).not.toContain('employee:delete');
    const promoted = await call('SuperAdmin', {
      method: 'PATCH',
      url: `/api/User/${target.id}`,
      payload: { role: 'CollegeAdmin' },
    });
    expect(promoted.statusCode).toBe(200);
    expect(json(await mine()).permissions).toContain('employee:delete');
  });

  it('nobody changes their own role, status or permissions; nor a higher account', async () => {
    const [me] = await t.db.select().from(users).where(eq(users.email, DEMO.UniAdmin));
    const [top] = await t.db.select().from(users).where(eq(users.email, DEMO.SuperAdmin));
    if (!me || !top) throw new Error('demo accounts missing');
    const status = await call('UniAdmin', {
      method: 'PATCH',
      url: `/api/User/${me.id}/Status`,
      payload: { status: 'disabled' },
    });
    expect(json(status).message).toBe(USER_MESSAGES.notYourself);
    const role = await call('UniAdmin', {
      method: 'PATCH',
      url: `/api/User/${me.id}`,
      payload: { role: 'CollegeAdmin', campusId: 49 },
    });
    expect(json(role).message).toBe(USER_MESSAGES.notYourself);
    const permissions = await call('SuperAdmin', {
      method: 'PUT',
      url: `/api/User/${top.id}/Permissions`,
      payload: { granted: [], revoked: [] },
    });
    expect(permissions.statusCode).toBe(403);
    expect(json(permissions).message).toBe(USER_MESSAGES.notYourself);
    const names = await call('UniAdmin', {
      method: 'PATCH',
      url: `/api/User/${me.id}`,
      payload: { firstName: 'University' },
    });
    expect(names.statusCode).toBe(200);
    const higher = await call('Admin', {
      method: 'PATCH',
      url: `/api/User/${top.id}/Status`,
      payload: { status: 'disabled' },
    });
    expect(higher.statusCode).toBe(403);
    expect(json(higher).message).toBe(USER_MESSAGES.roleTooHigh);
  });

  it('deactivating ends the user’s sessions; activating lets them sign in again', async () => {
    const target = await createUser(t.db, { role: 'CollegeUser' });
    const token = await tokenFor(t.app, target.email);
    const off = await call('UniAdmin', {
      method: 'PATCH',
      url: `/api/User/${target.id}/Status`,
      payload: { status: 'disabled' },
    });
    expect(json(off)).toMatchObject({ status: 'disabled' });
    const after = await t.app.inject(
      withToken(token, { method: 'GET', url: '/api/User/Permissions' }),
    );
    expect(after.statusCode).toBe(401);
    expect((await signIn(t.app, target.email)).statusCode).toBe(403);
    const on = await call('UniAdmin', {
      method: 'PATCH',
      url: `/api/User/${target.id}/Status`,
      payload: { status: 'active' },
    });
    expect(json(on)).toMatchObject({ status: 'active' });
    expect((await signIn(t.app, target.email)).statusCode).toBe(200);
    const bad = await call('UniAdmin', {
      method: 'PATCH',
      url: `/api/User/${target.id}/Status`,
      payload: { status: 'pending' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('an administrator’s reset gives a new temporary password and ends the sessions', async () => {
    const target = await createUser(t.db, { role: 'CollegeUser' });
    const token = await tokenFor(t.app, target.email);
    const reset = await call('Admin', {
      method: 'POST',
      url: `/api/User/${target.id}/ResetPassword`,
    });
    expect(reset.statusCode).toBe(200);
    const body = json(reset);
    expect(body.message).toBe(USER_MESSAGES.passwordReset);
    expect(body.user).toMatchObject({ mustChangePassword: true });
    const stale = await t.app.inject(
      withToken(token, { method: 'GET', url: '/api/User/Permissions' }),
    );
    expect(stale.statusCode).toBe(401);
    expect((await signIn(t.app, target.email)).statusCode).toBe(401);
    const next = await signIn(t.app, target.email, body.temporaryPassword as string);
    expect(json(next).name).toBe('verificationToken');
    const mails = await outbox(t);
    expect(
      mails.some(
        (mail) => mail.to === target.email && mail.text.includes(body.temporaryPassword as string),
      ),
    ).toBe(true);
  });

  it('records who changed what and when, newest first', async () => {
    const target = await createUser(t.db, { role: 'CollegeUser' });
    const started = Date.now();
    await call('Admin', {
      method: 'PATCH',
      url: `/api/User/${target.id}`,
      payload: { lastName: 'Thapa' },
    });
    await call('UniAdmin', {
      method: 'PATCH',
      url: `/api/User/${target.id}/Status`,
      payload: { status: 'disabled' },
    });
    const history = await call('UniAdmin', {
      method: 'GET',
      url: `/api/User/${target.id}/History`,
    });
    expect(history.statusCode).toBe(200);
    const entries = history.json<{ at: string; action: string; by: string; detail: unknown }[]>();
    expect(entries.map((entry) => [entry.action, entry.by])).toEqual([
      ['deactivated', DEMO.UniAdmin],
      ['account-updated', DEMO.Admin],
    ]);
    expect(entries[1]?.detail).toEqual({
      before: { lastName: 'User' },
      after: { lastName: 'Thapa' },
    });
    expect(Date.parse(entries[0]?.at ?? '')).toBeGreaterThanOrEqual(started - 1000);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(target.id))));
    expect(rows).toHaveLength(2);
  });
});

describe('a user’s permission exceptions', () => {
  it('grants only what the caller holds, and refuses a permission both granted and revoked', async () => {
    const target = await createUser(t.db, { role: 'CollegeUser' });
    const url = `/api/User/${target.id}/Permissions`;
    // A university only reads its campuses' pass rates: it cannot grant deleting them.
    const notHeld = await call('UniAdmin', {
      method: 'PUT',
      url,
      payload: { granted: ['passRate:delete'], revoked: [] },
    });
    expect(notHeld.statusCode).toBe(403);
    expect(json(notHeld).message).toBe(USER_MESSAGES.permissionNotHeld);
    // A SuperAdmin may grant what its own role lacks (it sets what every role holds anyway).
    const bySuperAdmin = await call('SuperAdmin', {
      method: 'PUT',
      url,
      payload: { granted: ['infrastructure:view'], revoked: [] },
    });
    expect(bySuperAdmin.statusCode).toBe(200);
    const both = await call('UniAdmin', {
      method: 'PUT',
      url,
      payload: { granted: ['program:add'], revoked: ['program:add'] },
    });
    expect(both.statusCode).toBe(400);
    const unknown = await call('UniAdmin', {
      method: 'PUT',
      url,
      payload: { granted: ['castle:view'], revoked: [] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(json(unknown).fields)).toContain(USER_MESSAGES.unknownPermission);
    const saved = await call('UniAdmin', {
      method: 'PUT',
      url,
      payload: { granted: ['program:add'], revoked: ['exam:add'] },
    });
    expect(saved.statusCode).toBe(200);
    const body = json(saved);
    expect(body).toMatchObject({
      userId: target.id,
      role: 'CollegeUser',
      granted: ['program:add'],
      revoked: ['exam:add'],
      updatedBy: DEMO.UniAdmin,
    });
    expect(body.effective).toContain('program:add');
    expect(body.effective).not.toContain('exam:add');
    const read = await call('UgcAdmin', { method: 'GET', url });
    expect(json(read)).toMatchObject({ granted: ['program:add'], revoked: ['exam:add'] });
    // A grant someone higher gave stays when a lower administrator saves the others.
    const higher = await call('SuperAdmin', {
      method: 'PUT',
      url,
      payload: { granted: ['program:add', 'exam:delete'], revoked: [] },
    });
    expect(higher.statusCode).toBe(200);
    const kept = await call('UniAdmin', {
      method: 'PUT',
      url,
      payload: { granted: ['exam:delete'], revoked: ['report:export'] },
    });
    expect(kept.statusCode).toBe(200);
    expect(json(kept)).toMatchObject({ granted: ['exam:delete'], revoked: ['report:export'] });
  });
});
