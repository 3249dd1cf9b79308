import { useContext, useSyncExternalStore } from 'react';
import { ReactReduxContext } from 'react-redux';
import { can, selectCurrentUser, type RootState } from '@hemis/shared-auth';
import type { Action, Module } from '@hemis/shared-contracts';
import type { RowUser } from './types';

const noSubscription = () => () => undefined;

/** The signed-in user, or null outside a session store (a screen rendered on its own). */
export function useRowUser(): RowUser {
  const context = useContext(ReactReduxContext);
  const store = context?.store;
  // react-redux types the context's store over any state; the session store's is a RootState.
  const state = (): RootState | null => (store ? store.getState() : null);
  return useSyncExternalStore(store ? store.subscribe : noSubscription, () => {
    const current = state();
    return current ? selectCurrentUser(current) : null;
  });
}

/**
 * Whether the signed-in user may take `action` on the screen's module (`${module}:${action}`).
 * Without a session store (a screen rendered on its own) everything shows: the API decides.
 */
export function mayAct(user: RowUser, module: Module, action: Action): boolean {
  return user === null || can(user, `${module}:${action}`);
}
