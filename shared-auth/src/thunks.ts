import { AxiosError } from 'axios';
import {
  API_PATHS,
  MESSAGES,
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
import {
  loginPayload,
  sentFor,
  trimmedSignIn,
  type SentSignIn,
  type SignInAnswer,
  type SignInFields,
} from './signInCall';
import { applyRememberMe } from './storage';
import type { AppThunk } from './store';

export interface SignInRequest {
  email: string;
  password: string;
  /** Remember me: true keeps the e-mail and the flag in local storage, false removes both. */
  rememberMe?: boolean;
  /** The same sign-in already sent (by the lean sign-in screen): its answer, not a second call. */
  sent?: SentSignIn | null;
}

export type SignInResult =
  | { status: 'signedIn'; user: SignedInUser }
  /** The account must set a new password first: go to /reset-password/{email}/{token}. */
  | { status: 'verificationRequired'; email: string; token: string }
  | { status: 'failed'; message: string };

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

/** The sign-in error text of spec section 8 for an answer that is not a success. */
export function signInRefusalMessage(status: number, body: unknown): string {
  if (status === 401) return MESSAGES.signIn.wrongCredentials;
  const reason =
    body && typeof body === 'object' && 'message' in body ? String(body.message) : null;
  return reason && ACCOUNT_REASONS.has(reason) ? reason : MESSAGES.signIn.httpError;
}

/** The sign-in error texts of spec section 8 for a failed call, or the account's reason. */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof AxiosError && error.response) {
    return signInRefusalMessage(error.response.status, error.response.data);
  }
  return MESSAGES.signIn.unexpectedError;
}

/** POST /User/Login through the app's client; a refusal resolves with its status too. */
async function postSignIn(fields: SignInFields): Promise<SignInAnswer> {
  try {
    const response = await apiClient.post<unknown>(API_PATHS.login, loginPayload(fields));
    return { status: response.status, data: response.data };
  } catch (error) {
    if (error instanceof AxiosError && error.response) {
      return { status: error.response.status, data: error.response.data };
    }
    throw error;
  }
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
    const fields = trimmedSignIn(request);
    if (!fields) {
      dispatch(signInFailure(MESSAGES.signIn.required));
      return { status: 'failed', message: MESSAGES.signIn.required };
    }
    const { email } = fields;
    dispatch(signInStart());
    let answer: SignInAnswer;
    try {
      answer = await (sentFor(request.sent, fields)?.answer ?? postSignIn(fields));
    } catch {
      dispatch(signInFailure(MESSAGES.signIn.unexpectedError));
      return { status: 'failed', message: MESSAGES.signIn.unexpectedError };
    }
    if (answer.status < 200 || answer.status >= 300) {
      const message = signInRefusalMessage(answer.status, answer.data);
      dispatch(signInFailure(message));
      return { status: 'failed', message };
    }
    const data = answer.data;
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
