import { createTestApp, json, signIn, tokenFor, withToken, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const EMAIL = 'collegeuser@hemis.test';

function preferences(token: string, method: 'GET' | 'PATCH', payload?: Record<string, unknown>) {
  return t.app.inject(withToken(token, { method, url: '/api/User/Preferences', payload }));
}

describe('a user’s language and digits, kept on the server', () => {
  it('follows the browser until chosen, then keeps the choice for the next sign-in', async () => {
    const token = await tokenFor(t.app, EMAIL);
    expect((await preferences(token, 'GET')).json()).toEqual({ language: null, digits: 'latin' });

    const changed = await preferences(token, 'PATCH', { language: 'ne' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ language: 'ne', digits: 'latin' });
    expect((await preferences(token, 'PATCH', { digits: 'devanagari' })).json()).toEqual({
      language: 'ne',
      digits: 'devanagari',
    });

    // Another browser: the sign-in answer carries the choice.
    expect(json(await signIn(t.app, EMAIL)).preferences).toEqual({
      language: 'ne',
      digits: 'devanagari',
    });

    // Back to the browser's language; an empty change changes nothing.
    expect((await preferences(token, 'PATCH', { language: null })).json()).toEqual({
      language: null,
      digits: 'devanagari',
    });
    expect((await preferences(token, 'PATCH', {})).json()).toEqual({
      language: null,
      digits: 'devanagari',
    });
  });

  it('refuses what is not a language or digits, and changes nothing', async () => {
    const token = await tokenFor(t.app, 'student@hemis.test');
    for (const payload of [
      { language: 'fr' },
      { digits: 'roman' },
      { language: 'ne', extra: 1 },
      { language: 5 },
    ]) {
      const answer = await preferences(token, 'PATCH', payload);
      expect(answer.statusCode).toBe(400);
    }
    expect((await preferences(token, 'GET')).json()).toEqual({ language: null, digits: 'latin' });
  });

  it('is for signed-in users only', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/User/Preferences' });
    expect(answer.statusCode).toBe(401);
  });
});
