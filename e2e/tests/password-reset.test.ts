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

/** Puts the demo password back through the API (the same forgot/reset calls), whatever happened. */
async function restoreDemoPassword(): Promise<void> {
  const before = readOutbox();
  const asked = await fetch(url(`/api/User/GetCodeUser?email=${encodeURIComponent(EMAIL)}`), {
    method: 'POST',
  });
  if (asked.status !== 201) throw new Error(`GetCodeUser answered ${asked.status}`);
  const mail = await waitForMail(EMAIL, before);
  const parts = new URL(resetLink(mail)).pathname.split('/');
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

async function requestResetLink(page: Page): Promise<string> {
  await page.goto('/forgot-password');
  await showsText(page, 'Reset Password');
  const before = readOutbox();
  await page.getByLabel(/email/i).fill(EMAIL);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await showsText(page, 'A reset link has been sent to your email. Please Check your Email.');
  const mail = await waitForMail(EMAIL, before);
  return resetLink(mail);
}

describe('forgot and reset password', () => {
  let changed = false;
  afterAll(async () => {
    if (changed) await restoreDemoPassword();
  }, 30_000);

  ui.test(
    'the forgot-password screen explains the link and the reset screen checks the match',
    async (page) => {
      await page.goto('/forgot-password');
      await showsText(page, 'Reset Password');
      await shows(page.getByRole('button', { name: 'Send Reset Link' }));
      await shows(page.getByLabel(/email/i));

      const link = await requestResetLink(page);
      await page.goto(link);
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
    'mail link -> new password -> /login after 3 s; the new password works, the old fails',
    async (page) => {
      const link = await requestResetLink(page);
      expect(decodeURIComponent(new URL(link).pathname)).toMatch(
        new RegExp(`^/reset-password/${EMAIL}/[^/]+$`),
      );
      expect(new URL(link).origin).toBe(new URL(runtime().baseURL).origin);

      await page.goto(link);
      await newPasswordField(page).fill(NEW_PASSWORD);
      await confirmField(page).fill(NEW_PASSWORD);
      await resetButton(page).click();
      changed = true;
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
    },
  );
});
