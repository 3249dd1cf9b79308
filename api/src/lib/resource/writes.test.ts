// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { json } from '../../test/helpers';
import { signedInApp } from '../../test/signed-in';
import { MESSAGES } from '@hemis/shared-contracts';
import { fromClientNames } from './writes';

/**
 * The writes part: a body is read once in the handler (the client's names, multipart parts and
 * strict conversion first), then checked against the contract's schema with the answer fastify's
 * own validation gives (400 naming each field); a bad id is refused before the body is read.
 */

const { call } = signedInApp(['uniadmin']);

describe('the writes part', () => {
  it("translates the client's names and leaves out its extra keys", () => {
    const names = { subjectType: new Map([['compulsory', 'regular']]) };
    expect(
      fromClientNames(
        { subjectType: ' Compulsory ', pageSize: 10, code: 'X' },
        { names, ignoredKeys: ['pageSize'] },
      ),
    ).toEqual({ subjectType: 'regular', code: 'X' });
  });

  it('answers a body its schema refuses as the route validation does', async () => {
    const response = await call('uniadmin', {
      method: 'POST',
      url: '/api/Faculty',
      payload: { facultyName: 'Faculty of Tests', shortName: 'FT', bogus: 1 },
    });
    expect(response.statusCode).toBe(400);
    const body = json(response);
    expect(body.message).toBe(MESSAGES.http.badRequest);
    expect(body.fields).toMatchObject({ bogus: MESSAGES.http.unknownField });
    expect(Object.keys(body.fields as object)).toContain('facultyType');
  });

  it('refuses a bad id before reading the body, and a body that is no object', async () => {
    const badId = await call('uniadmin', {
      method: 'PATCH',
      url: '/api/Faculty/01',
      payload: { facultyName: 1 },
    });
    expect(badId.statusCode).toBe(400);
    expect(Object.keys(json(badId).fields as object)).toEqual(['id']);
    const list = await call('uniadmin', { method: 'POST', url: '/api/Faculty', payload: [1, 2] });
    expect(list.statusCode).toBe(400);
  });

  it('trims text as the schema does and answers the stored row', async () => {
    const response = await call('uniadmin', {
      method: 'POST',
      url: '/api/Faculty',
      payload: {
        facultyName: '  Faculty of Trimming  ',
        facultyType: 'general',
        shortName: 'FTr',
      },
    });
    expect(response.statusCode).toBe(201);
    const row = json(response);
    expect(row.facultyName).toBe('Faculty of Trimming');
    expect(row.universityId).toBe(1);
    const patched = await call('uniadmin', {
      method: 'PATCH',
      url: `/api/Faculty/${String(row.id)}`,
      payload: { shortName: ' FTx ' },
    });
    expect(patched.statusCode).toBe(200);
    expect(json(patched).shortName).toBe('FTx');
  });
});
