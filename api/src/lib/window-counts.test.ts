import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { outbox, signIn, twoApps, type TestApp } from '../test/helpers';
import { RATE_LIMIT_DEFAULTS, scaledMax } from './rate-limits';
import { sqlRows } from './sql-rows';
import { forgetWindows, giveBack, hitWindows, sweepWindows } from './window-counts';

/**
 * The limits count in PostgreSQL, so two API processes on one database (two apps here; on PGlite
 * two apps on one client) count into the same windows: the public routes' per-address limits,
 * the sign-in lock-out and the reset mails per e-mail.
 */

// The branding read's limit (1200 a minute) scaled down to a few requests.
const FACTOR = 0.005;
const BRANDING_MAX = scaledMax(RATE_LIMIT_DEFAULTS.publicRead.max, FACTOR);
const PER_EMAIL = 3;

const processes = twoApps({
  rateLimitFactor: FACTOR,
  signInLimits: {
    perEmail: PER_EMAIL,
    perEmailAllAddresses: 100,
    perAddress: 100,
    windowMs: 60_000,
  },
});
let a: TestApp;
let b: TestApp;
beforeAll(() => {
  ({ a, b } = processes);
});

const branding = (remoteAddress: string): InjectOptions => ({
  method: 'GET',
  url: '/api/Campus/49',
  remoteAddress,
});

describe('limits shared by two processes', () => {
  it('counts a route’s requests from one address on either process into one window', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < BRANDING_MAX + 2; i += 1) {
      const app = i % 2 === 0 ? a.app : b.app;
      statuses.push((await app.inject(branding('10.0.0.1'))).statusCode);
    }
    expect(statuses).toEqual([
      ...Array<number>(BRANDING_MAX).fill(200),
      ...Array<number>(2).fill(429),
    ]);
    // Another address has its own window.
    expect((await b.app.inject(branding('10.0.0.2'))).statusCode).toBe(200);
  });

  it('gives each request of a parallel burst across both its own count', async () => {
    const burst = await Promise.all(
      Array.from({ length: BRANDING_MAX + 4 }, (_, i) =>
        (i % 2 === 0 ? a.app : b.app).inject(branding('10.0.0.3')),
      ),
    );
    const codes = burst.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(BRANDING_MAX);
    expect(codes.filter((code) => code === 429)).toHaveLength(4);
    const refused = burst.find((response) => response.statusCode === 429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('locks an e-mail out of sign-in after failures on either process', async () => {
    const tries: number[] = [];
    for (let i = 0; i < PER_EMAIL; i += 1) {
      const app = i % 2 === 0 ? a.app : b.app;
      tries.push((await signIn(app, 'uniadmin@hemis.test', 'wrong password')).statusCode);
    }
    expect(tries).toEqual(Array<number>(PER_EMAIL).fill(401));
    // Locked on both, the right password too.
    expect((await signIn(b.app, 'uniadmin@hemis.test')).statusCode).toBe(429);
    expect((await signIn(a.app, 'uniadmin@hemis.test')).statusCode).toBe(429);
    // A sign-in that succeeds gives its attempt back: others sign in freely.
    for (const app of [a.app, b.app, a.app, b.app]) {
      expect((await signIn(app, 'collegeuser@hemis.test')).statusCode).toBe(200);
    }
  });

  it('sends reset mails for one e-mail up to its limit, whichever process is asked', async () => {
    const before = (await outbox(a)).length + (await outbox(b)).length;
    for (let i = 0; i < PER_EMAIL + 2; i += 1) {
      const response = await (i % 2 === 0 ? a.app : b.app).inject({
        method: 'POST',
        url: '/api/User/GetCodeUser?email=student@hemis.test',
        // Each from its own address: the route's per-address limit is not what is tested.
        remoteAddress: `10.0.1.${i + 1}`,
      });
      expect(response.statusCode).toBe(201);
    }
    const after = (await outbox(a)).length + (await outbox(b)).length;
    expect(after - before).toBe(PER_EMAIL);
  });

  it('starts a window again once it ends, and sweeps ended ones', async () => {
    const key = 'test window\nended';
    expect((await hitWindows(a.db, [{ key, windowMs: 60_000 }])).get(key)?.count).toBe(1);
    expect((await hitWindows(b.db, [{ key, windowMs: 60_000 }])).get(key)?.count).toBe(2);
    await a.db.execute(sql`update rate_limit_windows set ends_at = now() - interval '1 second'`);
    expect((await hitWindows(b.db, [{ key, windowMs: 60_000 }])).get(key)).toMatchObject({
      count: 1,
      msLeft: expect.any(Number),
    });
    await a.db.execute(sql`update rate_limit_windows set ends_at = now() - interval '1 second'`);
    await sweepWindows(b.db);
    const left = (await a.db.execute(
      sql`select count(*)::int as n from rate_limit_windows`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(left.rows[0]?.n).toBe(0);
  });

  it('counts, gives back and forgets the same keys in parallel, named in any order, on both', async () => {
    const keys = ['burst c', 'burst a', 'burst b'];
    const orders = [keys, [...keys].reverse(), [keys[1]!, keys[2]!, keys[0]!]];
    const each = (i: number) => ({ db: (i % 2 === 0 ? a : b).db, keys: orders[i % 3]! });
    // Every statement of a burst on several keys ends (none is a deadlock's victim)...
    await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const { db, keys: named } = each(i);
        await hitWindows(
          db,
          named.map((key) => ({ key, windowMs: 60_000 })),
        );
        await giveBack(db, named);
      }),
    );
    // ...and each hit given back leaves nothing counted.
    const counts = await hitWindows(
      a.db,
      keys.map((key) => ({ key, windowMs: 60_000 })),
    );
    expect(keys.map((key) => counts.get(key)?.count)).toEqual([1, 1, 1]);
    await Promise.all(Array.from({ length: 6 }, (_, i) => forgetWindows(each(i).db, each(i).keys)));
    const forgotten = await sqlRows<{ n: number }>(
      a.db,
      sql`select count(*)::int as n from rate_limit_windows where key like 'burst %'`,
    );
    expect(forgotten[0]?.n).toBe(0);
  });
});
