/**
 * Forgot password -> mail in the development outbox -> reset link -> new password -> back to
 * /login after 3 s -> the new password works and the old one does not (spec sections 2, 4, 8).
 */
import type { Page } from 'playwright-core';
import {
  browserFixture,
  fillSignIn,
  pathOf,
  eventually,
  shows,
  showsText,
  ROLE_EMAILS,
} from '../support/browser';
import { readOutbox, resetLink, waitForMail } from '../support/outbox';
import { runtime, url } from '../support/runtime';

const ui = browserFixture('password-reset');
const EMAIL = ROLE_EMAILS.Student;
const NEW_PASSWORD = 'Reset-New@2026';

/** Asks for a reset mail through the API (as the forgot-password screen should) and returns its link. */
async function resetLinkViaApi(): Promise<string> {
  const before = readOutbox();
  const asked = await fetch(url(`/api/User/GetCodeUser?email=${encodeURIComponent(EMAIL)}`), {
    method: 'POST',
  });
  if (asked.status !== 201) throw new Error(`GetCodeUser answered ${asked.status}`);
  return resetLink(await waitForMail(EMAIL, before));
}

/** Puts the demo password back through the API (the same forgot/reset calls), whatever happened. */
async function restoreDemoPassword(): Promise<void> {
  const parts = new URL(await resetLinkViaApi()).pathname.split('/');
  const resetToken = decodeURIComponent(parts[parts.length - 1] ?? '');
  const reset = await fetch(url('/api/User/ResetPassword'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, newPassword: runtime().demoPassword, resetToken }),
  });
  if (reset.status !== 201)
    throw new Error(`ResetPassword answered ${reset.status}: ${await reset.text()}`);
}

function newPasswordField(page: Page) {
  return page.getByLabel(/^new password/i);
}

function confirmField(page: Page) {
  return page.getByLabel(/^confirm/i);
}

function resetButton(page: Page) {
  return page.getByRole('button', { name: /reset password|set password|submit|save/i }).first();
}

const FORGOT_SUCCESS = 'A reset link has been sent to your email. Please Check your Email.';
const FORGOT_FAILURE = 'Failed to send reset link. Please check the email address and try again.';

/** Waits for the forgot-password outcome and expects the success text (fails fast on the error). */
async function expectForgotOutcome(page: Page): Promise<void> {
  const outcome = page.getByText(FORGOT_SUCCESS).or(page.getByText(FORGOT_FAILURE));
  await shows(outcome);
  expect(await outcome.first().textContent()).toBe(FORGOT_SUCCESS);
}

async function requestResetLink(page: Page): Promise<string> {
  await page.goto('/forgot-password');
  await showsText(page, 'Reset Password');
  const before = readOutbox();
  await page.getByLabel(/email/i).fill(EMAIL);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expectForgotOutcome(page);
  const mail = await waitForMail(EMAIL, before);
  return resetLink(mail);
}

/** Reset link -> new password -> success text -> /login after 3 s -> new works, old fails. */
async function completeReset(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await newPasswordField(page).fill(NEW_PASSWORD);
  await confirmField(page).fill(NEW_PASSWORD);
  await resetButton(page).click();
  await showsText(
    page,
    'Your password has been successfully reset. Redirecting to sign-in page...',
  );
  const shownAt = Date.now();
  await page.waitForURL((current) => current.pathname === '/login', { timeout: 10_000 });
  const waited = Date.now() - shownAt;
  expect(waited).toBeGreaterThanOrEqual(2_000);
  expect(waited).toBeLessThan(6_000);

  await fillSignIn(page, EMAIL, runtime().demoPassword);
  await showsText(page, 'Wrong Credentials. Email or Password is Wrong.');

  await fillSignIn(page, EMAIL, NEW_PASSWORD);
  await page.waitForURL((current) => !current.pathname.startsWith('/login'));
}

describe('forgot and reset password', () => {
  let changed = false;
  afterAll(async () => {
    if (changed) await restoreDemoPassword();
  }, 30_000);

  ui.test(
    'forgot password: the note, "Sending..." while busy, the success text and the mail',
    async (page) => {
      await page.goto('/forgot-password');
      await showsText(page, 'Reset Password');
      await showsText(page, /a link .*sent.* if .*account exists|if an account exists.*link/i);
      const button = page.getByRole('button', { name: 'Send Reset Link' });
      await shows(button);
      // Hold the request a moment to see the busy state.
      await page.route('**/api/User/GetCodeUser**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      const before = readOutbox();
      await page.getByLabel(/email/i).fill(EMAIL);
      await button.click();
      await shows(page.getByRole('button', { name: 'Sending...' }));
      await expectForgotOutcome(page);
      const mail = await waitForMail(EMAIL, before);
      expect(decodeURIComponent(new URL(resetLink(mail)).pathname)).toMatch(
        new RegExp(`^/reset-password/${EMAIL}/[^/]+$`),
      );
      expect(new URL(resetLink(mail)).origin).toBe(new URL(runtime().baseURL).origin);
    },
  );

  ui.test(
    'reset screen: read-only email and "Passwords do not match." on a mismatch',
    async (page) => {
      await page.goto(await resetLinkViaApi());
      const email = page.getByLabel(/email/i);
      await eventually(async () => expect(await email.inputValue()).toBe(EMAIL));
      expect(await email.isEditable()).toBe(false);
      await newPasswordField(page).fill(NEW_PASSWORD);
      await confirmField(page).fill(`${NEW_PASSWORD}x`);
      await resetButton(page).click();
      await showsText(page, 'Passwords do not match.');
      expect(pathOf(page)).toMatch(/^\/reset-password\//);
    },
  );

  ui.test(
    'reset link from the outbox -> new password -> /login after 3 s; new password works, old fails',
    async (page) => {
      const link = await resetLinkViaApi();
      changed = true;
      await completeReset(page, link);
    },
  );

  ui.test(
    'whole flow in the browser: forgot password -> outbox mail -> reset -> sign in with the new password',
    async (page) => {
      const link = await requestResetLink(page);
      changed = true;
      await completeReset(page, link);
    },
  );
});
