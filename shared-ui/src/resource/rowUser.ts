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
  return useSyncExternalStore(store ? store.subscribe : noSubscription, () =>
    store ? selectCurrentUser(store.getState() as RootState) : null,
  );
}

/**
 * Whether the signed-in user may take `action` on the screen's module (`${module}:${action}`).
 * Without a session store (a screen rendered on its own) everything shows: the API decides.
 */
export function mayAct(user: RowUser, module: Module, action: Action): boolean {
  return user === null || can(user, `${module}:${action}`);
}
