/**
 * User management and permissions end to end (issue 4 items 4, 5 and 7; spec section 2, "User
 * management"): a SuperAdmin adds a CollegeUser account for campus 49 and reads its temporary
 * password; in Assign Permission (Campus) takes the Employee module's View permission from that
 * user. The new user signs in with the temporary password, is sent to set a new password (the
 * verificationToken flow), signs in with it, and sees the Student section but not the Employee
 * one: the menu hides it, the screen says so, and the API answers 403. Given back, the permission
 * holds from the user's next request, and their employee list is their campus's only. A
 * deactivated account is refused on its next request and at sign-in, and works again once
 * activated. Accounts are new per run, so no demo data changes.
 */
import type { Locator, Page } from 'playwright-core';
import { MESSAGES } from '@hemis/shared-contracts';
import {
  browserFixture,
  eventually,
  fillSignIn,
  pathOf,
  shows,
  showsText,
  signIn,
  ROLE_EMAILS,
} from '../support/browser';
import { layoutReady, topMenuLink } from '../support/app';
import { apiCall, apiToken, nextSignIn, statusInPage } from '../support/api';
import { runtime, url } from '../support/runtime';
import { choose, confirmPopup, control, letters } from '../support/forms';
import { findInEmployeeList } from '../support/lists';

const ui = browserFixture('user-permissions');
const SLOW = { timeout: 150_000 };

/** Spec and contract texts. */
const NO_PERMISSION = 'You do not have permission to view this page.';
const PERMISSIONS_SAVED = 'Permissions saved';
const RESET_DONE = 'Your password has been successfully reset. Redirecting to sign-in page...';
const CAMPUS = 'Bhaktapur Multiple Campus';
const UNIVERSITY = 'Tribhuvan University';
const NEW_PASSWORD = 'Campus-User@2026';
const WRONG_CREDENTIALS = 'Wrong Credentials. Email or Password is Wrong.';
const ACCOUNT_DISABLED = 'Your account has been deactivated. Please contact your administrator.';
// A deactivated account is told why it cannot sign in.
const SIGN_IN_HTTP_ERROR = MESSAGES.signIn.disabled;
const USER_DEACTIVATED = 'User deactivated';
const USER_ACTIVATED = 'User activated';
/** Bhaktapur Multiple Campus. */
const CAMPUS_ID = 49;

function main(page: Page): Locator {
  return page.getByRole('main');
}

interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
}

/** SuperAdmin: User > Add User, a CollegeUser of campus 49; answers the temporary password. */
async function addCollegeUser(page: Page, account: NewAccount): Promise<string> {
  await signIn(page, 'SuperAdmin');
  await layoutReady(page);
  await topMenuLink(page, 'User').click();
  await page.waitForURL((current) => current.pathname.startsWith('/user-management'));
  await page
    .getByRole('navigation', { name: 'Section menu' })
    .getByRole('link', { name: 'Add User', exact: true })
    .click();
  await page.waitForURL((current) => current.pathname === '/user-management/add-user');

  const form = page.getByTestId('account-form-create');
  await control(form, 'First Name').fill(account.firstName);
  await control(form, 'Last Name').fill(account.lastName);
  await control(form, 'Email').fill(account.email);
  await choose(page, form, 'Role', 'CollegeUser');
  await choose(page, form, 'University', UNIVERSITY);
  await choose(page, form, 'Campus', CAMPUS);
  await form.getByRole('button', { name: 'Add User', exact: true }).click();

  const dialog = page.getByRole('dialog').filter({ hasText: 'Temporary password' });
  await shows(dialog, 20_000);
  const password = (
    (await dialog.getByTestId('temporary-password').first().textContent()) ?? ''
  ).trim();
  expect(password.length).toBeGreaterThanOrEqual(8);
  await dialog
    .getByRole('button', { name: /^(OK|Close|Done)$/ })
    .first()
    .click();
  await dialog.waitFor({ state: 'hidden' });
  return password;
}

/**
 * Assign Permission (Campus): the user's Employee View is taken away (`allowed` false) or given
 * back; saved, with who changed it and when.
 */
