import '@hemis/shared-auth/src/testing-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@hemis/shared-contracts';
import { sampleUser, type ApiCall, type ApiHandler } from '@hemis/shared-auth/src/testing';
import {
  changeDigits,
  changeLanguage,
  currentDigits,
  currentLanguage,
  DIGITS_STORAGE_KEY,
  translate,
} from '@hemis/shared-ui';
import { defaultApi, pathNow, renderShell, type ShellRender } from '../test/renderShell';

jest.mock('../federation/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

let view: ShellRender | null = null;
afterEach(() => {
  view?.api.restore();
  view = null;
  // jest.setup puts the language back; the digits are ours to put back.
  changeDigits('latin');
  localStorage.removeItem(DIGITS_STORAGE_KEY);
});

const banner = () => screen.getByRole('banner');
/**
 * A menu title as the screens show it: through every catalogue (the first that holds it wins, so
 * the test does not fix which package's wording that is); never its English.
 */
const shownTitle = (english: string): string => {
  const nepali = translate(english);
  expect(nepali).not.toBe(english);
  return nepali;
};
const preferenceCalls = (calls: readonly ApiCall[]) =>
  calls.filter((call) => call.url === API_PATHS.preferences);

/** The API, with PATCH /User/Preferences answered as the server does. */
const withPreferences =
  (base: ApiHandler = defaultApi): ApiHandler =>
  (call) =>
    call.url === API_PATHS.preferences && call.method === 'PATCH'
      ? { status: 200, data: { language: 'ne', digits: 'latin' } }
      : base(call);

/** The shell's own texts on the sign-in page, which Nepali must replace. */
const SIGN_IN_ENGLISH = [
  'Sign In',
  'Remember me',
  'Forgot password?',
  'Sign In as Admin',
  'Create an account',
  'Apply online',
  'Open data',
  'Accredited campuses',
  'About',
  'Terms',
  'Privacy',
];

describe('the language switch', () => {
  it('switches the header to Nepali and back, keeping a signed-in user’s choice on the server', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    view = await renderShell({ role: 'CollegeAdmin', api: withPreferences() });
    const nav = await within(banner()).findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();

    await user.click(within(banner()).getByText('नेपाली'));
    const menu = await within(banner()).findByRole('navigation', { name: 'मुख्य मेनु' });
    expect(within(menu).getByRole('link', { name: shownTitle('Dashboard') })).toBeInTheDocument();
    expect(within(menu).getByText(shownTitle('HEMIS Reports'))).toBeInTheDocument();
    expect(within(banner()).queryByText('HEMIS Reports')).toBeNull();
    expect(document.documentElement.lang).toBe('ne');
    await waitFor(() =>
      expect(preferenceCalls(view?.api.calls ?? [])).toEqual([
        expect.objectContaining({ method: 'PATCH', data: { language: 'ne' } }),
      ]),
    );

    await user.click(within(banner()).getByText('English'));
    expect(await within(banner()).findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(currentLanguage()).toBe('en');
    await waitFor(() =>
      expect(preferenceCalls(view?.api.calls ?? []).map((call) => call.data)).toEqual([
        { language: 'ne' },
        { language: 'en' },
      ]),
    );
  });

  it('switches the sign-in page to Nepali and back, sending nothing for a visitor', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    view = await renderShell({ role: '', path: '/login', api: withPreferences() });
    expect(await screen.findByRole('button', { name: /Sign In as Admin/ })).toBeInTheDocument();

    await user.click(within(banner()).getByText('नेपाली'));
    expect(
      await screen.findByRole('button', { name: /प्रशासकका रूपमा साइन इन गर्नुहोस्/ }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('इमेल')).toBeInTheDocument();
    expect(localStorage.getItem('hemis.language')).toBe('ne');

    await user.click(within(banner()).getByText('English'));
    expect(await screen.findByRole('button', { name: /Sign In as Admin/ })).toBeInTheDocument();
    expect(preferenceCalls(view.api.calls)).toEqual([]);
  });

  it('keeps a failed save quiet: the browser keeps the choice', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    view = await renderShell({
      role: 'CollegeAdmin',
      api: (call) => (call.url === API_PATHS.preferences ? { status: 500 } : defaultApi(call)),
    });
    await user.click(await within(banner()).findByText('नेपाली'));
    await waitFor(() => expect(preferenceCalls(view?.api.calls ?? [])).toHaveLength(1));
    expect(currentLanguage()).toBe('ne');
    expect(
      within(banner()).getByRole('link', { name: shownTitle('Dashboard') }),
    ).toBeInTheDocument();
  });
});

describe('Devanagari digits', () => {
  it('is a setting of the profile menu, kept on the server for a signed-in user', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    view = await renderShell({ role: 'CollegeAdmin', api: withPreferences() });
    await user.click(await within(banner()).findByLabelText('Profile menu'));
    await user.click(await screen.findByText('Devanagari digits'));
    expect(currentDigits()).toBe('devanagari');
    await waitFor(() =>
      expect(preferenceCalls(view?.api.calls ?? [])).toEqual([
        expect.objectContaining({ method: 'PATCH', data: { digits: 'devanagari' } }),
      ]),
    );
  });
});

