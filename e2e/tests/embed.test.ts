/**
 * An integrator's page on another origin (examples/embed/index.html, plain HTML with no build)
 * loads the setup module from the running server, mounts Faculty Management, signs in and adds
 * a faculty. The server lists that origin in HEMIS_CORS_ORIGINS (see the global setup).
 */
import { apiCall, apiToken } from '../support/api';
import { ROLE_EMAILS, browserFixture, shows, showsText } from '../support/browser';
import { runtime } from '../support/runtime';

// The page is served from its own origin by the global setup (support/embed-page.ts).
const ui = browserFixture('embed');

describe('a module embedded in another site', () => {
  ui.test(
    'mounts Faculty Management, signs in and adds a faculty that the API holds',
    async (page) => {
      const { baseURL, embedOrigin, demoPassword } = runtime();
      const name = `Embedded Faculty ${Date.now().toString().slice(-6)}`;
      const address = `${embedOrigin}/?hemis=${encodeURIComponent(baseURL)}`;
      await page.goto(address);
      // The module's own sign-in, inside the page's element.
      const mounted = page.locator('#hemis-module');
      await mounted.getByLabel('Email').fill(ROLE_EMAILS.CollegeAdmin, { timeout: 30_000 });
      await mounted.getByLabel('Password').fill(demoPassword);
      await mounted.getByRole('button', { name: 'Sign In' }).click();
      await showsText(page, 'Faculty Management', 20_000);

      const form = mounted.locator('form').first();
      await form.getByLabel('Faculty Name').fill(name);
      await form.getByLabel('Faculty Type').click();
      await page
        .locator('.ant-select-dropdown')
        .filter({ visible: true })
        .getByTitle('General', { exact: true })
        .click();
      await form.getByLabel('Short Name').fill('EMB');
      await form.getByRole('button', { name: 'Submit' }).click();
      await showsText(page, 'Data Successfuly Added !!');
      await shows(mounted.getByRole('row').filter({ hasText: name }));
      // The module kept its own history: the integrator's address is untouched.
      expect(page.url()).toBe(address);

      // The row is in the API.
      const token = await apiToken(ROLE_EMAILS.CollegeAdmin, demoPassword);
      const listed = await apiCall(token, 'GET', `/Faculty?pageSize=100`);
      expect(listed.status).toBe(200);
      expect(JSON.stringify(listed.body)).toContain(name);
    },
  );
});
