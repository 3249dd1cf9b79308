import { AxiosError } from 'axios';
import { API_PATHS, MESSAGES, sessionUserSchema } from '@hemis/shared-contracts';
import { apiClient, markPermissionsFresh } from './apiClient';
import { signInFailure, signInStart, signInSuccess } from './sessionSlice';
import type { AppThunk } from './store';
import { signInErrorMessage, type SignInResult } from './thunks';

/**
 * Signs in with a token another page already holds (an integrator's page embedding a module,
 * whose server signed the user in): reads the token's user (GET /User/Session) and keeps the
 * session as a sign-in would. A token the API refuses leaves nobody signed in. Never rejects.
 */
export function signInWithToken(token: string): AppThunk<Promise<SignInResult>> {
  return async (dispatch) => {
    dispatch(signInStart());
    let data: unknown;
    try {
      const response = await apiClient.get<unknown>(API_PATHS.session, {
        headers: { Authorization: `Bearer ${token}` },
      });
      data = response.data;
    } catch (error) {
      const message =
        error instanceof AxiosError && error.response?.status === 401
          ? MESSAGES.http.sessionEnded
          : signInErrorMessage(error);
      dispatch(signInFailure(message));
      return { status: 'failed', message };
    }
    const parsed = sessionUserSchema.safeParse(data);
    if (!parsed.success) {
      dispatch(signInFailure(MESSAGES.signIn.unexpectedResponse));
      return { status: 'failed', message: MESSAGES.signIn.unexpectedResponse };
    }
    const user = { ...parsed.data, tokenString: token };
    if (user.permissions) markPermissionsFresh();
    dispatch(signInSuccess(user));
    return { status: 'signedIn', user };
  };
}
