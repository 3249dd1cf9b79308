import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  EMPTY_ROLE,
  SESSION_LIFETIME_MS,
  toRole,
  type Role,
  type SignedInUser,
} from '@hemis/shared-contracts';
import { readSessionExpiry } from './storage';

/** Session state of spec section 3: the signed-in user, a loading flag and the last error. */
export interface SessionState {
  currentUser: SignedInUser | null;
  loading: boolean;
  error: string | null;
}

export const initialSessionState: SessionState = { currentUser: null, loading: false, error: null };

/** The slice's key in the root state; redux-persist keeps only this slice. */
export const SESSION_SLICE = 'user';

export const sessionSlice = createSlice({
  name: SESSION_SLICE,
  initialState: initialSessionState,
  reducers: {
    signInStart(state) {
      state.loading = true;
      state.error = null;
    },
    /** The payload carries the expiry (8 hours ahead); the session middleware writes it to storage. */
    signInSuccess: {
      reducer(state, action: PayloadAction<{ user: SignedInUser; expiresAt: number }>) {
        state.currentUser = action.payload.user;
        state.loading = false;
        state.error = null;
      },
      prepare(user: SignedInUser) {
        return { payload: { user, expiresAt: Date.now() + SESSION_LIFETIME_MS } };
      },
    },
    signInFailure(state, action: PayloadAction<string>) {
      state.error = action.payload;
      state.currentUser = null;
      state.loading = false;
    },
    /** The answer asked for a password reset first: nobody is signed in, nothing went wrong. */
    signInInterrupted(state) {
      state.currentUser = null;
      state.loading = false;
      state.error = null;
    },
    /** Clears user, error, expiry and remembered data (storage is cleared by the session middleware). */
    signOut(state) {
      state.currentUser = null;
      state.error = null;
      state.loading = false;
    },
    clearErrors(state) {
      state.error = null;
    },
    updateUser(state, action: PayloadAction<Partial<SignedInUser>>) {
      if (state.currentUser) state.currentUser = { ...state.currentUser, ...action.payload };
    },
    /** Start-up: drops a persisted user whose expiry is missing or past; a stale loading flag too. */
    initialiseSession: {
      reducer(state, action: PayloadAction<{ expiresAt: number | null; now: number }>) {
        const { expiresAt, now } = action.payload;
        if (expiresAt === null || expiresAt <= now) state.currentUser = null;
        state.loading = false;
      },
      prepare() {
        return { payload: { expiresAt: readSessionExpiry(), now: Date.now() } };
      },
    },
  },
});

export const {
  signInStart,
  signInSuccess,
  signInFailure,
  signInInterrupted,
  signOut,
  clearErrors,
  updateUser,
  initialiseSession,
} = sessionSlice.actions;

/** The smallest state shape the selectors need, so they work on any store holding the slice. */
export interface WithSession {
  [SESSION_SLICE]: SessionState;
}

export const selectSession = (state: WithSession): SessionState => state[SESSION_SLICE];
export const selectCurrentUser = (state: WithSession): SignedInUser | null =>
  state[SESSION_SLICE].currentUser;
export const selectIsSignedIn = (state: WithSession): boolean =>
  state[SESSION_SLICE].currentUser !== null;
export const selectSessionLoading = (state: WithSession): boolean => state[SESSION_SLICE].loading;
export const selectSessionError = (state: WithSession): string | null => state[SESSION_SLICE].error;
export const selectToken = (state: WithSession): string | null =>
  state[SESSION_SLICE].currentUser?.tokenString ?? null;

/** Role of spec section 3: listUser[0].roleName, else role, else the empty role. */
export function roleOfUser(user: Pick<SignedInUser, 'role' | 'listUser'> | null | undefined): Role {
  if (!user) return EMPTY_ROLE;
  const fromList = toRole(user.listUser?.[0]?.roleName);
  return fromList !== EMPTY_ROLE ? fromList : toRole(user.role);
}

export const selectRole = (state: WithSession): Role => roleOfUser(selectCurrentUser(state));
