/**
 * Per-address limits of the public routes (sign-up, forgot and reset password, verification
 * pages, duplicate checks). `@fastify/rate-limit` is registered once with `global: false`; a route
 * opts in with `config: { rateLimit: RATE_LIMITS.<name> }`. Counts are kept in PostgreSQL
 * (lib/window-counts), so every API process behind a proxy counts into the same windows, per
 * route and client address (`request.ip`: with TRUST_PROXY, the X-Forwarded-For address the
 * proxy appended). A deployment scales every limit with HEMIS_RATE_LIMIT_FACTOR
 * (tests and the end-to-end suite raise it: they send many requests from one address).
 */
import fastifyRateLimit, {
  type FastifyRateLimitOptions,
  type FastifyRateLimitStore,
  type RateLimitOptions,
} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldOf } from './is-record';
import { MESSAGES } from '@hemis/shared-contracts';
import type { Database } from '../db/client';
import { HttpError } from './errors';
import { hitWindows } from './window-counts';

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
type RateLimitStoreClass = new (options: FastifyRateLimitOptions) => FastifyRateLimitStore;

/**
 * The store of the database's shared windows (lib/window-counts), one child per route. It answers
 * each request its own count: the plugin's built-in store answers its live entry, so all requests
 * of a parallel burst read the burst's final count and every one of them was refused, the first
 * ones too.
 */
export function sharedWindowStore(db: Database): RateLimitStoreClass {
  class SharedWindowStore implements FastifyRateLimitStore {
    constructor(
      _options?: FastifyRateLimitOptions,
      private readonly prefix = 'route\n',
    ) {}

    incr(key: string, callback: CountCallback, timeWindow: number): void {
      const windowKey = this.prefix + key;
      hitWindows(db, [{ key: windowKey, windowMs: timeWindow }]).then(
        (counts) => {
          const count = counts.get(windowKey);
          if (count) callback(null, { current: count.count, ttl: count.msLeft });
          else callback(new Error('the rate-limit window was not counted'));
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** The plugin hands a route's merged options, its route as `routeInfo`. */
    child(options: object): SharedWindowStore {
      const route = fieldOf(options, 'routeInfo');
      return new SharedWindowStore(
        undefined,
        `route ${String(fieldOf(route, 'method') ?? '')} ${String(fieldOf(route, 'url') ?? '')}\n`,
      );
    }
  }
  return SharedWindowStore;
}

export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    store: sharedWindowStore(app.db),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, MESSAGES.http.tooManyRequests, undefined, {
        'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))),
      }),
  });
}
