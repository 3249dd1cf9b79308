import { selectCurrentUser, signInSuccess } from './sessionSlice';
import { apiClient, setApiBaseUrl, signInRedirectUrl } from './apiClient';
import { createAppStore } from './store';
import { installMemoryStorage, mockApi, sampleUser, type MockedApi } from './testing';

describe('apiClient', () => {
  let api: MockedApi | null = null;
  let replace: jest.Mock;
  beforeEach(() => {
    installMemoryStorage();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    replace = jest.fn();
    Object.defineProperty(globalThis, 'window', {
      value: {
        location: { pathname: '/student-management/home', search: '?page=2', hash: '', replace },
      },
      configurable: true,
    });
  });
  afterEach(() => {
    api?.restore();
    api = null;
    Reflect.deleteProperty(globalThis, 'window');
    jest.useRealTimers();
  });

  it('uses the API base /api and sends the bearer token of the signed-in user', async () => {
    api = mockApi(() => ({ status: 200, data: {} }));
    const { store } = createAppStore();
    expect(apiClient.defaults.baseURL).toBe('/api');
    await apiClient.get('/Dashboard/Counts');
    expect(api.calls[0]?.headers.authorization).toBeUndefined();
    store.dispatch(signInSuccess(sampleUser()));
    await apiClient.get('/Dashboard/Counts');
    expect(api.calls[1]?.headers.authorization).toBe('Bearer token-abc');
  });

  it('a 401 signs out and sends the user to sign in, coming back to the current page', async () => {
    api = mockApi(() => ({ status: 401 }));
    const { store } = createAppStore();
    store.dispatch(signInSuccess(sampleUser()));
    await expect(apiClient.get('/Dashboard/Counts')).rejects.toThrow();
    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(replace).toHaveBeenCalledWith('/login?redirect=%2Fstudent-management%2Fhome%3Fpage%3D2');
  });

  it('other errors leave the session alone', async () => {
    api = mockApi(() => ({ status: 403 }));
    const { store } = createAppStore();
    store.dispatch(signInSuccess(sampleUser()));
    await expect(apiClient.get('/Faculty/1')).rejects.toThrow();
    expect(selectCurrentUser(store.getState())).not.toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });

  it('setApiBaseUrl points the client elsewhere', () => {
    setApiBaseUrl('http://localhost:8080/api');
    expect(apiClient.defaults.baseURL).toBe('http://localhost:8080/api');
    setApiBaseUrl('/api');
    expect(signInRedirectUrl({ pathname: '/a b', search: '', hash: '#x' })).toBe(
      '/login?redirect=%2Fa%20b%23x',
    );
  });
});
