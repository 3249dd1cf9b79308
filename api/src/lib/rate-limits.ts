/**
 * Per-address limits of the public routes (sign-up, forgot and reset password, verification
 * pages, duplicate checks). `@fastify/rate-limit` is registered once with `global: false`; a route
 * opts in with `config: { rateLimit: RATE_LIMITS.<name> }`. Counts live in memory, per API
 * instance, keyed by the client address (`request.ip`: with TRUST_PROXY, the X-Forwarded-For
 * address the proxy appended).
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@hemis/shared-contracts';
import { HttpError } from './errors';

export interface RouteRateLimit {
  max: number;
  timeWindow: number;
}

const MINUTE = 60_000;

export const RATE_LIMITS = {
  /** Anonymous student sign-up. */
  signUp: { max: 10, timeWindow: 60 * MINUTE },
  /** Forgot-password (reset code) requests. */
  passwordResetRequest: { max: 10, timeWindow: 15 * MINUTE },
  /** Reset with a token. */
  passwordReset: { max: 20, timeWindow: 15 * MINUTE },
  /** Public verification pages (cards, receipts, certificates, letters). */
  publicVerification: { max: 60, timeWindow: MINUTE },
  /** Signed-in look-ups that could be used to harvest data (duplicate checks). */
  lookup: { max: 120, timeWindow: MINUTE },
} as const satisfies Record<string, RouteRateLimit>;

export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, MESSAGES.http.tooManyRequests, undefined, {
        'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))),
      }),
  });
}
