/**
 * Test support for the fuzz tests ("bad input never gives a 500"): the odd bodies every route
 * family is sent, a reproducible generator for random edge values, and the loops that send them.
 */
// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { withToken, type TestApp } from './helpers';
import { signedInApp, type SignedInApp } from './signed-in';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

export { BAD_IDS, RESOURCE_CONTRACTS, probeResources, type ProbeMiss } from './fuzz-probes';

export interface FuzzRoute {
  method: InjectOptions['method'];
  url: string;
}

export interface FuzzBody {
  name: string;
  payload?: string | Buffer;
  type?: string;
}

const JSON_TYPE = 'application/json';

/** Larger than the body limit, to be refused with a 413 rather than parsed. */
export const HUGE = 'x'.repeat(2 * 1024 * 1024);

/** A JSON body (named for the failure message). */
export const jsonBody = (name: string, value: unknown): FuzzBody => ({
  name,
  payload: JSON.stringify(value),
  type: JSON_TYPE,
});
/** JSON cut off after `start`. */
export const malformedJson = (start: string): FuzzBody => ({
  name: 'malformed JSON',
  payload: start,
  type: JSON_TYPE,
});
/** A JSON object whose `field` is larger than the body limit. */
export const hugeJson = (field: string): FuzzBody => jsonBody('huge JSON', { [field]: HUGE });

export const JSON_ARRAY: FuzzBody = { name: 'JSON array', payload: '[1,2,3]', type: JSON_TYPE };
export const JSON_NULL: FuzzBody = { name: 'JSON null', payload: 'null', type: JSON_TYPE };
export const PROTOTYPE_POLLUTION: FuzzBody = {
  name: 'prototype pollution',
  payload: '{"__proto__": {"admin": true}, "constructor": {"prototype": {}}}',
  type: JSON_TYPE,
};
export const BROKEN_MULTIPART: FuzzBody = {
  name: 'broken multipart',
  payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n',
  type: 'multipart/form-data; boundary=x',
};
export const MULTIPART_WITHOUT_BOUNDARY: FuzzBody = {
  name: 'multipart without boundary',
  payload: 'abc',
  type: 'multipart/form-data',
};
export const BINARY: FuzzBody = {
  name: 'binary',
  payload: Buffer.from([0, 1, 2, 255, 254]),
  type: 'application/octet-stream',
};
export const EMPTY: FuzzBody = { name: 'empty', payload: '', type: JSON_TYPE };
export const NO_BODY: FuzzBody = { name: 'no body' };

/**
 * The garbage every route family is sent: JSON cut off after `malformed`, JSON of the wrong kind,
 * the family's own `typed` bodies (wrong types, impossible values), prototype pollution, a body
 * over the limit in `hugeField`, the family's `multipart` oddities, binary, empty and no body.
 */
export function garbageBodies(options: {
  malformed: string;
  typed: readonly FuzzBody[];
  hugeField: string;
  multipart?: readonly FuzzBody[];
}): FuzzBody[] {
  return [
    malformedJson(options.malformed),
    JSON_ARRAY,
    JSON_NULL,
    ...options.typed,
    PROTOTYPE_POLLUTION,
    hugeJson(options.hugeField),
    ...(options.multipart ?? []),
    BINARY,
    EMPTY,
    NO_BODY,
  ];
}

/** A small seeded generator in [0, 1): random mixes that reproduce on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Fails with the label and the answer when the server answered with a 5xx. */
export function expectNoServerError(
  response: { statusCode: number; body: string },
  label: string,
): void {
  if (response.statusCode >= 500) {
    throw new Error(`${label} answered ${response.statusCode}: ${response.body}`);
  }
}

/**
 * Sends every body to every route as each signed-in user ('' for a visitor); `check` looks
 * further at each answer that is not a server error.
 */
export async function sendBodies(
  app: FastifyInstance,
  tokens: readonly string[],
  routes: readonly FuzzRoute[],
  bodies: readonly FuzzBody[],
  check: (response: LightMyRequestResponse) => void = () => undefined,
): Promise<void> {
  for (const route of routes) {
    for (const body of bodies) {
      for (const token of tokens) {
        const response = await app.inject(
          withToken(token, {
            method: route.method,
            url: route.url,
            payload: body.payload,
            headers: body.type ? { 'content-type': body.type } : {},
          }),
        );
        expectNoServerError(response, `${route.method} ${route.url} (${body.name})`);
        check(response);
      }
    }
  }
}

