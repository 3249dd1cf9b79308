import '@hemis/shared-auth/src/testing-dom';
import { screen, waitFor } from '@testing-library/react';
import { mockApi, type ApiReply, type MockedApi } from '@hemis/shared-auth/src/testing';
import RegisterPage from './RegisterPage';
import { renderPage } from './LoginPage.testing';

let api: MockedApi;
let reply: ApiReply;
beforeEach(() => {
  reply = { status: 201, data: { id: 1 } };
  api = mockApi(() => reply);
});
afterEach(() => api.restore());

type User = Awaited<ReturnType<typeof renderPage>>['user'];

async function fillValid(user: User) {
  await user.type(screen.getByLabelText('First Name'), 'Ram');
  await user.type(screen.getByLabelText('Last Name'), 'Thapa');
  await user.type(screen.getByLabelText('Phone Number'), '9841000000');
  await user.type(screen.getByLabelText('Email'), 'ram@example.np');
  await user.click(screen.getByLabelText('Male'));
  await user.type(screen.getByLabelText('Password'), 'Secret@123');
  await user.type(screen.getByLabelText('Confirm Password'), 'Secret@123');
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Register' }));

describe('RegisterPage', () => {
  it('shows every required message of the spec and sends nothing', async () => {
    const { user } = await renderPage(<RegisterPage />, { path: '/register' });
    await submit(user);
    for (const message of [
      'First name is required',
      'Last name is required',
      'Phone number is required',
      'Email is required',
      'Gender is required',
      'Password is required',
      'Confirm password is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.calls).toHaveLength(0);
  });

  it('takes only digits in the phone field, at most 10, and wants exactly 10', async () => {
    const { user } = await renderPage(<RegisterPage />, { path: '/register' });
    const phone = screen.getByLabelText('Phone Number');
    await user.type(phone, 'ab98-41x');
    expect(phone).toHaveValue('9841');
    await submit(user);
    expect(await screen.findByText('Phone number must be 10 digits')).toBeInTheDocument();
    await user.type(phone, '0000001234');
    expect(phone).toHaveValue('9841000000');
    await waitFor(() =>
      expect(screen.queryByText('Phone number must be 10 digits')).not.toBeInTheDocument(),
    );
  });

  it('notes live whether the passwords match, and blocks a mismatch', async () => {
    const { user } = await renderPage(<RegisterPage />, { path: '/register' });
    await user.type(screen.getByLabelText('Password'), 'Secret@123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret@12');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm Password'), '3');
    expect(await screen.findByText('Passwords match')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm Password'), '4');
    await user.type(screen.getByLabelText('First Name'), 'Ram');
    await user.type(screen.getByLabelText('Last Name'), 'Thapa');
    await user.type(screen.getByLabelText('Phone Number'), '9841000000');
    await user.type(screen.getByLabelText('Email'), 'ram@example.np');
    await user.click(screen.getByLabelText('Female'));
    await submit(user);
    // The form's check under the field says it; the live note gives way, so it shows once.
    await waitFor(() =>
      expect(screen.getByText('Passwords do not match').closest('.ant-form-item')).not.toBeNull(),
    );
    expect(screen.getAllByText('Passwords do not match')).toHaveLength(1);
    expect(api.calls).toHaveLength(0);
  });

  it('shows and hides the passwords', async () => {
    const { user } = await renderPage(<RegisterPage />, { path: '/register' });
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    const toggles = screen.getAllByRole('img', { name: /eye/ });
    expect(toggles).toHaveLength(2);
    await user.click(toggles[0] as HTMLElement);
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getAllByRole('img', { name: /eye/ })[0] as HTMLElement);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('registers with a multipart form, says so and goes to sign-in', async () => {
    const { user } = await renderPage(<RegisterPage />, { path: '/register' });
    await fillValid(user);
    await submit(user);
    expect(await screen.findByTestId('where')).toHaveTextContent('/login');
    expect(
      await screen.findByText(
        'Student successfully registered. Your campus will verify your account before you can sign in.',
      ),
    ).toBeInTheDocument();
    const call = api.calls[0];
    expect(call).toMatchObject({ method: 'POST', url: '/User' });
    expect(call?.data).toBeInstanceOf(FormData);
    const body = Object.fromEntries((call?.data as FormData).entries());
    expect(body).toEqual({
      firstName: 'Ram',
      middleName: '',
      lastName: 'Thapa',
      phoneNumber: '9841000000',
      email: 'ram@example.np',
      gender: 'male',
      password: 'Secret@123',
      confirmPassword: 'Secret@123',
    });
  });

  it('says registration failed, with the API message for a 409', async () => {
    reply = {
      status: 409,
      data: {
        statusCode: 409,
        error: 'Conflict',
        message: 'An account with this email already exists.',
      },
    };
    const { user } = await renderPage(<RegisterPage />, { path: '/register' });
    await fillValid(user);
    await submit(user);
    expect(
      await screen.findByText(
        'Student registration failed! An account with this email already exists.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('An account with this email already exists.')).toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('says registration failed on other errors', async () => {
    reply = { status: 500 };
    const { user } = await renderPage(<RegisterPage />, { path: '/register' });
    await fillValid(user);
    await submit(user);
    expect(await screen.findAllByText('Student registration failed!')).not.toHaveLength(0);
  });

  it('links back to sign-in', async () => {
    await renderPage(<RegisterPage />, { path: '/register' });
    expect(screen.getByRole('link', { name: 'Have an account? Sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
