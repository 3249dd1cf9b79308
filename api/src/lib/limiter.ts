/**
 * A small fixed-window counter (per key) for sign-in and reset requests. In memory, so per API
 * instance: behind a load balancer each instance counts on its own.
 */
import type { SignInLimits } from '../config';

export class WindowLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the key may try again, or 0 when it is under its limit. */
  retryAfter(key: string): number {
    const entry = this.hits.get(key);
    const now = this.now();
    if (!entry || entry.resetAt <= now || entry.count < this.max) return 0;
    return Math.max(1, Math.ceil((entry.resetAt - now) / 1000));
  }

  hit(key: string): void {
    const now = this.now();
    this.sweep(now);
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
    } else {
      entry.count += 1;
    }
  }

  /** Gives back one hit (a reserved attempt that turned out not to count). */
  release(key: string): void {
    const entry = this.hits.get(key);
    if (!entry) return;
    entry.count -= 1;
    if (entry.count <= 0) this.hits.delete(key);
  }

  /** Whether the key was hit within its window. */
  has(key: string): boolean {
    const entry = this.hits.get(key);
    return entry !== undefined && entry.resetAt > this.now();
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

/** How long an address where an account signed in stays that account's known address. */
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;

/** The attempts one sign-in reserved, to give back when it succeeds. */
export interface SignInAttempt {
  readonly email: string;
  readonly address: string;
  readonly countsAcrossAddresses: boolean;
}

/**
 * Sign-in lock-outs. Only failures count: a campus's clerks behind one shared address sign in
 * freely. An attempt is reserved before the password check (so parallel guesses cannot all slip
 * under the limit) and given back when it succeeds. Failures lock an e-mail out from one address
 * (the attacker's), not from the others; a much higher ceiling across all addresses bounds a
 * distributed guess, and it does not apply where the account signed in before, so a remote
 * attacker cannot lock the owner out of their usual address.
 */
export class SignInGuard {
  private readonly byPair: WindowLimiter;
  private readonly byEmail: WindowLimiter;
  private readonly byAddress: WindowLimiter;
  private readonly knownAddresses: WindowLimiter;

  constructor(limits: SignInLimits, now: () => number = Date.now) {
    this.byPair = new WindowLimiter(limits.perEmail, limits.windowMs, now);
    this.byEmail = new WindowLimiter(limits.perEmailAllAddresses, limits.windowMs, now);
    this.byAddress = new WindowLimiter(limits.perAddress, limits.windowMs, now);
    this.knownAddresses = new WindowLimiter(1, KNOWN_ADDRESS_MS, now);
  }

  /** Reserves one attempt, or answers the seconds to wait when a limit is reached. */
  reserve(email: string, address: string): SignInAttempt | { retryAfter: number } {
    const pair = pairKey(email, address);
    const countsAcrossAddresses = !this.knownAddresses.has(pair);
    const retryAfter = Math.max(
      this.byAddress.retryAfter(address),
      this.byPair.retryAfter(pair),
      countsAcrossAddresses ? this.byEmail.retryAfter(email) : 0,
    );
    if (retryAfter > 0) return { retryAfter };
    this.byAddress.hit(address);
    this.byPair.hit(pair);
    if (countsAcrossAddresses) this.byEmail.hit(email);
    return { email, address, countsAcrossAddresses };
  }

  /** The password was right: the attempt does not count, and the address becomes known. */
  succeeded(attempt: SignInAttempt): void {
    const pair = pairKey(attempt.email, attempt.address);
    this.byAddress.release(attempt.address);
    this.byPair.reset(pair);
    if (attempt.countsAcrossAddresses) this.byEmail.release(attempt.email);
    this.knownAddresses.reset(pair);
    this.knownAddresses.hit(pair);
  }
}

function pairKey(email: string, address: string): string {
  return `${email}\n${address}`;
}
