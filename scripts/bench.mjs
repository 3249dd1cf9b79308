// `npm run bench`: every benchmark in bench/, one after another, in one run so ratios compare.
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

let failed = false;
for (const file of readdirSync(join(root, 'bench'))
  .filter((name) => name.endsWith('-bench.mjs'))
  .sort()) {
  console.log(`\n=== ${file}`);
  const run = spawnSync(process.execPath, [join(root, 'bench', file)], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
