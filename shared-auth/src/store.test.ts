import { STORAGE_KEYS } from '@hemis/shared-contracts';
import { selectCurrentUser, signInStart, signInSuccess } from './sessionSlice';
import { createAppStore } from './store';
import { bootstrapped, installMemoryStorage, sampleUser } from './testing';

describe('createAppStore', () => {
  let storage: ReturnType<typeof installMemoryStorage>;
  beforeEach(() => {
    storage = installMemoryStorage();
    // redux-persist leaves its 5 s rehydration timeout running; keep it on a fake clock.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('persists only the user slice under the key root, version 1', async () => {
    const { store, persistor } = createAppStore();
    await bootstrapped(persistor);
    store.dispatch(signInSuccess(sampleUser()));
    await persistor.flush();
    const raw = storage.local.getItem('persist:root');
    expect(raw).not.toBeNull();
    const stored = JSON.parse(raw ?? '{}') as Record<string, string>;
    expect(Object.keys(stored).sort()).toEqual(['_persist', 'user']);
    expect(JSON.parse(stored._persist ?? '{}')).toMatchObject({ version: 1 });
    expect(JSON.parse(stored.user ?? '{}').currentUser.email).toBe('collegeadmin@hemis.test');
  });

  it('restores a session whose expiry is ahead, and drops a stale loading flag', async () => {
    const first = createAppStore();
    await bootstrapped(first.persistor);
    first.store.dispatch(signInSuccess(sampleUser()));
    first.store.dispatch(signInStart());
    await first.persistor.flush();

    const second = createAppStore();
    await bootstrapped(second.persistor);
    expect(selectCurrentUser(second.store.getState())?.email).toBe('collegeadmin@hemis.test');
    expect(second.store.getState().user.loading).toBe(false);
  });

  it('the initial action drops a persisted user whose expiry has passed or is missing', async () => {
    const first = createAppStore();
    await bootstrapped(first.persistor);
    first.store.dispatch(signInSuccess(sampleUser()));
    await first.persistor.flush();

    storage.session.setItem(STORAGE_KEYS.sessionExpiry, String(Date.now() - 1000));
    const expired = createAppStore();
    await bootstrapped(expired.persistor);
    expect(selectCurrentUser(expired.store.getState())).toBeNull();
  });

  it('a new tab (empty session storage) stays signed in and takes over the shared expiry', async () => {
    const first = createAppStore();
    await bootstrapped(first.persistor);
    first.store.dispatch(signInSuccess(sampleUser()));
    await first.persistor.flush();
    const expiresAt = storage.session.getItem(STORAGE_KEYS.sessionExpiry);
    expect(storage.local.getItem(STORAGE_KEYS.sharedSessionExpiry)).toBe(expiresAt);

    storage.session.clear();
    const next = createAppStore();
    await bootstrapped(next.persistor);
    expect(selectCurrentUser(next.store.getState())?.email).toBe('collegeadmin@hemis.test');
    expect(storage.session.getItem(STORAGE_KEYS.sessionExpiry)).toBe(expiresAt);
  });

  it('a new tab whose shared expiry has passed starts signed out: the 8 hours hold', async () => {
    const first = createAppStore();
    await bootstrapped(first.persistor);
    first.store.dispatch(signInSuccess(sampleUser()));
    await first.persistor.flush();

    storage.session.clear();
    storage.local.setItem(STORAGE_KEYS.sharedSessionExpiry, String(Date.now() - 1));
    const next = createAppStore();
    await bootstrapped(next.persistor);
    expect(selectCurrentUser(next.store.getState())).toBeNull();
  });

  it('a persisted user with no expiry anywhere starts signed out', async () => {
    const first = createAppStore();
    await bootstrapped(first.persistor);
    first.store.dispatch(signInSuccess(sampleUser()));
    await first.persistor.flush();

    storage.session.clear();
    storage.local.removeItem(STORAGE_KEYS.sharedSessionExpiry);
    const next = createAppStore();
    await bootstrapped(next.persistor);
    expect(selectCurrentUser(next.store.getState())).toBeNull();
  });
});
