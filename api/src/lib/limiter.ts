/**
 * Fixed-window limits of sign-in and reset requests, counted in PostgreSQL (lib/window-counts):
 * every API process behind a load balancer counts into the same windows.
 */
import type { Database } from '../db/client';
import type { SignInLimits } from '../config';
import { forgetWindows, giveBack, hitWindows, restartWindow, windowOpen } from './window-counts';

/** A limit of `max` hits per key in `windowMs`, its windows named `<name>\n<key>`. */
export class WindowLimiter {
  constructor(
    private readonly db: Database,
    readonly name: string,
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /** Counts a hit of the key: the seconds until it may try again, or 0 when within its limit. */
  async hit(key: string): Promise<number> {
    const windowKey = `${this.name}\n${key}`;
    const count = (await hitWindows(this.db, [{ key: windowKey, windowMs: this.windowMs }])).get(
      windowKey,
    );
    return count && count.count > this.max ? secondsLeft(count.msLeft) : 0;
  }
}

function secondsLeft(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
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
  constructor(
    private readonly db: Database,
    private readonly limits: SignInLimits,
  ) {}

  /**
   * Reserves one attempt, or answers the seconds to wait when a limit is reached. Every limit's
   * hit is counted in one statement, and given back when one of them is over: parallel
   * attempts, on any process, each see their own count.
   */
  async reserve(email: string, address: string): Promise<SignInAttempt | { retryAfter: number }> {
    const pair = pairKey(email, address);
    const countsAcrossAddresses = !(await windowOpen(this.db, `sign-in known\n${pair}`));
    const { perAddress, perEmail, perEmailAllAddresses, windowMs } = this.limits;
    const limits = [
      { key: `sign-in address\n${address}`, max: perAddress },
      { key: `sign-in pair\n${pair}`, max: perEmail },
      ...(countsAcrossAddresses
        ? [{ key: `sign-in e-mail\n${email}`, max: perEmailAllAddresses }]
        : []),
    ];
    const counts = await hitWindows(
      this.db,
      limits.map(({ key }) => ({ key, windowMs })),
    );
    const over = limits.flatMap(({ key, max }) => {
      const count = counts.get(key);
      return count && count.count > max ? [secondsLeft(count.msLeft)] : [];
    });
    if (over.length > 0) {
      await giveBack(
        this.db,
        limits.map(({ key }) => key),
      );
      return { retryAfter: Math.max(...over) };
    }
    return { email, address, countsAcrossAddresses };
  }

  /** The password was right: the attempt does not count, and the address becomes known. */
  async succeeded(attempt: SignInAttempt): Promise<void> {
    const pair = pairKey(attempt.email, attempt.address);
    await Promise.all([
      giveBack(this.db, [
        `sign-in address\n${attempt.address}`,
        ...(attempt.countsAcrossAddresses ? [`sign-in e-mail\n${attempt.email}`] : []),
      ]),
      forgetWindows(this.db, [`sign-in pair\n${pair}`]),
      restartWindow(this.db, { key: `sign-in known\n${pair}`, windowMs: KNOWN_ADDRESS_MS }),
    ]);
  }
}

function pairKey(email: string, address: string): string {
  return `${email}\n${address}`;
}
