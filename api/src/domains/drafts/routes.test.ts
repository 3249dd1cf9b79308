// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { signedInApp } from '../../test/signed-in';
import { DRAFT_MESSAGES, MAX_DRAFT_CHARS } from '@hemis/shared-contracts';

const signedIn = signedInApp(['collegeadmin', 'collegeuser', 'student']);

type Json = Record<string, unknown>;
const { call } = signedIn;
const url = '/api/Draft/employee-register';

describe('form drafts', () => {
  it('has no draft at first (404)', async () => {
    const response = await call('collegeadmin', { method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json<Json>().message).toBe(DRAFT_MESSAGES.notFound);
  });

  it('saves, replaces, reads and discards a draft of the signed-in user only', async () => {
    const first = await call('collegeadmin', {
      method: 'PUT',
      url,
      payload: { step: 1, values: { firstName: 'Sita', employeeType: 'teaching' } },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json<Json>()).toMatchObject({
      form: 'employee-register',
      step: 1,
      values: { firstName: 'Sita' },
      updatedAt: expect.any(String),
    });
    await call('collegeadmin', {
      method: 'PUT',
      url,
      payload: { step: 2, values: { firstName: 'Sita', lastName: 'Rai' } },
    });
    const read = await call('collegeadmin', { method: 'GET', url });
    expect(read.json<Json>()).toMatchObject({
      step: 2,
      values: { firstName: 'Sita', lastName: 'Rai' },
    });
    // Another user has their own (none), and a student may keep one too.
    expect((await call('collegeuser', { method: 'GET', url })).statusCode).toBe(404);
    expect(
      (await call('student', { method: 'GET', url: '/api/Draft/student-register' })).statusCode,
    ).toBe(404);
    const other = await call('collegeuser', {
      method: 'PUT',
      url,
      payload: { step: 0, values: { firstName: 'Other' } },
    });
    expect(other.statusCode).toBe(200);
    const deleted = await call('collegeadmin', { method: 'DELETE', url });
    expect(deleted.json<Json>()).toEqual({ message: DRAFT_MESSAGES.deleted });
    expect((await call('collegeadmin', { method: 'GET', url })).statusCode).toBe(404);
    expect((await call('collegeuser', { method: 'GET', url })).json<Json>().values).toEqual({
      firstName: 'Other',
    });
  });

  it('refuses unknown forms, bad steps and drafts that are too large', async () => {
    const bad = [
      { url: '/api/Draft/unknown-form', payload: { step: 0, values: {} } },
      { url, payload: { step: -1, values: {} } },
      { url, payload: { step: 0, values: [] } },
      { url, payload: { step: 0, values: { notes: 'x'.repeat(MAX_DRAFT_CHARS) } } },
      { url, payload: { step: 0, values: {}, extra: true } },
    ];
    for (const { url: target, payload } of bad) {
      const response = await call('collegeadmin', { method: 'PUT', url: target, payload });
      expect(response.statusCode).toBe(400);
    }
    expect((await call('collegeadmin', { method: 'GET', url })).statusCode).toBe(404);
  });

  it('needs a signed-in user', async () => {
    expect((await signedIn.t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
