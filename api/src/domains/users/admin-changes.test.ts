// The shared setup comes first: it loads the test helpers before the app.
import { t, DEMO, otherCampus, call } from './admin.testing';
import { createUser, json, outbox, signIn, tokenFor, withToken } from '../../test/helpers';
import { and, eq } from 'drizzle-orm';
import { USER_MESSAGES } from '@hemis/shared-contracts';
import { auditLog, users } from '../../db/schema';

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
