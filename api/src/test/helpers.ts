/**
 * Test support: an app on a real database, a copy of the run's migrated and seeded template
 * (global-setup.ts). With PGlite, an in-memory database loaded from the template's data
 * directory. With DATABASE_URL, a database on that server created from the template database,
 * dropped when the app closes.
 */
// Starting a database (loading PGlite) takes seconds, far more on a busy machine.
jest.setTimeout(120_000);

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { PGlite as PGliteClass } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type { KnownRole } from '@hemis/shared-contracts';
import { buildApp, type AppOptions } from '../app';
import type { AppConfig } from '../config';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { DEMO_PASSWORD, databaseUrl, onServer, templateOf, testConfig } from './config';
import { PGliteWorker, type WorkerPGlite } from './worker-pglite';

export { DEMO_PASSWORD, TEST_JWT_SECRET, testConfig } from './config';

/** The worker-backed stand-in has the part of PGlite that drizzle uses. */
const asPGlite = (client: WorkerPGlite) => client as unknown as PGliteClass;

/** This file's PGlite worker, shared by its apps. */
let worker: PGliteWorker | undefined;
// Test files may run one after another in one process: each file's worker ends once the file is
// done and its last app has closed.
afterAll(async () => {
  const done = worker;
  worker = undefined;
  await done?.close();
});

interface TestDatabase extends DatabaseHandle {
  dispose(): Promise<void>;
  /**
   * Another handle on the same database, as a second API process opens it: on PostgreSQL its own
   * pool and listener; on PGlite the same client (closing it leaves the client open).
   */
  openAgain(): Promise<DatabaseHandle>;
}

