import { MESSAGES } from '@hemis/shared-contracts';
import { setRedirectOnSessionEnd } from './apiClient';
import { selectCurrentUser, selectSessionError } from './sessionSlice';
import { createAppStore } from './store';
import { installMemoryStorage, mockApiForEachTest, sampleUser } from './testing';
import { signInWithToken } from './tokenSession';

describe('signInWithToken', () => {
  const mocked = mockApiForEachTest(() => undefined);
  beforeEach(() => {
    installMemoryStorage();
  });
  afterEach(() => {
    setRedirectOnSessionEnd(true);
  });

  it("reads the token's user with that token and keeps the session with it", async () => {
    const { tokenString: _token, ...sessionUser } = sampleUser({ permissions: ['student:view'] });
    mocked.answer = () => ({ status: 200, data: sessionUser });
    const { api } = mocked;
    const { store } = createAppStore();
    const result = await store.dispatch(signInWithToken('host-token'));
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({ method: 'GET', url: '/User/Session' });
    expect(api.calls[0]?.headers.authorization).toBe('Bearer host-token');
    const expected = { ...sessionUser, tokenString: 'host-token' };
    expect(result).toEqual({ status: 'signedIn', user: expected });
    expect(selectCurrentUser(store.getState())).toEqual(expected);
  });

  it('leaves nobody signed in, and the page where it is, when the API refuses the token', async () => {
    setRedirectOnSessionEnd(false);
    // A host page (node has no window: give the interceptor one to navigate).
    const replace = jest.fn();
    const host = { location: { pathname: '/portal', search: '', hash: '', replace } };
    Object.defineProperty(globalThis, 'window', { configurable: true, value: host });
    try {
      mocked.answer = () => ({ status: 401, data: { message: MESSAGES.http.sessionEnded } });
      const { store } = createAppStore();
      const result = await store.dispatch(signInWithToken('stale'));
      expect(result).toEqual({ status: 'failed', message: MESSAGES.http.sessionEnded });
      expect(selectCurrentUser(store.getState())).toBeNull();
      expect(selectSessionError(store.getState())).toBe(MESSAGES.http.sessionEnded);
      expect(replace).not.toHaveBeenCalled();
      setRedirectOnSessionEnd(true);
      await store.dispatch(signInWithToken('stale'));
      expect(replace).toHaveBeenCalledWith('/login?redirect=%2Fportal');
    } finally {
      Reflect.deleteProperty(globalThis, 'window');
    }
  });

  it('refuses an answer that is not a user', async () => {
    mocked.answer = () => ({ status: 200, data: { id: 'x' } });
    const { store } = createAppStore();
    const result = await store.dispatch(signInWithToken('t'));
    expect(result).toEqual({ status: 'failed', message: MESSAGES.signIn.unexpectedResponse });
    expect(selectCurrentUser(store.getState())).toBeNull();
  });
});
