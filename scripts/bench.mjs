// `npm run bench`: every benchmark in bench/, one after another, in one run so ratios compare.
// `npm run bench -- slow-link national`: only those whose file name holds one of the words.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const built = spawnSync(process.execPath, [join(root, 'scripts/ensure-built.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);

const words = process.argv.slice(2);
const chosen = (name) => words.length === 0 || words.some((word) => name.includes(word));
const files = readdirSync(join(root, 'bench'))
  .filter((name) => name.endsWith('-bench.mjs') && chosen(name))
  .sort();
if (files.length === 0) {
  console.error(`No benchmark in bench/ has ${words.join(' or ')} in its name.`);
  process.exit(1);
}

let failed = false;
for (const file of files) {
  console.log(`\n=== ${file}`);
  const run = spawnSync(process.execPath, [join(root, 'bench', file)], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
