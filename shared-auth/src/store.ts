import {
  combineSlices,
  configureStore,
  createListenerMiddleware,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
  type Persistor,
} from 'redux-persist';
import { PERSIST_KEY, PERSIST_TIMEOUT_MS, PERSIST_VERSION } from '@hemis/shared-contracts';
import { attachSessionStore } from './apiClient';
import {
  SESSION_SLICE,
  initialiseSession,
  sessionSlice,
  signInSuccess,
  signOut,
} from './sessionSlice';
import { clearRememberedSignIn, persistStorage, writeSessionExpiry } from './storage';

/**
 * The root reducer. Remotes add their own slices at run time with `rootReducer.inject(slice)`
 * (Redux Toolkit's combineSlices); only the session slice is persisted.
 */
export const rootReducer = combineSlices(sessionSlice);
export type RootState = ReturnType<typeof rootReducer>;

/** Storage side effects of the session actions, kept out of the reducers. */
function sessionStorageMiddleware() {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: signInSuccess,
    effect: (action) => writeSessionExpiry(action.payload.expiresAt),
  });
  listener.startListening({
    actionCreator: signOut,
    effect: () => {
      writeSessionExpiry(null);
      clearRememberedSignIn();
    },
  });
  return listener.middleware;
}

export const persistConfig = {
  key: PERSIST_KEY,
  version: PERSIST_VERSION,
  storage: persistStorage,
  whitelist: [SESSION_SLICE],
  timeout: PERSIST_TIMEOUT_MS,
};

function buildStore() {
  const persistedReducer = persistReducer<RootState>(persistConfig, rootReducer);
  return configureStore({
    reducer: persistedReducer,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).prepend(sessionStorageMiddleware()),
  });
}

export type AppStore = ReturnType<typeof buildStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<R = void> = ThunkAction<R, RootState, unknown, UnknownAction>;

export interface CreatedStore {
  store: AppStore;
  persistor: Persistor;
}

/**
 * Creates the app's store: persisted under `root` (version 1, the user slice only, 5 s timeout).
 * Once the persisted state is back, the initial action (initialiseSession) drops an expired
 * session. The store registers itself with apiClient for the bearer token and 401 handling.
 */
export function createAppStore(): CreatedStore {
  const store = buildStore();
  const persistor = persistStore(store, null, () => {
    store.dispatch(initialiseSession());
  });
  attachSessionStore(store);
  return { store, persistor };
}
