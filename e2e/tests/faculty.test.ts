/**
 * Faculty and Level Management (spec sections 2, 5, 8): required fields, add, duplicate (409),
 * edit in the update dialog. A campus user adds records with unique names.
 */
import type { Locator, Page } from 'playwright-core';
import { browserFixture, signIn, shows, showsText } from '../support/browser';
import { layoutReady } from '../support/app';

const ui = browserFixture('faculty');

function addForm(page: Page): Locator {
  return page.getByRole('main').locator('form').first();
}

async function chooseOption(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByLabel(label).click();
  await page
    .locator('.ant-select-dropdown')
    .filter({ visible: true })
    .getByTitle(option, { exact: true })
    .click();
}

describe('Faculty Management', () => {
  ui.test('add a faculty, a duplicate is refused, edit it in the dialog', async (page) => {
    const name = `E2E Faculty ${Date.now().toString().slice(-6)}`;
    await signIn(page, 'CollegeAdmin');
    await layoutReady(page);
    await page.goto('/other-setup/faculty-management');
    await showsText(page, 'Faculty Management', 20_000);

    const form = addForm(page);
    await form.getByLabel('Faculty Name').fill(`  ${name}  `);
    await chooseOption(page, form, 'Faculty Type', 'General');
    await form.getByLabel('Short Name').fill('E2E');
    await form.getByRole('button', { name: 'Submit' }).click();
    await showsText(page, 'Data Successfuly Added !!');
    // Trimmed on the way in, and listed.
    const row = page.getByRole('row').filter({ hasText: name });
    await shows(row);
    const cell = row.getByRole('cell').filter({ hasText: name }).first();
    expect(await cell.textContent()).toBe(name);

    // The same name again: 409.
    await form.getByLabel('Faculty Name').fill(name);
    await chooseOption(page, form, 'Faculty Type', 'Technical');
    await form.getByLabel('Short Name').fill('E2E2');
    await form.getByRole('button', { name: 'Submit' }).click();
    await showsText(page, 'Faculty already exists!');

    // Edit opens the update dialog.
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    await shows(dialog);
    await dialog.getByLabel('Short Name').fill('E2EX');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await showsText(page, 'Faculty updated successfully');
    await dialog.waitFor({ state: 'hidden' });
    await shows(page.getByRole('row').filter({ hasText: name }).filter({ hasText: 'E2EX' }));
  });
});

describe('Level Management', () => {
  ui.test('required messages, add, a duplicate is refused, Edit Level dialog', async (page) => {
    const name = `E2E Level ${Date.now().toString().slice(-6)}`;
    await signIn(page, 'CollegeAdmin');
    await layoutReady(page);
    await page.goto('/other-setup/level-management');
    await showsText(page, 'Level Management', 20_000);

    const form = addForm(page);
    await form.getByRole('button', { name: 'Submit' }).click();
    await showsText(page, 'Level Name is required');
    await showsText(page, 'Code is required');

    await form.getByLabel('Level Name').fill(name);
    await form.getByLabel('Code', { exact: true }).fill('E2EL');
    await form.getByRole('button', { name: 'Submit' }).click();
    await showsText(page, 'Data added successfully!');
    const row = page.getByRole('row').filter({ hasText: name });
    await shows(row);

    await form.getByLabel('Level Name').fill(name);
    await form.getByLabel('Code', { exact: true }).fill('E2EM');
    await form.getByRole('button', { name: 'Submit' }).click();
    await showsText(page, 'Level already exists!');

    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    await shows(dialog);
    await shows(dialog.getByText('Edit Level'));
    await dialog.getByLabel('Code', { exact: true }).fill('E2EN');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await showsText(page, 'Data updated Successfully');
    await shows(page.getByRole('row').filter({ hasText: name }).filter({ hasText: 'E2EN' }));
  });
});
