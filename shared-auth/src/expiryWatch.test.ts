import {
  SESSION_CHECK_INTERVAL_MS,
  SESSION_LIFETIME_MS,
  STORAGE_KEYS,
} from '@hemis/shared-contracts';
import { startSessionExpiryWatch } from './expiryWatch';
import { selectCurrentUser, signInSuccess } from './sessionSlice';
import { createAppStore } from './store';
import { bootstrapped, installMemoryStorage, sampleUser } from './testing';

describe('startSessionExpiryWatch', () => {
  let storage: ReturnType<typeof installMemoryStorage>;
  beforeEach(() => {
    storage = installMemoryStorage();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  });

  async function signedInStore() {
    const created = createAppStore();
    await bootstrapped(created.persistor);
    created.store.dispatch(signInSuccess(sampleUser()));
    return created.store;
  }
  afterEach(() => {
    jest.useRealTimers();
  });

  it('checks at start and signs out at once when the expiry has passed', async () => {
    const store = await signedInStore();
    storage.session.setItem(STORAGE_KEYS.sessionExpiry, String(Date.now() - 1));
    const stop = startSessionExpiryWatch(store);
    expect(selectCurrentUser(store.getState())).toBeNull();
    stop();
  });

  it('signs out at the 60-second check that finds the 8 hours over, not before', async () => {
    const store = await signedInStore();
    const stop = startSessionExpiryWatch(store);
    jest.advanceTimersByTime(SESSION_LIFETIME_MS - SESSION_CHECK_INTERVAL_MS);
    expect(selectCurrentUser(store.getState())).not.toBeNull();
    jest.advanceTimersByTime(SESSION_CHECK_INTERVAL_MS - 1);
    expect(selectCurrentUser(store.getState())).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(storage.session.getItem(STORAGE_KEYS.sessionExpiry)).toBeNull();
    stop();
  });

  /** The event a browser fires in the other tabs when one tab changes local storage. */
  function storageEvent(key: string | null, newValue: string | null): Event {
    return Object.assign(new Event('storage'), { key, newValue });
  }

  it('signs out at once when another tab signs out (the shared expiry is removed)', async () => {
    const store = await signedInStore();
    const window = new EventTarget();
    const stop = startSessionExpiryWatch(store, window);
    window.dispatchEvent(storageEvent(STORAGE_KEYS.rememberedEmail, null));
    window.dispatchEvent(storageEvent(STORAGE_KEYS.sharedSessionExpiry, String(Date.now() + 1)));
    expect(selectCurrentUser(store.getState())).not.toBeNull();

    storage.local.removeItem(STORAGE_KEYS.sharedSessionExpiry);
    window.dispatchEvent(storageEvent(STORAGE_KEYS.sharedSessionExpiry, null));
    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(storage.session.getItem(STORAGE_KEYS.sessionExpiry)).toBeNull();
    stop();
  });

  it('signs out when another tab clears local storage', async () => {
    const store = await signedInStore();
    const window = new EventTarget();
    const stop = startSessionExpiryWatch(store, window);
    window.dispatchEvent(storageEvent(null, null));
    expect(selectCurrentUser(store.getState())).toBeNull();
    stop();
  });

  it("a tab opened later keeps the first sign-in's 8 hours, not 8 hours of its own", async () => {
    const store = await signedInStore();
    jest.advanceTimersByTime(SESSION_LIFETIME_MS - SESSION_CHECK_INTERVAL_MS);
    storage.session.clear();
    const stop = startSessionExpiryWatch(store);
    expect(selectCurrentUser(store.getState())).not.toBeNull();
    jest.advanceTimersByTime(SESSION_CHECK_INTERVAL_MS);
    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(storage.local.getItem(STORAGE_KEYS.sharedSessionExpiry)).toBeNull();
    stop();
  });

  it('stops listening to other tabs once stopped', async () => {
    const store = await signedInStore();
    const window = new EventTarget();
    startSessionExpiryWatch(store, window)();
    window.dispatchEvent(storageEvent(STORAGE_KEYS.sharedSessionExpiry, null));
    expect(selectCurrentUser(store.getState())).not.toBeNull();
  });

  it('stops checking once stopped', async () => {
    const store = await signedInStore();
    const stop = startSessionExpiryWatch(store);
    stop();
    storage.session.setItem(STORAGE_KEYS.sessionExpiry, String(Date.now() - 1));
    jest.advanceTimersByTime(10 * SESSION_CHECK_INTERVAL_MS);
    expect(selectCurrentUser(store.getState())).not.toBeNull();
  });
});
