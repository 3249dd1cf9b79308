// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, type TestApp } from '../../test/helpers';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  INPUT_MESSAGES,
  studentContract,
  type AnyResourceContract,
  type ListQuery,
} from '@hemis/shared-contracts';
import { students } from '../../db/schema';
import type { ScopeFilter } from '../../plugins/auth';
import { HttpError } from '../errors';
import { createListQuery, type ResourceListQuery } from './list-query';
import { readCondition } from './scope';

/**
 * The list query part alone, on the demo students: kept prepared queries per shape answer what
 * a query built per call answers, scoped, filtered, sorted and paged; bad filter values are a 400
 * naming the parameter.
 */

let t: TestApp;
let list: ResourceListQuery;
const contract = studentContract as unknown as AnyResourceContract;
const columns = getTableColumns(students) as unknown as Record<string, AnyPgColumn>;
const owners = { universityId: students.universityId, campusId: students.campusId };

const campus = (campusId: number): ScopeFilter => ({
  kind: 'campus',
  universityId: 1,
  campusId,
  userId: 1,
});
const nation: ScopeFilter = { kind: 'nation', universityId: null, campusId: null, userId: 1 };
const query = (overrides: Partial<ListQuery> = {}): ListQuery => ({
  page: 1,
  pageSize: 10,
  order: 'asc',
  filters: {},
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  list = createListQuery({
    db: t.db,
    contract,
    table: students,
    columns,
    column: (name) => {
      const found = columns[name];
      if (!found) throw new Error(name);
      return found;
    },
    owners,
    readable: (scope) => readCondition('campus', owners, scope),
    ownRows: false,
  });
});
afterAll(async () => {
  await t.close();
});

async function liveCount(campusId: number): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(students)
    .where(and(isNull(students.deletedAt), eq(students.campusId, campusId)));
  return row?.n ?? 0;
}

async function refusal(run: () => unknown): Promise<HttpError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('the list query part', () => {
  it('keeps one prepared query per shape and scopes it by the values of each call', async () => {
    const before = list.keptShapes;
    const first = await list.page(campus(49), query(), { limit: 10, offset: 0 });
    const second = await list.page(campus(50), query(), { limit: 10, offset: 0 });
    expect(list.keptShapes).toBe(before + 1);
    expect(first.total).toBe(await liveCount(49));
    expect(second.total).toBe(await liveCount(50));
    expect(first.records.length).toBe(Math.min(10, first.total));
    for (const record of first.records) expect(record.campusId).toBe(49);
    for (const record of second.records) expect(record.campusId).toBe(50);
  });

  it('answers what the same query built for one call answers (filters, q, sort, pages)', async () => {
    const asked = query({
      sort: 'lastName',
      order: 'desc',
      q: 'a',
      filters: { gender: 'female', verificationStatus: 'pending,verified' },
    });
    for (const offset of [0, 3]) {
      const kept = await list.page(nation, asked, { limit: 3, offset });
      // An extra condition makes the part build the query for this call.
      const built = await list.page(nation, asked, { limit: 3, offset, where: sql`true` });
      expect(kept.total).toBe(built.total);
      expect(kept.records.map((row) => row.id)).toEqual(built.records.map((row) => row.id));
      for (const record of kept.records) {
        expect(record.gender).toBe('female');
        expect(['pending', 'verified']).toContain(record.verificationStatus);
      }
    }
    const names = (await list.page(nation, asked, { limit: 100, offset: 0 })).records.map((row) =>
      String(row.lastName).toLowerCase(),
    );
    expect(names).toEqual([...names].sort().reverse());
  });

  it('counts the matches on a page past the end', async () => {
    const total = await liveCount(49);
    const past = await list.page(campus(49), query(), { limit: 10, offset: total + 10 });
    expect(past).toEqual({ total, records: [] });
  });

  it('refuses bad filter values with the parameter named', async () => {
    const number = await refusal(() =>
      list.page(nation, query({ filters: { yearOrSemester: 'two' } }), { limit: 1, offset: 0 }),
    );
    expect(number.statusCode).toBe(400);
    expect(number.fields).toEqual({ yearOrSemester: 'Year/Semester must be a number' });
    const nul = await refusal(() =>
      list.page(nation, query({ q: 'a\u0000b' }), { limit: 1, offset: 0 }),
    );
    expect(nul.fields).toEqual({ q: INPUT_MESSAGES.noNul('Search') });
    const flag = await refusal(() =>
      list.filterConditions(query({ filters: { graduationEligible: 'yes' } })),
    );
    expect(flag.fields?.graduationEligible).toMatch(/must be true or false/);
  });

  it('matches nothing for ids beyond int4 rather than failing', async () => {
    const page = await list.page(nation, query({ filters: { batchId: '99999999999' } }), {
      limit: 5,
      offset: 0,
    });
    expect(page).toEqual({ total: 0, records: [] });
  });
});
