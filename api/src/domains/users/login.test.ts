import {
  ROLES,
  MESSAGES,
  SESSION_LIFETIME_MS,
  sessionUserSchema,
  signedInUserSchema,
} from '@hemis/shared-contracts';
import { DEMO_ACCOUNTS } from '../../db/seed';
import {
  createTestApp,
  createUser,
  json,
  signIn,
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

function decodeJwt(token: string): Record<string, unknown> {
  const [, payload] = token.split('.');
  return JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

describe('POST /api/User/Login', () => {
  it('has one demo account per role', () => {
    expect(DEMO_ACCOUNTS.map((account) => account.role).sort()).toEqual([...ROLES].sort());
  });

  it.each(DEMO_ACCOUNTS.map((account) => [account.role, account.email]))(
    'signs in %s and answers the SignedInUser shape',
    async (role, email) => {
      const response = await signIn(t.app, email);
      expect(response.statusCode).toBe(200);
      const user = signedInUserSchema.parse(response.json());
      expect(user.email).toBe(email);
      expect(user.role).toBe(role);
      expect(user.listUser[0]?.roleName).toBe(role);
      expect(user.type).toBe(role === 'UniAdmin' ? 'Uni' : 'college');
      expect(user.institution).not.toBeNull();
      if (role === 'UniAdmin') {
        expect(user.institution?.campusName).toBe('Tribhuvan University');
        expect(user.institution?.universityId).toBe(1);
        expect(user.universityId).toBe(1);
      } else {
        expect(user.institution).toMatchObject({
          id: 49,
          universityId: 1,
          campusName: 'Bhaktapur Multiple Campus',
          localLevel: 'Bhaktapur Municipality',
          district: 'Bhaktapur',
          logo: 'campus-49-logo.svg',
        });
      }
      const claims = decodeJwt(user.tokenString);
      expect(typeof claims.jti).toBe('string');
      expect(claims.sub).toBe(String(user.id));
      expect(Number(claims.exp) - Number(claims.iat)).toBe(SESSION_LIFETIME_MS / 1000);
      const header = JSON.parse(
        Buffer.from(user.tokenString.split('.')[0] ?? '', 'base64url').toString('utf8'),
      ) as Record<string, unknown>;
      expect(header.alg).toBe('HS256');
    },
  );

  it('accepts the e-mail in any letter case', async () => {
    const response = await signIn(t.app, 'CollegeAdmin@HEMIS.test');
    expect(response.statusCode).toBe(200);
    expect(json(response).email).toBe('collegeadmin@hemis.test');
  });

  it('answers 401 with the spec message for a wrong password', async () => {
    const response = await signIn(t.app, 'admin@hemis.test', 'wrong-password');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: MESSAGES.signIn.wrongCredentials,
    });
  });

  it('answers the same 401 for an unknown e-mail', async () => {
    const response = await signIn(t.app, 'nobody@hemis.test', DEMO_PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(json(response).message).toBe(MESSAGES.signIn.wrongCredentials);
  });

  it('answers 400 with the spec message for missing fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/User/Login',
      payload: { email: '  ', password: '' },
    });
    expect(response.statusCode).toBe(400);
    const body = json(response);
    expect(body.fields).toEqual({
      email: MESSAGES.signIn.required,
      password: MESSAGES.signIn.required,
    });
  });

  it('refuses a pending account with 403 and the not-verified message', async () => {
    const user = await createUser(t.db, { role: 'Student', status: 'pending' });
    const response = await signIn(t.app, user.email);
    expect(response.statusCode).toBe(403);
    expect(json(response).message).toBe(MESSAGES.signIn.notVerified);
  });

  it('refuses a disabled account with 403 and the disabled message', async () => {
    const user = await createUser(t.db, { status: 'disabled' });
    const response = await signIn(t.app, user.email);
    expect(response.statusCode).toBe(403);
    expect(json(response).message).toBe(MESSAGES.signIn.disabled);
  });

  it('does not reveal a pending account to a wrong password', async () => {
    const user = await createUser(t.db, { status: 'pending' });
    const response = await signIn(t.app, user.email, 'not-the-password');
    expect(response.statusCode).toBe(401);
  });

  it('answers a verificationToken for an account with a temporary password', async () => {
    const user = await createUser(t.db, { mustChangePassword: true });
    const response = await signIn(t.app, user.email);
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body.name).toBe('verificationToken');
    expect(typeof body.value).toBe('string');
    expect(body).not.toHaveProperty('tokenString');

    // The token works on the reset screen, and afterwards the account signs in normally.
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/User/ResetPassword',
      payload: { email: user.email, newPassword: 'A-new-password-1', resetToken: body.value },
    });
    expect(reset.statusCode).toBe(201);
    const after = await signIn(t.app, user.email, 'A-new-password-1');
    expect(after.statusCode).toBe(200);
    expect(typeof json(after).tokenString).toBe('string');
  });

  it('records the last sign-in time', async () => {
    const user = await createUser(t.db);
    const response = await signIn(t.app, user.email);
    const token = String(json(response).tokenString);
    const profile = await t.app.inject(
      withToken(token, { method: 'GET', url: '/api/User/Profile' }),
    );
    expect(profile.statusCode).toBe(200);
    expect(typeof json(profile).lastSignInAt).toBe('string');
  });

  it('matches paths case-insensitively', async () => {
    for (const url of ['/api/user/login', '/API/USER/LOGIN', '/api/User/login']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: { email: 'admin@hemis.test', password: DEMO_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('GET /api/User/Session', () => {
  it("answers the token's user as sign-in did, without repeating the token", async () => {
    const signedIn = signedInUserSchema.parse(
      (await signIn(t.app, 'collegeadmin@hemis.test')).json(),
    );
    const response = await t.app.inject(
      withToken(signedIn.tokenString, { method: 'GET', url: '/api/User/Session' }),
    );
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body).not.toHaveProperty('tokenString');
    const { tokenString: _token, ...expected } = signedIn;
    expect(sessionUserSchema.parse(body)).toEqual(expected);
  });

  it('answers 401 without a token, with a forged one, and after sign-out', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/User/Session' });
    expect(none.statusCode).toBe(401);
    const forged = await t.app.inject(
      withToken('e30.e30.e30', { method: 'GET', url: '/api/User/Session' }),
    );
    expect(forged.statusCode).toBe(401);
    const { tokenString } = signedInUserSchema.parse(
      (await signIn(t.app, 'collegeadmin@hemis.test')).json(),
    );
    await t.app.inject(withToken(tokenString, { method: 'POST', url: '/api/User/Logout' }));
    const ended = await t.app.inject(
      withToken(tokenString, { method: 'GET', url: '/api/User/Session' }),
    );
    expect(ended.statusCode).toBe(401);
    expect(json(ended).message).toBe(MESSAGES.http.sessionEnded);
  });
});

describe('sign-in lock-outs', () => {
  const limits = { perEmail: 10, perEmailAllAddresses: 25, perAddress: 20, windowMs: 60_000 };
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ signInLimits: limits });
  });
  afterAll(async () => {
    await limited.close();
  });

  const signInFrom = (address: string, email: string, password = DEMO_PASSWORD) =>
    limited.app.inject({
      method: 'POST',
      url: '/api/User/Login',
      remoteAddress: address,
      payload: { email, password },
    });

  it('lets at most the limit of parallel wrong passwords reach the password check', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => signInFrom('10.1.0.1', 'admin@hemis.test', 'wrong')),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(limits.perEmail);
    expect(codes.filter((code) => code === 429)).toHaveLength(40 - limits.perEmail);
    const blocked = answers.find((answer) => answer.statusCode === 429);
    expect(blocked && json(blocked).message).toBe(MESSAGES.signIn.tooManyAttempts);
    expect(Number(blocked?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("locks the attacker's address out, not the owner signing in from another", async () => {
    for (let i = 0; i < limits.perEmail; i += 1) {
      expect((await signInFrom('10.2.0.1', 'collegeadmin@hemis.test', 'wrong')).statusCode).toBe(
        401,
      );
    }
    expect((await signInFrom('10.2.0.1', 'collegeadmin@hemis.test')).statusCode).toBe(429);
    expect((await signInFrom('10.2.0.2', 'collegeadmin@hemis.test')).statusCode).toBe(200);
  });

  it("bounds guesses across addresses but keeps the owner's usual address open", async () => {
    expect((await signInFrom('10.3.0.1', 'ugcadmin@hemis.test')).statusCode).toBe(200);
    const attackers = ['10.3.1.1', '10.3.1.2', '10.3.1.3'];
    let failures = 0;
    for (const address of attackers) {
      for (let i = 0; i < limits.perEmail && failures < limits.perEmailAllAddresses; i += 1) {
        expect((await signInFrom(address, 'ugcadmin@hemis.test', 'wrong')).statusCode).toBe(401);
        failures += 1;
      }
    }
    // The ceiling across addresses is reached: a new address waits, even with the password.
    expect((await signInFrom('10.3.2.1', 'ugcadmin@hemis.test')).statusCode).toBe(429);
    // The address the owner signed in from before still works.
    expect((await signInFrom('10.3.0.1', 'ugcadmin@hemis.test')).statusCode).toBe(200);
  });

  it("counts only failures against a shared address (a campus's clerks behind one NAT)", async () => {
    for (let i = 0; i < 30; i += 1) {
      expect((await signInFrom('10.4.0.1', 'superadmin@hemis.test')).statusCode).toBe(200);
    }
    for (let i = 0; i < limits.perAddress; i += 1) {
      expect((await signInFrom('10.4.0.1', `nobody${i}@hemis.test`, 'x')).statusCode).toBe(401);
    }
    expect((await signInFrom('10.4.0.1', 'nobody-else@hemis.test', 'x')).statusCode).toBe(429);
  });
});
