/** Student sign-up (/register): spec sections 2 (screen behaviour), 5 (validation) and 8. */
import type { Page } from 'playwright-core';
import { browserFixture, pathOf, eventually, shows, showsText } from '../support/browser';

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

function submitButton(page: Page) {
  return page.getByRole('button', { name: /sign up|register|create account|submit/i }).first();
}

function passwordField(page: Page) {
  return page.getByLabel('Password', { exact: true });
}

function confirmField(page: Page) {
  return page.getByLabel(/^confirm password/i);
}

async function chooseGender(page: Page, gender: 'Male' | 'Female' | 'Other'): Promise<void> {
  const radio = page.getByRole('radio', { name: gender, exact: true });
  if ((await radio.count()) > 0) {
    await radio.check({ force: true });
    return;
  }
  await page.getByLabel('Gender').click();
  await page
    .getByRole('option', { name: gender, exact: true })
    .or(page.getByTitle(gender, { exact: true }))
    .first()
    .click();
}

async function openRegister(page: Page): Promise<void> {
  await page.goto('/register');
  await shows(page.getByLabel(/^first name/i));
}

describe('student sign-up', () => {
  ui.test('an empty submit shows every required-field message', async (page) => {
    await openRegister(page);
    await submitButton(page).click();
    for (const message of REQUIRED_MESSAGES) await showsText(page, message);
    expect(pathOf(page)).toBe('/register');
  });

  ui.test(
    'a 9-digit phone number shows "Phone number must be 10 digits"; the field keeps only 10 digits',
    async (page) => {
      await openRegister(page);
      const phone = page.getByLabel(/^phone number/i);
      await phone.fill('981234567');
      await submitButton(page).click();
      await showsText(page, 'Phone number must be 10 digits');

      await phone.fill('');
      await phone.pressSequentially('98ab12-3456789012');
      await eventually(async () => expect(await phone.inputValue()).toBe('9812345678'));
    },
  );

  ui.test(
    'mismatched passwords show the live note and "Passwords do not match" on submit',
    async (page) => {
      await openRegister(page);
      await passwordField(page).fill('Student@2026');
      await confirmField(page).fill('Student@2027');
      // The live note shows before any submit.
      await showsText(page, 'Passwords do not match');
      await submitButton(page).click();
      await eventually(async () =>
        expect(
          await page.getByText('Passwords do not match', { exact: true }).count(),
        ).toBeGreaterThanOrEqual(1),
      );
      await confirmField(page).fill('Student@2026');
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
    await openRegister(page);
    for (const field of [passwordField(page), confirmField(page)]) {
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
      await openRegister(page);
      await page.getByLabel(/^first name/i).fill('Sita');
      await page.getByLabel(/^middle name/i).fill('Kumari');
      await page.getByLabel(/^last name/i).fill('Sharma');
      await page.getByLabel(/^phone number/i).fill(`98${stamp}`);
      await page.getByLabel(/^email/i).fill(`sita.${stamp}@hemis.test`);
      await chooseGender(page, 'Female');
      await passwordField(page).fill('Student@2026');
      await confirmField(page).fill('Student@2026');
      await showsText(page, 'Passwords match');
      await submitButton(page).click();
      await showsText(page, 'Student successfully registered.');
      await page.waitForURL((current) => current.pathname === '/login');
    },
  );
});
