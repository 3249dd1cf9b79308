import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { MESSAGES, profileSchema } from '@hemis/shared-contracts';
import { passwordResetTokens, students, users } from '../../db/schema';
import { sha256Hex } from '../../lib/tokens';
import {
  createTestApp,
  createUser,
  json,
  outbox,
  signIn,
  tokenFor,
  withToken,
  DEMO_PASSWORD,
  type TestApp,
} from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function multipart(fields: Record<string, string>): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = '----hemis-test-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const validSignUp = (email: string) => ({
  firstName: 'Maya',
  middleName: '',
  lastName: 'Gurung',
  phoneNumber: '9812345678',
  email,
  gender: 'female',
  password: 'Student@2026',
  confirmPassword: 'Student@2026',
});

async function postSignUp(fields: Record<string, string>) {
  const { payload, headers } = multipart(fields);
  return t.app.inject({ method: 'POST', url: '/api/User', payload, headers });
}

describe('POST /api/User (student sign-up, multipart)', () => {
  it('creates a pending Student account and its student row (201)', async () => {
    const response = await postSignUp(validSignUp('Maya.Gurung@Example.org'));
    expect(response.statusCode).toBe(201);
    expect(json(response).message).toBe(MESSAGES.signUp.success);
    const [user] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, 'maya.gurung@example.org'));
    expect(user).toMatchObject({
      role: 'Student',
      status: 'pending',
      campusId: 49,
      universityId: 1,
    });
    expect(user?.passwordHash.startsWith('$argon2id$')).toBe(true);
    const [student] = await t.db
      .select()
      .from(students)
      .where(eq(students.userId, user?.id ?? 0));
    expect(student).toMatchObject({
      campusId: 49,
      verificationStatus: 'pending',
      lastName: 'Gurung',
    });

    // A pending account cannot sign in until verified.
    const login = await signIn(t.app, 'maya.gurung@example.org', 'Student@2026');
    expect(login.statusCode).toBe(403);
    expect(json(login).message).toBe(MESSAGES.signIn.notVerified);
  });

  it('answers 409 for an e-mail already taken (any letter case)', async () => {
    const response = await postSignUp(validSignUp('STUDENT@hemis.test'));
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({
      message: MESSAGES.signUp.emailTaken,
      fields: { email: MESSAGES.signUp.emailTaken },
    });
  });

  it('answers 400 with the spec field messages', async () => {
    const response = await postSignUp({
      firstName: ' ',
      lastName: '',
      phoneNumber: '98123',
      email: '',
      gender: '',
      password: '',
      confirmPassword: '',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).fields).toMatchObject({
      firstName: MESSAGES.signUp.firstNameRequired,
      lastName: MESSAGES.signUp.lastNameRequired,
      phoneNumber: MESSAGES.signUp.phoneDigits,
      email: MESSAGES.signUp.emailRequired,
      gender: MESSAGES.signUp.genderRequired,
      password: MESSAGES.signUp.passwordRequired,
      confirmPassword: MESSAGES.signUp.confirmPasswordRequired,
    });
  });

  it('requires the passwords to match', async () => {
    const response = await postSignUp({
      ...validSignUp('mismatch@example.org'),
      confirmPassword: 'Other@2026',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).fields).toEqual({ confirmPassword: MESSAGES.signUp.passwordsDoNotMatch });
  });

  it('refuses unknown fields and unknown campuses', async () => {
    const extra = await postSignUp({ ...validSignUp('extra@example.org'), role: 'SuperAdmin' });
    expect(extra.statusCode).toBe(400);
    expect(json(extra).fields).toEqual({ role: MESSAGES.http.unknownField });
    const campus = await postSignUp({ ...validSignUp('campus@example.org'), campusId: '999999' });
    expect(campus.statusCode).toBe(400);
    expect(json(campus).fields).toHaveProperty('campusId');
  });

  it('refuses file uploads in the sign-up form', async () => {
    const boundary = 'b0undary';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="x.png"\r\nContent-Type: image/png\r\n\r\nabc\r\n--${boundary}--\r\n`,
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/User',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('forgot and reset password', () => {
  it('answers 201 for an unknown e-mail and sends nothing', async () => {
    const before = (await outbox(t)).length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/User/GetCodeUser?email=nobody@example.org',
    });
    expect(response.statusCode).toBe(201);
    expect((await outbox(t)).length).toBe(before);
  });

  it('accepts the empty form body a browser sends with a body-less POST', async () => {
    const user = await createUser(t.db, { role: 'CollegeUser' });
    const before = (await outbox(t)).length;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/User/GetCodeUser?email=${encodeURIComponent(user.email)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(response.statusCode).toBe(201);
    expect((await outbox(t)).length).toBe(before + 1);
  });

  it('mails a single-use link that resets the password and ends the sessions', async () => {
    const user = await createUser(t.db, { role: 'CollegeUser' });
    const oldToken = await tokenFor(t.app, user.email);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/User/GetCodeUser?email=${encodeURIComponent(user.email)}`,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(201);
    const mail = (await outbox(t)).filter((entry) => entry.to === user.email).pop();
    expect(mail).toBeDefined();
    const link = mail?.links[0] ?? '';
    const prefix = `http://hemis.example/reset-password/${encodeURIComponent(user.email)}/`;
    expect(link.startsWith(prefix)).toBe(true);
    expect(mail?.text).toContain(link);
    const emlFiles = fs
      .readdirSync(path.join(t.dataDir, 'outbox'))
      .filter((name) => name.endsWith('.eml'));
    expect(emlFiles.length).toBeGreaterThan(0);
    const token = decodeURIComponent(link.slice(prefix.length));

    // Only the hash is stored.
    const rows = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, sha256Hex(token)));
    expect(rows).toHaveLength(1);
    const expiresIn = (rows[0]?.expiresAt.getTime() ?? 0) - Date.now();
    expect(expiresIn).toBeGreaterThan(29 * 60 * 1000);
    expect(expiresIn).toBeLessThanOrEqual(30 * 60 * 1000);
    const stored = JSON.stringify(await t.db.select().from(passwordResetTokens));
    expect(stored).not.toContain(token);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/User/ResetPassword',
      payload: { email: user.email, newPassword: 'Brand-new-1', resetToken: token },
    });
    expect(reset.statusCode).toBe(201);
    expect((await signIn(t.app, user.email, 'Brand-new-1')).statusCode).toBe(200);
    expect((await signIn(t.app, user.email, DEMO_PASSWORD)).statusCode).toBe(401);
    // The sessions opened before the reset are over.
    const old = await t.app.inject(
      withToken(oldToken, { method: 'GET', url: '/api/User/Profile' }),
    );
    expect(old.statusCode).toBe(401);

    // Single use.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/User/ResetPassword',
      payload: { email: user.email, newPassword: 'Another-new-1', resetToken: token },
    });
    expect(again.statusCode).toBe(400);
    expect(json(again).message).toBe(MESSAGES.resetPassword.invalidToken);
  });

  it('refuses wrong, foreign and expired tokens', async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    await t.app.inject({
      method: 'POST',
      url: `/api/User/GetCodeUser?email=${encodeURIComponent(user.email)}`,
    });
    const mail = (await outbox(t)).filter((entry) => entry.to === user.email).pop();
    const token = decodeURIComponent((mail?.links[0] ?? '').split('/').pop() ?? '');
    const attempt = (email: string, resetToken: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/User/ResetPassword',
        payload: { email, newPassword: 'Brand-new-2', resetToken },
      });
    expect((await attempt(user.email, 'not-a-token')).statusCode).toBe(400);
    expect((await attempt(other.email, token)).statusCode).toBe(400);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(passwordResetTokens.tokenHash, sha256Hex(token))));
    const expired = await attempt(user.email, token);
    expect(expired.statusCode).toBe(400);
    expect(json(expired).message).toBe(MESSAGES.resetPassword.invalidToken);
  });

  it('validates the forgot-password e-mail', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/User/GetCodeUser?email=not-an-email',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).fields).toEqual({ email: MESSAGES.signUp.emailInvalid });
  });
});

