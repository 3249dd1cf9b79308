/** Student sign-up (/register): spec sections 2 (screen behaviour), 5 (validation) and 8. */
import { browserFixture, pathOf, eventually, shows, showsText } from '../support/browser';
import {
  openSignUp,
  signUp,
  signUpButton,
  signUpConfirm,
  signUpPassword,
} from '../support/sign-up';

const ui = browserFixture('sign-up');

const REQUIRED_MESSAGES = [
  'First name is required',
  'Last name is required',
  'Phone number is required',
  'Email is required',
  'Gender is required',
  'Password is required',
  'Confirm password is required',
];

describe('student sign-up', () => {
  ui.test('an empty submit shows every required-field message', async (page) => {
    await openSignUp(page);
    await signUpButton(page).click();
    for (const message of REQUIRED_MESSAGES) await showsText(page, message);
    expect(pathOf(page)).toBe('/register');
  });

  ui.test(
    'a 9-digit phone number shows "Phone number must be 10 digits"; the field keeps only 10 digits',
    async (page) => {
      await openSignUp(page);
      const phone = page.getByLabel(/^phone number/i);
      await phone.fill('981234567');
      await signUpButton(page).click();
      await showsText(page, 'Phone number must be 10 digits');

      await phone.fill('');
      await phone.pressSequentially('98ab12-3456789012');
      await eventually(async () => expect(await phone.inputValue()).toBe('9812345678'));
    },
  );

  ui.test(
    'mismatched passwords show the live note and "Passwords do not match" on submit',
    async (page) => {
      await openSignUp(page);
      await signUpPassword(page).fill('Student@2026');
      await signUpConfirm(page).fill('Student@2027');
      // The live note shows before any submit.
      await showsText(page, 'Passwords do not match');
      await signUpButton(page).click();
      await eventually(async () =>
        expect(
          await page.getByText('Passwords do not match', { exact: true }).count(),
        ).toBeGreaterThanOrEqual(1),
      );
      await signUpConfirm(page).fill('Student@2026');
      await showsText(page, 'Passwords match');
      expect(
        await page
          .getByText('Passwords do not match', { exact: true })
          .filter({ visible: true })
          .count(),
      ).toBe(0);
    },
  );

  ui.test('the password fields have show/hide toggles and the sign-in link', async (page) => {
    await openSignUp(page);
    for (const field of [signUpPassword(page), signUpConfirm(page)]) {
      expect(await field.getAttribute('type')).toBe('password');
      const toggle = page
        .locator('.ant-form-item')
        .filter({ has: field })
        .getByRole('img', { name: /eye/ });
      await toggle.click();
      await eventually(async () => expect(await field.getAttribute('type')).toBe('text'));
      await toggle.click();
      await eventually(async () => expect(await field.getAttribute('type')).toBe('password'));
    }
    const signInLink = page.getByRole('link', { name: 'Have an account? Sign in' });
    await shows(signInLink);
    await signInLink.click();
    await page.waitForURL((current) => current.pathname === '/login');
  });

  ui.test(
    'a complete sign-up shows "Student successfully registered." and goes to /login',
    async (page) => {
      const stamp = Date.now().toString().slice(-8);
      await signUp(page, {
        firstName: 'Sita',
        middleName: 'Kumari',
        lastName: 'Sharma',
        phoneNumber: `98${stamp}`,
        email: `sita.${stamp}@hemis.test`,
        gender: 'Female',
        password: 'Student@2026',
      });
    },
  );
});
