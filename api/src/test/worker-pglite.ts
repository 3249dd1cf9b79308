/**
 * A PGlite stand-in for the API tests: the database runs in a worker thread (see
 * pglite-worker.cjs) and this client forwards drizzle's calls to it. It has the part of the
 * PGlite interface drizzle uses: query(), exec(), transaction(), close().
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Worker } from 'node:worker_threads';

interface Reply {
  id: number;
  result?: unknown;
  error?: { name?: string; message?: string; code?: string; constraint?: string; detail?: string };
}

interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

class Channel {
  private readonly worker: Worker;
  private readonly waiting = new Map<
    number,
    { resolve(value: unknown): void; reject(error: Error): void }
  >();
  private nextId = 1;
  private users = 0;

  constructor() {
    this.worker = new Worker(path.join(__dirname, 'pglite-worker.cjs'));
    this.worker.on('message', (reply: Reply) => {
      const pending = this.waiting.get(reply.id);
      if (!pending) return;
      this.waiting.delete(reply.id);
      // Idle databases must not keep the test process alive.
      if (this.waiting.size === 0) this.worker.unref();
      if (reply.error) {
        const error = new Error(reply.error.message ?? 'database error') as Error &
          Record<string, unknown>;
        error.name = reply.error.name ?? 'DatabaseError';
        if (reply.error.code) error.code = reply.error.code;
        if (reply.error.constraint) error.constraint = reply.error.constraint;
        if (reply.error.detail) error.detail = reply.error.detail;
        pending.reject(error);
      } else {
        pending.resolve(reply.result);
      }
    });
    this.worker.on('error', (error: Error) => {
      for (const pending of this.waiting.values()) pending.reject(error);
      this.waiting.clear();
    });
    this.worker.unref();
  }

  call<T>(message: Record<string, unknown>): Promise<T> {
    const id = this.nextId++;
    if (this.waiting.size === 0) this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: (value) => resolve(value as T), reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  retain(): void {
    this.users += 1;
  }

  async release(): Promise<void> {
    this.users -= 1;
    if (this.users <= 0) await this.worker.terminate();
  }
}

/** One lock per database: a transaction holds the single connection until it ends. */
class Lock {
  private tail: Promise<void> = Promise.resolve();

  async acquire(): Promise<() => void> {
    let release: () => void = () => undefined;
    const next = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.tail;
    this.tail = previous.then(() => next);
    await previous;
    return release;
  }
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
}

class TxClient {
  constructor(private readonly db: WorkerPGlite) {}
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult> {
    return this.db.rawQuery(sql, params, options);
  }
  exec(sql: string): Promise<unknown> {
    return this.db.rawExec(sql);
  }
}

/**
 * A worker thread holding databases; it ends once it is closed and its databases are. A test
 * file's apps share one: PGlite compiles its WebAssembly once per thread.
 */
export class PGliteWorker {
  private readonly channel = new Channel();
  private closed = false;

  constructor() {
    this.channel.retain();
  }

  /**
   * A new database: empty, or loaded from a data directory that `dumpTo` wrote; in memory, or in
   * `dataDir` on disk.
   */
  async open(from?: string, dataDir?: string): Promise<WorkerPGlite> {
    const key = await this.channel.call<number>({ op: 'create', from, dataDir });
    return new WorkerPGlite(this.channel, key);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.channel.release();
  }
}

export class WorkerPGlite {
  private readonly lock = new Lock();
  closed = false;

  constructor(
    private readonly channel: Channel,
    private readonly key: number,
  ) {
    channel.retain();
  }

  /** Writes the data directory to `file` (a tarball), for `PGliteWorker.open`. */
  async dumpTo(file: string): Promise<void> {
    const release = await this.lock.acquire();
    try {
      await this.channel.call({ op: 'dump', key: this.key, to: file });
    } finally {
      release();
    }
  }

  /** As PGlite's dumpDataDir (through a file `dumpTo` writes): what backups take. */
  async dumpDataDir(): Promise<Blob> {
    const file = path.join(os.tmpdir(), `hemis-dump-${randomBytes(6).toString('hex')}.tar`);
    try {
      await this.dumpTo(file);
      return new Blob([fs.readFileSync(file)], { type: 'application/x-tar' });
    } finally {
      fs.rmSync(file, { force: true });
    }
  }

  rawQuery(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult> {
    return this.channel.call<QueryResult>({
      op: 'query',
      key: this.key,
      sql,
      params: params ?? [],
      rowMode: options?.rowMode ?? 'object',
    });
  }

  rawExec(sql: string): Promise<unknown> {
    return this.channel.call({ op: 'exec', key: this.key, sql });
  }

  async query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult> {
    const release = await this.lock.acquire();
    try {
      return await this.rawQuery(sql, params, options);
    } finally {
      release();
    }
  }

  async exec(sql: string): Promise<unknown> {
    const release = await this.lock.acquire();
    try {
      return await this.rawExec(sql);
    } finally {
      release();
    }
  }

  async transaction<T>(fn: (tx: TxClient) => Promise<T>): Promise<T> {
    const release = await this.lock.acquire();
    try {
      await this.rawQuery('BEGIN');
      try {
        const result = await fn(new TxClient(this));
        await this.rawQuery('COMMIT');
        return result;
      } catch (error) {
        await this.rawQuery('ROLLBACK').catch(() => undefined);
        throw error;
      }
    } finally {
      release();
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.channel.call({ op: 'close', key: this.key });
    await this.channel.release();
  }
}
