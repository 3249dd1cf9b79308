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

  it('stops checking once stopped', async () => {
    const store = await signedInStore();
    const stop = startSessionExpiryWatch(store);
    stop();
    storage.session.setItem(STORAGE_KEYS.sessionExpiry, String(Date.now() - 1));
    jest.advanceTimersByTime(10 * SESSION_CHECK_INTERVAL_MS);
    expect(selectCurrentUser(store.getState())).not.toBeNull();
  });
});
