/**
 * Test helpers for screens and services that use apiClient: a fake HTTP adapter (no network, no
 * module mocks) and in-memory browser storage for node tests. Not part of the package index.
 */
import {
  AxiosError,
  AxiosHeaders,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import type { SignedInUser } from '@hemis/shared-contracts';
import type { Persistor } from 'redux-persist';
import { apiClient } from './apiClient';

export interface ApiCall {
  method: string;
  url: string;
  params: unknown;
  /** JSON bodies parsed; FormData left as is; undefined when there was no body. */
  data: unknown;
  headers: Record<string, string>;
}

/** A reply: an HTTP status with a body, or a thrown error (e.g. a network failure). */
export type ApiReply = { status: number; data?: unknown } | { networkError: true };

export type ApiHandler = (call: ApiCall) => ApiReply | Promise<ApiReply>;

export interface MockedApi {
  calls: ApiCall[];
  restore(): void;
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

/** Replaces apiClient's adapter: every request is answered by `handler` and recorded. */
export function mockApi(handler: ApiHandler): MockedApi {
  const previous = apiClient.defaults.adapter;
  const calls: ApiCall[] = [];
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
      if (typeof value === 'string') headers[key.toLowerCase()] = value;
    }
    const call: ApiCall = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: config.params as unknown,
      data: parseBody(config.data),
      headers,
    };
    calls.push(call);
    const reply = await handler(call);
    if ('networkError' in reply) {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    }
    const response: AxiosResponse = {
      data: reply.data ?? '',
      status: reply.status,
      statusText: String(reply.status),
      headers: new AxiosHeaders(),
      config,
      request: {},
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };
  return {
    calls,
    restore: () => {
      apiClient.defaults.adapter = previous;
    },
  };
}

/** A test's or a file's answer to a request; undefined: not this one. */
export type ApiAnswer = (call: ApiCall) => ApiReply | undefined;

const NOT_FOUND: ApiReply = {
  status: 404,
  data: { statusCode: 404, error: 'Not Found', message: 'Not found.' },
};

export interface MockedApiForEachTest {
  /** The current test's mocked API (its recorded calls). */
  readonly api: MockedApi;
  /** The current test's own answer, tried first; reset before each test. */
  answer: ApiAnswer;
}

/**
 * Mocks the API for every test of a file: a request gets the test's own `answer` first, then
 * the file's `defaults`, else a 404. Call at the top level of a test file.
 */
export function mockApiForEachTest(defaults: ApiAnswer): MockedApiForEachTest {
  let current: MockedApi | null = null;
  const state: MockedApiForEachTest = {
    get api() {
      if (!current) throw new Error('mockApiForEachTest: no test is running');
      return current;
    },
    answer: () => undefined,
  };
  beforeEach(() => {
    state.answer = () => undefined;
    current = mockApi((call) => state.answer(call) ?? defaults(call) ?? NOT_FOUND);
  });
  afterEach(() => {
    current?.restore();
    current = null;
  });
  return state;
}

/** A Storage kept in memory, for node tests. */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

/** Gives node tests a fresh localStorage and sessionStorage. */
export function installMemoryStorage(): { local: MemoryStorage; session: MemoryStorage } {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  Object.defineProperty(globalThis, 'localStorage', { value: local, configurable: true });
  Object.defineProperty(globalThis, 'sessionStorage', { value: session, configurable: true });
  return { local, session };
}

/** A signed-in user as POST /User/Login returns it. */
export function sampleUser(overrides: Partial<SignedInUser> = {}): SignedInUser {
  return {
    id: 7,
    email: 'collegeadmin@hemis.test',
    firstName: 'Sita',
    lastName: 'Sharma',
    role: 'CollegeAdmin',
    listUser: [{ roleName: 'CollegeAdmin' }],
    institution: {
      id: 49,
      universityId: 1,
      logo: 'campus-49.png',
      campusName: 'Model Campus',
      localLevel: 'Kathmandu',
      district: 'Kathmandu',
    },
    universityId: 1,
    campusId: 49,
    tokenString: 'token-abc',
    type: 'college',
    ...overrides,
  };
}

/** Resolves once redux-persist has put the stored state back (and the initial action ran). */
export function bootstrapped(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    let unsubscribe: (() => void) | null = null;
    const check = () => {
      if (!persistor.getState().bootstrapped) return false;
      unsubscribe?.();
      resolve();
      return true;
    };
    if (!check()) unsubscribe = persistor.subscribe(() => void check());
  });
}
