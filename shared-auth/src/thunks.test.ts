import { MESSAGES, STORAGE_KEYS } from '@hemis/shared-contracts';
import {
  selectCurrentUser,
  selectSessionError,
  selectSessionLoading,
  signInSuccess,
} from './sessionSlice';
import { createAppStore } from './store';
import { resetPasswordPath, signIn, signOutEverywhere } from './thunks';
import {
  installMemoryStorage,
  mockApi,
  sampleUser,
  type ApiReply,
  type MockedApi,
} from './testing';

describe('signIn', () => {
  let storage: ReturnType<typeof installMemoryStorage>;
  let api: MockedApi | null = null;
  beforeEach(() => {
    storage = installMemoryStorage();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  });
  afterEach(() => {
    api?.restore();
    api = null;
    jest.useRealTimers();
  });

  function answer(reply: ApiReply) {
    api = mockApi(() => reply);
    return api;
  }

  it('posts the trimmed fields with the fixed campus 49, uniId "0" and isUgc true', async () => {
    const calls = answer({ status: 200, data: sampleUser() }).calls;
    const { store } = createAppStore();
    const result = await store.dispatch(
      signIn({ email: '  collegeadmin@hemis.test ', password: ' Hemis@2026 ' }),
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/User/Login',
      data: {
        email: 'collegeadmin@hemis.test',
        password: 'Hemis@2026',
        cOllegeId: 49,
        uniId: '0',
        isUgc: true,
      },
    });
    expect(calls[0]?.headers.authorization).toBeUndefined();
    expect(result.status).toBe('signedIn');
    expect(selectCurrentUser(store.getState())?.tokenString).toBe('token-abc');
    expect(selectSessionLoading(store.getState())).toBe(false);
    expect(storage.session.getItem(STORAGE_KEYS.sessionExpiry)).not.toBeNull();
  });

  it('asks for both fields before calling the API', async () => {
    const calls = answer({ status: 200, data: sampleUser() }).calls;
    const { store } = createAppStore();
    const result = await store.dispatch(signIn({ email: '   ', password: 'x' }));
    expect(result).toEqual({ status: 'failed', message: MESSAGES.signIn.required });
    expect(selectSessionError(store.getState())).toBe('Email and password are required.');
    const blankPassword = await store.dispatch(signIn({ email: 'a@b.np', password: '  ' }));
    expect(blankPassword).toEqual({ status: 'failed', message: MESSAGES.signIn.required });
    expect(calls).toHaveLength(0);
  });

  it.each<[string, ApiReply, string]>([
    [
      '401',
      { status: 401, data: { message: 'no' } },
      'Wrong Credentials. Email or Password is Wrong.',
    ],
    ['400', { status: 400, data: {} }, 'An error occurred. Please try again later.'],
    ['500', { status: 500, data: {} }, 'An error occurred. Please try again later.'],
    ['a network failure', { networkError: true }, 'An unexpected error occurred.'],
    [
      'an unexpected body',
      { status: 200, data: { hello: 'world' } },
      'Unexpected response format.',
    ],
    ['an empty body', { status: 200, data: '' }, 'Unexpected response format.'],
  ])('maps %s to its message', async (_name, reply, message) => {
    answer(reply);
    const { store } = createAppStore();
    store.dispatch(signInSuccess(sampleUser()));
    const result = await store.dispatch(signIn({ email: 'a@b.np', password: 'secret' }));
    expect(result).toEqual({ status: 'failed', message });
    expect(selectSessionError(store.getState())).toBe(message);
    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(selectSessionLoading(store.getState())).toBe(false);
  });

  it.each<[string, ApiReply, string]>([
    ['401', { status: 401, data: { message: 'no' } }, MESSAGES.signIn.wrongCredentials],
    [
      '403 with a reason',
      { status: 403, data: { message: MESSAGES.signIn.disabled } },
      MESSAGES.signIn.disabled,
    ],
    ['500', { status: 500, data: 'Internal' }, MESSAGES.signIn.httpError],
    ['a network failure', { networkError: true }, MESSAGES.signIn.unexpectedError],
  ])("reads a sent sign-in's %s as its own call's", async (_name, reply, message) => {
    const calls = answer(reply).calls;
    const { store } = createAppStore();
    const through = await store.dispatch(signIn({ email: 'a@b.np', password: 'secret' }));
    const sentAnswer =
      'networkError' in reply
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve({ status: reply.status, data: reply.data });
    sentAnswer.catch(() => undefined);
    const sent = { email: 'a@b.np', password: 'secret', answer: sentAnswer };
    const taken = await store.dispatch(signIn({ email: ' a@b.np ', password: 'secret', sent }));
    expect(calls).toHaveLength(1);
    expect([through, taken]).toEqual([
      { status: 'failed', message },
      { status: 'failed', message },
    ]);
  });

  it("takes a sent sign-in's answer only for the same fields", async () => {
    const calls = answer({ status: 401 }).calls;
    const { store } = createAppStore();
    const sent = {
      email: 'collegeadmin@hemis.test',
      password: 'Hemis@2026',
      answer: Promise.resolve({ status: 200, data: sampleUser() }),
    };
    const taken = await store.dispatch(
      signIn({ email: 'collegeadmin@hemis.test', password: 'Hemis@2026', sent }),
    );
    expect(taken.status).toBe('signedIn');
    expect(calls).toHaveLength(0);
    const other = await store.dispatch(
      signIn({ email: 'collegeadmin@hemis.test', password: 'Other@2026', sent }),
    );
    expect(other).toEqual({ status: 'failed', message: MESSAGES.signIn.wrongCredentials });
    expect(calls).toHaveLength(1);
  });

  it('a 401 from sign-in does not send the browser anywhere', async () => {
    const replace = jest.fn();
    Object.defineProperty(globalThis, 'window', {
      value: { location: { pathname: '/login', search: '', hash: '', replace } },
      configurable: true,
    });
    answer({ status: 401 });
    const { store } = createAppStore();
    await store.dispatch(signIn({ email: 'a@b.np', password: 'secret' }));
    expect(replace).not.toHaveBeenCalled();
    Reflect.deleteProperty(globalThis, 'window');
  });

  it('returns the verification token so the screen can open the reset form', async () => {
    answer({ status: 200, data: { name: 'verificationToken', value: 'tok 1' } });
    const { store } = createAppStore();
    const result = await store.dispatch(signIn({ email: 'new@hemis.test', password: 'Temp@123' }));
    expect(result).toEqual({
      status: 'verificationRequired',
      email: 'new@hemis.test',
      token: 'tok 1',
    });
    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(selectSessionLoading(store.getState())).toBe(false);
    expect(selectSessionError(store.getState())).toBeNull();
    expect(resetPasswordPath('new@hemis.test', 'tok 1')).toBe(
      '/reset-password/new%40hemis.test/tok%201',
    );
  });

  it('remember me true keeps the e-mail and the flag; false removes both', async () => {
    answer({ status: 200, data: sampleUser() });
    const { store } = createAppStore();
    await store.dispatch(
      signIn({ email: 'collegeadmin@hemis.test', password: 'x', rememberMe: true }),
    );
    expect(storage.local.getItem(STORAGE_KEYS.rememberedEmail)).toBe('collegeadmin@hemis.test');
    expect(storage.local.getItem(STORAGE_KEYS.rememberMe)).toBe('true');
    await store.dispatch(
      signIn({ email: 'collegeadmin@hemis.test', password: 'x', rememberMe: false }),
    );
    expect(storage.local.getItem(STORAGE_KEYS.rememberedEmail)).toBeNull();
    expect(storage.local.getItem(STORAGE_KEYS.rememberMe)).toBeNull();
  });
});

describe('signOutEverywhere', () => {
  beforeEach(() => {
    installMemoryStorage();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  });
  afterEach(() => jest.useRealTimers());

  it.each<[string, ApiReply]>([
    ['accepted', { status: 204 }],
    ['failing', { status: 500 }],
    ['unreachable', { networkError: true }],
  ])('tells the API (%s) with the token and signs out', async (_name, reply) => {
    const api = mockApi(() => reply);
    const { store } = createAppStore();
    store.dispatch(signInSuccess(sampleUser()));
    await store.dispatch(signOutEverywhere());
    expect(api.calls[0]).toMatchObject({ method: 'POST', url: '/User/Logout' });
    expect(api.calls[0]?.headers.authorization).toBe('Bearer token-abc');
    expect(selectCurrentUser(store.getState())).toBeNull();
    api.restore();
  });
});
