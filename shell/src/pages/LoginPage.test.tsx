import '@hemis/shared-auth/src/testing-dom';
import { screen, waitFor } from '@testing-library/react';
import { MESSAGES, STORAGE_KEYS } from '@hemis/shared-contracts';
import { selectCurrentUser, signInSuccess } from '@hemis/shared-auth';
import {
  mockApi,
  sampleUser,
  type ApiCall,
  type ApiReply,
  type MockedApi,
} from '@hemis/shared-auth/src/testing';
import { resetBrandingCache } from '../layout/useCampus';
import { handOverSignIn } from '../signin/handover';
import { CAMPUS_49, COUNTS } from '../test/renderShell';
import { forgetReadsAhead } from '@hemis/shared-ui/src/home/readAheadStore';
import LoginPage from './LoginPage';
import { freshStore, renderPage } from './LoginPage.testing';

const campus = { ...CAMPUS_49, campusName: 'Model Campus' };

let api: MockedApi;
let loginReply: (call: ApiCall) => ApiReply | Promise<ApiReply>;

beforeEach(() => {
  // Each case signs in anew, with the same sample token: no case takes another's reads ahead.
  forgetReadsAhead();
  resetBrandingCache();
  localStorage.clear();
  sessionStorage.clear();
  loginReply = () => ({ status: 200, data: sampleUser() });
  api = mockApi((call) => {
    if (call.url === '/Campus/49') return { status: 200, data: campus };
    if (call.url === '/Dashboard/Counts') return { status: 200, data: COUNTS };
    return loginReply(call);
  });
});
afterEach(() => api.restore());

const loginCalls = () => api.calls.filter((call) => call.url === '/User/Login');

async function fillAndSubmit(
  user: Awaited<ReturnType<typeof renderPage>>['user'],
  email = 'collegeadmin@hemis.test',
  password = 'Hemis@2026',
) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: /Sign In as Admin/ }));
}