describe('change password, profile, sign-out', () => {
  it('changes the password (wrong current password is a field error)', async () => {
    const user = await createUser(t.db);
    const token = await tokenFor(t.app, user.email);
    const wrong = await t.app.inject(
      withToken(token, {
        method: 'POST',
        url: '/api/User/ChangePassword',
        payload: {
          currentPassword: 'nope',
          newPassword: 'Changed-123',
          confirmPassword: 'Changed-123',
        },
      }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).fields).toEqual({ currentPassword: MESSAGES.changePassword.currentWrong });
    const ok = await t.app.inject(
      withToken(token, {
        method: 'POST',
        url: '/api/User/ChangePassword',
        payload: {
          currentPassword: DEMO_PASSWORD,
          newPassword: 'Changed-123',
          confirmPassword: 'Changed-123',
        },
      }),
    );
    expect(ok.statusCode).toBe(200);
    expect((await signIn(t.app, user.email, 'Changed-123')).statusCode).toBe(200);
    // The session that changed it goes on.
    const profile = await t.app.inject(
      withToken(token, { method: 'GET', url: '/api/User/Profile' }),
    );
    expect(profile.statusCode).toBe(200);
  });

  it('reads and updates the own profile', async () => {
    const token = await tokenFor(t.app, 'collegeuser@hemis.test');
    const read = await t.app.inject(withToken(token, { method: 'GET', url: '/api/User/Profile' }));
    expect(read.statusCode).toBe(200);
    const profile = profileSchema.parse(read.json());
    expect(profile).toMatchObject({
      email: 'collegeuser@hemis.test',
      role: 'CollegeUser',
      campusId: 49,
    });
    expect(profile.institution?.id).toBe(49);

    const update = await t.app.inject(
      withToken(token, {
        method: 'PATCH',
        url: '/api/User/Profile',
        payload: { firstName: 'Ramesh', lastName: 'Karki', phoneNumber: '9801234567' },
      }),
    );
    expect(update.statusCode).toBe(200);
    expect(json(update)).toMatchObject({
      firstName: 'Ramesh',
      lastName: 'Karki',
      phoneNumber: '9801234567',
    });

    const bad = await t.app.inject(
      withToken(token, {
        method: 'PATCH',
        url: '/api/User/Profile',
        payload: { firstName: 'X', lastName: 'Y', phoneNumber: '12', role: 'SuperAdmin' },
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(json(bad).fields).toMatchObject({
      phoneNumber: MESSAGES.signUp.phoneDigits,
      role: MESSAGES.http.unknownField,
    });
  });

  it('signs out: the token stops working', async () => {
    const token = await tokenFor(t.app, 'admin@hemis.test');
    const out = await t.app.inject(withToken(token, { method: 'POST', url: '/api/User/Logout' }));
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject(
      withToken(token, { method: 'GET', url: '/api/Dashboard/Counts' }),
    );
    expect(after.statusCode).toBe(401);
    expect(json(after).message).toBe(MESSAGES.http.sessionEnded);
  });
});
