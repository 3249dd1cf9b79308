/**
 * PostgreSQL's own pg_dump and pg_restore, of a version that can read the server: the same major
 * version or a newer one (Debian keeps each installed version in /usr/lib/postgresql/<major>/bin).
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

const DEBIAN_VERSIONS = '/usr/lib/postgresql';

export type PostgresTool = 'pg_dump' | 'pg_restore';

async function majorOf(program: string): Promise<number | null> {
  try {
    const { stdout } = await run(program, ['--version']);
    const match = /(\d+)(?:\.\d+)?/.exec(stdout);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * The program for a server of `serverMajor`: Debian's of that version, else the lowest newer one
 * installed, else the one on PATH when it is new enough. Null when there is none.
 */
export async function findPostgresTool(
  tool: PostgresTool,
  serverMajor: number,
): Promise<string | null> {
  const installed = fs.existsSync(DEBIAN_VERSIONS)
    ? fs
        .readdirSync(DEBIAN_VERSIONS)
        .map(Number)
        .filter((major) => Number.isInteger(major) && major >= serverMajor)
        .sort((a, b) => a - b)
    : [];
  for (const major of installed) {
    const program = path.join(DEBIAN_VERSIONS, String(major), 'bin', tool);
    if (fs.existsSync(program)) return program;
  }
  const onPath = await majorOf(tool);
  return onPath !== null && onPath >= serverMajor ? tool : null;
}

export async function requirePostgresTool(
  tool: PostgresTool,
  serverVersion: string,
): Promise<string> {
  const serverMajor = Number(serverVersion.split('.')[0]);
  const program = await findPostgresTool(tool, serverMajor);
  if (!program) {
    throw new Error(
      `${tool} ${serverMajor} or newer is needed for this PostgreSQL ${serverVersion} server (Debian: apt-get install postgresql-client-${serverMajor}).`,
    );
  }
  return program;
}

/**
 * The connection of `url` for PostgreSQL's programs: the address without the password, which
 * goes in PGPASSWORD (a command line is visible to every user of the machine).
 */
export function connectionFor(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Runs a PostgreSQL program; its error output becomes the error's message. */
export async function runPostgresTool(
  program: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<void> {
  try {
    await run(program, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr =
      error instanceof Error && 'stderr' in error && typeof error.stderr === 'string'
        ? error.stderr.trim()
        : undefined;
    throw new Error(`${path.basename(program)} failed: ${stderr || String(error)}`, {
      cause: error,
    });
  }
}
