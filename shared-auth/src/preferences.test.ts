import { API_PATHS } from '@hemis/shared-contracts';
import { DEFAULT_PREFERENCES, preferencesOf, savePreferences } from './preferences';
import { selectCurrentUser, signInSuccess } from './sessionSlice';
import { createAppStore } from './store';
import { installMemoryStorage, mockApi, sampleUser, type MockedApi } from './testing';

describe('savePreferences', () => {
  let api: MockedApi | null = null;
  beforeEach(() => {
    installMemoryStorage();
    // The session's storage writes wait on timers: none left running after the tests.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  });
  afterEach(() => {
    api?.restore();
    api = null;
    jest.useRealTimers();
  });

  it('keeps a signed-in user’s switch in the session and sends the change', async () => {
    api = mockApi(() => ({ status: 200, data: { language: 'ne', digits: 'latin' } }));
    const { store } = createAppStore();
    store.dispatch(signInSuccess(sampleUser()));
    await store.dispatch(savePreferences({ language: 'ne' }));
    expect(selectCurrentUser(store.getState())?.preferences).toEqual({
      language: 'ne',
      digits: 'latin',
    });
    await store.dispatch(savePreferences({ digits: 'devanagari' }));
    expect(preferencesOf(selectCurrentUser(store.getState()))).toEqual({
      language: 'ne',
      digits: 'devanagari',
    });
    expect(api.calls.map(({ method, url, data }) => ({ method, url, data }))).toEqual([
      { method: 'PATCH', url: API_PATHS.preferences, data: { language: 'ne' } },
      { method: 'PATCH', url: API_PATHS.preferences, data: { digits: 'devanagari' } },
    ]);
  });

  it('sends nothing for a visitor, nor for a choice already held', async () => {
    api = mockApi(() => ({ status: 200 }));
    const { store } = createAppStore();
    await store.dispatch(savePreferences({ language: 'ne' }));
    store.dispatch(signInSuccess(sampleUser({ preferences: { language: 'ne', digits: 'latin' } })));
    await store.dispatch(savePreferences({ language: 'ne' }));
    expect(api.calls).toEqual([]);
  });

  it('is quiet when the call fails: the session keeps the choice', async () => {
    api = mockApi(() => ({ networkError: true }));
    const { store } = createAppStore();
    store.dispatch(signInSuccess(sampleUser()));
    await expect(store.dispatch(savePreferences({ language: 'ne' }))).resolves.toBeUndefined();
    expect(selectCurrentUser(store.getState())?.preferences?.language).toBe('ne');
    expect(preferencesOf(null)).toEqual(DEFAULT_PREFERENCES);
  });
});
