import type { Page, Response } from 'playwright-core';
import { url } from './runtime';

/** The campus the demo campus accounts sign in from (its branding is on the sign-in screen). */
const SIGN_IN_BODY = { cOllegeId: 49 };

/**
 * Where an API call goes: the suite's server by default, or another address (a proxy in front of
 * several processes), with extra headers (which process the proxy sends it to).
 */
export interface ApiTarget {
  baseURL?: string;
  headers?: Record<string, string>;
}

const targetUrl = (path: string, target: ApiTarget) =>
  target.baseURL ? new URL(path, target.baseURL).toString() : url(path);

/** Signs in through the API and answers the bearer token (fails on a temporary password). */
export async function apiToken(
  email: string,
  password: string,
  target: ApiTarget = {},
): Promise<string> {
  const response = await fetch(targetUrl('/api/User/Login', target), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...target.headers },
    body: JSON.stringify({ email, password, ...SIGN_IN_BODY }),
  });
  const body = (await response.json()) as { tokenString?: string; name?: string };
  if (response.status !== 200 || !body.tokenString) {
    throw new Error(`Sign-in of ${email} answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return body.tokenString;
}

/** Calls the API with a bearer token from the test process; answers the status and the body. */
export async function apiCall(
  token: string,
  method: string,
  path: string,
  body?: unknown,
  target: ApiTarget = {},
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(targetUrl(`/api${path}`, target), {
    method,
    headers: {
      ...target.headers,
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed };
}

/** Waits for the page's next answered sign-in (POST /api/User/Login) and answers its body. */
export function nextSignIn(page: Page): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname.toLowerCase() === '/api/user/login',
    { timeout: 20_000 },
  );
}

/** The status of a GET of `path` made inside the page with the given bearer token. */
export async function statusInPage(page: Page, path: string, token: string): Promise<number> {
  return page.evaluate(
    async ({ path: target, token: bearer }) => {
      const response = await fetch(target, { headers: { authorization: `Bearer ${bearer}` } });
      return response.status;
    },
    { path, token },
  );
}
