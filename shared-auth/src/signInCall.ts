// The files themselves, not the package index: the shell's lean sign-in path sends this call
// before the contracts (and zod) and axios have loaded.
import { API_BASE, API_PATHS } from '@hemis/shared-contracts/src/paths';
import {
  BRANDING_CAMPUS_ID,
  SIGN_IN_IS_UGC,
  SIGN_IN_UNI_ID,
} from '@hemis/shared-contracts/src/constants';

/** What a sign-in sends of the form, trimmed. */
export interface SignInFields {
  email: string;
  password: string;
}

/** The answer to POST /User/Login: its HTTP status and body (JSON, else the text). */
export interface SignInAnswer {
  status: number;
  data: unknown;
}

/**
 * A sign-in already on its way: the lean sign-in screen sends it at the press of the button, so
 * the call runs while the full app is still loading. The full app's signIn uses its answer when
 * the checked fields are these (a network failure rejects `answer`).
 */
export interface SentSignIn extends SignInFields {
  answer: Promise<SignInAnswer>;
}

/** The fields as a sign-in sends them, or null when either is empty once trimmed (never sent). */
export function trimmedSignIn(values: SignInFields): SignInFields | null {
  const email = values.email.trim();
  const password = values.password.trim();
  return email && password ? { email, password } : null;
}

/** `sent` when it was sent with these fields (as trimmed), else null: its answer is theirs. */
export function sentFor(
  sent: SentSignIn | null | undefined,
  values: SignInFields,
): SentSignIn | null {
  const fields = trimmedSignIn(values);
  return sent && fields && sent.email === fields.email && sent.password === fields.password
    ? sent
    : null;
}

/** The body of POST /User/Login (spec section 3): campus 49, uniId "0" and isUgc true are fixed. */
export function loginPayload({ email, password }: SignInFields) {
  return {
    email,
    password,
    cOllegeId: BRANDING_CAMPUS_ID,
    uniId: SIGN_IN_UNI_ID,
    isUgc: SIGN_IN_IS_UGC,
  };
}

async function answerOf(response: Response): Promise<SignInAnswer> {
  const text = await response.text();
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: the text itself, as axios gives it.
  }
  return { status: response.status, data };
}

/** Sends the sign-in with the browser's fetch (the lean path has no axios). */
export function sendSignIn(fields: SignInFields, apiBase: string = API_BASE): SentSignIn {
  const answer = fetch(`${apiBase}${API_PATHS.login}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      // The page's language: the refusal's message comes back in it.
      'Accept-Language':
        (typeof document === 'undefined' ? '' : document.documentElement.lang) || 'en',
    },
    body: JSON.stringify(loginPayload(fields)),
  }).then(answerOf);
  // Whoever takes it over handles a failure; until then it must not count as unhandled.
  answer.catch(() => undefined);
  return { ...fields, answer };
}
