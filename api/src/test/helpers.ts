/**
 * Test support: an app on a real database. With PGlite, one migrated and seeded in-memory
 * database per test file (created once), cloned for each app. With DATABASE_URL, a fresh
 * database per app on that server, dropped when the app closes.
 */
// content-disposition 3 and cookie 2 are ESM only; Node loads them through require(esm), jest's
// CommonJS runtime on Node 20 cannot. Only reply.download() (never called by the API) and
// inject's cookie jar (the API sets no cookies) use them.
jest.mock('content-disposition', () => ({
  create: (filename: string) => `attachment; filename="${filename.replace(/"/g, '')}"`,
}));
jest.mock('../../../node_modules/light-my-request/node_modules/cookie/dist/index.js', () => ({
  stringifySetCookie: (cookie: { name: string; value: string }) => `${cookie.name}=${cookie.value}`,
}));

// Starting a database (PGlite's initdb) takes seconds, far more on a busy machine.
jest.setTimeout(120_000);

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { PGlite as PGliteClass } from '@electric-sql/pglite';
import { Client } from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { KnownRole } from '@hemis/shared-contracts';
import { buildApp, prepareDatabase, type AppOptions } from '../app';
import { DEFAULT_CLIENT_CONFIG, type AppConfig } from '../config';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { WorkerPGlite } from './worker-pglite';

/** The worker-backed stand-in has the part of PGlite that drizzle uses. */
const asPGlite = (client: WorkerPGlite) => client as unknown as PGliteClass;

export const DEMO_PASSWORD = 'Hemis@2026';
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export function testConfig(dataDir: string, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    mode: 'demo',
    port: 0,
    host: '127.0.0.1',
    dataDir,
    jwtSecret: TEST_JWT_SECRET,
    demoPassword: DEMO_PASSWORD,
    publicUrl: 'http://hemis.example',
    mailFrom: 'HEMIS <no-reply@hemis.example>',
    staticRoot: path.join(dataDir, 'static-root'),
    clientConfig: DEFAULT_CLIENT_CONFIG,
    signInLimits: {
      perEmail: 1000,
      perEmailAllAddresses: 10_000,
      perAddress: 100_000,
      windowMs: 15 * 60 * 1000,
    },
    // Many requests from one address: the public routes' limits have their own tests.
    rateLimitFactor: 1000,
    trustProxy: false,
    corsOrigins: [],
    ...overrides,
  };
}

let template: Promise<WorkerPGlite> | undefined;

/** The per-file template: migrated and seeded once. */
function pgliteTemplate(): Promise<WorkerPGlite> {
  template ??= (async () => {
    const client = await WorkerPGlite.create();
    const handle = await openDatabase({ kind: 'pglite', client: asPGlite(client) });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hemis-template-'));
    await prepareDatabase(handle.db, testConfig(dir));
    fs.rmSync(dir, { recursive: true, force: true });
    return client;
  })();
  return template;
}

async function openTestDatabase(): Promise<DatabaseHandle & { dispose(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `hemis_test_${randomBytes(6).toString('hex')}`;
    const admin = new Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    const handle = await openDatabase({ kind: 'postgres', url: target.toString(), poolSize: 4 });
    return {
      ...handle,
      async dispose() {
        await handle.close();
        const dropper = new Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  const clone = await (await pgliteTemplate()).clone();
  const handle = await openDatabase({ kind: 'pglite', client: asPGlite(clone) });
  return { ...handle, dispose: () => handle.close() };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  dataDir: string;
  config: AppConfig;
  close(): Promise<void>;
}

export async function createTestApp(
  overrides: Partial<AppConfig> & Pick<AppOptions, 'extraApiPlugins'> = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hemis-api-test-'));
  const { extraApiPlugins, ...configOverrides } = overrides;
  const config = testConfig(dataDir, configOverrides);
  const database = await openTestDatabase();
  const app = await buildApp({
    ...config,
    database,
    extraApiPlugins,
    ...(process.env.HEMIS_TEST_LOG ? { logger: { level: 'error' } } : {}),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    dataDir,
    config,
    async close() {
      await app.close();
      await database.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
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

export function withToken(token: string, options: InjectOptions): InjectOptions {
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
