/**
 * How students leave (issue 15). A campus clerk (CollegeUser of campus 49) records that a
 * student dropped out, finding them by name; the dropout home counts it; the clerk issues a
 * transfer letter whose QR code's page says it is genuine; the campus administrator withdraws
 * the letter (the page then says so) and undoes the wrong dropout (the student is active again).
 */
import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { adToBs, nepalToday } from '@hemis/shared-contracts';
import { apiCall, apiToken } from '../support/api';
import { layoutReady, sectionFigure } from '../support/app';
import { browserFixture, shows, showsText, signIn } from '../support/browser';
import { choose, control, visibleDropdown } from '../support/forms';
import { runtime } from '../support/runtime';

const ui = browserFixture('leaving');
const SLOW = { timeout: 180_000 };
const main = (page: Page): Locator => page.getByRole('main');

/** The link of the verification page a downloaded PDF carries. */
async function verificationPathOf(page: Page, kind: string): Promise<string> {
  const download = page.waitForEvent('download', { timeout: 20_000 });
  await main(page).getByRole('button', { name: 'Download PDF' }).click();
  const pdf = fs.readFileSync((await (await download).path()) ?? '').toString('latin1');
  expect(pdf.startsWith('%PDF')).toBe(true);
  const link = new RegExp(`/URI \\((https?://[^)]*/verify/${kind}/[^)]+)\\)`).exec(pdf)?.[1];
  expect(link).toBeDefined();
  return new URL(link ?? '').pathname;
}

/** The dropout home's count of all dropouts. */
async function dropoutsCounted(page: Page): Promise<number> {
  await page.goto('/dropout-management/home');
  return sectionFigure(page, 'total');
}

describe('Leaving the campus', () => {
  ui.test(
    'a clerk records a dropout and issues a transfer letter that verifies; the administrator withdraws it and undoes the dropout',
    async (page) => {
      const adminToken = await apiToken('collegeadmin@hemis.test', runtime().demoPassword);
      const found = (await apiCall(adminToken, 'GET', '/Student?q=Poudel&status=active')).body as {
        data: { id: number; firstName: string; registrationNo: string }[];
      };
      const bibek = found.data.find((row) => row.firstName === 'Bibek');
      if (!bibek) throw new Error('the demo student Bibek Poudel is missing');

      await signIn(page, 'CollegeUser');
      await layoutReady(page);
      const before = await dropoutsCounted(page);

      // Recorded from the dropout list: the student is found by what the clerk types.
      await page.goto('/dropout-management/dropout-list');
      const form = page.getByTestId('resource-form-create');
      await shows(form, 20_000);
      const student = control(form, 'Student');
      await student.click();
      await student.pressSequentially('Poudel');
      const option = visibleDropdown(page).getByTitle(`Bibek Poudel (${bibek.registrationNo})`);
      await shows(option, 20_000);
      await option.click();
      await control(form, 'Dropout Date (BS)').fill(adToBs(nepalToday()) ?? '');
      await choose(page, form, 'Reason', 'Transfer to another campus');
      await form.getByRole('button', { name: 'Submit' }).click();
      await showsText(page, 'Dropout recorded', 20_000);
      const row = main(page).locator('.ant-table-tbody tr.ant-table-row', { hasText: 'Bibek' });
      await shows(row, 20_000);
      expect(await dropoutsCounted(page)).toBe(before + 1);

      // A transfer letter, printed with the QR code of its verification page.
      await page.goto(`/dropout-management/recommendation-letter/${bibek.id}`);
      await showsText(page, 'Transfer to another campus', 20_000);
      const letterForm = page.getByTestId('resource-form-create');
      await choose(page, letterForm, 'Letter', 'Transfer');
      await control(letterForm, 'Joining (campus or institution)').fill('Tri-Chandra Campus');
      await letterForm.getByRole('button', { name: 'Submit' }).click();
      await showsText(page, 'Letter issued', 20_000);
      await main(page).getByRole('button', { name: 'Print' }).first().click();
      await shows(main(page).locator('iframe'), 20_000);
      const verifyPath = await verificationPathOf(page, 'recommendation-letter');
      const visitor = await ui.newPage();
      await visitor.goto(verifyPath);
      await showsText(visitor, 'Genuine and valid', 20_000);
      await showsText(visitor, 'Transfer letter');

      // The administrator withdraws the letter and undoes the dropout.
      const admin = await ui.newPage();
      await signIn(admin, 'CollegeAdmin');
      await admin.goto(`/dropout-management/recommendation-letter/${bibek.id}`);
      const letterRow = main(admin).locator('.ant-table-tbody tr.ant-table-row').first();
      await shows(letterRow, 20_000);
      await letterRow.getByRole('button', { name: 'Delete' }).click();
      await admin.getByRole('button', { name: 'Delete', exact: true }).last().click();
      await showsText(admin, 'Letter withdrawn', 20_000);
      await visitor.reload();
      await showsText(visitor, 'withdrawn', 20_000);

      await admin.goto('/dropout-management/dropout-list');
      const entry = main(admin).locator('.ant-table-tbody tr.ant-table-row', { hasText: 'Bibek' });
      await shows(entry, 20_000);
      await entry.getByRole('button', { name: 'Delete' }).click();
      await admin.getByRole('button', { name: 'Delete', exact: true }).last().click();
      await showsText(admin, 'Dropout undone', 20_000);
      const record = (await apiCall(adminToken, 'GET', `/Student/${bibek.id}`)).body as {
        status: string;
      };
      expect(record.status).toBe('active');
    },
    SLOW,
  );
});
