import '@hemis/shared-auth/src/testing-dom';
import { screen, waitFor } from '@testing-library/react';
import { mockApi, type ApiReply, type MockedApi } from '@hemis/shared-auth/src/testing';
import ForgotPasswordPage from './ForgotPasswordPage';
import { renderPage } from './LoginPage.testing';

const SUCCESS = 'A reset link has been sent to your email. Please Check your Email.';
const FAILURE = 'Failed to send reset link. Please check the email address and try again.';

let api: MockedApi;
let reply: () => ApiReply | Promise<ApiReply>;
beforeEach(() => {
  reply = () => ({ status: 201 });
  api = mockApi(() => reply());
});
afterEach(() => api.restore());

describe('ForgotPasswordPage', () => {
  it('is titled Reset Password and explains that a link is sent if the account exists', async () => {
    await renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    expect(
      screen.getByText('If an account exists for this email, a reset link will be sent to it.'),
    ).toBeInTheDocument();
  });

  it('reads Sending... while busy, then shows the success text for a 201', async () => {
    let answer: (value: ApiReply) => void = () => undefined;
    reply = () => new Promise<ApiReply>((resolve) => (answer = resolve));
    const { user } = await renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    await user.type(screen.getByLabelText('Email'), ' student@hemis.test ');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect(busy).toBeDisabled();
    answer({ status: 201 });
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      url: '/User/GetCodeUser',
      params: { email: 'student@hemis.test' },
    });
    expect(api.calls[0]?.data).toBeFalsy();
  });

  it.each<[string, ApiReply]>([
    ['a 200 (not 201)', { status: 200 }],
    ['a 404', { status: 404 }],
    ['a network failure', { networkError: true }],
  ])('shows the failure text for %s', async (_name, answer) => {
    reply = () => answer;
    const { user } = await renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    await user.type(screen.getByLabelText('Email'), 'someone@hemis.test');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(FAILURE)).toBeInTheDocument();
  });

  it('clears the result on any edit', async () => {
    const { user } = await renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    await user.type(screen.getByLabelText('Email'), 'student@hemis.test');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'x');
    await waitFor(() => expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument());
  });

  it('checks the e-mail before sending', async () => {
    const { user } = await renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
