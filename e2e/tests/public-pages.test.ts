/**
 * Fiscal years and the user manual (issue 10, items 18 and 19): a visitor who has not signed in
 * reads the fiscal years at /other-setup/arthikBarsa (public in the spec's list), with the one
 * today falls in (2083/84 or later) active; a signed-in UgcAdmin opens the User Manual from the
 * Links menu and gets the rendered manual of their role in a new tab.
 */
import { browserFixture, eventually, pathOf, shows, signIn } from '../support/browser';
import { layoutReady, openDropdown } from '../support/app';

const ui = browserFixture('public-pages');

describe('public fiscal years and the user manual', () => {
  ui.test('a visitor reads the fiscal years without signing in', async (page) => {
    await page.goto('/other-setup/arthikBarsa');
    await shows(page.getByRole('heading', { name: 'Fiscal Years' }));
    const row = page.getByRole('row').filter({ hasText: '2083/84' });
    await shows(row);
    expect(await row.textContent()).toContain('2083-04-01 BS (2026-07-17 AD)');
    const active = page.getByRole('row').filter({ hasText: 'Active' });
    expect(await active.count()).toBe(1);
    expect(pathOf(page)).toBe('/other-setup/arthikBarsa');
    // Read-only: no setup form or row actions for a visitor.
    expect(await page.getByRole('button', { name: /add|edit|make active/i }).count()).toBe(0);
  });

  ui.test("the Links menu opens the signed-in role's user manual", async (page) => {
    await signIn(page, 'UgcAdmin');
    await layoutReady(page);
    const popup = await openDropdown(page, 'Links');
    const link = popup.getByRole('link', { name: 'User Manual' });
    expect(await link.getAttribute('href')).toBe('/user-manual/ugcadmin');
    const [manual] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await manual.waitForLoadState();
    await eventually(() => expect(new URL(manual.url()).pathname).toBe('/user-manual/ugcadmin'));
    await shows(manual.getByRole('heading', { level: 1, name: 'User Manual: UgcAdmin' }));
    await shows(manual.getByRole('heading', { level: 2, name: 'Signing in' }));
  });
});
