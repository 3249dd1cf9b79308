/**
 * Per-address limits of the public routes (sign-up, forgot and reset password, verification
 * pages, duplicate checks). `@fastify/rate-limit` is registered once with `global: false`; a route
 * opts in with `config: { rateLimit: RATE_LIMITS.<name> }`. Counts live in memory, per API
 * instance, keyed by the client address (`request.ip`: with TRUST_PROXY, the X-Forwarded-For
 * address the proxy appended). A deployment scales every limit with HEMIS_RATE_LIMIT_FACTOR
 * (tests and the end-to-end suite raise it: they send many requests from one address).
 */
import fastifyRateLimit, {
  type FastifyRateLimitStore,
  type RateLimitOptions,
} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '@hemis/shared-contracts';
import { HttpError } from './errors';

export interface RouteRateLimit {
  max: number;
  timeWindow: number;
}

const MINUTE = 60_000;

export const RATE_LIMIT_DEFAULTS = {
  /** Anonymous student sign-up. */
  signUp: { max: 10, timeWindow: 60 * MINUTE },
  /** Anonymous online enrolment applications (each stores files until it is paid or expires). */
  openEnrolment: { max: 10, timeWindow: 60 * MINUTE },
  /** Forgot-password (reset code) requests. */
  passwordResetRequest: { max: 10, timeWindow: 15 * MINUTE },
  /** Reset with a token. */
  passwordReset: { max: 20, timeWindow: 15 * MINUTE },
  /** Public verification pages (cards, receipts, certificates, letters). */
  publicVerification: { max: 60, timeWindow: MINUTE },
  /**
   * Other public reads that reach the database (campus branding, import progress): generous,
   * since every page load of a campus's clerks behind one shared address reads the branding.
   */
  publicRead: { max: 1200, timeWindow: MINUTE },
  /** Signed-in look-ups that could be used to harvest data (duplicate checks). */
  lookup: { max: 120, timeWindow: MINUTE },
} as const satisfies Record<string, RouteRateLimit>;

export type RateLimitName = keyof typeof RATE_LIMIT_DEFAULTS;

/** A limit's allowance under a factor: never below one request. */
export function scaledMax(max: number, factor: number): number {
  return Math.max(1, Math.floor(max * factor));
}

function routeLimit({ max, timeWindow }: RouteRateLimit): RateLimitOptions {
  return {
    max: (request: FastifyRequest) => scaledMax(max, request.server.hemis.config.rateLimitFactor),
    timeWindow,
  };
}

/** The route options of each named limit: `config: { rateLimit: RATE_LIMITS.signUp }`. */
export const RATE_LIMITS: Record<RateLimitName, RateLimitOptions> = {
  signUp: routeLimit(RATE_LIMIT_DEFAULTS.signUp),
  openEnrolment: routeLimit(RATE_LIMIT_DEFAULTS.openEnrolment),
  passwordResetRequest: routeLimit(RATE_LIMIT_DEFAULTS.passwordResetRequest),
  passwordReset: routeLimit(RATE_LIMIT_DEFAULTS.passwordReset),
  publicVerification: routeLimit(RATE_LIMIT_DEFAULTS.publicVerification),
  publicRead: routeLimit(RATE_LIMIT_DEFAULTS.publicRead),
  lookup: routeLimit(RATE_LIMIT_DEFAULTS.lookup),
};

type CountCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Keys kept per route at most (the oldest window goes first). */
const MAX_KEYS = 10_000;

/**
 * Fixed-window counts in memory, one store per route. It answers each request its own count: the
 * plugin's built-in store answers its live entry, so all requests of a parallel burst read the
 * burst's final count and every one of them was refused, the first ones too.
 */
export class WindowCountStore implements FastifyRateLimitStore {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  incr(key: string, callback: CountCallback, timeWindow: number): void {
    const now = Date.now();
    let entry = this.windows.get(key);
    if (!entry || entry.endsAt <= now) {
      this.windows.delete(key);
      if (this.windows.size >= MAX_KEYS) this.sweep(now);
      entry = { count: 0, endsAt: now + timeWindow };
      this.windows.set(key, entry);
    }
    entry.count += 1;
    callback(null, { current: entry.count, ttl: entry.endsAt - now });
  }

  child(): WindowCountStore {
    return new WindowCountStore();
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.windows) if (entry.endsAt <= now) this.windows.delete(key);
    const oldest = this.windows.keys().next();
    if (this.windows.size >= MAX_KEYS && !oldest.done) this.windows.delete(oldest.value);
  }
}

export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    store: WindowCountStore,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, MESSAGES.http.tooManyRequests, undefined, {
        'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))),
      }),
  });
}
