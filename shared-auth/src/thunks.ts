import { AxiosError } from 'axios';
import {
  API_PATHS,
  BRANDING_CAMPUS_ID,
  MESSAGES,
  SIGN_IN_IS_UGC,
  SIGN_IN_UNI_ID,
  signedInUserSchema,
  verificationTokenResponseSchema,
  type SignedInUser,
} from '@hemis/shared-contracts';
import { apiClient, markPermissionsFresh } from './apiClient';
import {
  signInFailure,
  signInInterrupted,
  signInStart,
  signInSuccess,
  signOut,
} from './sessionSlice';
import { applyRememberMe } from './storage';
import type { AppThunk } from './store';

export interface SignInRequest {
  email: string;
  password: string;
  /** Remember me: true keeps the e-mail and the flag in local storage, false removes both. */
  rememberMe?: boolean;
}

export type SignInResult =
  | { status: 'signedIn'; user: SignedInUser }
  /** The account must set a new password first: go to /reset-password/{email}/{token}. */
  | { status: 'verificationRequired'; email: string; token: string }
  | { status: 'failed'; message: string };

/** The body of POST /User/Login (spec section 3). */
export function loginPayload(email: string, password: string) {
  return {
    email,
    password,
    cOllegeId: BRANDING_CAMPUS_ID,
    uniId: SIGN_IN_UNI_ID,
    isUgc: SIGN_IN_IS_UGC,
  };
}

/**
 * The reasons the API gives for refusing a right password (a 403 for an account waiting for
 * verification or deactivated, a 429 after too many attempts): shown as they are, since the
 * spec's generic text would hide what the user must do.
 */
const ACCOUNT_REASONS: ReadonlySet<string> = new Set([
  MESSAGES.signIn.notVerified,
  MESSAGES.signIn.disabled,
  MESSAGES.signIn.tooManyAttempts,
]);

/** The sign-in error texts of spec section 8 for a failed call, or the account's reason. */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof AxiosError && error.response) {
    if (error.response.status === 401) return MESSAGES.signIn.wrongCredentials;
    const body: unknown = error.response.data;
    const reason =
      body && typeof body === 'object' && 'message' in body ? String(body.message) : null;
    return reason && ACCOUNT_REASONS.has(reason) ? reason : MESSAGES.signIn.httpError;
  }
  return MESSAGES.signIn.unexpectedError;
}

/** Where a verification-token answer sends the user. */
export function resetPasswordPath(email: string, token: string): string {
  return `/reset-password/${encodeURIComponent(email)}/${encodeURIComponent(token)}`;
}

/**
 * Signs in (spec sections 4, 5, 8): trims the fields, posts the login payload, and stores the
 * user (expiry 8 hours ahead) or the error text. Resolves with what the screen should do next;
 * never rejects.
 */
export function signIn(request: SignInRequest): AppThunk<Promise<SignInResult>> {
  return async (dispatch) => {
    const email = request.email.trim();
    const password = request.password.trim();
    if (!email || !password) {
      dispatch(signInFailure(MESSAGES.signIn.required));
      return { status: 'failed', message: MESSAGES.signIn.required };
    }
    dispatch(signInStart());
    let data: unknown;
    try {
      const response = await apiClient.post<unknown>(
        API_PATHS.login,
        loginPayload(email, password),
      );
      data = response.data;
    } catch (error) {
      const message = signInErrorMessage(error);
      dispatch(signInFailure(message));
      return { status: 'failed', message };
    }
    const verification = verificationTokenResponseSchema.safeParse(data);
    if (verification.success) {
      applyRememberMe(request.rememberMe ?? false, email);
      dispatch(signInInterrupted());
      return { status: 'verificationRequired', email, token: verification.data.value };
    }
    const user = signedInUserSchema.safeParse(data);
    if (!user.success) {
      dispatch(signInFailure(MESSAGES.signIn.unexpectedResponse));
      return { status: 'failed', message: MESSAGES.signIn.unexpectedResponse };
    }
    applyRememberMe(request.rememberMe ?? false, email);
    if (user.data.permissions) markPermissionsFresh();
    dispatch(signInSuccess(user.data));
    return { status: 'signedIn', user: user.data };
  };
}

/** Logout from the profile menu: tells the API (failures ignored), then ends the session here. */
export function signOutEverywhere(): AppThunk<Promise<void>> {
  return async (dispatch) => {
    try {
      await apiClient.post(API_PATHS.logout);
    } catch {
      // The session ends on this device whatever the API answers.
    }
    dispatch(signOut());
  };
}
