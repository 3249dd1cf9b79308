/**
 * Writes kept on the device while the link is down (the outbox): a JSON write that gets no answer
 * (the network failed, not the server) is stored in IndexedDB with its Idempotency-Key and sent
 * again, in the order it was made, when the link is back. The API answers a repeated key with
 * its first answer, so a write that did arrive before the link dropped is never made twice. What
 * was sent and what was refused (with the API's field messages) is listed for the user.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import type { ApiError } from '@hemis/shared-contracts';
import { apiErrorOf } from './apiErrors';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** False: a write that gets no answer fails as it is (not kept in the outbox). */
    queueOffline?: boolean;
  }
}

export interface QueuedWrite {
  id?: number;
  method: string;
  url: string;
  /** The body as sent (JSON text), or null. */
  data: string | null;
  key: string;
  /** Who made it: sent again only in that user's session. */
  userId: number | null;
  /** The page it was made on, to go back to it. */
  page: string;
  queuedAt: string;
}

export interface OutboxResult {
  id: number;
  method: string;
  url: string;
  page: string;
  outcome: 'sent' | 'refused';
  message: string | null;
  fields: Record<string, string>;
  at: string;
}

export interface OutboxState {
  online: boolean;
  queued: readonly QueuedWrite[];
  /** The latest outcomes, newest first. */
  results: readonly OutboxResult[];
  sending: boolean;
}

/** What a screen is told when its write was kept on the device instead of sent. */
export class QueuedWriteError extends Error {
  constructor(readonly write: QueuedWrite) {
    super(OUTBOX_TEXTS.queued);
    this.name = 'QueuedWriteError';
  }
}

export const OUTBOX_TEXTS = {
  queued:
    'The link is down. What you entered is kept on this device and will be sent when the link is back.',
} as const;

const RESULTS_KEPT = 20;
const RETRY_MS = 20_000;
const WRITES = new Set(['post', 'put', 'patch', 'delete']);

interface OutboxDb extends DBSchema {
  writes: { key: number; value: QueuedWrite };
}

let dbPromise: Promise<IDBPDatabase<OutboxDb>> | null = null;
function database(): Promise<IDBPDatabase<OutboxDb>> {
  dbPromise ??= openDB<OutboxDb>('hemis-outbox', 1, {
    upgrade(db) {
      db.createObjectStore('writes', { keyPath: 'id', autoIncrement: true });
    },
  });
  return dbPromise;
}

const online = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

let state: OutboxState = { online: online(), queued: [], results: [], sending: false };
const listeners = new Set<() => void>();
function setState(next: Partial<OutboxState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function outboxState(): OutboxState {
  return state;
}

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const hasIndexedDb = () => typeof indexedDB !== 'undefined';

async function readQueue(): Promise<QueuedWrite[]> {
  if (!hasIndexedDb()) return [];
  return (await database()).getAll('writes');
}

/** A key no other write shares: a UUID where the browser makes one, else 128 random bits. */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  cryptoApi.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The key of one user action (a form's submit): the same while its send got no answer (none came,
 * or the outbox took the write), so pressing Submit again repeats that write rather than making a
 * second; a new one once the API answered (saved or refused), or when the form starts afresh.
 */
export interface SubmissionKey {
  current(): string;
  settle(error?: unknown): void;
  renew(): void;
}

export function submissionKey(): SubmissionKey {
  let key = newIdempotencyKey();
  return {
    current: () => key,
    settle(error?: unknown) {
      const unanswered =
        error instanceof QueuedWriteError || (error instanceof AxiosError && !error.response);
      if (!unanswered) key = newIdempotencyKey();
    },
    renew() {
      key = newIdempotencyKey();
    },
  };
}

/** Whether a failed call is a write the outbox keeps: JSON, no answer at all, not opted out. */
export function isQueueable(error: unknown): error is AxiosError & {
  config: InternalAxiosRequestConfig;
} {
  if (!(error instanceof AxiosError) || error.response || !error.config) return false;
  if (error.code === AxiosError.ERR_CANCELED) return false;
  const config = error.config;
  if (config.queueOffline === false) return false;
  if (!WRITES.has((config.method ?? 'get').toLowerCase())) return false;
  const data: unknown = config.data;
  return data === undefined || data === null || typeof data === 'string';
}

/** Keeps a write that got no answer; the promise gives what the screen is told. */
export async function enqueue(
  config: InternalAxiosRequestConfig,
  userId: number | null,
): Promise<QueuedWriteError> {
  const write: QueuedWrite = {
    method: (config.method ?? 'post').toLowerCase(),
    url: config.url ?? '',
    data: typeof config.data === 'string' ? config.data : null,
    key: String(config.headers.get('Idempotency-Key') ?? newIdempotencyKey()),
    userId,
    page: typeof window === 'undefined' ? '' : window.location.pathname,
    queuedAt: new Date().toISOString(),
  };
  if (hasIndexedDb()) {
    write.id = await (await database()).add('writes', write);
  }
  setState({ queued: [...state.queued, write], online: false });
  scheduleRetry();
  return new QueuedWriteError(write);
}

let client: AxiosInstance | null = null;
let currentUser: () => number | null = () => null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;

function scheduleRetry(): void {
  if (retryTimer || typeof window === 'undefined') return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void sendQueuedWrites();
  }, RETRY_MS);
}

