/**
 * Which tables have changed, as versions a cache of database reads can check: a read notes the
 * version of the tables it reads before it asks the database, and what it keeps is good while
 * that version stands.
 *
 * - Writes of this process are seen by the database driver itself (watchPgClient,
 *   watchPglite): a write statement moves its table's version when it completes, a COMMIT moves
 *   every table's (what the transaction wrote becomes visible then), and a statement that cannot
 *   be read as a plain write (a CTE, DDL) moves everything. So a read after a write of this
 *   process, by any code path, never finds what was kept before it.
 * - Writes of other processes on the same PostgreSQL server (another API instance, SQL by
 *   hand) are heard by LISTEN: every table a list may read has a statement trigger that sends
 *   its name on NOTIFY_CHANNEL when a transaction commits (migration 0011). While that
 *   connection is down, `live` is false and caches keep nothing. PGlite's data folder is this
 *   process's alone: nothing else can write to it.
 * - The same connection listens on SESSIONS_CHANNEL, which the tables behind a session check
 *   (sessions, accounts, permissions, modules) send on when a change can end or narrow a granted
 *   check (migration 0045): every process drops its kept session checks (lib/session-cache)
 *   within moments of the commit, whichever process or person wrote.
 */
import type { PGlite } from '@electric-sql/pglite';
import { Client, type PoolClient } from 'pg';

/** The channel the tables' triggers send their names on (migration 0011). */
export const NOTIFY_CHANNEL = 'hemis_table_changed';
/** The channel the session check's tables send on when a granted check may no longer hold. */
export const SESSIONS_CHANNEL = 'hemis_sessions_changed';

export class TableVersions {
  private readonly versions = new Map<string, number>();
  /** Moves with every change whose table is not known, and every commit. */
  private everything = 0;
  /** Whether every change that can happen is heard (false: caches keep nothing). */
  live = true;
  /**
   * Told when hearing other processes' changes stops (with why) and when it is back: the app
   * logs both, since caches keep nothing meanwhile.
   */
  onHearing: ((heard: boolean, error?: unknown) => void) | null = null;
  private readonly sessionListeners: (() => void)[] = [];

  /** Calls `listener` whenever session checks may have changed (heard, or hearing again). */
  onSessionsChanged(listener: () => void): void {
    this.sessionListeners.push(listener);
  }

  sessionsChanged(): void {
    for (const listener of this.sessionListeners) listener();
  }

  changed(table: string): void {
    this.versions.set(table, (this.versions.get(table) ?? 0) + 1);
  }

  changedAll(): void {
    this.everything += 1;
  }

  /** A number that moves whenever any of `tables` changes (versions only grow). */
  versionOf(tables: readonly string[]): number {
    let version = this.everything;
    for (const table of tables) version += this.versions.get(table) ?? 0;
    return version;
  }
}

