/**
 * Test support: a test file's app with its demo users signed in, and the one way its tests send a
 * request as one of them (`call(who, options)`, or `api(who, method, url, payload)` for `/api…`).
 */
// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, tokenFor, withToken, type TestApp } from './helpers';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { KnownRole } from '@hemis/shared-contracts';
import type { AppConfig } from '../config';

/** The demo accounts by role. */
export const ROLE_ACCOUNTS: readonly [KnownRole, string][] = [
  ['SuperAdmin', 'superadmin@hemis.test'],
  ['Admin', 'admin@hemis.test'],
  ['UgcAdmin', 'ugcadmin@hemis.test'],
  ['UniAdmin', 'uniadmin@hemis.test'],
  ['CollegeAdmin', 'collegeadmin@hemis.test'],
  ['CollegeUser', 'collegeuser@hemis.test'],
  ['Student', 'student@hemis.test'],
];

export type Method = NonNullable<InjectOptions['method']>;

/** Sends requests as signed-in users, each known by a name (`who`) given to its token. */
export interface Caller<Who extends string> {
  /** The token of `who` ('' when not signed in: the request then goes as a visitor). */
  token(who: Who): string;
  /** Sends `options` as `who`. */
  call(who: Who, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Sends a `method` request to `/api${url}` as `who`. */
  api(
    who: Who,
    method: Method,
    url: string,
    payload?: InjectOptions['payload'],
  ): Promise<LightMyRequestResponse>;
}

/**
 * A caller on the app `app()` with the tokens `tokenOf(who)` (read at each call, so both may be
 * set in a `beforeAll`).
 */
export function callerOf<Who extends string>(
  app: () => TestApp,
  tokenOf: (who: Who) => string | undefined,
): Caller<Who> {
  const token = (who: Who): string => tokenOf(who) ?? '';
  const call = (who: Who, options: InjectOptions) =>
    app().app.inject(withToken(token(who), options));
  return {
    token,
    call,
    api: (who, method, url, payload) => call(who, { method, url: `/api${url}`, payload }),
  };
}

/** The file's test app with its signed-in users. */
export interface SignedInApp<Who extends string> extends Caller<Who> {
  readonly t: TestApp;
  /** The tokens in the order the users were given. */
  readonly tokens: readonly string[];
  /** Signs in `email` (an account a test made, say in its `beforeAll`) as `who`. */
  signIn(who: Who, email: string): Promise<void>;
}

/**
 * Starts a test app before the file's tests with `accounts` (each `[who, email]`) signed in,
 * and closes it after. Call at the top level of a test file, before its own `beforeAll`s.
 */
export function signedInAs(
  accounts: readonly (readonly [string, string])[],
  overrides: Partial<AppConfig> = {},
): SignedInApp<string> {
  let app: TestApp | undefined;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    app = await createTestApp(overrides);
    for (const [who, email] of accounts) tokens.set(who, await tokenFor(app.app, email));
  });
  afterAll(async () => {
    await app?.close();
  });
  const current = (): TestApp => {
    if (!app) throw new Error('signedInAs: the app starts in beforeAll');
    return app;
  };
  return {
    ...callerOf(current, (who) => tokens.get(who)),
    get t() {
      return current();
    },
    get tokens() {
      return accounts.map(([who]) => tokens.get(who) ?? '');
    },
    signIn: async (who, email) => {
      tokens.set(who, await tokenFor(current().app, email));
    },
  };
}

/** As `signedInAs`, with the demo users `names` (as in `name@hemis.test`). */
export function signedInApp(
  names: readonly string[],
  overrides: Partial<AppConfig> = {},
): SignedInApp<string> {
  return signedInAs(
    names.map((name) => [name, `${name}@hemis.test`] as const),
    overrides,
  );
}

/** As `signedInAs`, with every demo role's account (ROLE_ACCOUNTS). */
export function signedInRoles(overrides: Partial<AppConfig> = {}): SignedInApp<string> {
  return signedInAs(ROLE_ACCOUNTS, overrides);
}
