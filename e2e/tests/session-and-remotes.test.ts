/**
 * Session lifetime (spec sections 4 and 9: 8 hours, checked every 60 s), one session shared by
 * the tabs of a browser, and a remote module that cannot be loaded (the shell shows "Module
 * unavailable" and everything else keeps working).
 */
import { browserFixture, signIn, pathOf, eventually, shows, showsText } from '../support/browser';
import { header, layoutReady, openProfileMenu, topMenuLink } from '../support/app';

const ui = browserFixture('session-and-remotes');
const HOUR = 60 * 60 * 1000;

describe('session expiry', () => {
  ui.test(
    'past 8 hours the user is signed out and back at /login',
    async (page) => {
      await signIn(page, 'CollegeAdmin');
      await layoutReady(page);

      // Seven hours and 58 minutes on: still signed in.
      await page.clock.fastForward(8 * HOUR - 2 * 60 * 1000);
      await page.clock.runFor(60_000);
      await layoutReady(page);
      expect(pathOf(page)).toBe('/');

      // Past 8 hours: the next check signs the user out.
      await page.clock.fastForward(3 * 60 * 1000);
      await page.clock.runFor(61_000);
      await page.waitForURL((current) => current.pathname === '/login', { timeout: 10_000 });
      expect(await topMenuLink(page, 'Dashboard').count()).toBe(0);

      // A reload does not bring the session back.
      await page.goto('/student-management/home');
      await page.waitForURL((current) => current.pathname === '/login');
    },
    { clock: true },
  );
});

describe('several tabs of one browser', () => {
  ui.test('a second tab stays signed in; logout in one tab signs out the other', async (page) => {
    await signIn(page, 'CollegeAdmin');
    await layoutReady(page);

    const second = await page.context().newPage();
    await second.goto('/student-management/home');
    await layoutReady(second);
    expect(pathOf(second)).toBe('/student-management/home');

    // Opening the second tab left the first one signed in, also after a reload.
    await page.reload();
    await layoutReady(page);
    expect(pathOf(page)).toBe('/');

    const menu = await openProfileMenu(second);
    await menu.getByText('Logout', { exact: true }).click();
    await second.waitForURL((current) => current.pathname === '/login');
    await page.waitForURL((current) => current.pathname === '/login', { timeout: 10_000 });
    expect(await topMenuLink(page, 'Dashboard').count()).toBe(0);
  });
});

describe('a remote module that is down', () => {
  ui.test(
    'shows "Module unavailable" in its section; header and other sections keep working',
    async (page) => {
      await page.route('**/remotes/mfe-exams/**', (route) => route.abort('connectionrefused'));
      const studentsLoaded: string[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/remotes/mfe-students/') && response.ok()) {
          studentsLoaded.push(response.url());
        }
      });
      await signIn(page, 'CollegeAdmin');
      await layoutReady(page);

      await topMenuLink(page, 'Exam').first().click();
      await page.waitForURL((current) => current.pathname === '/exam-management/home');
      await showsText(page, 'Module unavailable', 20_000);
      await shows(header(page));
      await layoutReady(page);

      // Another section, served by another remote, still loads.
      await topMenuLink(page, 'Student').first().click();
      await page.waitForURL((current) => current.pathname === '/student-management/home');
      await shows(page.getByRole('link', { name: 'Student Enrollment' }), 20_000);
      expect(await page.getByText('Module unavailable').filter({ visible: true }).count()).toBe(0);

      // And the dashboard too.
      await topMenuLink(page, 'Dashboard').first().click();
      await eventually(() => expect(pathOf(page)).toBe('/'));
      expect(await page.getByText('Module unavailable').filter({ visible: true }).count()).toBe(0);
    },
  );
});