const READS =
  /^[\s(]*(select|show|begin|start\s+transaction|savepoint|release|rollback|set|listen|unlisten|explain|values)\b/i;
/** A statement with common table expressions, and the words that make one write. */
const READING_WITH = /^\s*with\b/i;
const WRITING = /\b(insert|update|delete|truncate|merge)\b/i;
const COMMITS = /^\s*(commit|end)\b/i;
const WRITES =
  /^\s*(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?(?:"?[a-z_][a-z0-9_]*"?\.)?"?([a-z_][a-z0-9_]*)"?/i;

/** The statement after a leading block comment (the request's id, lib/request-context). */
function withoutLeadingComment(text: string): string {
  if (!text.startsWith('/*')) return text;
  const end = text.indexOf('*/');
  return end < 0 ? text : text.slice(end + 2);
}

/** What a completed statement changed: nothing, one table, or possibly anything. */
export function changeOf(statement: string): { table: string } | 'nothing' | 'everything' {
  const text = withoutLeadingComment(statement);
  if (READS.test(text)) return 'nothing';
  if (READING_WITH.test(text) && !WRITING.test(text)) return 'nothing';
  if (COMMITS.test(text)) return 'everything';
  const write = WRITES.exec(text);
  if (write?.[1]) return { table: write[1].toLowerCase() };
  return 'everything';
}

function noteChange(versions: TableVersions, text: unknown): void {
  if (typeof text !== 'string') {
    versions.changedAll();
    return;
  }
  const change = changeOf(text);
  if (change === 'everything') versions.changedAll();
  else if (change !== 'nothing') versions.changed(change.table);
}

/** The text of a node-postgres query's first argument (a string or a query config). */
function textOf(first: unknown): unknown {
  if (typeof first === 'string') return first;
  if (typeof first === 'object' && first !== null && 'text' in first) return first.text;
  return undefined;
}

/**
 * Notes the changes of every statement a node-postgres client completes, called with a promise
 * (drizzle) or a callback (pg-pool's own `pool.query`).
 */
export function watchPgClient(client: PoolClient, versions: TableVersions): void {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- node-postgres types query() by overloads that a wrapper cannot restate
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const watched = (...args: unknown[]): unknown => {
    const text = textOf(args[0]);
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- node-postgres's callback form passes (error, result) untyped through its overloads
      const callback = last as (error: unknown, result: unknown) => void;
      return query(...args.slice(0, -1), (error: unknown, result: unknown) => {
        noteChange(versions, text);
        callback(error, result);
      });
    }
    const answer = query(...args);
    if (answer instanceof Promise) {
      // A failed statement may still end a transaction (a failed COMMIT rolls back): noted too.
      return answer.finally(() => noteChange(versions, text));
    }
    // A submittable (a cursor or stream) is a read; anything else is noted now.
    if (typeof text === 'string' && changeOf(text) !== 'nothing') noteChange(versions, text);
    return answer;
  };
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- node-postgres's query() overloads cannot be assigned a wrapper
  (client as unknown as { query: typeof watched }).query = watched;
}

type QueryLike = Pick<PGlite, 'query' | 'exec'>;

/** A PGlite client (or transaction) whose query() and exec() note what they change. */
export function watchPglite<C extends object>(client: C, versions: TableVersions): C {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- node-postgres types query() by overloads that a wrapper cannot restate
      const method = value.bind(target) as (...args: unknown[]) => unknown;
      if (property === 'query' || property === 'exec') {
        return async (...args: unknown[]) => {
          try {
            return await method(...args);
          } finally {
            noteChange(versions, args[0]);
          }
        };
      }
      if (property === 'transaction') {
        return async (run: (tx: QueryLike) => Promise<unknown>, ...rest: unknown[]) => {
          try {
            return await method((tx: QueryLike) => run(watchPglite(tx, versions)), ...rest);
          } finally {
            versions.changedAll();
          }
        };
      }
      return method;
    },
  });
}

/**
 * Listens on NOTIFY_CHANNEL and SESSIONS_CHANNEL for the changes other processes commit, connecting again after a
 * second when the connection drops (`live` is false meanwhile, and every version moves when it
 * is back: what was kept while deaf may be old). Returns how to stop, and the end of the first
 * attempt to connect.
 */
export function listenForTableChanges(
  url: string,
  versions: TableVersions,
): { stop: () => Promise<void>; firstTry: Promise<void> } {
  let client: Client | null = null;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  // Told once per outage, not at every retry.
  let outageTold = false;
  versions.live = false;

  const connect = async () => {
    const next = new Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === NOTIFY_CHANNEL && message.payload) versions.changed(message.payload);
      else if (message.channel === SESSIONS_CHANNEL) versions.sessionsChanged();
    });
    const dropped = (error?: unknown) => {
      if (client !== next) return;
      client = null;
      versions.live = false;
      next.end().catch(() => undefined);
      if (stopped) return;
      if (!outageTold) versions.onHearing?.(false, error);
      outageTold = true;
      retry = setTimeout(() => void connect(), 1000);
    };
    next.on('error', dropped);
    next.on('end', () => dropped(new Error('the connection ended')));
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${NOTIFY_CHANNEL}; listen ${SESSIONS_CHANNEL}`);
      if (stopped || client !== next) return;
      versions.changedAll();
      versions.sessionsChanged();
      versions.live = true;
      if (outageTold) versions.onHearing?.(true);
      outageTold = false;
    } catch (error) {
      dropped(error);
    }
  };
  // The first attempt's end: the app waits for it, so that hearing begins before any request
  // (its start moves every version: a request under way would see its reads move).
  const firstTry = connect();

  const stop = async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    versions.live = false;
    const open = client;
    client = null;
    await open?.end().catch(() => undefined);
  };
  return { stop, firstTry };
}
