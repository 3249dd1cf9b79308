// Builds what is missing or older than its sources: the API bundle, the shell and each remote.
// A package is stale when its build output is missing, or when any of its inputs (its src/,
// package.json, build config, and the sources of the @hemis/* packages it depends on, recursively)
// changed after its last build started. Stale packages are built with one
// `lerna run build --concurrency 1 --scope ...`; when everything is fresh this is a quick no-op.
// Usage: node scripts/ensure-built.mjs [--force] [--dry-run]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const force = args.has('--force');
const dryRun = args.has('--dry-run');
const stampDir = join(root, 'node_modules/.cache/hemis-build');

const CONFIG_FILES = [
  'package.json',
  'tsconfig.json',
  'tsconfig.build.json',
  'webpack.config.js',
  'webpack.config.cjs',
  'webpack.config.mjs',
  'webpack.config.ts',
  'build.mjs',
  'build.js',
  'build.cjs',
  '.babelrc',
];
const SOURCE_DIRS = ['src', 'public', 'webpack', 'drizzle', 'assets'];
const IGNORED_DIRS = new Set(['node_modules', 'dist', '__tests__', '__mocks__', 'coverage']);
const IGNORED_FILE = /\.(test|spec)\.[cm]?[jt]sx?$|\.snap$|\.md$|^\.DS_Store$/;

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Workspace folders by package name. */
function workspaces() {
  const rootPkg = readJson(join(root, 'package.json'));
  const byName = new Map();
  for (const dir of rootPkg.workspaces ?? []) {
    const file = join(root, dir, 'package.json');
    if (existsSync(file)) byName.set(readJson(file).name, dir);
  }
  return byName;
}

/** The deployable packages and the file that proves each was built. */
function targets(byName) {
  const list = [];
  for (const [name, dir] of byName) {
    let output;
    if (dir === 'api') output = 'api/dist/server.js';
    else if (dir === 'shell') output = 'shell/dist/index.html';
    else if (dir.startsWith('mfe-')) output = `${dir}/dist/mf-manifest.json`;
    else continue;
    list.push({ name, dir, output: join(root, output) });
  }
  return list;
}

function localDependencies(dir, byName, seen = new Set()) {
  const pkg = readJson(join(root, dir, 'package.json'));
  const deps = { ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies };
  for (const name of Object.keys(deps)) {
    const depDir = byName.get(name);
    if (depDir && !seen.has(depDir)) {
      seen.add(depDir);
      localDependencies(depDir, byName, seen);
    }
  }
  return seen;
}

/** Newest modification time (ms) and its file under a folder, ignoring tests and outputs. */
function newestIn(path, best = { time: 0, file: '' }) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return best;
  }
  if (stat.isDirectory()) {
    for (const entry of readdirSync(path)) {
      if (IGNORED_DIRS.has(entry) || IGNORED_FILE.test(entry)) continue;
      newestIn(join(path, entry), best);
    }
  } else if (stat.mtimeMs > best.time) {
    best.time = stat.mtimeMs;
    best.file = path;
  }
  return best;
}

function newestInput(dir, byName) {
  const best = { time: 0, file: '' };
  const folders = [dir, ...localDependencies(dir, byName)];
  for (const folder of folders) {
    for (const file of CONFIG_FILES) newestIn(join(root, folder, file), best);
    for (const sub of SOURCE_DIRS) newestIn(join(root, folder, sub), best);
  }
  for (const file of ['package-lock.json', 'tsconfig.base.json']) newestIn(join(root, file), best);
  return best;
}

function stampFile(dir) {
  return join(stampDir, `${dir}.json`);
}

/** When the last build of `dir` started: the stamp if it matches the output, else the output time. */
function builtAt(target) {
  if (!existsSync(target.output)) return 0;
  const outputTime = statSync(target.output).mtimeMs;
  try {
    const stamp = readJson(stampFile(target.dir));
    // The output was rewritten by a later build (e.g. `npm run build`): trust the output's time.
    if (outputTime > stamp.finishedAt + 1000) return outputTime;
    return stamp.startedAt;
  } catch {
    return outputTime;
  }
}

const byName = workspaces();
const all = targets(byName);
const stale = [];
for (const target of all) {
  const built = builtAt(target);
  if (force) {
    stale.push({ ...target, reason: '--force' });
  } else if (!built) {
    stale.push({ ...target, reason: `${target.output.slice(root.length + 1)} is missing` });
  } else {
    const newest = newestInput(target.dir, byName);
    if (newest.time > built) {
      stale.push({ ...target, reason: `${newest.file.slice(root.length + 1)} changed` });
    }
  }
}

if (stale.length === 0) {
  console.log(`ensure-built: all ${all.length} packages are up to date.`);
  process.exit(0);
}

for (const target of stale) console.log(`ensure-built: ${target.name}: ${target.reason}`);
if (dryRun) process.exit(0);

const startedAt = Date.now();
// Nx's task cache could answer a build as done without writing its output: always build.
const lernaArgs = ['lerna', 'run', 'build', '--concurrency', '1', '--skip-nx-cache'];
for (const target of stale) lernaArgs.push('--scope', target.name);
console.log(`ensure-built: npx ${lernaArgs.join(' ')}`);
const result = spawnSync('npx', ['--no', '--', ...lernaArgs], { cwd: root, stdio: 'inherit' });
if (result.status !== 0) {
  console.error(`ensure-built: the build failed (exit ${result.status ?? result.signal}).`);
  process.exit(result.status || 1);
}
const finishedAt = Date.now();
mkdirSync(stampDir, { recursive: true });
for (const target of stale) {
  if (!existsSync(target.output) || statSync(target.output).mtimeMs < startedAt) {
    console.error(`ensure-built: ${target.name} built, but ${target.output} was not written.`);
    process.exit(1);
  }
  writeFileSync(stampFile(target.dir), JSON.stringify({ startedAt, finishedAt }));
}
console.log(
  `ensure-built: built ${stale.length} package(s) in ${((finishedAt - startedAt) / 1000).toFixed(1)} s.`,
);
