/**
 * A signed-in user's language and digits, remembered on the server: applied when they sign in (or
 * a stored session starts), sent there (PATCH /User/Preferences) when they switch. Before sign-in
 * the browser's remembered choice applies (the kit's initialLanguage).
 */
import { useCallback, useEffect } from 'react';
import { useStore } from 'react-redux';
import type { DigitStyle, Language, Preferences } from '@hemis/shared-contracts';
import { savePreferences, useAppDispatch, useCurrentUser } from '@hemis/shared-auth';
import {
  changeDigits,
  changeLanguage,
  currentDigits,
  currentLanguage,
} from '@hemis/shared-ui/src/i18n/texts';

/** Switches to a user's language (unless they left it to the browser) and digits. */
export async function applyPreferences(preferences: Preferences | undefined): Promise<void> {
  if (!preferences) return;
  if (preferences.digits !== currentDigits()) changeDigits(preferences.digits);
  if (preferences.language && preferences.language !== currentLanguage()) {
    await changeLanguage(preferences.language);
  }
}

/** The session whose preferences were applied, per store (a remount must not apply them again). */
const appliedSessions = new WeakMap<object, string>();

/**
 * Applies the signed-in user's preferences once per session: at sign-in and when a stored session
 * starts (its user carries the preferences of the sign-in, kept current by each switch). Kept per
 * store, not per mount: a screen drawn again (a language switch may redraw the whole app) must not
 * put back the preferences the user is just changing.
 */
export function usePreferencesOfSession(): void {
  const store = useStore();
  const user = useCurrentUser();
  const token = user?.tokenString ?? null;
  const preferences = user?.preferences;
  useEffect(() => {
    if (token === null) {
      appliedSessions.delete(store);
      return;
    }
    if (appliedSessions.get(store) === token) return;
    appliedSessions.set(store, token);
    void applyPreferences(preferences);
  }, [store, token, preferences]);
}

export interface PreferenceSaver {
  language: (language: Language) => void;
  digits: (digits: DigitStyle) => void;
}

/** Keeps a signed-in user's switch on the server (nothing for a visitor; failures are quiet). */
export function usePreferenceSaver(): PreferenceSaver {
  const dispatch = useAppDispatch();
  const language = useCallback(
    (chosen: Language) => void dispatch(savePreferences({ language: chosen })),
    [dispatch],
  );
  const digits = useCallback(
    (chosen: DigitStyle) => void dispatch(savePreferences({ digits: chosen })),
    [dispatch],
  );
  return { language, digits };
}
