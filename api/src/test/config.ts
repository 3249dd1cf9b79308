/**
 * What the API tests share with their global setup (which runs outside jest's test sandbox, so
 * apart from helpers.ts and its mocks): the app's config and the run's template database.
 */
import path from 'node:path';
import { Client } from 'pg';
import { DEFAULT_CLIENT_CONFIG, type AppConfig } from '../config';

export const DEMO_PASSWORD = 'Hemis@2026';
/**
 * The time limit of an API test that runs for long by design (a backup and restore, thousands of
 * probes): on a loaded machine such a test outlasts the usual 120 s.
 */
export const LONG_API_TEST_MS = 360_000;
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
    examMinAttendance: 75,
    ...overrides,
  };
}

/** The migrated and seeded database every app's copies (global-setup.ts makes it). */
export const TEMPLATE_ENV = {
  /** PGlite: the file of its dumped data directory. */
  pglite: 'HEMIS_TEST_PGLITE_TEMPLATE',
  /** PostgreSQL (DATABASE_URL): the name of a database on that server. */
  postgres: 'HEMIS_TEST_PG_TEMPLATE',
} as const;

export function templateOf(kind: keyof typeof TEMPLATE_ENV): string {
  const value = process.env[TEMPLATE_ENV[kind]];
  if (!value) {
    throw new Error(`${TEMPLATE_ENV[kind]} is not set: the api project's globalSetup sets it`);
  }
  return value;
}

/**
 * PostgreSQL templates are named by what shapes them (`hemis_test_template_<key>`), so the parts
 * of one run (jest --shard, started side by side by scripts/test.mjs) make one between them.
 */
export const PG_TEMPLATE_PREFIX = 'hemis_test_template_';
/**
 * Set by scripts/test.mjs for its parts: a part's teardown keeps the template for the next part,
 * and the script drops it once every part has run.
 */
export const PG_TEMPLATE_KEEP_ENV = 'HEMIS_TEST_PG_TEMPLATE_KEEP';

/** `url` with another database. */
export function databaseUrl(url: string, database: string): string {
  const target = new URL(url);
  target.pathname = `/${database}`;
  return target.toString();
}

/** Runs one statement (create or drop database) on the server of `url`. */
export async function onServer(url: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
