/**
 * The answers of a resource's list reads, kept for the same read by the same reach: a campus's
 * clerks open the same first page of a list again and again, and a kept answer costs no query,
 * no row building and no JSON.
 *
 * An answer is good while no table it was read from has changed (lib/table-changes: every write
 * of this process when it completes, other processes' when they commit) and for at most
 * LIST_CACHE_MS (HEMIS_LIST_CACHE_MS, default 30 s; 0 keeps nothing), well within the life of
 * the signed file links rows carry. An answer read while one of its tables changed is not kept.
 */
import type { ScopeFilter } from '../../plugins/auth';
import { msFromEnv } from '../session-cache';
import type { TableVersions } from '../table-changes';

export const LIST_CACHE_MS = msFromEnv('HEMIS_LIST_CACHE_MS', 30_000);
/** The most answers kept per resource, and their most characters: beyond, it starts afresh. */
const MAX_ENTRIES = 1000;
const MAX_CHARACTERS = 16_000_000;

interface Kept {
  at: number;
  version: number;
  body: string;
}

export interface ListCache {
  /** The key of a read by `scope` (the query as the route parsed it). */
  keyOf(scope: ScopeFilter, read: unknown): string;
  /** The kept answer of the read, if it still holds. */
  get(key: string): string | undefined;
  /** Call before reading: the version `keep` checks. */
  begin(): number;
  keep(key: string, body: string, since: number): void;
}

/**
 * `tables()`: the tables a list's answer is read from (its own and its references'), asked
 * once, at the first read (references register later than the resource).
 */
export function createListCache(
  versions: TableVersions,
  tables: () => readonly string[],
  ttlMs: number = LIST_CACHE_MS,
): ListCache {
  const entries = new Map<string, Kept>();
  let characters = 0;
  let read: readonly string[] | null = null;
  const version = () => versions.versionOf((read ??= tables()));

  return {
    keyOf: (scope, query) =>
      `${scope.kind}|${scope.universityId ?? ''}|${scope.campusId ?? ''}|${JSON.stringify(query)}`,
    get(key) {
      const kept = entries.get(key);
      if (!kept) return undefined;
      if (!versions.live || kept.version !== version() || Date.now() - kept.at >= ttlMs) {
        entries.delete(key);
        characters -= kept.body.length;
        return undefined;
      }
      return kept.body;
    },
    begin: version,
    keep(key, body, since) {
      if (ttlMs <= 0 || !versions.live || since !== version()) return;
      if (entries.size >= MAX_ENTRIES || characters + body.length > MAX_CHARACTERS) {
        entries.clear();
        characters = 0;
      }
      const previous = entries.get(key);
      if (previous) characters -= previous.body.length;
      entries.set(key, { at: Date.now(), version: since, body });
      characters += body.length;
    },
  };
}