describe('the user’s preferences', () => {
  it('apply at sign-in: the user’s language and digits', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const signedIn = sampleUser({ preferences: { language: 'ne', digits: 'devanagari' } });
    view = await renderShell({
      role: '',
      path: '/login',
      api: (call) =>
        call.url === API_PATHS.login ? { status: 200, data: signedIn } : defaultApi(call),
    });
    await user.type(await screen.findByLabelText('Email'), 'collegeadmin@hemis.test');
    await user.type(screen.getByLabelText('Password'), 'Hemis@2026');
    await user.click(screen.getByRole('button', { name: /Sign In as Admin/ }));
    await waitFor(() => expect(pathNow()).toBe('/'));
    await waitFor(() => expect(currentLanguage()).toBe('ne'));
    expect(currentDigits()).toBe('devanagari');
    expect(
      await within(banner()).findByRole('link', { name: shownTitle('Dashboard') }),
    ).toBeInTheDocument();
    // Applied, not chosen: nothing sent back.
    expect(preferenceCalls(view.api.calls)).toEqual([]);
  });

  it('apply when a stored session starts', async () => {
    view = await renderShell({
      role: 'CollegeAdmin',
      user: { preferences: { language: 'ne', digits: 'latin' } },
    });
    expect(
      await within(banner()).findByRole('link', { name: shownTitle('Dashboard') }),
    ).toBeInTheDocument();
    expect(currentDigits()).toBe('latin');
  });

  it('leave the browser’s choice when the user has none', async () => {
    await act(() => changeLanguage('ne'));
    view = await renderShell({
      role: 'CollegeAdmin',
      user: { preferences: { language: null, digits: 'latin' } },
    });
    expect(
      await within(banner()).findByRole('link', { name: shownTitle('Dashboard') }),
    ).toBeInTheDocument();
    expect(currentLanguage()).toBe('ne');
  });
});

describe('in Nepali', () => {
  it('draws the sign-in page in Nepali', async () => {
    await act(() => changeLanguage('ne'));
    view = await renderShell({ role: '', path: '/login' });
    expect(
      await screen.findByRole('button', { name: /प्रशासकका रूपमा साइन इन गर्नुहोस्/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('साइन इन')).toBeInTheDocument();
    expect(screen.getByLabelText('इमेल')).toBeInTheDocument();
    expect(screen.getByLabelText('पासवर्ड')).toBeInTheDocument();
    expect(screen.getByText('मलाई सम्झनुहोस्')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'पासवर्ड बिर्सनुभयो?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'खाता खोल्नुहोस्' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'खुला तथ्याङ्क' })).toBeInTheDocument();
    expect(screen.getByText('परिचय')).toBeInTheDocument();
    const main = screen.getByRole('main');
    for (const english of SIGN_IN_ENGLISH) {
      expect(within(document.body).queryByText(english, { exact: true })).toBeNull();
    }
    expect(within(main).queryByText(/Sign In/)).toBeNull();
  });

  it('draws the header menus in Nepali', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await act(() => changeLanguage('ne'));
    view = await renderShell({ role: 'UgcAdmin' });
    const nav = await within(banner()).findByRole('navigation', { name: 'मुख्य मेनु' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Setup', 'Campus QAA', 'Campus-Fact sheet'].map(shownTitle));
    await user.click(within(banner()).getByText(shownTitle('HEMIS Reports')));
    expect(
      await screen.findByRole('link', { name: shownTitle('Summary Report') }),
    ).toBeInTheDocument();
    await user.click(within(banner()).getByText(shownTitle('Links')));
    expect(
      await screen.findByRole('link', { name: shownTitle('User Manual') }),
    ).toBeInTheDocument();

    await user.click(within(banner()).getByLabelText('प्रोफाइल मेनु'));
    // The profile menu's and the sidebar's.
    expect(
      await screen.findAllByRole('link', { name: shownTitle('Change Password') }),
    ).toHaveLength(2);
    expect(screen.getByText('देवनागरी अङ्क')).toBeInTheDocument();
    expect(screen.getByText(shownTitle('Logout'))).toBeInTheDocument();

    const sidebar = screen.getByRole('navigation', { name: 'खण्ड मेनु' });
    expect(
      within(sidebar).getByRole('link', { name: shownTitle('Dashboard') }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ड्यासबोर्ड' })).toBeInTheDocument();
    // None of the menus' English is left in the header.
    for (const english of ['Dashboard', 'Setup', 'HEMIS Reports', 'Links', 'Logout']) {
      expect(within(banner()).queryByText(english, { exact: true })).toBeNull();
    }
  });

  it.each([
    ['/register', ['विद्यार्थी दर्ता', 'पहिलो नाम', 'पुरुष', 'खाता छ? साइन इन गर्नुहोस्'], ['Register']],
    ['/forgot-password', ['रिसेट लिङ्क पठाउनुहोस्', 'साइन इनमा फर्कनुहोस्'], ['Send Reset Link']],
    ['/no-such-page', ['लगइन', 'गोपनीयता'], ['Login', 'Privacy']],
  ])('draws %s in Nepali', async (path, nepali, english) => {
    await act(() => changeLanguage('ne'));
    view = await renderShell({ role: '', path });
    for (const text of nepali) expect(await screen.findByText(text)).toBeInTheDocument();
    for (const text of english) expect(screen.queryByText(text, { exact: true })).toBeNull();
  });

  it('draws the dashboard in Nepali', async () => {
    await act(() => changeLanguage('ne'));
    view = await renderShell({ role: 'CollegeAdmin' });
    expect(await screen.findByRole('heading', { name: 'मोड्युलहरू' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ड्यासबोर्ड' })).toBeInTheDocument();
    expect(screen.queryByText('Modules')).toBeNull();
  });
});
