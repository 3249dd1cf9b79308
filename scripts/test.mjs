// `npm test`: every test. Two lanes run side by side, one per core:
//   lane 1: unit, screen and API tests (PGlite);
//   lane 2: the build of what is stale, then the end-to-end tests in Chromium against the built
//           stack;
// then each lane, once free, takes the next stage of a shared queue, so neither core waits idle
// while the other still has work: when HEMIS_TEST_STATIC_CHECKS=1 the typecheck and the lint,
// and when HEMIS_TEST_POSTGRES_URL is set the API tests again against that PostgreSQL server, in
// four parts (jest --shard; small enough that the lanes end close together).
// Every stage runs (a failed stage does not stop the others, but the end-to-end tests need the
// build); the exit code is non-zero if any failed. Each stage's output is kept in
// `.test-logs/<stage>.log` and printed whole when the stage ends, so the two lanes do not
// interleave; the summary gives each stage's time, and after it each failed stage's failing
// checks and every check the end-to-end run tried twice (e2e/jest.setup.ts) are named again, so
// the end of the output says what went wrong. CI=true adds --ci. Extra arguments filter
// both jest runs (e.g. `npm test -- menus`); `HEMIS_TEST_SERIAL=1` runs every stage one after the
// other.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const logs = join(root, '.test-logs');
mkdirSync(logs, { recursive: true });
const ci = /^(1|true|yes)$/i.test(process.env.CI ?? '');
const extra = process.argv.slice(2);
const jest = join(root, 'node_modules/.bin/jest');
const postgresUrl = process.env.HEMIS_TEST_POSTGRES_URL;
const staticChecks = process.env.HEMIS_TEST_STATIC_CHECKS === '1';
const serial = process.env.HEMIS_TEST_SERIAL === '1';
const started = Date.now();
const clock = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

const ciFlag = ci ? ['--ci'] : [];
// With a filter, a stage it matches nothing in is not a failure.
const filterFlags = extra.length > 0 ? ['--passWithNoTests'] : [];

/**
 * Node's options of every stage: jest runs the unit, screen and API tests in its own process
 * (one worker on two cores), several hundred files one after the other, each with its own
 * modules; the default heap limit (about 4 GB here) leaves too little room for them.
 */
const NODE_OPTIONS = [process.env.NODE_OPTIONS, '--max-old-space-size=6144']
  .filter(Boolean)
  .join(' ');

/** Runs one stage with its output in its log file; prints the log when it ends. */
function stage(title, command, args, env = {}) {
  const file = join(logs, `${title.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.log`);
  console.log(`::: [${clock()}] ${title}: started`);
  const begun = Date.now();
  return new Promise((resolve) => {
    const out = createWriteStream(file);
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0', NODE_OPTIONS, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('close', (code, signal) => {
      out.end(() => {
        const seconds = ((Date.now() - begun) / 1000).toFixed(1);
        const ok = code === 0;
        console.log(`\n::: ${title} (output of ${file})`);
        process.stdout.write(readFileSync(file));
        console.log(
          `::: [${clock()}] ${title}: ${ok ? 'passed' : `FAILED (exit ${code ?? signal})`} in ${seconds} s`,
        );
        resolve({ title, ok, seconds, file });
      });
    });
  });
}

const skipped = (title, why) => ({ title, ok: false, seconds: '0.0', skipped: why });

async function laneOne() {
  return [
    await stage('unit, screen and API tests', jest, [
      '--selectProjects',
      'unit',
      'ui',
      'api',
      ...ciFlag,
      ...filterFlags,
      ...extra,
    ]),
  ];
}

/** The parts the PostgreSQL run is cut into (jest --shard), taken by whichever lane is free. */
const POSTGRES_PARTS = 4;

/** One part of the API tests against PostgreSQL. */
function postgresStage(part) {
  return stage(
    `API tests against PostgreSQL (${part} of ${POSTGRES_PARTS})`,
    jest,
    [
      '--selectProjects',
      'api',
      `--shard=${part}/${POSTGRES_PARTS}`,
      ...ciFlag,
      '--passWithNoTests',
      ...extra,
    ],
    // The parts share one template database (api/src/test/global-setup.ts): kept by each part's
    // teardown, dropped here once all have run.
    { DATABASE_URL: postgresUrl, HEMIS_TEST_PG_TEMPLATE_KEEP: '1' },
  );
}

