/**
 * Cross-field rules a contract's `refine` is made of: field messages as zod issues, and two
 * fields that must stand in order (a date range, an age range, a time slot).
 */
import type { z } from 'zod';

/** Field messages (field → message) as issues of a refinement, each on its field. */
export function addProblems(
  ctx: z.RefinementCtx,
  problems: Readonly<Record<string, string>>,
): void {
  for (const [path, message] of Object.entries(problems)) {
    ctx.addIssue({ code: 'custom', path: [path], message });
  }
}

/** Where `later` stands against `earlier`: below zero before it; null when either is empty. */
function order(earlier: unknown, later: unknown): number | null {
  if (typeof earlier === 'number' && typeof later === 'number') return later - earlier;
  if (typeof earlier === 'string' && typeof later === 'string') {
    return later < earlier ? -1 : later > earlier ? 1 : 0;
  }
  return null;
}

/**
 * A refine: `later` may not come before `earlier` (nor equal it, `strictly`); the message stands
 * on `later`, or on the field `on` names. Either field empty: nothing to say (the field rules
 * speak of a missing value).
 */
export function inOrder(
  earlier: string,
  later: string,
  message: string,
  options: { strictly?: boolean; on?: string } = {},
): (values: Readonly<Record<string, unknown>>, ctx: z.RefinementCtx) => void {
  return (values, ctx) => {
    const gap = order(values[earlier], values[later]);
    if (gap !== null && (gap < 0 || (options.strictly === true && gap === 0))) {
      addProblems(ctx, { [options.on ?? later]: message });
    }
  };
}
