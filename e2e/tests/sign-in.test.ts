/** Access rules and the sign-in screen (spec sections 2, 4, 5 and 8), plus the 404 screen. */
import {
  browserFixture,
  signIn,
  fillSignIn,
  pathOf,
  eventually,
  shows,
  showsText,
  ROLE_EMAILS,
} from '../support/browser';
import { header, layoutReady, openProfileMenu } from '../support/app';
import { runtime, SUPPORT_EMAIL, SUPPORT_PHONE, url } from '../support/runtime';

const ui = browserFixture('sign-in');

describe('access rules and sign-in', () => {
  ui.test(
    'an anonymous visit to a protected path goes to /login?redirect=<path> and back after sign-in',
    async (page) => {
      const protectedPath = '/other-setup/home';
      await page.goto(protectedPath);
      await page.waitForURL((current) => current.pathname === '/login');
      const current = new URL(page.url());
      expect(current.searchParams.get('redirect')).toBe(protectedPath);
      expect(current.search).toBe(`?redirect=${encodeURIComponent(protectedPath)}`);

      await fillSignIn(page, ROLE_EMAILS.CollegeAdmin, runtime().demoPassword);
      await page.waitForURL((url) => url.pathname === protectedPath);
      await layoutReady(page);
    },
  );

  ui.test(
    'the redirect replaces history: Back does not return to the protected path',
    async (page) => {
      await page.goto('/login');
      await page.goto('/employee-management/home');
      await page.waitForURL(
        (current) => current.pathname === '/login' && current.search.includes('redirect'),
      );
      await page.goBack();
      await eventually(() => expect(pathOf(page)).toBe('/login'));
      expect(new URL(page.url()).search).toBe('');
    },
  );

  ui.test('a signed-in user opening /login is sent to the redirect target', async (page) => {
    await signIn(page, 'CollegeUser');
    await layoutReady(page);
    await page.goto(`/login?redirect=${encodeURIComponent('/exam-management/home')}`);
    await page.waitForURL((current) => current.pathname === '/exam-management/home');
  });

  ui.test('wrong credentials show the spec message and stay on /login', async (page) => {
    await page.goto('/login');
    await fillSignIn(page, ROLE_EMAILS.CollegeAdmin, 'Not-the-password-1');
    await showsText(page, 'Wrong Credentials. Email or Password is Wrong.');
    expect(pathOf(page)).toBe('/login');
  });

  ui.test('an unknown account also shows the wrong-credentials message', async (page) => {
    await page.goto('/login');
    await fillSignIn(page, 'nobody@hemis.test', 'Whatever-123');
    await showsText(page, 'Wrong Credentials. Email or Password is Wrong.');
    expect(pathOf(page)).toBe('/login');
  });

  ui.test(
    'blank (whitespace) email and password show "Email and password are required."',
    async (page) => {
      await page.goto('/login');
      await fillSignIn(page, '   ', '   ');
      await showsText(page, 'Email and password are required.');
      expect(pathOf(page)).toBe('/login');
    },
  );

  ui.test(
    'the sign-in screen has Remember me, the Forgot password link and a successful sign-in notice',
    async (page) => {
      await page.goto('/login');
      await shows(page.getByRole('checkbox', { name: 'Remember me' }));
      await shows(page.getByRole('link', { name: /forgot password/i }));
      await fillSignIn(page, ROLE_EMAILS.CollegeAdmin, runtime().demoPassword);
      await showsText(page, 'Successfully Logged In!');
      await eventually(() => expect(pathOf(page)).toBe('/'));
    },
  );

  ui.test('the 404 screen on an unknown public path', async (page) => {
    await page.goto('/no-such-page-here');
    await showsText(page, 'Oops!');
    await showsText(page, '404 Error: Page not found');
    const home = page.getByRole('button', { name: 'Go to homepage' });
    await shows(home);
    await home.click();
    await eventually(() => expect(pathOf(page)).not.toBe('/no-such-page-here'));
  });

  ui.test('Logout from the profile menu clears the session and leaves the layout', async (page) => {
    await signIn(page, 'CollegeUser');
    await layoutReady(page);
    const menu = await openProfileMenu(page);
    await menu.getByText('Logout', { exact: true }).click();
    await page.waitForURL((current) => current.pathname === '/login');
    await page.reload();
    await eventually(() => expect(pathOf(page)).toBe('/login'));
    await page.goto('/student-management/home');
    await page.waitForURL((current) => current.pathname === '/login');
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain(ROLE_EMAILS.CollegeUser.replace('@', '\\u0040'));
    expect(stored).not.toContain('tokenString');
  });
});

describe('public header and footer', () => {
  ui.test('anonymous header links and the footer contacts', async (page) => {
    await page.goto('/login');
    const home = page.getByRole('link', { name: 'Home', exact: true });
    await shows(home);
    expect(await home.getAttribute('href')).toBe('/home');
    const login = page.getByRole('link', { name: 'Login', exact: true });
    expect(await login.getAttribute('href')).toBe('/login');

    const footer = page.locator('footer');
    for (const label of ['About', 'Terms', 'Privacy']) {
      await shows(footer.getByText(label, { exact: true }));
    }
    const phone = footer.getByRole('link', { name: SUPPORT_PHONE });
    expect(await phone.getAttribute('href')).toBe(`tel:${SUPPORT_PHONE}`);
    const email = footer.getByRole('link', { name: SUPPORT_EMAIL });
    expect(await email.getAttribute('href')).toBe(`mailto:${SUPPORT_EMAIL}`);
    // The developer credit is the remaining link.
    expect(await footer.getByRole('link').count()).toBe(3);
  });

  ui.test("the header shows campus 49's logo, name, local level and district", async (page) => {
    const response = await fetch(url('/api/Campus/49'));
    expect(response.status).toBe(200);
    const campus = (await response.json()) as {
      campusName: string;
      localLevel: string;
      district: string;
    };
    for (const path of ['/login', '/']) {
      if (path === '/') {
        await signIn(page, 'UniAdmin');
        await layoutReady(page);
      } else {
        await page.goto(path);
      }
      const top = header(page);
      await shows(top.getByText(campus.campusName, { exact: true }));
      await shows(top.getByText(campus.localLevel));
      await shows(top.getByText(campus.district));
      const logo = top.getByRole('img').first();
      await eventually(async () =>
        expect(
          await logo.evaluate((img) => (img as HTMLImageElement).naturalWidth),
        ).toBeGreaterThan(0),
      );
    }
  });
});