async function setEmployeeView(page: Page, account: NewAccount, allowed: boolean): Promise<void> {
  await page.goto('/user-management/assign-permission-campus');
  await shows(
    main(page).getByRole('heading', { name: 'Assign Permission (Campus)', exact: true }),
    20_000,
  );
  const lastChange = main(page).getByTestId('last-change');
  // The user search answers as it is typed: a pick that lands on a list being redrawn is lost,
  // so pick again until the user's rights show.
  for (let attempt = 1; ; attempt += 1) {
    await choose(page, main(page), 'User', account.email);
    const picked = await lastChange
      .first()
      .waitFor({ state: 'visible', timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (picked) break;
    if (attempt === 3) await shows(lastChange);
    await page.keyboard.press('Escape');
  }
  const employeeView = main(page).getByRole('checkbox', { name: 'Employee: View', exact: true });
  const studentView = main(page).getByRole('checkbox', { name: 'Student: View', exact: true });
  await eventually(async () => {
    expect(await employeeView.isChecked()).toBe(!allowed);
    expect(await studentView.isChecked()).toBe(true);
  });
  if (!allowed) expect(((await lastChange.textContent()) ?? '').trim()).toBe('Not changed yet');
  await employeeView.setChecked(allowed);
  await eventually(async () => expect(await employeeView.isChecked()).toBe(allowed));
  await main(page).getByRole('button', { name: 'Save', exact: true }).click();
  await showsText(page, PERMISSIONS_SAVED, 15_000);
  await eventually(async () =>
    expect(((await lastChange.textContent()) ?? '').trim()).toMatch(/^Last changed by \S+ on \S/),
  );
  expect(await employeeView.isChecked()).toBe(allowed);
  expect(await studentView.isChecked()).toBe(true);
}

/**
 * A new CollegeUser of campus 49 made through the API by the SuperAdmin, with its first-sign-in
 * password already set to `password` (the same calls the screens make).
 */
async function accountWithPassword(account: NewAccount, password: string): Promise<void> {
  const admin = await apiToken(ROLE_EMAILS.SuperAdmin, runtime().demoPassword);
  const added = await apiCall(admin, 'POST', '/User/AddUser', {
    ...account,
    role: 'CollegeUser',
    campusId: CAMPUS_ID,
  });
  if (added.status !== 201) {
    throw new Error(`AddUser answered ${added.status}: ${JSON.stringify(added.body)}`);
  }
  const temporary = (added.body as { temporaryPassword: string }).temporaryPassword;
  const login = await fetch(url('/api/User/Login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: temporary }),
  });
  const verification = (await login.json()) as { name?: string; value?: string };
  if (verification.name !== 'verificationToken' || !verification.value) {
    throw new Error(`First sign-in answered ${login.status}: ${JSON.stringify(verification)}`);
  }
  const reset = await fetch(url('/api/User/ResetPassword'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: account.email,
      newPassword: password,
      resetToken: verification.value,
    }),
  });
  if (reset.status !== 201) throw new Error(`ResetPassword answered ${reset.status}`);
}

/** The account's row in the User List below the Add User form, found by searching its e-mail. */
async function accountRow(page: Page, email: string): Promise<Locator> {
  // A fresh screen each time: no confirmation popup left over from the last action.
  await page.goto('/user-management/add-user');
  const box = main(page).getByLabel('Search accounts', { exact: true });
  await shows(box, 20_000);
  await box.fill(email);
  await box.press('Enter');
  const row = main(page).locator('tr.ant-table-row').filter({ hasText: email });
  await shows(row, 15_000);
  return row.first();
}

/** Confirms the open confirmation popup that asks to `ok` (e.g. "Activate") this account. */
const confirmAccountPopup = (page: Page, ok: string, email: string): Promise<void> =>
  confirmPopup(
    page,
    ok,
    new RegExp(`^\\s*${ok} ${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?`),
  );

