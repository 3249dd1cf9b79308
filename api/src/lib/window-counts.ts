/**
 * Fixed-window counts in PostgreSQL (table rate_limit_windows), shared by every API process on
 * the database: the public routes' per-address limits (lib/rate-limits.ts) and the sign-in and
 * reset limits (lib/limiter.ts). A hit is one atomic upsert that answers the key's count after
 * it, so each request of a parallel burst, on any process, gets its own count. Windows are timed
 * by the database's clock (every process agrees on it); a window past its end starts again at
 * its next hit, and `sweepWindows` (the job sweep, lib/job-sweep.ts) deletes ended ones.
 * A statement on several keys locks their rows in key order: two parallel sign-ins that give
 * back the same keys, each locking them in the order it met them, would deadlock on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sqlRows } from './sql-rows';

export interface WindowHit {
  key: string;
  windowMs: number;
}

export interface WindowCount {
  /** Hits in the key's window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  msLeft: number;
}

/** Counts one hit of each key (distinct keys) in one statement: each key's count after it. */
export async function hitWindows(
  db: Database,
  hits: readonly WindowHit[],
): Promise<Map<string, WindowCount>> {
  if (hits.length === 0) return new Map();
  const values = sql.join(
    hits.map((hit) => sql`(${hit.key}::text, ${hit.windowMs}::float8)`),
    sql`, `,
  );
  const rows = await sqlRows<{ key: string; count: number; msLeft: number | string }>(
    db,
    sql`insert into rate_limit_windows as w (key, count, ends_at)
      select hit.key, 1, now() + hit.ms * interval '1 millisecond'
        from (values ${values}) as hit (key, ms)
        order by hit.key
      on conflict (key) do update set
        count = case when w.ends_at <= now() then 1 else w.count + 1 end,
        ends_at = case when w.ends_at <= now() then excluded.ends_at else w.ends_at end
      returning key, count,
        greatest(0, ceil(extract(epoch from (ends_at - now())) * 1000))::float8 as "msLeft"`,
  );
  return new Map(
    rows.map((row) => [row.key, { count: Number(row.count), msLeft: Number(row.msLeft) }]),
  );
}

const keyList = (keys: readonly string[]) =>
  sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );

/** Gives back one hit of each key in its current window (an attempt that did not count). */
export async function giveBack(db: Database, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.execute(
    sql`update rate_limit_windows as w set count = w.count - 1
      from (select key from rate_limit_windows
        where key in (${keyList(keys)}) and ends_at > now() and count > 0
        order by key for update) as locked
      where w.key = locked.key`,
  );
}

/** Ends the keys' windows: their next hit counts from one. */
export async function forgetWindows(db: Database, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.execute(
    sql`delete from rate_limit_windows where key in (
      select key from rate_limit_windows where key in (${keyList(keys)}) order by key for update)`,
  );
}

/** Starts the key's window afresh with one hit, whatever it held. */
export async function restartWindow(db: Database, hit: WindowHit): Promise<void> {
  await db.execute(
    sql`insert into rate_limit_windows (key, count, ends_at)
      values (${hit.key}, 1, now() + ${hit.windowMs}::float8 * interval '1 millisecond')
      on conflict (key) do update set count = 1, ends_at = excluded.ends_at`,
  );
}

/** Whether the key was hit within its current window. */
export async function windowOpen(db: Database, key: string): Promise<boolean> {
  const rows = await sqlRows<{ open: boolean }>(
    db,
    sql`select true as open from rate_limit_windows
      where key = ${key} and ends_at > now() and count > 0`,
  );
  return rows.length > 0;
}

/** Deletes the windows that have ended (a later hit starts a new one anyway). */
export async function sweepWindows(db: Database): Promise<void> {
  await db.execute(sql`delete from rate_limit_windows where ends_at <= now()`);
}
