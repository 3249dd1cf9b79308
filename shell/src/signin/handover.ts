import type { SignInValues } from '../pages/SignInCard';

/**
 * A sign-in the lean sign-in screen received before the full app had loaded: the full app's
 * LoginPage takes it once, fills its form with it and submits it (validation, the call, the
 * notices and the redirect are then exactly those of the full screen).
 */
let pending: SignInValues | null = null;

export function handOverSignIn(values: SignInValues): void {
  pending = values;
}

export function takeHandedOverSignIn(): SignInValues | null {
  const values = pending;
  pending = null;
  return values;
}
