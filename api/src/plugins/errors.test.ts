// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, type TestApp } from '../test/helpers';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import { INPUT_MESSAGES, MESSAGES } from '@hemis/shared-contracts';
import { programs } from '../db/schema';

/**
 * The error handler's last resort: input only the database refuses (the schemas refuse it
 * first) is still a 400 with a field message, never a 500 or a bare "not valid".
 */
const databaseRefusals: FastifyPluginAsync = async (app) => {
  const route = (url: string, run: () => Promise<unknown>) =>
    app.get(url, { config: { auth: { permission: 'public' } } }, async () => {
      await run();
      return { ok: true };
    });
  route('/Test/NoSuchDay', () => app.db.execute(sql`select ${'2026-13-45'}::date`));
  route('/Test/Int4Overflow', () => app.db.execute(sql`select ${'2147483648'}::int4`));
  route('/Test/NoSuchParent', () =>
    app.db.insert(programs).values({
      programName: 'Orphan',
      shortName: 'O',
      facultyId: 999_999,
      levelId: 1,
      programType: 'semester',
      duration: 4,
    }),
  );
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ extraApiPlugins: [databaseRefusals] });
});
afterAll(async () => {
  await t.close();
});

describe('input only the database refuses', () => {
  it.each([
    ['/api/Test/NoSuchDay', '_', INPUT_MESSAGES.database['22008']],
    ['/api/Test/Int4Overflow', '_', INPUT_MESSAGES.database['22003']],
    ['/api/Test/NoSuchParent', 'facultyId', INPUT_MESSAGES.database['23503']],
  ])('%s is a 400 naming %s', async (url, field, message) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: MESSAGES.http.badRequest,
      fields: { [field]: message },
    });
  });
});
