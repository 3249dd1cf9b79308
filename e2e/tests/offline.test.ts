/**
 * Entry through a dropped link (issue 30, part 2), as campus staff meet it:
 * - a student registration whose answer the link lost: the server registered the student, the
 *   browser never heard; Submit again repeats the same write (its Idempotency-Key) and the
 *   student is registered once;
 * - an attendance day saved with the browser offline: kept on the device, the header says so,
 *   and it is sent when the link is back;
 * - a marks grid edited offline: its autosave waits on the device and is saved when the link is
 *   back;
 * - a reload during an outage: the service worker shows the app and the offline notice, not the
 *   browser's error page.
 */
import type { Locator, Page } from 'playwright-core';
import { apiCall, apiToken } from '../support/api';
import { layoutReady } from '../support/app';
import { browserFixture, eventually, shows, showsText, signIn } from '../support/browser';
import { choose, letters } from '../support/forms';
import { button, main, studentRegisterAtPhoto } from '../support/register';
import { runtime } from '../support/runtime';

const ui = browserFixture('offline');
const SLOW = { timeout: 150_000 };
const CREATED = 'Student registered successfully!';
const KEPT = 'The link is down. What you entered is kept on this device';

/** The header's outbox button ("Offline", then what was sent). */
const outbox = (page: Page): Locator => page.getByTestId('outbox-status');

/** A day some days back, in Kathmandu, as the attendance screens take it. */
function daysAgo(days: number): string {
  const kathmandu = new Date(Date.now() + (5 * 60 + 45) * 60_000);
  kathmandu.setUTCDate(kathmandu.getUTCDate() - days);
  return kathmandu.toISOString().slice(0, 10);
}

