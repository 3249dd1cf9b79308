/**
 * Accounts by double entry (issue 13, part 2): a campus accountant (CollegeUser of campus 49)
 * enters a journal voucher whose lines do not balance and is refused with the totals, balances
 * it and saves the draft; the campus administrator checks and approves it (it takes its JV
 * number); the trial balance and the ledger statement then show it. The narration is unique per
 * run, so reruns and the other tests never collide.
 */
import type { Locator, Page } from 'playwright-core';
import { adToBs, nepalToday } from '@hemis/shared-contracts';
import { browserFixture, eventually, shows, showsText, signIn } from '../support/browser';
import { layoutReady } from '../support/app';
import { choose, control } from '../support/forms';

const ui = browserFixture('accounts');
const SLOW = { timeout: 150_000 };
const JOURNAL = '/account-vouchers-journal';

const main = (page: Page): Locator => page.getByRole('main');

/** Opens a page by its address: a whole load of the shell and the remote, slow when cold. */
async function open(page: Page, path: string, title: string) {
  await page.goto(path);
  await showsText(page, title, 40_000);
  await layoutReady(page);
}

/** The voucher's row in the list (the newest first), opened in its dialog. */
async function openVoucher(page: Page, narration: string): Promise<Locator> {
  const row = main(page)
    .locator('.ant-table-tbody tr.ant-table-row')
    .filter({ hasText: narration });
  await shows(row, 20_000);
  await row.first().click();
  const dialog = page.getByRole('dialog');
  await shows(dialog);
  return dialog;
}

/**
 * Clicks a step of the open voucher and waits for the server's answer, so a refusal is reported
 * with its status instead of as a button that never showed.
 */
async function takeStep(page: Page, dialog: Locator, step: 'Check' | 'Approve') {
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname.endsWith(`/${step}`),
    { timeout: 30_000 },
  );
  await dialog.getByRole('button', { name: step, exact: true }).click();
  const response = await answer;
  expect(`${response.status()} ${step}`).toBe(`200 ${step}`);
}

describe('Accounts', () => {
  ui.test(
    'an unbalanced voucher is refused; a balanced one is checked, approved and reported',
    async (page) => {
      const narration = `E2E chalk and markers ${Date.now().toString().slice(-7)}`;
      await signIn(page, 'CollegeUser');
      // The session is kept once the layout shows: a page opened by its address before then
      // would start signed out.
      await layoutReady(page);
      await open(page, JOURNAL, 'Journal Vouchers');
      await main(page).getByRole('button', { name: 'New Voucher' }).click();
      const form = page.getByTestId('voucher-form');
      await shows(form);
      await control(form, 'Date (BS)').fill(adToBs(nepalToday()) ?? '');
      await control(form, 'Narration').fill(narration);
      await choose(page, form, 'Ledger of line 1', 'Teaching Materials');
      await choose(page, form, 'Ledger of line 2', 'Cash in Hand');
      await control(form, 'Debit of line 1').fill('12000');
      await control(form, 'Credit of line 2').fill('10000');
      await eventually(async () =>
        expect(await form.getByTestId('total-difference').textContent()).toBe('2,000.00'),
      );
      await form.getByRole('button', { name: 'Save Voucher' }).click();
      await showsText(page, 'Debits (12,000.00) and credits (10,000.00) must be equal');

      await control(form, 'Credit of line 2').fill('12000');
      await form.getByRole('button', { name: 'Save Voucher' }).click();
      const draft = page.getByRole('dialog');
      await shows(draft, 20_000);
      await shows(draft.getByText('Draft', { exact: true }));
      // A clerk prepares; checking and approving are the administrator's.
      expect(await draft.getByRole('button', { name: 'Approve' }).count()).toBe(0);

      // The campus administrator checks and approves it.
      const admin = await ui.newPage();
      await signIn(admin, 'CollegeAdmin');
      await layoutReady(admin);
      await open(admin, JOURNAL, 'Journal Vouchers');
      const dialog = await openVoucher(admin, narration);
      await takeStep(admin, dialog, 'Check');
      await shows(dialog.getByRole('button', { name: 'Approve' }));
      await takeStep(admin, dialog, 'Approve');
      await shows(dialog.getByText('Approved', { exact: true }));
      // Approval gives the voucher the next number of the campus's journal series.
      const title = await eventually(async () => {
        const text = await dialog.locator('.ant-modal-title').textContent();
        expect(text).toMatch(/^Voucher JV-\d+$/);
        return text ?? '';
      });

      // The trial balance holds the ledgers; the ledger statement the voucher.
      await open(admin, '/account-mgmt/trial-balance', 'Trial Balance');
      const balance = admin.getByTestId('trial-balance');
      await shows(balance, 20_000);
      await shows(balance.getByText('Teaching Materials'));
      await open(admin, '/account-mgmt/ledger-statement', 'Ledger Statement');
      await choose(admin, main(admin), 'Ledger', 'Teaching Materials');
      const statement = admin.getByTestId('ledger-statement');
      await shows(statement, 20_000);
      await shows(statement.getByText(narration));
      await shows(statement.getByText(title.replace('Voucher ', ''), { exact: true }));
    },
    SLOW,
  );
});
