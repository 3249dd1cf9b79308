import '@hemis/shared-auth/src/testing-dom';
import { screen, waitFor } from '@testing-library/react';
import { signInSuccess } from '@hemis/shared-auth';
import { mockApi, sampleUser, type ApiReply, type MockedApi } from '@hemis/shared-auth/src/testing';
import ChangePasswordPage from './ChangePasswordPage';
import { freshStore, renderPage } from './LoginPage.testing';

let api: MockedApi;
let reply: ApiReply;
beforeEach(() => {
  reply = { status: 204 };
  api = mockApi(() => reply);
});
afterEach(() => api.restore());

async function open() {
  const store = await freshStore();
  store.dispatch(signInSuccess(sampleUser()));
  return renderPage(<ChangePasswordPage />, { path: '/change-password', store });
}
type User = Awaited<ReturnType<typeof open>>['user'];

async function fill(user: User, confirm = 'NewSecret@1') {
  await user.type(screen.getByLabelText('Current Password'), 'Hemis@2026');
  await user.type(screen.getByLabelText('New Password'), 'NewSecret@1');
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
}
const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Change Password' }));

describe('ChangePasswordPage', () => {
  it('asks for every field', async () => {
    const { user } = await open();
    await submit(user);
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(await screen.findByText('Confirm password is required')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('notes live whether the passwords match and has three visibility toggles', async () => {
    const { user } = await open();
    expect(screen.getAllByRole('img', { name: /eye/ })).toHaveLength(3);
    await fill(user, 'NewSecret@');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm Password'), '1');
    expect(await screen.findByText('Passwords match')).toBeInTheDocument();
  });

  it('changes the password with the bearer token and says so', async () => {
    const { user } = await open();
    await fill(user);
    await submit(user);
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      url: '/User/ChangePassword',
      data: {
        currentPassword: 'Hemis@2026',
        newPassword: 'NewSecret@1',
        confirmPassword: 'NewSecret@1',
      },
    });
    expect(api.calls[0]?.headers.authorization).toBe('Bearer token-abc');
    await waitFor(() => expect(screen.getByLabelText('Current Password')).toHaveValue(''));
  });

  it("shows the API's field errors under the fields", async () => {
    reply = {
      status: 400,
      data: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Some fields are not valid.',
        fields: { currentPassword: 'Current password is wrong.' },
      },
    };
    const { user } = await open();
    await fill(user);
    await submit(user);
    expect(await screen.findByText('Current password is wrong.')).toBeInTheDocument();
    expect(await screen.findByText('Some fields are not valid.')).toBeInTheDocument();
  });

  it('says the change failed when the API gives no reason', async () => {
    reply = { status: 500 };
    const { user } = await open();
    await fill(user);
    await submit(user);
    expect(
      await screen.findByText('Failed to change password. Please try again.'),
    ).toBeInTheDocument();
  });
});
