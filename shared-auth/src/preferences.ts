import {
  API_PATHS,
  type Preferences,
  type PreferencesUpdate,
  type SignedInUser,
} from '@hemis/shared-contracts';
import { apiClient } from './apiClient';
import { selectCurrentUser, updateUser } from './sessionSlice';
import type { AppThunk } from './store';

/** What a user who never chose gets: the browser's language, digits 0-9. */
export const DEFAULT_PREFERENCES: Preferences = { language: null, digits: 'latin' };

/** The signed-in user's language and digits as the session holds them (the defaults if none). */
export function preferencesOf(user: Pick<SignedInUser, 'preferences'> | null): Preferences {
  return user?.preferences ?? DEFAULT_PREFERENCES;
}

/**
 * A signed-in user's new choice of language or digits: kept in the session (so a restored session
 * starts with it) and on the server (PATCH /User/Preferences), so their next sign-in, on any
 * device, starts in it. A failed call is quiet: this browser keeps the choice anyway. Nothing is
 * sent while nobody is signed in (the browser alone remembers a visitor's choice).
 */
export function savePreferences(change: PreferencesUpdate): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const user = selectCurrentUser(getState());
    if (!user) return;
    const current = preferencesOf(user);
    const next: Preferences = {
      language: change.language === undefined ? current.language : change.language,
      digits: change.digits ?? current.digits,
    };
    if (next.language === current.language && next.digits === current.digits) return;
    dispatch(updateUser({ preferences: next }));
    try {
      // Not kept in the outbox: a choice made offline is this browser's until the next one.
      await apiClient.patch(API_PATHS.preferences, change, { queueOffline: false });
    } catch {
      // Quiet: the browser remembers the choice; the server learns the next one.
    }
  };
}
