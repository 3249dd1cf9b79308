// The shared setup comes first: it loads the test helpers before the app.
import { t, DEMO, otherCampus, freshEmail, call } from './admin.testing';
import { createUser, json, outbox, signIn } from '../../test/helpers';
import { and, count, eq } from 'drizzle-orm';
import {
  ALL_PERMISSIONS,
  DEFAULT_ROLE_PERMISSIONS,
  USER_MESSAGES,
  type KnownRole,
  type UserAccount,
} from '@hemis/shared-contracts';
import { employees, users } from '../../db/schema';

async function userCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

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
