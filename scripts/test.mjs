// `npm test`: unit, screen and API tests, then (after building what is stale) the end-to-end
// tests in Chromium against the built stack. Every stage runs; the exit code is non-zero if any
// stage failed. CI=true adds --ci. Extra arguments are passed to both jest runs.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ci = /^(1|true|yes)$/i.test(process.env.CI ?? '');
const extra = process.argv.slice(2);
const jest = join(root, 'node_modules/.bin/jest');

function run(title, command, args) {
  console.log(`\n::: ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(
    `::: ${title}: ${ok ? 'passed' : `FAILED (exit ${result.status ?? result.signal})`} in ${seconds} s`,
  );
  return { title, ok, seconds };
}

const ciFlag = ci ? ['--ci'] : [];
// With a filter (e.g. `npm test -- menus`), a stage it matches nothing in is not a failure.
const filterFlags = extra.length > 0 ? ['--passWithNoTests'] : [];
const stages = [];
stages.push(
  run('unit, screen and API tests', jest, [
    '--selectProjects',
    'unit',
    'ui',
    'api',
    ...ciFlag,
    ...filterFlags,
    ...extra,
  ]),
);
const built = run('build what is stale', process.execPath, [
  join(root, 'scripts/ensure-built.mjs'),
]);
stages.push(built);
if (built.ok) {
  stages.push(
    run('end-to-end tests (Chromium)', jest, [
      '--selectProjects',
      'e2e',
      '--runInBand',
      ...ciFlag,
      ...filterFlags,
      ...extra,
    ]),
  );
} else {
  stages.push({ title: 'end-to-end tests (Chromium)', ok: false, seconds: '0.0', skipped: true });
}

console.log('\n::: summary');
for (const stage of stages) {
  const state = stage.skipped ? 'NOT RUN (build failed)' : stage.ok ? 'passed' : 'FAILED';
  console.log(`  ${state.padEnd(22)} ${stage.title} (${stage.seconds} s)`);
}
process.exit(stages.every((stage) => stage.ok) ? 0 : 1);
