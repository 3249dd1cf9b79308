// Bundles the API into dist/server.js, and the backup and restore commands into dist/ops (esbuild,
// Node, CommonJS). npm packages stay external (installed beside it), workspace packages (@hemis/*)
// are bundled; migrations are copied so the bundle finds them in dist/drizzle.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@hemis/'));

const started = Date.now();
await build({
  // The server, and the backup and restore commands (dist/ops/*.js) for a release without tsx.
  entryPoints: ['server.ts', 'ops/backup.ts', 'ops/restore.ts'].map((entry) =>
    path.join(here, 'src', entry),
  ),
  outdir: path.join(here, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: [...external, 'pg-native'],
  // import() of a package (exceljs, ECharts: loaded when first needed) becomes require(), as the
  // bundle's static imports do: one copy of a package, never its ES module build beside its
  // CommonJS one (ECharts' parts register into the core they were loaded with).
  supported: { 'dynamic-import': false },
  packages: undefined,
  logLevel: 'warning',
});
fs.rmSync(path.join(here, 'dist/drizzle'), { recursive: true, force: true });
fs.cpSync(path.join(here, 'drizzle'), path.join(here, 'dist/drizzle'), { recursive: true });
console.log(`api: dist/server.js and dist/ops built in ${Date.now() - started} ms`);
