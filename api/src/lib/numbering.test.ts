// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, type TestApp } from '../test/helpers';
import { eq } from 'drizzle-orm';
import { fiscalYears } from '../db/schema';
import { nextNumber, type SeriesKey } from './numbering';

/**
 * Numbers per campus, fiscal year and series: 1, 2, 3... with no gap when a transaction that took
 * one rolls back, none repeated by concurrent issuers, and each series counted on its own.
 */

let t: TestApp;
let key: SeriesKey;
beforeAll(async () => {
  t = await createTestApp();
  const [year] = await t.db
    .select({ id: fiscalYears.id })
    .from(fiscalYears)
    .where(eq(fiscalYears.isActive, true));
  key = { campusId: 49, fiscalYearId: year?.id ?? 0, series: 'test:letters' };
});
afterAll(() => t.close());

const take = (series = key.series) => t.db.transaction((tx) => nextNumber(tx, { ...key, series }));

describe('nextNumber', () => {
  it('counts from 1, and a rolled-back number is issued again', async () => {
    expect(await take()).toBe(1);
    await expect(
      t.db.transaction(async (tx) => {
        expect(await nextNumber(tx, key)).toBe(2);
        throw new Error('the letter was not written');
      }),
    ).rejects.toThrow('the letter was not written');
    expect(await take()).toBe(2);
  });

  it('issues each number once to concurrent callers, per series', async () => {
    const numbers = await Promise.all(Array.from({ length: 20 }, () => take()));
    expect([...numbers].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 3),
    );
    expect(await take('test:certificates')).toBe(1);
  });
});
