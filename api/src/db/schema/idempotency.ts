/**
 * The answers of writes sent with an `Idempotency-Key` (plugins/idempotency.ts), kept for a day:
 * a write repeated with its key (a retry after a dropped link, a queued write sent again) gets
 * the first answer back instead of writing twice. In PostgreSQL, so every API process sees them.
 */
import { customType, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { tz } from './resource-table';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The caller's account (0 before sign-in): one user's key never answers another's write. */
    userId: integer('user_id').notNull(),
    key: varchar('key', { length: 200 }).notNull(),
    /** Method, path and a hash of the body: the same key on another write is refused. */
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    /** Null while the first request is still being answered. */
    statusCode: integer('status_code'),
    contentType: varchar('content_type', { length: 200 }),
    body: bytea('body'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
