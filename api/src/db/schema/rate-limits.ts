/**
 * Fixed-window counts of the request limits (lib/window-counts.ts): the public routes' per-address
 * limits and the sign-in and reset limits. In PostgreSQL, so every API process counts into the
 * same window; a window past its end starts again at its next hit, and the job sweep deletes
 * ended ones.
 */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tz } from './resource-table';

export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    /** What is counted and whose: `<limit>\n<address or e-mail>`. */
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    endsAt: tz('ends_at').notNull(),
  },
  (t) => [index('rate_limit_windows_ends_idx').on(t.endsAt)],
);
