/**
 * GET /api/health: alive (the process answers; load balancers, benchmarks).
 * GET /api/ready: ready to serve: the database answers within READY_TIMEOUT_MS and every
 * migration of this build's folder is applied (drizzle's `__drizzle_migrations` against
 * `meta/_journal.json`). 200, or 503 saying what is wrong. A proxy sends traffic to a process
 * while it is ready; a deployment waits for it before moving on.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@hemis/shared-contracts';
import { findMigrationsFolder, type Database } from '../../db/client';
import { pgErrorCode } from '../../lib/errors';
import { sqlRows } from '../../lib/sql-rows';
import { TimedOut, within } from '../../lib/within';

/** How long the database may take to answer before the process counts as not ready. */
export const READY_TIMEOUT_MS = 2000;
/** How long a readiness check is given again before the database is asked anew. */
export const READY_KEPT_MS = 1000;

export interface Migration {
  tag: string;
  /** The journal's `when`, which drizzle stores as the applied migration's `created_at`. */
  when: number;
}

/** The migrations of a folder, oldest first. */
export function migrationsOf(folder: string): Migration[] {
  const journal: { entries: Migration[] } = JSON.parse(
    fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8'),
  );
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

const readinessSchema = z.object({
  status: z.enum(['ready', 'unready']),
  database: z.enum(['reachable', 'unreachable']),
  /** This build's newest migration, and those the database lacks (unknown when unreachable). */
  migrations: z.object({ latest: z.string(), missing: z.array(z.string()) }).nullable(),
  problems: z.array(z.string()),
});

export type Readiness = z.infer<typeof readinessSchema>;

/** SQLSTATEs of a database drizzle never migrated: no `drizzle` schema or no table in it. */
const NEVER_MIGRATED = new Set(['3F000', '42P01']);

/** The newest migration applied (its `when`), 0 when none is. */
async function newestApplied(db: Database): Promise<number> {
  try {
    const [newest] = await sqlRows<{ newest: string | null }>(
      db,
      sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    );
    return Number(newest?.newest ?? 0);
  } catch (error) {
    const code = pgErrorCode(error);
    if (code !== undefined && NEVER_MIGRATED.has(code)) return 0;
    throw error;
  }
}

export async function readiness(
  db: Database,
  migrations: readonly Migration[],
  timeoutMs = READY_TIMEOUT_MS,
): Promise<{ readiness: Readiness; error?: unknown }> {
  const latest = migrations.at(-1)?.tag ?? '';
  try {
    await within(db.execute(sql`select 1`), timeoutMs);
    const newest = await within(newestApplied(db), timeoutMs);
    const missing = migrations.filter((migration) => migration.when > newest).map((m) => m.tag);
    const problems =
      missing.length > 0
        ? [`${missing.length} migration(s) not applied: ${missing.join(', ')}`]
        : [];
    return {
      readiness: {
        status: problems.length === 0 ? 'ready' : 'unready',
        database: 'reachable',
        migrations: { latest, missing },
        problems,
      },
    };
  } catch (error) {
    // What the driver says (a host, a user name) stays in the log; the answer is public.
    const problem =
      error instanceof TimedOut
        ? `the database did not answer within ${timeoutMs} ms`
        : 'the database cannot be reached';
    return {
      readiness: {
        status: 'unready',
        database: 'unreachable',
        migrations: null,
        problems: [problem],
      },
      error,
    };
  }
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.health,
    {
      config: { auth: { permission: 'public' } },
      schema: { tags: ['system'], response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => ({ status: 'ok' as const }),
  );

  // The folder this build migrated from at start (read once: it does not change under a process).
  const migrations = migrationsOf(findMigrationsFolder());
  // The last check, given again for READY_KEPT_MS: probes and floods share one.
  let kept: { at: number; answer: Promise<Readiness> } | undefined;
  const readyCheck = (log: FastifyBaseLogger): Promise<Readiness> => {
    const now = Date.now();
    if (kept && now - kept.at < READY_KEPT_MS) return kept.answer;
    const answer = readiness(app.db, migrations).then((checked) => {
      if (checked.readiness.status !== 'ready') {
        log.warn({ err: checked.error, problems: checked.readiness.problems }, 'not ready');
      }
      return checked.readiness;
    });
    kept = { at: now, answer };
    return answer;
  };
  app.get(
    API_PATHS.ready,
    {
      // Not limited: the limits' counts live in the database this route must report on. A
      // flood costs the database at most one check a second (readyCheck).
      config: { auth: { permission: 'public' } },
      schema: { tags: ['system'], response: { 200: readinessSchema, 503: readinessSchema } },
    },
    async (request, reply) => {
      const answer = await readyCheck(request.log);
      return reply.code(answer.status === 'ready' ? 200 : 503).send(answer);
    },
  );
};
