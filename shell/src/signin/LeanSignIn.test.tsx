import '@hemis/shared-auth/src/testing-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { StyleProvider } from '@ant-design/cssinjs';
import { loginRequestSchema } from '@hemis/shared-contracts';
import { SESSION_SLICE, createAppStore, signInSuccess, signOut } from '@hemis/shared-auth';
import { bootstrapped, sampleUser } from '@hemis/shared-auth/src/testing';
import { isRequiredField } from '@hemis/shared-ui';
import { loginRules } from '../pages/LoginPage';
import { SignInCard, type SignInValues } from '../pages/SignInCard';
import { leanRules } from './LeanSignIn';
import { PERSISTED_SESSION_SLICE, hasStoredUser, leanSignInApplies } from './storedSession';

describe('the lean sign-in path', () => {
  beforeEach(() => localStorage.clear());

  it('serves /login only to a browser without a stored user', async () => {
    expect(PERSISTED_SESSION_SLICE).toBe(SESSION_SLICE);
    const { store, persistor } = createAppStore();
    await bootstrapped(persistor);
    expect(leanSignInApplies('/login')).toBe(true);
    expect(leanSignInApplies('/register')).toBe(false);

    store.dispatch(signInSuccess(sampleUser()));
    await persistor.flush();
    expect(hasStoredUser()).toBe(true);
    expect(leanSignInApplies('/login')).toBe(false);

    store.dispatch(signOut());
    await persistor.flush();
    expect(hasStoredUser()).toBe(false);
    persistor.pause();
  });

  it('counts unreadable stored data as a user (the full app decides)', () => {
    localStorage.setItem('persist:root', '{not json');
    expect(hasStoredUser()).toBe(true);
  });

  it('marks both fields required as the login schema does, with its messages', async () => {
    expect(isRequiredField(loginRequestSchema, 'email')).toBe(true);
    expect(isRequiredField(loginRequestSchema, 'password')).toBe(true);
    const rules = leanRules(() => Promise.resolve({ signInServices: { loginRules } as never }));
    const onFinish = jest.fn();
    function Harness() {
      const [form] = Form.useForm<SignInValues>();
      return (
        <StyleProvider mock="server">
          <SignInCard
            form={form}
            branding={null}
            arrivalMessage={null}
            error={null}
            loading={false}
            initialValues={{ email: '', password: '', rememberMe: false }}
            rules={rules}
            onFinish={onFinish}
          />
        </StyleProvider>
      );
    }
    render(<Harness />);
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    expect(document.querySelectorAll('.ant-form-item-required')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await user.type(screen.getByLabelText('Email'), '   ');
    await user.click(screen.getByRole('button', { name: /Sign In as Admin/ }));
    expect(await screen.findAllByText('Email and password are required.')).toHaveLength(2);
    expect(onFinish).not.toHaveBeenCalled();
  });
});
