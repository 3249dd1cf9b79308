import { MESSAGES, SESSION_LIFETIME_MS, STORAGE_KEYS } from '@hemis/shared-contracts';
import {
  clearErrors,
  initialSessionState,
  initialiseSession,
  roleOfUser,
  selectRole,
  sessionSlice,
  signInFailure,
  signInStart,
  signInSuccess,
  signOut,
  updateUser,
} from './sessionSlice';
import { createAppStore } from './store';
import { installMemoryStorage, sampleUser } from './testing';

const reduce = sessionSlice.reducer;

describe('session slice', () => {
  it('sign-in start turns loading on and clears the error', () => {
    const state = reduce({ ...initialSessionState, error: 'old' }, signInStart());
    expect(state).toEqual({ currentUser: null, loading: true, error: null });
  });

  it('sign-in success stores the user, turns loading off and carries an expiry 8 hours ahead', () => {
    const before = Date.now();
    const action = signInSuccess(sampleUser());
    const state = reduce({ ...initialSessionState, loading: true }, action);
    expect(state.currentUser?.email).toBe('collegeadmin@hemis.test');
    expect(state.loading).toBe(false);
    expect(action.payload.expiresAt).toBeGreaterThanOrEqual(before + SESSION_LIFETIME_MS);
    expect(action.payload.expiresAt).toBeLessThanOrEqual(Date.now() + SESSION_LIFETIME_MS);
  });

  it('sign-in failure stores the error and clears the user', () => {
    const signedIn = reduce(initialSessionState, signInSuccess(sampleUser()));
    const state = reduce(signedIn, signInFailure(MESSAGES.signIn.wrongCredentials));
    expect(state).toEqual({
      currentUser: null,
      loading: false,
      error: MESSAGES.signIn.wrongCredentials,
    });
  });

  it('clear-errors clears only the error; update-user merges fields', () => {
    const signedIn = reduce(initialSessionState, signInSuccess(sampleUser()));
    const failed = { ...signedIn, error: 'x' };
    expect(reduce(failed, clearErrors()).error).toBeNull();
    expect(reduce(failed, clearErrors()).currentUser).not.toBeNull();
    const updated = reduce(signedIn, updateUser({ firstName: 'Gita' }));
    expect(updated.currentUser?.firstName).toBe('Gita');
    expect(updated.currentUser?.lastName).toBe('Sharma');
    expect(reduce(initialSessionState, updateUser({ firstName: 'Gita' })).currentUser).toBeNull();
  });

  it('initialise-session clears the user when the expiry is missing or past, keeps it otherwise', () => {
    const signedIn = reduce(initialSessionState, signInSuccess(sampleUser()));
    const now = Date.now();
    const missing = { type: initialiseSession.type, payload: { expiresAt: null, now } };
    const past = { type: initialiseSession.type, payload: { expiresAt: now - 1, now } };
    const future = { type: initialiseSession.type, payload: { expiresAt: now + 1000, now } };
    expect(reduce(signedIn, missing).currentUser).toBeNull();
    expect(reduce(signedIn, past).currentUser).toBeNull();
    expect(reduce(signedIn, future).currentUser).not.toBeNull();
  });

  it('reads the role from listUser[0].roleName, else role, else the empty role', () => {
    expect(roleOfUser(sampleUser({ listUser: [{ roleName: 'UniAdmin' }], role: 'Admin' }))).toBe(
      'UniAdmin',
    );
    const noList = { ...sampleUser({ role: 'Admin' }), listUser: [] };
    expect(roleOfUser(noList)).toBe('Admin');
    expect(roleOfUser(null)).toBe('');
    expect(selectRole({ user: initialSessionState })).toBe('');
  });
});

describe('session storage effects (through the store)', () => {
  let storage: ReturnType<typeof installMemoryStorage>;
  beforeEach(() => {
    storage = installMemoryStorage();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('sign-in success writes the expiry 8 hours ahead to session storage', () => {
    const { store } = createAppStore();
    const before = Date.now();
    store.dispatch(signInSuccess(sampleUser()));
    const expiry = Number(storage.session.getItem(STORAGE_KEYS.sessionExpiry));
    expect(expiry).toBeGreaterThanOrEqual(before + SESSION_LIFETIME_MS);
    expect(expiry).toBeLessThanOrEqual(Date.now() + SESSION_LIFETIME_MS);
  });

  it('sign-out clears user, error, expiry and remembered data', () => {
    const { store } = createAppStore();
    storage.local.setItem(STORAGE_KEYS.rememberedEmail, 'a@b.np');
    storage.local.setItem(STORAGE_KEYS.rememberMe, 'true');
    store.dispatch(signInSuccess(sampleUser()));
    store.dispatch(signOut());
    expect(store.getState().user).toEqual({ currentUser: null, loading: false, error: null });
    expect(storage.session.getItem(STORAGE_KEYS.sessionExpiry)).toBeNull();
    expect(storage.local.getItem(STORAGE_KEYS.rememberedEmail)).toBeNull();
    expect(storage.local.getItem(STORAGE_KEYS.rememberMe)).toBeNull();
  });
});
