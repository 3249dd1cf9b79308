// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, type TestApp } from '../test/helpers';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { changeOf } from '../lib/table-changes';

/**
 * Each request's id: answered in X-Request-Id (the caller's when well-formed), and on
 * PostgreSQL named in a comment at the head of each statement the request runs, which the
 * table-change watch reads past.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const onPostgres = Boolean(process.env.DATABASE_URL);

/** Routes answering the text of the statement they ran, as the server received it. */
const currentQuery: FastifyPluginAsync = async (api) => {
  const public_ = { auth: { permission: 'public' as const } };
  const read = async () => {
    const result = (await api.db.execute(sql`select current_query() as query`)) as unknown as {
      rows: { query: string }[];
    };
    return { query: result.rows[0]?.query ?? '' };
  };
  api.get('/Test/CurrentQuery', { config: public_ }, read);
  api.post('/Test/CurrentQuery', { config: public_ }, async (request) => {
    // After the body is read and a turn of the event loop: still the same request.
    await new Promise((resolve) => setImmediate(resolve));
    return { ...(await read()), body: request.body };
  });
  api.get('/Test/CurrentQuery/InTransaction', { config: public_ }, async () =>
    api.db.transaction(async (tx) => {
      const result = (await tx.execute(sql`select current_query() as query`)) as unknown as {
        rows: { query: string }[];
      };
      return { query: result.rows[0]?.query ?? '' };
    }),
  );
  api.post('/Test/Touch', { config: public_ }, async () => {
    await api.db.execute(sql`update campuses set campus_name = campus_name where false`);
    return { done: true };
  });
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ extraApiPlugins: [currentQuery] });
});
afterAll(async () => {
  await t.close();
});

describe('X-Request-Id', () => {
  it('answers a new id, or the caller’s when it is well-formed', async () => {
    const fresh = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(UUID);
    const another = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(another.headers['x-request-id']).not.toBe(fresh.headers['x-request-id']);

    const given = 'nginx-3f2a9c1e7b.01:x_y';
    const echoed = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': given },
    });
    expect(echoed.headers['x-request-id']).toBe(given);

    for (const malformed of ['a */ drop table users; /*', 'x'.repeat(129), '-leading', 'é']) {
      const replaced = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': malformed },
      });
      expect(replaced.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('is answered on errors and unknown routes too', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/No/Such/Route',
      headers: { 'x-request-id': 'lost-1' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['x-request-id']).toBe('lost-1');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/User/Profile',
      headers: { 'x-request-id': 'refused-1' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-request-id']).toBe('refused-1');
  });
});

describe('the request id at the database', () => {
  const headed = (id: string) => `/* request_id=${id} */ `;
  const ask = async (url: string, id: string, payload?: object) => {
    const answer = await t.app.inject({
      method: payload ? 'POST' : 'GET',
      url,
      headers: { 'x-request-id': id },
      ...(payload ? { payload } : {}),
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ query: string; body?: unknown }>();
  };

  it(
    onPostgres
      ? 'heads each statement of the request, in and out of transactions'
      : 'is not sent to PGlite (no server logs or pg_stat_activity to read it)',
    async () => {
      const plain = await ask('/api/Test/CurrentQuery', 'req-plain');
      const inTransaction = await ask('/api/Test/CurrentQuery/InTransaction', 'req-tx');
      const afterBody = await ask('/api/Test/CurrentQuery', 'req-body', { some: 'body' });
      expect(afterBody.body).toEqual({ some: 'body' });
      if (onPostgres) {
        expect(plain.query).toBe(`${headed('req-plain')}select current_query() as query`);
        expect(inTransaction.query.startsWith(headed('req-tx'))).toBe(true);
        expect(afterBody.query.startsWith(headed('req-body'))).toBe(true);
      } else {
        for (const answer of [plain, inTransaction, afterBody]) {
          expect(answer.query).toBe('select current_query() as query');
        }
      }
    },
  );

  it('names the right request when many wait for the pool’s few connections', async () => {
    const ids = Array.from({ length: 24 }, (_, index) => `req-many-${index}`);
    const answers = await Promise.all(ids.map((id) => ask('/api/Test/CurrentQuery', id)));
    answers.forEach((answer, index) => {
      const expected = onPostgres ? headed(ids[index] ?? '') : '';
      expect(answer.query).toBe(`${expected}select current_query() as query`);
    });
  });

  it('leaves what a statement changes as it was (reads change nothing, a write its table)', async () => {
    const versions = t.app.hemis.tableVersions;
    const students = versions.versionOf(['students']);
    await ask('/api/Test/CurrentQuery', 'req-read');
    expect(versions.versionOf(['students'])).toBe(students);
    const campuses = versions.versionOf(['campuses']);
    const touched = await t.app.inject({
      method: 'POST',
      url: '/api/Test/Touch',
      headers: { 'x-request-id': 'req-write' },
    });
    expect(touched.statusCode).toBe(200);
    expect(versions.versionOf(['campuses'])).toBeGreaterThan(campuses);
    expect(versions.versionOf(['students'])).toBe(students);
  });

  it('changeOf reads past the comment', () => {
    expect(changeOf(`${headed('a')}select 1`)).toBe('nothing');
    expect(changeOf(`${headed('a')}insert into "students" ("id") values ($1)`)).toEqual({
      table: 'students',
    });
    expect(changeOf(`${headed('a')}commit`)).toBe('everything');
    expect(changeOf('/* unterminated select 1')).toBe('everything');
  });
});
