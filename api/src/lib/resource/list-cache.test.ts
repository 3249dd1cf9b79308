// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { signedInApp } from '../../test/signed-in';
import { eq } from 'drizzle-orm';
import type { ScopeFilter } from '../../plugins/auth';
import { programs, students } from '../../db/schema';
import { TableVersions } from '../table-changes';
import { createListCache } from './list-cache';
import { CACHE_FRESH, CACHE_HIT, CACHE_MISS } from './register';

/**
 * Kept list answers: the same read by the same reach is answered from what was kept, and never
 * after a change to a table it was read from, whichever code wrote it; another reach or another
 * query reads afresh.
 */

const campus: ScopeFilter = { kind: 'campus', universityId: 1, campusId: 49, userId: 5 };

describe('createListCache', () => {
  it('keeps an answer while its tables stand, for its time at most', () => {
    const versions = new TableVersions();
    let now = 1_000;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      const cache = createListCache(versions, () => ['students', 'programs'], 500);
      const key = cache.keyOf(campus, { page: 1 });
      cache.keep(key, '{"a":1}', cache.begin());
      expect(cache.get(key)).toBe('{"a":1}');
      expect(cache.get(cache.keyOf({ ...campus, campusId: 50 }, { page: 1 }))).toBeUndefined();
      expect(cache.get(cache.keyOf(campus, { page: 2 }))).toBeUndefined();
      versions.changed('campuses');
      expect(cache.get(key)).toBe('{"a":1}');
      versions.changed('programs');
      expect(cache.get(key)).toBeUndefined();

      cache.keep(key, '{"a":2}', cache.begin());
      now += 500;
      expect(cache.get(key)).toBeUndefined();
    } finally {
      clock.mockRestore();
    }
  });

  it('keeps nothing read while a table changed, while deaf to other processes, or with no time', () => {
    const versions = new TableVersions();
    const cache = createListCache(versions, () => ['students'], 10_000);
    const key = cache.keyOf(campus, {});
    const since = cache.begin();
    versions.changedAll();
    cache.keep(key, 'old', since);
    expect(cache.get(key)).toBeUndefined();

    versions.live = false;
    cache.keep(key, 'deaf', cache.begin());
    expect(cache.get(key)).toBeUndefined();
    versions.live = true;

    const none = createListCache(versions, () => ['students'], 0);
    none.keep(key, 'x', none.begin());
    expect(none.get(key)).toBeUndefined();
  });
});

describe('a list read twice', () => {
  const signedIn = signedInApp(['collegeadmin', 'uniadmin']);
  const read = (who: string, url: string) => signedIn.call(who, { method: 'GET', url });
  const LIST = '/api/Student?pageSize=50&sort=firstName&fields=firstName,middleName,programId';
  type Rows = { data: { id: number; middleName: string | null; programId: number | null }[] };

  it('is answered the second time from what was kept, the same', async () => {
    const first = await read('collegeadmin', LIST);
    const second = await read('collegeadmin', LIST);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-status']).toBe(CACHE_MISS);
    expect(second.headers['cache-status']).toBe(CACHE_HIT);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
  });

  it('is read afresh when the client asks for no cached answer', async () => {
    await read('collegeadmin', LIST);
    const fresh = await signedIn.call('collegeadmin', {
      method: 'GET',
      url: LIST,
      headers: { 'cache-control': 'no-cache' },
    });
    expect(fresh.headers['cache-status']).toBe(CACHE_FRESH);
    expect((await read('collegeadmin', LIST)).headers['cache-status']).toBe(CACHE_HIT);
  });

  it('is read afresh by another reach and for another query', async () => {
    await read('collegeadmin', LIST);
    const wider = await read('uniadmin', LIST);
    expect(wider.headers['cache-status']).toBe(CACHE_MISS);
    const otherPage = await read('collegeadmin', `${LIST}&page=2`);
    expect(otherPage.headers['cache-status']).toBe(CACHE_MISS);
  });

  it('shows a change made by the resource routes at once', async () => {
    const before = (await read('collegeadmin', LIST)).json() as Rows;
    // A whole record (the rules run over the record as it will be).
    const id = before.data.find((row) => row.programId !== null)?.id ?? 0;
    const changed = await signedIn.call('collegeadmin', {
      method: 'PATCH',
      url: `/api/Student/${id}`,
      payload: { middleName: 'Routed' },
    });
    expect(changed.statusCode).toBe(200);
    const after = await read('collegeadmin', LIST);
    expect(after.headers['cache-status']).toBe(CACHE_MISS);
    expect((after.json() as Rows).data.find((row) => row.id === id)?.middleName).toBe('Routed');
  });

  it('shows a change written by other code at once, in or out of a transaction', async () => {
    const before = (await read('collegeadmin', LIST)).json() as Rows;
    await read('collegeadmin', LIST);
    const id = before.data[1]?.id ?? 0;
    await signedIn.t.db.update(students).set({ middleName: 'Direct' }).where(eq(students.id, id));
    const after = await read('collegeadmin', LIST);
    expect(after.headers['cache-status']).toBe(CACHE_MISS);
    expect((after.json() as Rows).data.find((row) => row.id === id)?.middleName).toBe('Direct');

    await signedIn.t.db.transaction(async (tx) => {
      await tx.update(students).set({ middleName: 'Transacted' }).where(eq(students.id, id));
    });
    const later = await read('collegeadmin', LIST);
    expect((later.json() as Rows).data.find((row) => row.id === id)?.middleName).toBe('Transacted');
  });

  it('is read afresh after a change to a table its labels come from', async () => {
    await read('collegeadmin', LIST);
    expect((await read('collegeadmin', LIST)).headers['cache-status']).toBe(CACHE_HIT);
    const [program] = await signedIn.t.db.select({ id: programs.id }).from(programs).limit(1);
    await signedIn.t.db
      .update(programs)
      .set({ updatedAt: new Date() })
      .where(eq(programs.id, program?.id ?? 0));
    expect((await read('collegeadmin', LIST)).headers['cache-status']).toBe(CACHE_MISS);
  });
});
