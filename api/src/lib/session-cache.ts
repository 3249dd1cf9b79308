/**
 * What the session check (plugins/auth.ts) found for a (session, permission) pair, kept in memory
 * for a few seconds so a signed-in user's run of reads does not ask the database each time.
 *
 * - Only granted checks of open sessions of active accounts are kept (a 401 or 403 asks again).
 * - Every change to sessions, accounts, permissions or modules made by this process calls
 *   `sessionsChanged(db)` after its transaction commits: the whole cache is dropped, so a
 *   sign-out, a deactivation or a permission change holds from the next request, as without it.
 * - A check that began before such a change is not kept (the cache's generation moved on), so a
 *   read racing a change cannot put the old answer back.
 * - Changes made elsewhere (another API process on the same PostgreSQL server, SQL by hand) are
 *   heard through LISTEN (lib/table-changes, SESSIONS_CHANNEL: triggers of migration 0045) and
 *   drop the cache too, within moments of their commit. While that is not heard
 *   (`versions.live` false) the cache keeps nothing, and each check asks the database.
 * - A kept check lasts at most `SESSION_CACHE_MS` (HEMIS_SESSION_CACHE_MS, default 5000; 0 turns
 *   the cache off).
 */
import type { Database } from '../db/database';
import type { TableVersions } from './table-changes';

const DEFAULT_TTL_MS = 5000;
const MAX_ENTRIES = 50_000;

/** Milliseconds from the environment variable `name` (a number >= 0), else `fallback`. */
export function msFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** How long a granted session check is kept, in ms (0: never). */
export const SESSION_CACHE_MS = msFromEnv('HEMIS_SESSION_CACHE_MS', DEFAULT_TTL_MS);

/**
 * Entries that expire after `ttlMs`, and a count of clears: a value read from the database is
 * kept only if no clear came between the start of its read (`begin`) and `set`. While `live()`
 * is false (changes of other processes are not heard) nothing is kept or answered.
 */
export class GenerationCache<V> {
  private readonly entries = new Map<string, { at: number; value: V }>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = MAX_ENTRIES,
    private readonly live: () => boolean = () => true,
  ) {}

  /** The generation to hand to `set` for a value read from the database from now on. */
  begin(): number {
    return this.generation;
  }

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (!this.live() || Date.now() - hit.at >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  /** Keeps `value` unless the cache was cleared since `since` (its read may be stale). */
  set(key: string, value: V, since: number): void {
    if (this.ttlMs <= 0 || since !== this.generation || !this.live()) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { at: Date.now(), value });
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

const caches = new WeakMap<Database, GenerationCache<unknown>>();

/**
 * Gives the database its session cache, kept while `versions` hears other processes' changes and
 * dropped whenever it hears a session check's table change (openDatabase calls it).
 */
export function keepSessionChecks(db: Database, versions: TableVersions): void {
  const cache = new GenerationCache<unknown>(SESSION_CACHE_MS, MAX_ENTRIES, () => versions.live);
  versions.onSessionsChanged(() => cache.clear());
  caches.set(db, cache);
}

/** The session cache of one database (each app opens its own). */
export function sessionCacheOf<V>(db: Database): GenerationCache<V> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new GenerationCache<unknown>(SESSION_CACHE_MS);
    caches.set(db, cache);
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- one cache per database keeps the session checks of every caller type; each reads back its own
  return cache as GenerationCache<V>;
}

/**
 * Sessions, accounts (role, status, place, password), user or role permissions or modules
 * changed: forget every kept session check. Call after the change's transaction committed.
 */
export function sessionsChanged(db: Database): void {
  caches.get(db)?.clear();
}
