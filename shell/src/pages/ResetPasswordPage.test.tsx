import '@hemis/shared-auth/src/testing-dom';
import { act, screen, waitFor } from '@testing-library/react';
import { mockApi, type ApiReply, type MockedApi } from '@hemis/shared-auth/src/testing';
import ResetPasswordPage from './ResetPasswordPage';
import { renderPage } from './LoginPage.testing';

const SUCCESS = 'Your password has been successfully reset. Redirecting to sign-in page...';
const PATH = '/reset-password/:email/:token';
const AT = '/reset-password/student%40hemis.test/tok-123';

let api: MockedApi;
let reply: ApiReply;
beforeEach(() => {
  reply = { status: 201 };
  api = mockApi(() => reply);
});
afterEach(() => {
  api.restore();
  jest.useRealTimers();
});

type User = Awaited<ReturnType<typeof renderPage>>['user'];

async function fill(user: User, password = 'NewSecret@1', confirm = password) {
  await user.type(screen.getByLabelText('New Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
}
const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Reset Password' }));

describe('ResetPasswordPage', () => {
  it('shows the e-mail read-only and both passwords with a visibility toggle', async () => {
    const { user } = await renderPage(<ResetPasswordPage />, { path: PATH, at: AT });
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('student@hemis.test');
    expect(email).toHaveAttribute('readonly');
    const toggles = screen.getAllByRole('img', { name: /eye/ });
    expect(toggles).toHaveLength(2);
    await user.click(toggles[1] as HTMLElement);
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'password');
  });

  it('refuses a confirmation that does not match', async () => {
    const { user } = await renderPage(<ResetPasswordPage />, { path: PATH, at: AT });
    await fill(user, 'NewSecret@1', 'NewSecret@2');
    await submit(user);
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('resets, shows the success text with a sign-in link, and after 3 seconds goes to sign-in', async () => {
    const { user } = await renderPage(<ResetPasswordPage />, { path: PATH, at: AT });
    await fill(user);
    jest.useFakeTimers();
    await submit(user);
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      url: '/User/ResetPassword',
      data: { email: 'student@hemis.test', newPassword: 'NewSecret@1', resetToken: 'tok-123' },
    });
    act(() => {
      jest.advanceTimersByTime(2500);
    });
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(600);
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
    expect(screen.getByTestId('where-message')).toHaveTextContent(
      'Your password has been reset. Please sign in with your new password.',
    );
  });

  it('shows the failure text for an answer other than 201', async () => {
    reply = { status: 200 };
    const { user } = await renderPage(<ResetPasswordPage />, { path: PATH, at: AT });
    await fill(user);
    await submit(user);
    expect(
      await screen.findByText('Failed to reset password. Please try again.'),
    ).toBeInTheDocument();
  });

  it("shows the exception text with the API's reason (an expired link)", async () => {
    reply = {
      status: 400,
      data: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Some fields are not valid.',
        fields: { resetToken: 'This reset link is invalid or has expired.' },
      },
    };
    const { user } = await renderPage(<ResetPasswordPage />, { path: PATH, at: AT });
    await fill(user);
    await submit(user);
    expect(
      await screen.findByText('An error occurred. Please check your input and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('This reset link is invalid or has expired.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('where')).not.toBeInTheDocument());
  });
});