describe('entry through a dropped link', () => {
  ui.test(
    'a registration whose answer the link lost is sent again under its key, and made once',
    async (page) => {
      const stamp = Date.now().toString().slice(-8);
      const surname = `Etoe${letters()}`;
      const clerkToken = await apiToken('collegeuser@hemis.test', runtime().demoPassword);
      // No photo: the record goes as JSON (a browser cannot hand its file's bytes to the test's
      // replay of the request below).
      await studentRegisterAtPhoto(page, {
        firstName: 'Anjali',
        lastName: surname,
        gender: 'Female',
        dateOfBirth: '2004-07-12',
        citizenshipNo: `28-${stamp}`,
        registrationNo: `5-3-${stamp}`,
      });

      // The first send reaches the server, and its answer is lost on the way back.
      const keys: string[] = [];
      const statuses: number[] = [];
      await page.route('**/api/Student', async (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        keys.push((await route.request().headerValue('idempotency-key')) ?? '');
        if (keys.length > 1) return route.fallback();
        statuses.push((await route.fetch()).status());
        await route.abort('connectionreset');
      });
      await button(page, /^Submit/).click();
      await eventually(() => expect(keys).toHaveLength(1), 20_000);
      // No answer came: the write waits on the device, and the form keeps what was entered.
      await showsText(page, KEPT, 15_000);
      await eventually(async () => expect(await button(page, /^Submit/).isEnabled()).toBe(true));
      const registered = async () =>
        (
          (await apiCall(clerkToken, 'GET', `/Student?q=${surname}&pageSize=10`)).body as {
            total: number;
          }
        ).total;
      // The server did register the student...
      expect(statuses).toEqual([201]);
      expect(await registered()).toBe(1);

      // ...and Submit again finds it (the duplicate check) and, saved anyway, repeats that same
      // write: its first answer comes back and nothing is added. (The outbox, too, sends the
      // kept write again once an answer shows the link is back: under the same key.)
      await button(page, /^Submit/).click();
      const duplicate = page.getByRole('dialog').filter({ hasText: 'Possible duplicate student' });
      await shows(duplicate, 15_000);
      await duplicate.getByRole('button', { name: 'Save anyway' }).click();
      await showsText(page, CREATED, 20_000);
      expect(keys.length).toBeGreaterThanOrEqual(2);
      expect(new Set(keys).size).toBe(1);
      expect(keys[0]).not.toBe('');
      expect(await registered()).toBe(1);
    },
    SLOW,
  );

  ui.test(
    'an attendance day saved offline waits on the device and is sent when the link is back',
    async (page) => {
      const day = daysAgo(3);
      await signIn(page, 'CollegeAdmin');
      await layoutReady(page);
      const openDay = async () => {
        await page.goto('/employee-management/attendance');
        await shows(main(page).getByRole('heading', { name: 'Employee Attendance' }), 20_000);
        await main(page).getByLabel('Date (AD)', { exact: true }).fill(day);
        const marks = main(page).getByRole('radiogroup');
        await shows(marks, 15_000);
        return marks.first();
      };
      let first = await openDay();
      const person = (await first.getAttribute('aria-label')) ?? '';
      expect(person).not.toBe('');
      const wanted = (await first.getByRole('radio', { name: 'Leave', exact: true }).isChecked())
        ? 'Absent'
        : 'Leave';

      await page.context().setOffline(true);
      await first.getByRole('radio', { name: wanted, exact: true }).check();
      await main(page).getByRole('button', { name: 'Save', exact: true }).click();
      await showsText(page, KEPT, 15_000);
      await shows(page.getByTestId('offline-banner'));
      await shows(outbox(page).getByText('Offline'));

      await page.context().setOffline(false);
      await shows(outbox(page).getByText('Sent or refused'), 30_000);
      await outbox(page).click();
      await shows(page.getByTestId('outbox').getByText('Sent', { exact: true }));

      first = await openDay();
      expect(await first.getAttribute('aria-label')).toBe(person);
      await eventually(async () =>
        expect(await first.getByRole('radio', { name: wanted, exact: true }).isChecked()).toBe(
          true,
        ),
      );
    },
    SLOW,
  );

  ui.test(
    'a marks grid edited offline is saved when the link is back',
    async (page) => {
      await signIn(page, 'CollegeUser');
      await layoutReady(page);
      const openGrid = async () => {
        await page.goto('/exam-management/marks-entry');
        await choose(page, main(page), 'Exam', 'First Terminal Examination');
        await main(page)
          .locator('.ant-table-tbody tr.ant-table-row')
          .first()
          .getByRole('link', { name: 'Enter marks' })
          .click();
        const cells = main(page).getByLabel(/^Theory of /);
        await shows(cells.first(), 20_000);
        return cells.first();
      };
      let cell = await openGrid();
      const mark = (await cell.inputValue()) === '37' ? '38' : '37';
      await page.context().setOffline(true);
      await cell.fill(mark);
      await cell.press('Tab');
      await shows(main(page).getByText('Kept on this device: saved when the link is back'), 20_000);
      await page.context().setOffline(false);
      await shows(outbox(page).getByText('Sent or refused'), 30_000);
      cell = await openGrid();
      await eventually(async () => expect(await cell.inputValue()).toBe(mark));
    },
    SLOW,
  );

  ui.test(
    'a reload during an outage shows the app and the offline notice',
    async (page) => {
      await signIn(page, 'CollegeAdmin');
      await layoutReady(page);
      await page.goto('/employee-management/attendance');
      await shows(main(page).getByRole('heading', { name: 'Employee Attendance' }), 20_000);
      // The worker takes the page once it is installed; one more load keeps what the page uses.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 20_000,
      });
      await page.reload();
      await shows(main(page).getByRole('heading', { name: 'Employee Attendance' }), 20_000);

      await page.context().setOffline(true);
      await page.reload();
      await layoutReady(page);
      await shows(page.getByTestId('offline-banner'), 15_000);
      await shows(main(page).getByRole('heading', { name: 'Employee Attendance' }), 20_000);
      await page.context().setOffline(false);
    },
    { ...SLOW, serviceWorkers: true },
  );
});
