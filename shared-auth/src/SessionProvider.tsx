import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import type { AppStore } from './store';

export interface SessionProviderProps {
  store: AppStore;
  persistor: Persistor;
  children: ReactNode;
}

/** The store for the tree; rendering waits for the persisted state, with no loading indicator. */
export function SessionProvider({ store, persistor, children }: SessionProviderProps) {
  return (
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        {children}
      </PersistGate>
    </Provider>
  );
}
