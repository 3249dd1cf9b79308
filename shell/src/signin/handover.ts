// The file itself, not the package index: the lean sign-in path sends the call without axios.
import type { SentSignIn } from '@hemis/shared-auth/src/signInCall';
import type { SignInValues } from '../pages/SignInCard';

/**
 * A sign-in the lean sign-in screen received before the full app had loaded, with the call it
 * already sent (none for an empty field): the full app's LoginPage takes it once, fills its form
 * and submits it. Validation, the notices and the redirect are then exactly those of the full
 * screen; only the call's answer is the one already on its way.
 */
export interface HandedOverSignIn {
  values: SignInValues;
  sent: SentSignIn | null;
}

let pending: HandedOverSignIn | null = null;

export function handOverSignIn(signIn: HandedOverSignIn): void {
  pending = signIn;
}

export function takeHandedOverSignIn(): HandedOverSignIn | null {
  const signIn = pending;
  pending = null;
  return signIn;
}