/** GETs every URL as each signed-in user. */
export async function getUrls(
  app: FastifyInstance,
  tokens: readonly string[],
  urls: readonly string[],
): Promise<void> {
  for (const url of urls) {
    for (const token of tokens) {
      const response = await app.inject(withToken(token, { method: 'GET', url }));
      expectNoServerError(response, url);
    }
  }
}

/** The file's test app and the tokens of its signed-in users (in the order asked for). */
export interface FuzzedApp {
  readonly t: TestApp;
  readonly tokens: readonly string[];
}

/**
 * Starts a test app before the file's tests with the demo users `names` (as in
 * `name@hemis.test`) signed in, and closes it after. Call at the top level of a test file.
 */
export function fuzzedApp(names: readonly string[]): SignedInApp<string> {
  return signedInApp(names);
}

/** The two tests every route family has: garbage bodies on each route, and odd URLs. */
export function itSurvivesGarbage(
  fuzzed: FuzzedApp,
  routes: () => readonly FuzzRoute[],
  bodies: readonly FuzzBody[],
  urls: readonly string[] | (() => readonly string[]),
  names: { bodies?: string; urls?: string } = {},
): void {
  it(names.bodies ?? 'survives garbage bodies on every route', async () => {
    await sendBodies(fuzzed.t.app, fuzzed.tokens, routes(), bodies);
  });

  it(names.urls ?? 'survives odd URLs', async () => {
    await getUrls(fuzzed.t.app, fuzzed.tokens, typeof urls === 'function' ? urls() : urls);
  });
}

/** Edge values by field name: each a list of values a field is sent. */
export type Edges = Readonly<Record<string, readonly unknown[]>>;

/** Random mixes of edge values, from a seeded generator (the same mixes on every run). */
export interface EdgeMixer {
  random(): number;
  /** One of `values`. */
  pick(values: readonly unknown[]): unknown;
  /** `body` with each field of `edges` set, with the chance `chance`, to one of its values. */
  mix(body: Record<string, unknown>, edges: Edges, chance: number): Record<string, unknown>;
  /** Fewer than `most` rows, each with every field of `edges` set to one of its values. */
  rows(edges: Edges, most: number): Record<string, unknown>[];
  /** `body` with `lines`: `rows(edges, most)`. */
  withLines(body: Record<string, unknown>, edges: Edges, most: number): Record<string, unknown>;
}

export function edgeMixer(seed: number): EdgeMixer {
  const random = seededRandom(seed);
  const pick = (values: readonly unknown[]) => values[Math.floor(random() * values.length)];
  const rows = (edges: Edges, most: number) =>
    Array.from({ length: Math.floor(random() * most) }, () =>
      Object.fromEntries(Object.entries(edges).map(([field, values]) => [field, pick(values)])),
    );
  return {
    random,
    pick,
    rows,
    withLines(body, edges, most) {
      body.lines = rows(edges, most);
      return body;
    },
    mix(body, edges, chance) {
      for (const [field, values] of Object.entries(edges)) {
        if (random() < chance) body[field] = pick(values);
      }
      return body;
    },
  };
}

/** One round of mixes: the body mixed, and the requests that carry it (as `token`, if any). */
export interface MixRound {
  body: unknown;
  token?: string;
  requests: readonly InjectOptions[];
}

/**
 * Sends `rounds` rounds of plausible bodies with edge values mixed in by `round` (from the seed
 * `seed`), and fails on the first 5xx, naming the request and the body.
 */
export async function sendMixes(
  app: FastifyInstance,
  seed: number,
  rounds: number,
  round: (mixer: EdgeMixer, index: number) => MixRound,
): Promise<void> {
  const mixer = edgeMixer(seed);
  for (let index = 0; index < rounds; index += 1) {
    const { body, token, requests } = round(mixer, index);
    for (const options of requests) {
      const response = await app.inject(token === undefined ? options : withToken(token, options));
      expectNoServerError(response, `${options.method} ${options.url} ${JSON.stringify(body)}`);
    }
  }
}
