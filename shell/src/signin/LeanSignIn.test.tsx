import '@hemis/shared-auth/src/testing-dom';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { StyleProvider } from '@ant-design/cssinjs';
import { loginRequestSchema } from '@hemis/shared-contracts';
import { SESSION_SLICE, createAppStore, signInSuccess, signOut } from '@hemis/shared-auth';
import { bootstrapped, sampleUser } from '@hemis/shared-auth/src/testing';
import { changeLanguage, isRequiredField } from '@hemis/shared-ui';
import { loginRules } from '../pages/LoginPage';
import { SignInCard, type SignInValues } from '../pages/SignInCard';
import type { SignInServices } from '../fullApp';
import { takeHandedOverSignIn } from './handover';
import { leanRules, renderLeanSignIn } from './LeanSignIn';
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

  it('draws the sign-in screen in Nepali before the full app is there, and switches back', async () => {
    await act(() => changeLanguage('ne'));
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    act(() =>
      renderLeanSignIn(root, {
        loadFullApp: () => new Promise(() => undefined),
        startFull: () => Promise.resolve(),
      }),
    );
    expect(
      await screen.findByRole('button', { name: /प्रशासकका रूपमा साइन इन गर्नुहोस्/ }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('इमेल')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'लगइन' })).toBeInTheDocument();
    expect(screen.queryByText('Remember me')).toBeNull();
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.click(screen.getByText('English'));
    expect(await screen.findByRole('button', { name: /Sign In as Admin/ })).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });

  it('sends the sign-in at the press of the button, while the full app still loads', async () => {
    const fetched: { url: string; body: unknown }[] = [];
    const fetchMock = jest.fn((url: string, init: { body: string }) => {
      fetched.push({ url, body: JSON.parse(init.body) as unknown });
      return Promise.resolve({ status: 200, text: () => Promise.resolve('{"tokenString":"t"}') });
    });
    Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true });
    let fullAppLoaded: (app: { signInServices: SignInServices }) => void = () => undefined;
    const fullApp = new Promise<{ signInServices: SignInServices }>((resolve) => {
      fullAppLoaded = resolve;
    });
    const startFull = jest.fn(() => Promise.resolve());
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    act(() =>
      renderLeanSignIn(root, {
        loadFullApp: () =>
          fullApp.then((app) => ({ ...app, prepareFullApp: () => Promise.resolve() })),
        startFull,
      }),
    );
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.type(await screen.findByLabelText('Email'), ' collegeadmin@hemis.test ');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Hemis@2026');
    const button = screen.getByRole('button', { name: /Sign In as Admin/ });
    await user.click(button);
    await user.click(button);
    // One call, sent before the full app (and its checks) came; a second press keeps it.
    expect(fetched).toEqual([
      {
        url: '/api/User/Login',
        body: {
          email: 'collegeadmin@hemis.test',
          password: 'Hemis@2026',
          cOllegeId: 49,
          uniId: '0',
          isUgc: true,
        },
      },
    ]);
    expect(startFull).not.toHaveBeenCalled();

    await act(async () => {
      fullAppLoaded({
        signInServices: {
          loginRules,
          fetchBrandingCampus: () => Promise.resolve(null),
          loadClientConfig: () => new Promise(() => undefined),
        } as unknown as SignInServices,
      });
      await fullApp;
    });
    await waitFor(() => expect(startFull).toHaveBeenCalledTimes(1));
    const handedOver = takeHandedOverSignIn();
    expect(handedOver?.values).toMatchObject({ email: 'collegeadmin@hemis.test' });
    expect(handedOver?.sent).toMatchObject({ email: 'collegeadmin@hemis.test' });
    await expect(handedOver?.sent?.answer).resolves.toEqual({
      status: 200,
      data: { tokenString: 't' },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
    Reflect.deleteProperty(globalThis, 'fetch');
  });
});