describe('LoginPage', () => {
  it('takes a sign-in handed over by the lean sign-in screen with the answer of its call', async () => {
    const values = { email: 'collegeadmin@hemis.test', password: 'Hemis@2026', rememberMe: true };
    handOverSignIn({
      values,
      sent: {
        email: values.email,
        password: values.password,
        answer: Promise.resolve({ status: 200, data: sampleUser() }),
      },
    });
    const { store } = await renderPage(<LoginPage />, { path: '/login' });
    expect(await screen.findByTestId('where')).toHaveTextContent('/');
    expect(await screen.findByText('Successfully Logged In!')).toBeInTheDocument();
    expect(selectCurrentUser(store.getState())?.tokenString).toBe('token-abc');
    expect(localStorage.getItem(STORAGE_KEYS.rememberedEmail)).toBe(values.email);
    // The call was the lean screen's: none from here.
    expect(loginCalls()).toHaveLength(0);
  });

  it('sends a handed-over sign-in itself when the lean screen sent no call', async () => {
    handOverSignIn({
      values: { email: 'collegeadmin@hemis.test', password: 'Hemis@2026', rememberMe: false },
      sent: null,
    });
    await renderPage(<LoginPage />, { path: '/login' });
    expect(await screen.findByTestId('where')).toHaveTextContent('/');
    expect(loginCalls()).toHaveLength(1);
  });

  it('checks a handed-over sign-in first: a refused e-mail shows its message, its call unused', async () => {
    const tooLong = `${'a'.repeat(250)}@b.np`;
    handOverSignIn({
      values: { email: tooLong, password: 'Hemis@2026', rememberMe: false },
      sent: {
        email: tooLong,
        password: 'Hemis@2026',
        answer: Promise.resolve({ status: 400, data: {} }),
      },
    });
    await renderPage(<LoginPage />, { path: '/login' });
    expect(await screen.findByText('At most 254 characters')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.signIn.httpError)).not.toBeInTheDocument();
    expect(loginCalls()).toHaveLength(0);
  });

  it('shows the campus logo and name once fetched, and the links', async () => {
    await renderPage(<LoginPage />, { path: '/login' });
    const logo = await screen.findByAltText('Campus logo');
    expect(logo).toHaveAttribute('src', '/uploads/campus-49.png');
    expect(screen.getByText('Model Campus')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Apply online' })).toHaveAttribute(
      'href',
      '/open-enroll',
    );
    expect(screen.getByRole('link', { name: 'Open data' })).toHaveAttribute('href', '/open-data');
  });

  it('only logs a failed campus fetch', async () => {
    api.restore();
    api = mockApi(() => ({ status: 500 }));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPage(<LoginPage />, { path: '/login' });
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('The campus record could not be read', expect.anything()),
    );
    expect(screen.queryByAltText('Campus logo')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Sign In as Admin/ })).toBeInTheDocument();
    logged.mockRestore();
  });

  it('asks for both fields (blank counts as missing) and calls nothing', async () => {
    const { user } = await renderPage(<LoginPage />, { path: '/login' });
    await user.type(screen.getByLabelText('Email'), '   ');
    await user.click(screen.getByRole('button', { name: /Sign In as Admin/ }));
    expect(await screen.findAllByText('Email and password are required.')).toHaveLength(2);
    expect(loginCalls()).toHaveLength(0);
  });

  it('shows the wrong-credentials error inline and as a notice', async () => {
    loginReply = () => ({
      status: 401,
      data: { statusCode: 401, error: 'Unauthorized', message: 'x' },
    });
    const { user, store } = await renderPage(<LoginPage />, { path: '/login' });
    await fillAndSubmit(user);
    await waitFor(() =>
      expect(screen.getAllByText('Wrong Credentials. Email or Password is Wrong.')).toHaveLength(2),
    );
    const inline = screen
      .getAllByRole('alert')
      .find((node) => node.classList.contains('ant-alert'));
    expect(inline).toHaveTextContent('Wrong Credentials');
    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it.each<[string, ApiReply, string]>([
    ['a server error', { status: 500 }, 'An error occurred. Please try again later.'],
    ['a network failure', { networkError: true }, 'An unexpected error occurred.'],
    ['an odd answer', { status: 200, data: { ok: true } }, 'Unexpected response format.'],
    [
      'an account waiting for verification (403)',
      { status: 403, data: { statusCode: 403, message: MESSAGES.signIn.notVerified } },
      MESSAGES.signIn.notVerified,
    ],
    [
      'a deactivated account (403)',
      { status: 403, data: { statusCode: 403, message: MESSAGES.signIn.disabled } },
      MESSAGES.signIn.disabled,
    ],
    [
      'too many attempts (429)',
      { status: 429, data: { statusCode: 429, message: MESSAGES.signIn.tooManyAttempts } },
      MESSAGES.signIn.tooManyAttempts,
    ],
    [
      'another refusal (403)',
      { status: 403, data: { statusCode: 403, message: 'Forbidden' } },
      MESSAGES.signIn.httpError,
    ],
  ])('shows the message for %s', async (_name, reply, message) => {
    loginReply = () => reply;
    const { user } = await renderPage(<LoginPage />, { path: '/login' });
    await fillAndSubmit(user);
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
  });

  it('signs in, says so, remembers the e-mail and goes to the redirect path', async () => {
    const { user, store } = await renderPage(<LoginPage />, {
      path: '/login',
      at: '/login?redirect=%2Fstudent-management%2Fhome',
    });
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await fillAndSubmit(user, '  collegeadmin@hemis.test ');
    expect(await screen.findByTestId('where')).toHaveTextContent('/student-management/home');
    expect(await screen.findByText('Successfully Logged In!')).toBeInTheDocument();
    expect(loginCalls()[0]?.data).toEqual({
      email: 'collegeadmin@hemis.test',
      password: 'Hemis@2026',
      cOllegeId: 49,
      uniId: '0',
      isUgc: true,
    });
    expect(selectCurrentUser(store.getState())?.email).toBe('collegeadmin@hemis.test');
    expect(localStorage.getItem(STORAGE_KEYS.rememberedEmail)).toBe('collegeadmin@hemis.test');
    expect(localStorage.getItem(STORAGE_KEYS.rememberMe)).toBe('true');
    // Not the dashboard: its counts and figures are not read ahead.
    expect(api.calls.filter((call) => call.url.startsWith('/Dashboard/'))).toHaveLength(0);
  });

  it('keeps the button loading while signing in', async () => {
    let answer: (reply: ApiReply) => void = () => undefined;
    loginReply = () => new Promise<ApiReply>((resolve) => (answer = resolve));
    const { user } = await renderPage(<LoginPage />, { path: '/login' });
    await fillAndSubmit(user);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Sign In as Admin/ })).toHaveClass(
        'ant-btn-loading',
      ),
    );
    answer({ status: 401 });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Sign In as Admin/ })).not.toHaveClass(
        'ant-btn-loading',
      ),
    );
  });

  it('goes to the dashboard when the redirect is not a path of this site', async () => {
    const { user } = await renderPage(<LoginPage />, {
      path: '/login',
      at: '/login?redirect=%2F%2Fevil.example',
    });
    await fillAndSubmit(user);
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
    // The dashboard's counts and figures are already on their way while it draws.
    expect(api.calls.filter((call) => call.url === '/Dashboard/Counts')).toHaveLength(1);
    expect(api.calls.filter((call) => call.url === '/Dashboard/Figures')).toHaveLength(1);
  });

  it('opens the reset form when the answer is a verification token', async () => {
    loginReply = () => ({ status: 200, data: { name: 'verificationToken', value: 'tok123' } });
    const { user } = await renderPage(<LoginPage />, { path: '/login' });
    await fillAndSubmit(user, 'new@hemis.test', 'Temp@1234');
    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/reset-password/new%40hemis.test/tok123',
    );
  });

  it('sends a user who is already signed in to the redirect path', async () => {
    const store = await freshStore();
    store.dispatch(signInSuccess(sampleUser()));
    await renderPage(<LoginPage />, { path: '/login', at: '/login?redirect=%2Fprofile', store });
    expect(await screen.findByTestId('where')).toHaveTextContent('/profile');
  });

  it('prefills the remembered e-mail', async () => {
    localStorage.setItem(STORAGE_KEYS.rememberedEmail, 'uniadmin@hemis.test');
    localStorage.setItem(STORAGE_KEYS.rememberMe, 'true');
    await renderPage(<LoginPage />, { path: '/login' });
    expect(screen.getByLabelText('Email')).toHaveValue('uniadmin@hemis.test');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await screen.findByAltText('Campus logo');
  });

  it('shows the message it was sent with (after a password reset)', async () => {
    await renderPage(<LoginPage />, {
      path: '/login',
      at: { pathname: '/login', state: { message: 'Your password has been reset.' } },
    });
    expect(screen.getByText('Your password has been reset.')).toBeInTheDocument();
    await screen.findByAltText('Campus logo');
  });
});
