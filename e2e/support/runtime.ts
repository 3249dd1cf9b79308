import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the global setup shares with the tests: where the stack runs and where its data lives. */
export interface E2eRuntime {
  baseURL: string;
  dataDir: string;
  demoPassword: string;
  pid: number;
  /** Another origin (a free port) whose pages the server lets embed modules (HEMIS_CORS_ORIGINS). */
  embedOrigin: string;
}

export const RUNTIME_ENV = 'HEMIS_E2E_RUNTIME';
export const E2E_DEMO_PASSWORD = 'E2e-Demo@2026';
/** Support contacts the server is started with (shown in the public footer). */
export const SUPPORT_PHONE = '+977-1-4000000';
export const SUPPORT_EMAIL = 'support@hemis.test';
export const E2E_ROOT = join(__dirname, '..');
export const ARTIFACTS_DIR = join(E2E_ROOT, 'artifacts');

let cached: E2eRuntime | undefined;

/** Reads the runtime file written by the global setup (its path is in HEMIS_E2E_RUNTIME). */
export function runtime(): E2eRuntime {
  if (cached) return cached;
  const file = process.env[RUNTIME_ENV];
  if (!file) {
    throw new Error(
      `${RUNTIME_ENV} is not set: run the end-to-end tests through jest's e2e project ` +
        '(`npx jest --selectProjects e2e --runInBand`), whose global setup starts the stack.',
    );
  }
  cached = JSON.parse(readFileSync(file, 'utf8')) as E2eRuntime;
  return cached;
}

export function url(path: string): string {
  return new URL(path, runtime().baseURL).toString();
}