/** Drops the template databases the PostgreSQL parts kept (named as global-setup.ts names them). */
async function dropPostgresTemplates() {
  const client = new pg.Client({ connectionString: postgresUrl });
  try {
    await client.connect();
    const { rows } = await client.query(
      "select datname from pg_database where datname like 'hemis\\_test\\_template\\_%'",
    );
    for (const { datname } of rows) {
      await client.query(`drop database if exists "${datname}" with (force)`);
    }
  } catch (error) {
    console.log(`::: the PostgreSQL test templates were not dropped: ${error.message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function laneTwo() {
  const built = await stage('build what is stale', process.execPath, [
    join(root, 'scripts/ensure-built.mjs'),
  ]);
  return [
    built,
    built.ok
      ? await stage('end-to-end tests (Chromium)', jest, [
          '--selectProjects',
          'e2e',
          '--runInBand',
          // Each check's time in the log: the journeys near their time limit show before a slow
          // runner times them out.
          '--verbose',
          ...ciFlag,
          ...filterFlags,
          ...extra,
        ])
      : skipped('end-to-end tests (Chromium)', 'NOT RUN (build failed)'),
  ];
}

/** The stages either lane may run, in order: each is started by the first lane free. */
const queue = [
  ...(staticChecks
    ? [
        () => stage('typecheck', 'npm', ['run', 'typecheck']),
        () => stage('lint', 'npm', ['run', 'lint']),
      ]
    : []),
  ...(postgresUrl
    ? Array.from({ length: POSTGRES_PARTS }, (_, index) => () => postgresStage(index + 1))
    : []),
];

/** A lane's own stages, then the queue's until it is empty. */
async function thenQueue(own) {
  const results = await own;
  for (let next = queue.shift(); next; next = queue.shift()) results.push(await next());
  return results;
}

async function allLanes() {
  if (serial) return [await laneOne(), await laneTwo(), await thenQueue([])];
  return Promise.all([thenQueue(laneOne()), thenQueue(laneTwo())]);
}
const stages = (await allLanes()).flat();
if (postgresUrl) await dropPostgresTemplates();

console.log(`\n::: summary (${clock()} in all)`);
for (const result of stages) {
  const state = result.skipped ?? (result.ok ? 'passed' : 'FAILED');
  console.log(`  ${state.padEnd(24)} ${result.title} (${result.seconds} s)`);
}

const DIGEST_LINES_PER_FAILURE = 8;
const DIGEST_FAILURES = 12;

/**
 * A failed stage's failing checks, each with the first lines of its message: printed again at the
 * very end, because a stage's whole log may have scrolled far above by the time the run ends and
 * only the tail of a CI run's output may be kept.
 */
function failureDigest(log) {
  const lines = log.split('\n');
  const isHeadline = (line) => /^\s*● /.test(line) && !/● Console\s*$/.test(line);
  const digest = [];
  // jest prints each failure twice: in place, and again in its closing summary.
  const seen = new Set();
  for (const [index, line] of lines.entries()) {
    if (!isHeadline(line) || seen.has(line)) continue;
    seen.add(line);
    const rest = lines.slice(index + 1);
    const next = rest.findIndex(isHeadline);
    const message = (next === -1 ? rest : rest.slice(0, next))
      .filter((text) => text.trim() !== '')
      .slice(0, DIGEST_LINES_PER_FAILURE);
    digest.push(line, ...message, '');
    if (seen.size === DIGEST_FAILURES) break;
  }
  return digest.length > 0 ? digest : lines.filter((line) => line.trim() !== '').slice(-20);
}

/** The checks jest tried a second time (e2e/jest.setup.ts): named whether or not they then passed. */
function retriedChecks(log) {
  const names = [...log.matchAll(/LOGGING RETRY ERRORS\s+(.+)$/gm)].map((match) => match[1].trim());
  return [...new Set(names)];
}

for (const result of stages.filter((stage) => stage.file)) {
  const log = readFileSync(result.file, 'utf8');
  const retried = retriedChecks(log);
  if (retried.length > 0) {
    console.log(`\n::: tried twice in ${result.title} (the first try's error is in its output):`);
    for (const name of retried) console.log(`  ${name}`);
  }
  if (!result.ok) {
    console.log(`\n::: what failed in ${result.title} (whole output above and in ${result.file})`);
    console.log(failureDigest(log).join('\n'));
  }
}
process.exit(stages.every((result) => result.ok) ? 0 : 1);
