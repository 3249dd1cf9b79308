/**
 * GET /api/metrics: Prometheus text (lib/metrics), behind a setting.
 *
 * - HEMIS_METRICS_TOKEN: the scrape must send `Authorization: Bearer <token>` (else 401).
 * - HEMIS_METRICS_ALLOW: `request.ip` must be one of these addresses or CIDRs (else 403).
 * - Both set: both must hold. Neither set: production answers 404 (as if there were no such
 *   route); demo mode answers only from this machine (loopback), 404 to anyone else.
 *
 * Every answered request is counted by method, route pattern (`/api/Campus/:id`, never the raw
 * URL) and status code, with its duration.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { API_PATHS, MESSAGES } from '@hemis/shared-contracts';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { studentImportJobs } from '../db/schema';
import { IMPORT_STALE_MS } from '../domains/students/import-jobs';
import { HttpError, forbidden, notFound } from '../lib/errors';
import {
  UNMATCHED_ROUTE,
  addressListOf,
  type AddressList,
  type AppMetrics,
  type ImportJobCounts,
} from '../lib/metrics';

/** Counts every answered request of the app (registered on the root, before any route). */
export function countRequests(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? UNMATCHED_ROUTE,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
}

/**
 * Unfinished student imports, counted at a scrape. The filter is the predicate of the partial
 * unique index student_import_jobs_campus_running_uq, so only unfinished jobs are read.
 */
export async function importJobCounts(db: Database): Promise<ImportJobCounts> {
  const { status, heartbeatAt } = studentImportJobs;
  const stale = sql`(${heartbeatAt} < now() - ${sql.raw(`interval '${IMPORT_STALE_MS / 1000} seconds'`)})`;
  const [row] = await db
    .select({
      running: sql<string>`count(*) filter (where ${status} = 'running' and not ${stale})`,
      publishing: sql<string>`count(*) filter (where ${status} = 'publishing' and not ${stale})`,
      stale: sql<string>`count(*) filter (where ${stale})`,
    })
    .from(studentImportJobs)
    .where(sql`${status} in ('running', 'publishing')`);
  return {
    running: Number(row?.running ?? 0),
    publishing: Number(row?.publishing ?? 0),
    stale: Number(row?.stale ?? 0),
  };
}

const LOOPBACK = addressListOf(['127.0.0.0/8', '::1']);

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `request` may read the metrics under `config`: null, or the error to answer. */
function metricsRefusal(
  request: FastifyRequest,
  config: Pick<AppConfig, 'mode' | 'metricsToken'>,
  allowed: AddressList | null,
): HttpError | null {
  const token = config.metricsToken;
  if (!token && !allowed) {
    return config.mode === 'demo' && LOOPBACK.has(request.ip) ? null : notFound();
  }
  if (allowed && !allowed.has(request.ip)) return forbidden();
  if (token) {
    const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    // Compared as digests, in constant time: the answer's timing tells nothing of the token.
    if (!timingSafeEqual(digest(given), digest(token))) {
      return new HttpError(401, MESSAGES.http.unauthorized, undefined, {
        'www-authenticate': 'Bearer realm="hemis-metrics"',
      });
    }
  }
  return null;
}

export const metricsRoutes: FastifyPluginAsyncZod = async (api) => {
  const { config, metrics } = api.hemis;
  const allowed = config.metricsAllow?.length ? addressListOf(config.metricsAllow) : null;
  api.get(
    API_PATHS.metrics,
    {
      // Not limited: the limits' counts live in the database, and the metrics must answer while
      // it is down. A refused request costs nothing; the token is too long to guess.
      config: { auth: { permission: 'public' } },
      schema: { tags: ['system'] },
    },
    async (request, reply) => {
      const refusal = metricsRefusal(request, config, allowed);
      if (refusal) throw refusal;
      const text = await metrics.text();
      return reply.type(metrics.contentType).header('cache-control', 'no-store').send(text);
    },
  );
};
