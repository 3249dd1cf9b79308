import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { users } from '../db/schema';
import { tokenFor, twoApps, withToken, type TestApp } from '../test/helpers';
import { GenerationCache, sessionCacheOf } from './session-cache';

/**
 * The kept session checks: nothing is kept while changes are not heard, and on PostgreSQL a
 * change made through one API process (a sign-out, a permission, module or account change) holds
 * on another within a second, heard through LISTEN (migration 0045's triggers).
 */

describe('GenerationCache', () => {
  it('keeps and answers nothing while changes are not heard', () => {
    let live = true;
    const cache = new GenerationCache<string>(60_000, 10, () => live);
    cache.set('a', 'kept', cache.begin());
    expect(cache.get('a')).toBe('kept');
    live = false;
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', 'not kept', cache.begin());
    live = true;
    expect(cache.get('b')).toBeUndefined();
  });
});

const onPostgres = Boolean(process.env.DATABASE_URL);
/** How soon a change on one process must hold on the other. */
const WITHIN_MS = 1000;

(onPostgres ? describe : describe.skip)('two processes on one PostgreSQL database', () => {
  const processes = twoApps();
  let a: TestApp;
  let b: TestApp;
  beforeAll(() => {
    ({ a, b } = processes);
  });

  /**
   * Asks `request` on app B until it answers `status`: the milliseconds that took (fails after
   * three seconds).
   */
  async function msUntil(request: () => Promise<LightMyRequestResponse>, status: number) {
    const start = Date.now();
    for (;;) {
      const answer = await request();
      if (answer.statusCode === status) return Date.now() - start;
      if (Date.now() - start > 3 * WITHIN_MS) {
        throw new Error(`still ${answer.statusCode} after ${Date.now() - start} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  const onB = (token: string, options: InjectOptions) => () =>
    b.app.inject(withToken(token, options));

  it('refuses a session on B within a second of its sign-out on A', async () => {
    const token = await tokenFor(a.app, 'collegeuser@hemis.test');
    const session = onB(token, { method: 'GET', url: '/api/User/Session' });
    expect((await session()).statusCode).toBe(200);
    // B keeps the granted check.
    expect(sessionCacheOf(b.db).size).toBeGreaterThan(0);
    const out = await a.app.inject(withToken(token, { method: 'POST', url: '/api/User/Logout' }));
    expect(out.statusCode).toBe(200);
    expect(await msUntil(session, 401)).toBeLessThan(WITHIN_MS);
  });

  it('holds a permission taken away on A on B within a second', async () => {
    const [superadmin, collegeuser] = await Promise.all([
      tokenFor(a.app, 'superadmin@hemis.test'),
      tokenFor(b.app, 'collegeuser@hemis.test'),
    ]);
    const [account] = await a.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'collegeuser@hemis.test'));
    const employees = onB(collegeuser, { method: 'GET', url: '/api/Employee' });
    expect((await employees()).statusCode).toBe(200);
    const save = (revoked: string[]) =>
      a.app.inject(
        withToken(superadmin, {
          method: 'PUT',
          url: `/api/User/${account?.id}/Permissions`,
          payload: { granted: [], revoked },
        }),
      );
    expect((await save(['employee:view'])).statusCode).toBe(200);
    expect(await msUntil(employees, 403)).toBeLessThan(WITHIN_MS);
    // Given back: open again on B as soon.
    expect((await save([])).statusCode).toBe(200);
    expect(await msUntil(employees, 200)).toBeLessThan(WITHIN_MS);
  });

  it('holds a module closed on A, and an account disabled on A, on B within a second', async () => {
    const [superadmin, collegeadmin] = await Promise.all([
      tokenFor(a.app, 'superadmin@hemis.test'),
      tokenFor(b.app, 'collegeadmin@hemis.test'),
    ]);
    const employees = onB(collegeadmin, { method: 'GET', url: '/api/Employee' });
    expect((await employees()).statusCode).toBe(200);
    const module = (status: boolean) =>
      a.app.inject(
        withToken(superadmin, {
          method: 'PATCH',
          url: '/api/Module/employee',
          payload: { status },
        }),
      );
    expect((await module(false)).statusCode).toBe(200);
    expect(await msUntil(employees, 403)).toBeLessThan(WITHIN_MS);
    expect((await module(true)).statusCode).toBe(200);
    expect(await msUntil(employees, 200)).toBeLessThan(WITHIN_MS);

    // Disabled by hand on A's database (as SQL by hand would): B refuses the session.
    await a.db
      .update(users)
      .set({ status: 'disabled' })
      .where(eq(users.email, 'collegeadmin@hemis.test'));
    expect(await msUntil(employees, 401)).toBeLessThan(WITHIN_MS);
  });
});