describe('user management and permissions', () => {
  ui.test(
    'SuperAdmin adds a CollegeUser, takes Employee view away; the user sets a password at first sign-in and sees Student but not Employee until it is given back',
    async (page) => {
      const id = letters();
      const account: NewAccount = {
        email: `campus.user.${id}@hemis.test`,
        firstName: 'Anita',
        lastName: `Etoe${id}`,
      };
      const temporaryPassword = await addCollegeUser(page, account);
      await setEmployeeView(page, account, false);

      // The new user, in a browser of their own.
      const userPage = await ui.newPage();
      await userPage.goto('/login');
      await fillSignIn(userPage, account.email, temporaryPassword);
      await userPage.waitForURL((current) => current.pathname.startsWith('/reset-password/'), {
        timeout: 20_000,
      });
      expect(decodeURIComponent(pathOf(userPage))).toContain(account.email);
      await userPage.getByLabel(/^new password/i).fill(NEW_PASSWORD);
      await userPage.getByLabel(/^confirm/i).fill(NEW_PASSWORD);
      await userPage
        .getByRole('button', { name: /reset password|set password|submit|save/i })
        .first()
        .click();
      await showsText(userPage, RESET_DONE);
      await userPage.waitForURL((current) => current.pathname === '/login', { timeout: 10_000 });

      // The temporary password is spent; the new one signs in.
      await fillSignIn(userPage, account.email, temporaryPassword);
      await showsText(userPage, WRONG_CREDENTIALS);
      const signedIn = nextSignIn(userPage);
      await fillSignIn(userPage, account.email, NEW_PASSWORD);
      const answer = await signedIn;
      expect(answer.status()).toBe(200);
      const token = ((await answer.json()) as { tokenString?: string }).tokenString ?? '';
      expect(token).not.toBe('');
      await userPage.waitForURL((current) => !current.pathname.startsWith('/login'));
      await layoutReady(userPage);

      // Student yes, Employee no: menu, screen and API.
      await shows(topMenuLink(userPage, 'Student'));
      expect(await topMenuLink(userPage, 'Employee').count()).toBe(0);
      await userPage.goto('/employee-management/employee-list');
      await showsText(userPage, NO_PERMISSION, 20_000);
      expect(await statusInPage(userPage, '/api/Employee', token)).toBe(403);
      expect(await statusInPage(userPage, '/api/User/Permissions', token)).toBe(200);
      const permissions = await userPage.evaluate(async (bearer) => {
        const response = await fetch('/api/User/Permissions', {
          headers: { authorization: `Bearer ${bearer}` },
        });
        return ((await response.json()) as { permissions: string[] }).permissions;
      }, token);
      expect(permissions).toContain('student:view');
      expect(permissions).not.toContain('employee:view');
      await userPage.goto('/student-management/home');
      await layoutReady(userPage);
      expect(await userPage.getByText(NO_PERMISSION).count()).toBe(0);

      // Given back by the SuperAdmin: the API answers on the user's very next request, and the
      // app shows Employee again once it reads the permissions (on start).
      await setEmployeeView(page, account, true);
      expect(await statusInPage(userPage, '/api/Employee', token)).toBe(200);
      await userPage.reload();
      await layoutReady(userPage);
      await shows(topMenuLink(userPage, 'Employee'));
      await userPage.goto('/employee-management/employee-list');
      await shows(
        main(userPage).getByRole('heading', { name: 'Employee List', exact: true }),
        20_000,
      );
      expect(await userPage.getByText(NO_PERMISSION).count()).toBe(0);
      // A campus user's list holds their campus only: a teacher of campus 49, not one of a
      // Kathmandu University campus or of another Tribhuvan University campus.
      const list = ['/employee-management/employee-list', 'Employee List'] as const;
      await findInEmployeeList(userPage, ...list, 'Bhandari', true);
      await findInEmployeeList(userPage, ...list, 'Tamang', false);
      await findInEmployeeList(userPage, ...list, 'Adhikari', false);
    },
    SLOW,
  );

  ui.test(
    'SuperAdmin deactivates an account: the user is refused on the next request and at sign-in; activated again, they sign in; History names who did it',
    async (page) => {
      const id = letters();
      const account: NewAccount = {
        email: `campus.clerk.${id}@hemis.test`,
        firstName: 'Bikash',
        lastName: `Etoe${id}`,
      };
      await accountWithPassword(account, NEW_PASSWORD);

      // The user works in their own browser.
      const userPage = await ui.newPage();
      await userPage.goto('/login');
      const signedIn = nextSignIn(userPage);
      await fillSignIn(userPage, account.email, NEW_PASSWORD);
      const token = ((await (await signedIn).json()) as { tokenString?: string }).tokenString ?? '';
      await userPage.waitForURL((current) => !current.pathname.startsWith('/login'));
      await layoutReady(userPage);
      expect(await statusInPage(userPage, '/api/Employee', token)).toBe(200);

      // SuperAdmin: User List on Add User, Deactivate (confirmed).
      await signIn(page, 'SuperAdmin');
      await layoutReady(page);
      const row = await accountRow(page, account.email);
      await row.getByRole('button', { name: 'Deactivate', exact: true }).click();
      await confirmAccountPopup(page, 'Deactivate', account.email);
      await showsText(page, USER_DEACTIVATED);

      // The user's next request is refused, the app sends them to sign in, and sign-in refuses.
      expect(await statusInPage(userPage, '/api/Employee', token)).toBe(401);
      await userPage.goto('/employee-management/employee-list');
      await userPage.waitForURL((current) => current.pathname === '/login', { timeout: 20_000 });
      // The API says why (403); the screen shows the spec's text for an HTTP error other than 401.
      const refused = nextSignIn(userPage);
      await fillSignIn(userPage, account.email, NEW_PASSWORD);
      const refusal = await refused;
      expect(refusal.status()).toBe(403);
      expect(((await refusal.json()) as { message?: string }).message).toBe(ACCOUNT_DISABLED);
      await showsText(userPage, SIGN_IN_HTTP_ERROR);

      // Activated again: sign-in works.
      const again = await accountRow(page, account.email);
      await again.getByRole('button', { name: 'Activate', exact: true }).click();
      await confirmAccountPopup(page, 'Activate', account.email);
      await showsText(page, USER_ACTIVATED);
      await fillSignIn(userPage, account.email, NEW_PASSWORD);
      await userPage.waitForURL((current) => !current.pathname.startsWith('/login'), {
        timeout: 20_000,
      });
      await layoutReady(userPage);

      // History: who changed the status, and when.
      const latest = await accountRow(page, account.email);
      await latest.getByRole('button', { name: 'History', exact: true }).click();
      const history = page
        .locator('.ant-drawer')
        .filter({ visible: true })
        .filter({ hasText: `History: ${account.email}` });
      await shows(history);
      await eventually(async () => {
        const text = (await history.textContent()) ?? '';
        expect(text).toContain(ROLE_EMAILS.SuperAdmin);
      });
    },
    SLOW,
  );
});
