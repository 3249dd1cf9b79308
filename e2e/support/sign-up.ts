import type { Page } from 'playwright-core';
import { shows, showsText } from './browser';

/** The student sign-up screen (/register): its controls and a complete sign-up. */
export function signUpButton(page: Page) {
  return page.getByRole('button', { name: /sign up|register|create account|submit/i }).first();
}

export function signUpPassword(page: Page) {
  return page.getByLabel('Password', { exact: true });
}

export function signUpConfirm(page: Page) {
  return page.getByLabel(/^confirm password/i);
}

export async function chooseGender(page: Page, gender: 'Male' | 'Female' | 'Other'): Promise<void> {
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

export async function openSignUp(page: Page): Promise<void> {
  await page.goto('/register');
  await shows(page.getByLabel(/^first name/i));
}

export interface SignUp {
  firstName: string;
  middleName?: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  gender: 'Male' | 'Female' | 'Other';
  password: string;
}

/** Fills and sends the sign-up form; waits for the success message and /login. */
export async function signUp(page: Page, person: SignUp): Promise<void> {
  await openSignUp(page);
  await page.getByLabel(/^first name/i).fill(person.firstName);
  if (person.middleName) await page.getByLabel(/^middle name/i).fill(person.middleName);
  await page.getByLabel(/^last name/i).fill(person.lastName);
  await page.getByLabel(/^phone number/i).fill(person.phoneNumber);
  await page.getByLabel(/^email/i).fill(person.email);
  await chooseGender(page, person.gender);
  await signUpPassword(page).fill(person.password);
  await signUpConfirm(page).fill(person.password);
  await showsText(page, 'Passwords match');
  await signUpButton(page).click();
  await showsText(page, 'Student successfully registered.');
  await page.waitForURL((current) => current.pathname === '/login');
}
