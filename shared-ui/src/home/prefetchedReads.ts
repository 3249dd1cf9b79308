import { apiClient } from '@hemis/shared-auth';

/** How long a read started ahead may wait for the screen that takes it. */
const FRESH_MS = 10_000;

const started = new Map<string, { answer: Promise<unknown>; at: number }>();

function read(path: string): Promise<unknown> {
  return apiClient.get<unknown>(path).then((response) => response.data);
}

/**
 * Starts an API read before the screen that shows it has drawn (a sign-in that lands on the
 * dashboard: on a slow link the call then runs while the layout's code arrives). The screen's
 * `readAhead(path)` within 10 s takes this answer instead of calling again.
 */
export function startReadAhead(path: string): void {
  const answer = read(path);
  // The screen that takes it handles a failure; until then it must not count as unhandled.
  answer.catch(() => undefined);
  started.set(path, { answer, at: Date.now() });
}

/** The answer at `path`: the one started ahead (once, while fresh), else a new read. */
export function readAhead(path: string): Promise<unknown> {
  const early = started.get(path);
  started.delete(path);
  return early && Date.now() - early.at <= FRESH_MS ? early.answer : read(path);
}
