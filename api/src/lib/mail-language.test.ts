// The helpers come first: they stand in for ESM-only modules before the app loads them.
import {
  createTestApp,
  createUser,
  outbox,
  tokenFor,
  withToken,
  type TestApp,
} from '../test/helpers';
import { eq } from 'drizzle-orm';
import { STUDENT_PATHS } from '@hemis/shared-contracts';
import { users } from '../db/schema';
import { API_NE } from '../i18n/ne';
import { messageIn } from './language';

/**
 * Mails go in the recipient's language (the account's `language`; none is English), and the
 * API's own messages answer in the caller's (Accept-Language).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const forgotPassword = (email: string) =>
  t.app.inject({ method: 'POST', url: `/api/User/GetCodeUser?email=${encodeURIComponent(email)}` });

describe('mails in the recipient’s language', () => {
  it('sends the password reset mail in Nepali to an account that chose Nepali', async () => {
    const nepali = await createUser(t.db);
    await t.db.update(users).set({ language: 'ne' }).where(eq(users.id, nepali.id));
    const english = await createUser(t.db);
    expect((await forgotPassword(nepali.email)).statusCode).toBe(201);
    expect((await forgotPassword(english.email)).statusCode).toBe(201);

    const mails = await outbox(t);
    const toNepali = mails.find((mail) => mail.to === nepali.email);
    const toEnglish = mails.find((mail) => mail.to === english.email);
    expect(toNepali?.subject).toBe(API_NE['HEMIS: reset your password']);
    expect(toNepali?.text).toContain('नमस्कार Test ज्यू,');
    expect(toNepali?.text).toContain(
      API_NE['Open this link within 30 minutes to choose a new password:'],
    );
    expect(toNepali?.text).not.toContain('Open this link');
    // The link is the same in either language.
    expect(toNepali?.links[0]).toMatch(/\/reset-password\//);
    expect(toNepali?.text).toContain(toNepali?.links[0]);

    expect(toEnglish?.subject).toBe('HEMIS: reset your password');
    expect(toEnglish?.text).toBe(
      'Hello Test,\n\n' +
        'Someone (hopefully you) asked to reset the password of your HEMIS account.\n' +
        'Open this link within 30 minutes to choose a new password:\n\n' +
        `${toEnglish?.links[0]}\n\n` +
        'If you did not ask for this, ignore this e-mail: your password stays the same.\n',
    );
  });
});

describe('the API’s own messages in the caller’s language', () => {
  it('answers a not-found and a field message of its own in Nepali', async () => {
    const token = await tokenFor(t.app, 'collegeadmin@hemis.test');
    const ask = (url: string, language: string) =>
      t.app.inject(
        withToken(token, {
          method: 'GET',
          url: `/api${url}`,
          headers: { 'accept-language': language },
        }),
      );

    const missing = await ask(STUDENT_PATHS.card(99_999_999), 'ne');
    expect(missing.statusCode).toBe(404);
    const nepali = missing.json<{ message: string }>().message;
    expect(nepali).toBe(messageIn('ne', 'Student not found.'));
    expect(nepali).toMatch(/[\u0900-\u097F]/);
    expect(nepali).not.toContain('not found');
    expect((await ask(STUDENT_PATHS.card(99_999_999), 'en')).json()).toMatchObject({
      message: 'Student not found.',
    });

    const refused = await ask(`${STUDENT_PATHS.card(99_999_999)}?reissue=maybe`, 'ne');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      fields: { reissue: API_NE['Reissue must be true or false'] },
    });
  });
});
