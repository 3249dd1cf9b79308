/**
 * The product on a phone (390 x 844) and a laptop (1366 x 768): the menus are a drawer on the
 * phone, forms are one column, lists keep their key columns with the rest under each row, and no
 * page is wider than the screen.
 */
import type { Page } from 'playwright-core';
import { browserFixture, eventually, signIn } from '../support/browser';
import { header, layoutReady } from '../support/app';

const ui = browserFixture('screen-widths');
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

/** How far the page reaches past the window's right edge (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

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

      // The list: key columns only, the rest under each row, and nothing wider than the screen.
      const table = await studentList(page);
      const headers = await table.getByRole('columnheader').allInnerTexts();
      expect(headers.map((text) => text.trim())).toEqual(
        expect.arrayContaining(['University Registration No.', 'First Name', 'Verification']),
      );
      expect(headers.map((text) => text.trim())).not.toContain('Phone');
      await table
        .getByRole('button', { name: /expand row/i })
        .first()
        .click();
      await table.locator('.ant-descriptions').getByText('Phone').first().waitFor();
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
    { viewport: PHONE },
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
