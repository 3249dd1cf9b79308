/**
 * The product on a phone (390 x 844) and a laptop (1366 x 768): the menus are a drawer on the
 * phone, forms are one column, lists show each row as a card with their filters behind one
 * Filters button (a laptop keeps the key columns with the rest under each row), amounts are never
 * cut, and no page is wider than the screen.
 */
import type { Locator, Page } from 'playwright-core';
import { apiToken } from '../support/api';
import { browserFixture, eventually, shows, signIn } from '../support/browser';
import { header, layoutReady } from '../support/app';
import { applicationAtLastStep } from '../support/enrolment';
import { control, letters } from '../support/forms';
import { studentForCounter } from '../support/receipts';
import { runtime } from '../support/runtime';

const ui = browserFixture('screen-widths');
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

/** How far the page reaches past the window's right edge (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Whether an element lies within the window's width. */
async function withinWidth(element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= PHONE.width;
}

/** A phone's list: its rows are cards, the first with its buttons in sight; no table. */
async function cardsWithActions(page: Page): Promise<Locator> {
  const cards = page.getByRole('main').getByTestId('list-card');
  await shows(cards.first(), 30_000);
  expect(await page.getByRole('main').locator('.ant-table').count()).toBe(0);
  const actions = cards.first().getByTestId('list-card-actions');
  const first = actions.getByRole('link').or(actions.getByRole('button')).first();
  await shows(first);
  expect(await withinWidth(first)).toBe(true);
  expect(await withinWidth(cards.first().getByTestId('list-card-title'))).toBe(true);
  return cards;
}

/** The student list with its first rows shown. */
async function studentList(page: Page) {
  await page.goto('/student-management/student-list');
  const table = page.getByRole('table');
  await table.locator('tbody tr.ant-table-row').first().waitFor();
  return table;
}

describe('on a phone', () => {
  ui.test(
    'the menus are a drawer, lists and forms fit the screen',
    async (page) => {
      await signIn(page, 'CollegeAdmin');
      // The header holds the campus, the menu button and the profile; no menu bar, no sidebar.
      const menuButton = header(page).getByRole('button', { name: 'Open menu' });
      await menuButton.waitFor();
      expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
      const headerBox = await header(page).boundingBox();
      expect(headerBox?.height ?? 999).toBeLessThan(100);
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      await menuButton.click();
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('navigation', { name: 'Main menu' }).getByText('Student').click();
      await page.waitForURL((current) => current.pathname === '/student-management/home');
      await eventually(async () => expect(await drawer.isVisible()).toBe(false));

      // The list: a card per student, its name, statuses and links in sight; the filters wait
      // behind one Filters button; nothing wider than the screen.
      await page.goto('/student-management/student-list');
      const cards = await cardsWithActions(page);
      expect(await cards.first().getByTestId('list-card-title').innerText()).toMatch(/\S+ \S+/);
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      // Student Enrollment opens on its list, its nine filters behind the Filters button.
      await page.goto('/student-management/verified-students');
      const main = page.getByRole('main');
      const filtersButton = main.getByRole('button', { name: /^Filters/ });
      await shows(filtersButton, 30_000);
      expect(await main.getByTestId('filter-programId').isVisible()).toBe(false);
      const headingBox = await main
        .getByRole('heading', { name: 'Student Enrollment' })
        .boundingBox();
      const buttonBox = await filtersButton.boundingBox();
      // The list starts right under the heading and its links, not under a column of filters.
      expect((buttonBox?.y ?? 999) - (headingBox?.y ?? 0)).toBeLessThan(250);
      await filtersButton.click();
      const filters = page.getByTestId('filter-drawer');
      await shows(filters);
      expect(await filters.locator('.ant-select').count()).toBe(9);
      // Once the drawer has slid in, its filters fit the screen.
      await eventually(async () =>
        expect(await withinWidth(filters.getByTestId('filter-programId'))).toBe(true),
      );
      await page.keyboard.press('Escape');
      await eventually(async () => expect(await filters.isVisible()).toBe(false));
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      // The register's fields stand one under another.
      await page.goto('/student-management/student-register');
      const first = page.getByLabel('First Name');
      const last = page.getByLabel('Last Name');
      await first.waitFor();
      const [firstBox, lastBox] = [await first.boundingBox(), await last.boundingBox()];
      expect(firstBox?.x).toBe(lastBox?.x);
      expect(lastBox?.y ?? 0).toBeGreaterThan(firstBox?.y ?? 0);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    },
    { viewport: PHONE, timeout: 120_000 },
  );
});

