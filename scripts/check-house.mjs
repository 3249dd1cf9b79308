// `npm run lint` runs this after eslint: the two rules of the house that a linter of one file
// cannot see.
//   1. No source file over 400 lines, tests included (migrations, seeds and generated data
//      excepted): a file that long holds more than one responsibility; split it by them
//      (routes, rules, queries, documents; a test file by the behaviours it tests).
//   2. No import circle between source files: types flow one way, from a `types` module at the
//      bottom up to the file that registers the parts.
//   3. A type assertion (`x as T`) is refused by eslint in production code; where a library's
//      types force one, the line before it turns the rule off with a reason after `--`.
// Reads the files git tracks as text; prints each breach and exits 1 if there is any.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const MAX_LINES = 400;
const SOURCE = /\.(ts|tsx|mjs|cjs|js)$/;
/** Not held to the rules: migrations, seeds, generated data. */
const EXEMPT = [
  /\.d\.ts$/,
  /^api\/drizzle\//,
  /^api\/src\/db\/(seed[^/]*|national\/[^/]*)\.ts$/,
  /\/dist\//,
];

const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => SOURCE.test(file) && existsSync(join(root, file)));
const held = tracked.filter((file) => !EXEMPT.some((pattern) => pattern.test(file)));

const breaches = [];

for (const file of held) {
  const lines = readFileSync(join(root, file), 'utf8').split('\n').length - 1;
  if (lines > MAX_LINES) breaches.push(`${file}: ${lines} lines (at most ${MAX_LINES})`);
}

const ASSERTION_ALLOWED =
  /eslint-disable-next-line @typescript-eslint\/consistent-type-assertions(.*)/;
for (const file of held) {
  readFileSync(join(root, file), 'utf8')
    .split('\n')
    .forEach((line, at) => {
      const allowed = ASSERTION_ALLOWED.exec(line);
      if (allowed && !/--\s*\S+\s+\S+/.test(allowed[1])) {
        breaches.push(`${file}:${at + 1}: a type assertion allowed without its reason after --`);
      }
    });
}

// Relative imports only: the packages depend on each other one way by their package.json.
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const DYNAMIC = /\b(?:import|require)\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const heldSet = new Set(held);

function resolveImport(from, specifier) {
  const base = resolve(root, dirname(from), specifier);
  const candidates = [
    base,
    ...['.ts', '.tsx', '.mjs', '.cjs', '.js'].map((ext) => base + ext),
    ...['index.ts', 'index.tsx', 'index.js'].map((name) => join(base, name)),
  ];
  for (const candidate of candidates) {
    const file = relative(root, candidate);
    if (heldSet.has(file) && statSync(candidate).isFile()) return file;
  }
  return undefined;
}

const edges = new Map();
for (const file of held) {
  const text = readFileSync(join(root, file), 'utf8');
  const targets = new Set();
  for (const pattern of [IMPORT, DYNAMIC]) {
    for (const match of text.matchAll(pattern)) {
      const target = resolveImport(file, match[1]);
      if (target && target !== file) targets.add(target);
    }
  }
  edges.set(file, [...targets]);
}

// Tarjan's strongly connected components: every component of more than one file is a circle.
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const circles = [];
function visit(file) {
  index.set(file, counter);
  low.set(file, counter);
  counter += 1;
  stack.push(file);
  onStack.add(file);
  for (const target of edges.get(file) ?? []) {
    if (!index.has(target)) {
      visit(target);
      low.set(file, Math.min(low.get(file), low.get(target)));
    } else if (onStack.has(target)) {
      low.set(file, Math.min(low.get(file), index.get(target)));
    }
  }
  if (low.get(file) === index.get(file)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) circles.push(component.sort());
  }
}
for (const file of held) if (!index.has(file)) visit(file);
for (const circle of circles) {
  breaches.push(`import circle of ${circle.length} files: ${circle.join(', ')}`);
}

if (breaches.length > 0) {
  console.error(breaches.join('\n'));
  console.error(`\n${breaches.length} breach(es) of the house rules (scripts/check-house.mjs)`);
  process.exit(1);
}
console.log(
  `house rules: ${held.length} source files, none over ${MAX_LINES} lines, no import circle`,
);
