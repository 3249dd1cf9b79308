import { like } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../test/helpers';
import { users } from './schema';
import { DEMO_ACCOUNTS } from './seed';
import { DEMO_SIGN_UPS } from './seed-students';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('demo accounts', () => {
  it('each has its own salt: no two share a password hash', async () => {
    const rows = await t.db
      .select({ email: users.email, passwordHash: users.passwordHash })
      .from(users)
      .where(like(users.email, '%@hemis.test'));
    expect(rows).toHaveLength(DEMO_ACCOUNTS.length + DEMO_SIGN_UPS.length);
    expect(new Set(rows.map((row) => row.passwordHash)).size).toBe(rows.length);
    const salts = rows.map((row) => row.passwordHash.split('$')[4]);
    expect(new Set(salts).size).toBe(rows.length);
  });

  it('all still sign in with the demo password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      expect((await signIn(t.app, account.email)).statusCode).toBe(200);
    }
  });
});