async function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `hemis_test_${randomBytes(6).toString('hex')}`;
    await onServer(url, `create database ${name} template ${templateOf('postgres')}`);
    const open = () => openDatabase({ kind: 'postgres', url: databaseUrl(url, name), poolSize: 4 });
    const handle = await open();
    return {
      ...handle,
      openAgain: open,
      async dispose() {
        await handle.close();
        await onServer(url, `drop database if exists ${name} with (force)`);
      },
    };
  }
  worker ??= new PGliteWorker();
  const client = await worker.open(templateOf('pglite'));
  const handle = await openDatabase({ kind: 'pglite', client: asPGlite(client) });
  return {
    ...handle,
    dispose: () => handle.close(),
    async openAgain() {
      const again = await openDatabase({ kind: 'pglite', client: asPGlite(client) });
      return { ...again, close: () => Promise.resolve() };
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** The app's database (closing it early: what the app does when its database is gone). */
  database: DatabaseHandle;
  dataDir: string;
  config: AppConfig;
  /** A second app on this app's database (another API process); close it before this one. */
  openSecondApp(overrides?: Partial<AppConfig>): Promise<TestApp>;
  close(): Promise<void>;
}

export async function createTestApp(
  overrides: Partial<AppConfig> & Pick<AppOptions, 'extraApiPlugins'> = {},
): Promise<TestApp> {
  const { extraApiPlugins, ...configOverrides } = overrides;
  return appOn(await openTestDatabase(), configOverrides, extraApiPlugins);
}

async function appOn(
  database: TestDatabase,
  overrides: Partial<AppConfig>,
  extraApiPlugins?: AppOptions['extraApiPlugins'],
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hemis-api-test-'));
  const config = testConfig(dataDir, overrides);
  const app = await buildApp({
    ...config,
    database,
    extraApiPlugins,
    // The template was prepared by global-setup with this code.
    referenceDataCurrent: true,
    ...(process.env.HEMIS_TEST_LOG ? { logger: { level: 'error' } } : {}),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    dataDir,
    config,
    async openSecondApp(more = {}) {
      const again = await database.openAgain();
      const second = { ...again, openAgain: database.openAgain, dispose: () => again.close() };
      return appOn(second, { ...overrides, ...more });
    },
    async close() {
      await app.close();
      await database.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Two apps on one database, as two API processes (on PGlite two apps on one client), started
 * before the tests of the block it is called in and closed after, the second first.
 */
export function twoApps(overrides: Partial<AppConfig> = {}): {
  readonly a: TestApp;
  readonly b: TestApp;
} {
  let a: TestApp | undefined;
  let b: TestApp | undefined;
  beforeAll(async () => {
    a = await createTestApp(overrides);
    b = await a.openSecondApp();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });
  const started = (app: TestApp | undefined): TestApp => {
    if (!app) throw new Error('twoApps: the apps start in beforeAll');
    return app;
  };
  return {
    get a() {
      return started(a);
    },
    get b() {
      return started(b);
    },
  };
}

export type Body = Record<string, unknown>;

export function json(response: LightMyRequestResponse): Body {
  return response.json<Body>();
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string = DEMO_PASSWORD,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/User/Login',
    payload: { email, password, cOllegeId: 49, uniId: '0', isUgc: true },
  });
}

/** Signs in and returns the bearer token (fails the test if sign-in fails). */
export async function tokenFor(
  app: FastifyInstance,
  email: string,
  password: string = DEMO_PASSWORD,
): Promise<string> {
  const response = await signIn(app, email, password);
  if (response.statusCode !== 200) {
    throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  }
  const token = json(response).tokenString;
  if (typeof token !== 'string') throw new Error(`no token for ${email}: ${response.body}`);
  return token;
}

/** The demo accounts of each role, as in `name@hemis.test`. */
export const DEMO_ACCOUNTS = [
  'superadmin',
  'ugcadmin',
  'uniadmin',
  'collegeadmin',
  'collegeuser',
  'student',
] as const;

/** Tokens of the demo users `names` (as in `name@hemis.test`), in the order given. */
export async function tokensOf(app: FastifyInstance, names: readonly string[]): Promise<string[]> {
  const tokens: string[] = [];
  for (const name of names) tokens.push(await tokenFor(app, `${name}@hemis.test`));
  return tokens;
}

/** Tokens of the demo users `names` (as in `name@hemis.test`), by name. */
export async function tokensByName(
  app: FastifyInstance,
  names: readonly string[],
): Promise<Record<string, string>> {
  const tokens = await tokensOf(app, names);
  return Object.fromEntries(names.map((name, index) => [name, tokens[index] ?? '']));
}

/** The campus of a demo user (`name@hemis.test`), e.g. the campus administrator's. */
export async function campusOfUser(db: Database, email: string): Promise<number> {
  const [user] = await db
    .select({ campusId: users.campusId })
    .from(users)
    .where(eq(users.email, email));
  if (!user?.campusId) throw new Error(`${email} has no campus`);
  return user.campusId;
}

/** `options` with `token` as its bearer token; with '' (no one signed in) as a visitor's. */
export function withToken(token: string, options: InjectOptions): InjectOptions {
  if (token === '') return options;
  return { ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } };
}

let knownHash: Promise<string> | undefined;
let userCounter = 0;

/** Inserts an account directly (password DEMO_PASSWORD unless given). */
export async function createUser(
  db: Database,
  values: {
    role?: KnownRole;
    email?: string;
    status?: 'pending' | 'active' | 'disabled';
    mustChangePassword?: boolean;
    campusId?: number | null;
    universityId?: number | null;
    password?: string;
  } = {},
): Promise<{ id: number; email: string }> {
  userCounter += 1;
  const email = values.email ?? `user${userCounter}-${randomBytes(3).toString('hex')}@example.org`;
  knownHash ??= hashPassword(DEMO_PASSWORD);
  const passwordHash = values.password ? await hashPassword(values.password) : await knownHash;
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash,
      firstName: 'Test',
      lastName: 'User',
      role: values.role ?? 'CollegeUser',
      status: values.status ?? 'active',
      mustChangePassword: values.mustChangePassword ?? false,
      campusId: values.campusId === undefined ? 49 : values.campusId,
      universityId: values.universityId === undefined ? 1 : values.universityId,
    })
    .returning({ id: users.id, email: users.email });
  if (!row) throw new Error('user insert failed');
  return row;
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** The mails in the development outbox, oldest first (waits for sends in flight). */
export async function outbox(test: TestApp): Promise<OutboxMail[]> {
  await test.app.hemis.mailer.idle();
  const dir = path.join(test.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as OutboxMail);
}
