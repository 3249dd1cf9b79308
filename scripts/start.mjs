// `npm start`: build what is not built yet, then serve API, shell and every remote on one port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

if (!existsSync(join(root, 'node_modules'))) {
  console.error('Dependencies are not installed. Run `npm ci` first (or `npm ci && npm start`).');
  process.exit(1);
}

const built = spawnSync(process.execPath, [join(root, 'scripts/ensure-built.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);

const server = spawn(process.execPath, [join(root, 'api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { HEMIS_MODE: 'demo', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