function record(write: QueuedWrite, outcome: OutboxResult['outcome'], error?: ApiError | null) {
  const result: OutboxResult = {
    id: write.id ?? 0,
    method: write.method,
    url: write.url,
    page: write.page,
    outcome,
    message: error?.message ?? null,
    fields: error?.fields ?? {},
    at: new Date().toISOString(),
  };
  setState({ results: [result, ...state.results].slice(0, RESULTS_KEPT) });
}

async function forget(write: QueuedWrite): Promise<void> {
  if (hasIndexedDb() && write.id !== undefined) await (await database()).delete('writes', write.id);
  setState({ queued: state.queued.filter((queued) => queued !== write && queued.id !== write.id) });
}

let sending: Promise<void> | null = null;

/**
 * Sends the kept writes of the signed-in user, oldest first, each with its own key; stops at the
 * first that gets no answer (the link is still down) or a server failure (tried again later).
 */
export function sendQueuedWrites(): Promise<void> {
  sending ??= (async () => {
    const http = client;
    if (!http) return;
    const queue = (await readQueue()).sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
    setState({ queued: queue, sending: queue.length > 0 });
    const userId = currentUser();
    for (const write of queue) {
      if (write.userId !== userId) continue;
      try {
        await http.request({
          method: write.method,
          url: write.url,
          data: write.data ?? undefined,
          headers: {
            'Idempotency-Key': write.key,
            ...(write.data ? { 'Content-Type': 'application/json' } : {}),
          },
          queueOffline: false,
        });
        await forget(write);
        record(write, 'sent');
        setState({ online: true });
      } catch (error) {
        const status = error instanceof AxiosError ? error.response?.status : undefined;
        if (status === undefined || status >= 500 || status === 409 || status === 401) {
          // No answer, a failure of the server, the first send still being answered, or the
          // session ended: kept, and tried again later.
          if (status === undefined) setState({ online: false });
          scheduleRetry();
          break;
        }
        await forget(write);
        record(write, 'refused', apiErrorOf(error));
      }
    }
  })().finally(() => {
    sending = null;
    setState({ sending: false });
  });
  return sending;
}

/**
 * Connects the outbox to the one HTTP client: keys every write, keeps those that get no answer,
 * and sends them again when the browser is back online (and now, for writes kept before a
 * reload).
 */
export function attachOutbox(
  http: AxiosInstance,
  userOf: () => number | null,
  neverKept: (config: InternalAxiosRequestConfig) => boolean = () => false,
): void {
  client = http;
  currentUser = userOf;
  http.interceptors.request.use((config) => {
    if (
      WRITES.has((config.method ?? 'get').toLowerCase()) &&
      !config.headers.has('Idempotency-Key')
    ) {
      config.headers.set('Idempotency-Key', newIdempotencyKey());
    }
    return config;
  });
  http.interceptors.response.use(
    (response) => {
      if (!state.online) setState({ online: true });
      // An answer came: the link is back, so what waits goes now.
      if (state.queued.length > 0 && !sending) void sendQueuedWrites();
      return response;
    },
    async (error: unknown) => {
      // The server could not be reached: the link is down, whatever the browser believes (a
      // device on a Wi-Fi whose uplink is lost still reports itself online).
      if (error instanceof AxiosError && error.code === AxiosError.ERR_NETWORK && state.online) {
        setState({ online: false });
      }
      const userId = currentUser();
      if (isQueueable(error) && userId !== null && !neverKept(error.config)) {
        throw await enqueue(error.config, userId);
      }
      throw error;
    },
  );
  if (typeof window !== 'undefined') {
    window.addEventListener('online', () => {
      setState({ online: true });
      void sendQueuedWrites();
    });
    window.addEventListener('offline', () => setState({ online: false }));
    void sendQueuedWrites();
  }
}
