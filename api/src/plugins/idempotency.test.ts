// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, tokensByName, withToken, type TestApp } from '../test/helpers';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { IDEMPOTENCY_MESSAGES } from '@hemis/shared-contracts';
import { faculties } from '../db/schema';
import { idempotencyKeys } from '../db/schema/idempotency';
import { IDEMPOTENCY_TTL_MS, forgetOldAnswers } from './idempotency';

let t: TestApp;
let tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  tokens = await tokensByName(t.app, ['collegeadmin', 'uniadmin']);
});
afterAll(() => t.close());

const post = (who: string, payload: object, key?: string) =>
  t.app.inject(
    withToken(tokens[who] ?? '', {
      method: 'POST',
      url: '/api/Faculty',
      payload,
      headers: key === undefined ? {} : { 'Idempotency-Key': key },
    }),
  );
const facultiesNamed = async (name: string) => {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(faculties)
    .where(and(eq(faculties.facultyName, name), isNull(faculties.deletedAt)));
  return row?.n ?? 0;
};
const faculty = (name: string) => ({ facultyName: name, facultyType: 'general', shortName: 'IK' });

describe('writes with an Idempotency-Key', () => {
  it('a repeated write gets the first answer and writes once', async () => {
    const key = 'create-faculty-0001';
    const first = await post('collegeadmin', faculty('Faculty of Retries'), key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await post('collegeadmin', faculty('Faculty of Retries'), key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await facultiesNamed('Faculty of Retries')).toBe(1);
    // Without a key the same write is a new one: the unique name refuses it.
    expect((await post('collegeadmin', faculty('Faculty of Retries'))).statusCode).toBe(409);
  });

  it('the same key on another write is refused; another user’s key is their own', async () => {
    const key = 'create-faculty-0002';
    expect((await post('collegeadmin', faculty('Faculty of Keys'), key)).statusCode).toBe(201);
    const other = await post('collegeadmin', faculty('Faculty of Other Keys'), key);
    expect(other.statusCode).toBe(422);
    expect(other.json<{ message: string }>().message).toBe(IDEMPOTENCY_MESSAGES.otherWrite);
    expect(await facultiesNamed('Faculty of Other Keys')).toBe(0);
    const theirs = await post('uniadmin', faculty('Faculty of Other Keys'), key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });

  it('a refusal is answered alike again; a bad key is a 400 that writes nothing', async () => {
    const refused = await post('collegeadmin', { facultyName: '' }, 'bad-faculty-0003');
    expect(refused.statusCode).toBe(400);
    const again = await post('collegeadmin', { facultyName: '' }, 'bad-faculty-0003');
    expect(again.statusCode).toBe(400);
    for (const key of ['short', 'with space in it', 'x'.repeat(201)]) {
      const bad = await post('collegeadmin', faculty('Faculty of Bad Keys'), key);
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ message: string }>().message).toBe(IDEMPOTENCY_MESSAGES.badKey);
    }
    expect(await facultiesNamed('Faculty of Bad Keys')).toBe(0);
  });

  it('two sends at once write once', async () => {
    const key = 'create-faculty-0004';
    const answers = await Promise.all(
      [1, 2, 3].map(() => post('collegeadmin', faculty('Faculty of Races'), key)),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    // The first is answered; the others get its answer, or are told it is still being answered.
    expect(codes.filter((code) => code === 201).length).toBeGreaterThanOrEqual(1);
    expect(codes.every((code) => code === 201 || code === 409)).toBe(true);
    expect(await facultiesNamed('Faculty of Races')).toBe(1);
  });

  it('a multipart write (a form with files) is keyed too', async () => {
    const boundary = '----hemis-test-boundary';
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const payload =
      part('facultyName', 'Faculty of Parts') +
      part('facultyType', 'general') +
      part('shortName', 'FP') +
      `--${boundary}--\r\n`;
    const send = () =>
      t.app.inject(
        withToken(tokens.collegeadmin ?? '', {
          method: 'POST',
          url: '/api/Faculty',
          payload,
          headers: {
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'Idempotency-Key': 'multipart-faculty-0006',
          },
        }),
      );
    const first = await send();
    expect(first.statusCode).toBe(201);
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await facultiesNamed('Faculty of Parts')).toBe(1);
  });

  it('answers are forgotten after a day', async () => {
    const key = 'create-faculty-0005';
    expect((await post('collegeadmin', faculty('Faculty of Days'), key)).statusCode).toBe(201);
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - IDEMPOTENCY_TTL_MS - 1000) })
      .where(eq(idempotencyKeys.key, key));
    expect(await forgetOldAnswers(t.db)).toBeGreaterThanOrEqual(1);
    const [left] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    expect(left?.n).toBe(0);
    // The key starts again: a new write, refused as a duplicate name by the resource itself.
    expect((await post('collegeadmin', faculty('Faculty of Days'), key)).statusCode).toBe(409);
  });
});
