// No imports: the shell's lean sign-in path keeps reads here before the full app (and axios) load.

/** How long a read started ahead may wait for the screen that takes it. */
const FRESH_MS = 10_000;

/** A read started ahead, with the session (its token) it was read for. */
interface KeptRead {
  answer: Promise<unknown>;
  at: number;
  session: string;
}

const kept = new Map<string, KeptRead>();

function freshFor(path: string, session: string): KeptRead | null {
  const early = kept.get(path);
  return early && early.session === session && Date.now() - early.at <= FRESH_MS ? early : null;
}

/** Whether a read of `path` for this session started ahead is still waiting, fresh, for its screen. */
export function hasReadAhead(path: string, session: string): boolean {
  return freshFor(path, session) !== null;
}

/** Keeps the answer of a read of `path` for a session, started before its screen drew. */
export function keepReadAhead(path: string, session: string, answer: Promise<unknown>): void {
  // The screen that takes it handles a failure; until then it must not count as unhandled.
  answer.catch(() => undefined);
  kept.set(path, { answer, at: Date.now(), session });
}

/** The answer kept for `path` and this session (once, while fresh), else null. */
export function takeReadAhead(path: string, session: string): Promise<unknown> | null {
  const early = freshFor(path, session);
  kept.delete(path);
  return early ? early.answer : null;
}

/** Forgets every read kept (a test's start). */
export function forgetReadsAhead(): void {
  kept.clear();
}
