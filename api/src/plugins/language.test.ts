import { MESSAGES } from '@hemis/shared-contracts';
import { CONTRACTS_NE } from '@hemis/shared-contracts/src/i18n/ne';
import { createTestApp, type TestApp } from '../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function signIn(language?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/User/Login',
    headers: language ? { 'accept-language': language } : {},
    payload: { email: 'nobody@example.np', password: 'Wrong@2026x' },
  });
}

describe('answers in the caller language', () => {
  it('answers a refusal in Nepali when the caller prefers Nepali, in English otherwise', async () => {
    const nepali = CONTRACTS_NE[MESSAGES.signIn.wrongCredentials];
    expect(nepali).toMatch(/[\u0900-\u097F]/);
    expect((await signIn('ne-NP,ne;q=0.9,en;q=0.5')).json()).toMatchObject({ message: nepali });
    expect((await signIn('en-US,en')).json()).toMatchObject({
      message: MESSAGES.signIn.wrongCredentials,
    });
    expect((await signIn()).json()).toMatchObject({ message: MESSAGES.signIn.wrongCredentials });
  });

  it('translates field messages, with the label inside a built message', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/User/Login',
      headers: { 'accept-language': 'ne' },
      payload: { email: '', password: '' },
    });
    expect(answer.statusCode).toBe(400);
    const body = answer.json<{ message: string; fields?: Record<string, string> }>();
    for (const text of [body.message, ...Object.values(body.fields ?? {})]) {
      expect(text).toMatch(/[\u0900-\u097F]/);
    }
  });
});