describe('on a phone, forms with amounts and documents', () => {
  ui.test(
    'the receipt form shows an amount in full and fits the screen',
    async (page) => {
      const adminToken = await apiToken('collegeadmin@hemis.test', runtime().demoPassword);
      const studentId = await studentForCounter(adminToken);
      await signIn(page, 'CollegeUser');
      await page.goto(`/receipt-management/receipt-form/${studentId}`);
      const form = page.getByTestId('receipt-form');
      await shows(form, 40_000);
      // A fee line is a card; its amount, typed in full, is not cut.
      await form.getByRole('button', { name: 'Add fee' }).click();
      const amounts = form.getByLabel(/^Amount of line \d+$/);
      const amount = amounts.last();
      await amount.fill('22500.00');
      expect(await amount.inputValue()).toBe('22500.00');
      const cut = await amount.evaluate(
        (input) => input.scrollWidth > input.clientWidth || input.clientWidth < 60,
      );
      expect(cut).toBe(false);
      expect(await withinWidth(amount)).toBe(true);
      for (const label of ['Fine (NPR)', 'Discount or scholarship (NPR)']) {
        const input = control(form, label);
        await input.fill('22500.00');
        expect(await input.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
          true,
        );
        expect(await withinWidth(input)).toBe(true);
      }
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      // The receipt list: a card per receipt, its filters behind the Filters button.
      await page.goto('/receipt-management/receipt-list');
      await shows(page.getByRole('main').getByRole('button', { name: /^Filters/ }), 30_000);
      expect(await page.getByRole('main').getByLabel('Payment mode').count()).toBe(0);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    },
    { viewport: PHONE, timeout: 120_000 },
  );

  ui.test(
    "the open enrolment's documents step fits the screen",
    async (page) => {
      const form = await applicationAtLastStep(page, `Phone${letters()}`);
      await shows(control(form, 'Password'));
      const documents = page.locator('#pending-document');
      const type = documents.getByLabel('Document Type');
      await shows(type);
      for (const input of [type, documents.getByLabel('Document File')]) {
        expect(await withinWidth(input)).toBe(true);
      }
      expect(await withinWidth(page.getByRole('button', { name: /^Submit/ }))).toBe(true);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    },
    { viewport: PHONE, timeout: 120_000 },
  );
});

describe('on a laptop', () => {
  ui.test(
    "the student list's key columns and its row links are seen without scrolling",
    async (page) => {
      await signIn(page, 'CollegeAdmin');
      await layoutReady(page);
      const table = await studentList(page);
      for (const name of [
        'University Registration No.',
        'Status',
        'Verification',
        'Pages',
        'Action',
      ]) {
        const box = await table.getByRole('columnheader', { name, exact: true }).boundingBox();
        expect([name, (box?.x ?? 0) + (box?.width ?? 0) <= LAPTOP.width]).toEqual([name, true]);
      }
      // No column sits under another: the table does not scroll sideways.
      const scrolls = await table
        .locator('xpath=ancestor::div[contains(@class,"ant-table-content")]')
        .evaluate((element) => element.scrollWidth > element.clientWidth + 1);
      expect(scrolls).toBe(false);
      await table.getByRole('link', { name: 'Academic info' }).first().waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    },
    { viewport: LAPTOP },
  );
});
