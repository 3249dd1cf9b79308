import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, freePort, stopServer } from './server';

/** The nginx site the README's production section installs. */
export const NGINX_SITE = join(REPO_ROOT, 'deploy/nginx/hemis.conf');
const START_TIMEOUT_MS = 20_000;

/** Debian's nginx (or NGINX_PATH), when installed. */
export function nginxPath(): string | undefined {
  const path = process.env.NGINX_PATH || '/usr/sbin/nginx';
  return existsSync(path) ? path : undefined;
}

/** Replaces what `pattern` matches in `text`, failing when it matches nothing (the site changed). */
function replaced(text: string, pattern: RegExp, by: string, what: string): string {
  if (!pattern.test(text)) throw new Error(`${NGINX_SITE} has no ${what} any more`);
  return text.replace(pattern, by);
}

/**
 * The site as deployed, but on this machine: its upstream names the given API ports, the HTTPS
 * server listens on `port` of 127.0.0.1 without TLS (its certificate lines left out), the
 * plain-HTTP server on `redirectPort`. Every other line (proxy headers, body size, timeouts)
 * is the file's own.
 */
export function siteOnLocalPorts(
  site: string,
  ports: { upstream: number[]; port: number; redirectPort: number },
): string {
  let text = replaced(
    site,
    /^([ \t]*)server 127\.0\.0\.1:\d+;\n(?:[ \t]*server 127\.0\.0\.1:\d+;\n)*/m,
    ports.upstream.map((upstream) => `$1server 127.0.0.1:${upstream};\n`).join(''),
    'upstream server lines',
  );
  text = replaced(
    text,
    /^([ \t]*)listen 80;$/m,
    `$1listen 127.0.0.1:${ports.redirectPort};`,
    'listen 80',
  );
  text = replaced(
    text,
    /^([ \t]*)listen 443 ssl http2;$/m,
    `$1listen 127.0.0.1:${ports.port};`,
    'listen 443 ssl',
  );
  return replaced(text, /^[ \t]*ssl_\w+ [^\n]*;\n/gm, '', 'ssl_ lines');
}

export interface RunningNginx {
  child: ChildProcess;
  /** The site's HTTPS server (here plain HTTP): `http://127.0.0.1:<port>`. */
  baseURL: string;
  /** The site's plain-HTTP server, which only redirects to HTTPS. */
  redirectURL: string;
  stop(): Promise<void>;
}

/**
 * Runs nginx in the foreground (a child process, never a daemon) with the site of
 * deploy/nginx/hemis.conf in front of API processes on `upstreamPorts`, in a temporary prefix
 * folder of its own (configuration, pid, temporary files); its error and access logs go to
 * `logFile` and `logFile` + `.access`. Answers once the site passes `GET /api/health` through.
 */
export async function startNginx(options: {
  upstreamPorts: number[];
  logFile: string;
}): Promise<RunningNginx> {
  const nginx = nginxPath();
  if (!nginx) throw new Error('nginx is not installed (`apt-get install -y nginx`).');
  const prefix = mkdtempSync(join(tmpdir(), 'hemis-nginx-'));
  // Run as root, nginx's workers are `nobody`: they must reach the temporary folders here.
  chmodSync(prefix, 0o755);
  const [port, redirectPort] = [await freePort(), await freePort()];
  const site = siteOnLocalPorts(readFileSync(NGINX_SITE, 'utf8'), {
    upstream: options.upstreamPorts,
    port,
    redirectPort,
  });
  const config = join(prefix, 'nginx.conf');
  writeFileSync(
    config,
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(prefix, 'nginx.pid')};`,
      `error_log ${options.logFile} info;`,
      'events { worker_connections 256; }',
      'http {',
      `  access_log ${options.logFile}.access;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${join(prefix, kind)};`,
      ),
      site,
      '}',
      '',
    ].join('\n'),
  );
  // -e: the error log before the configuration is read (the default one is root's).
  const child = spawn(nginx, ['-p', prefix, '-c', config, '-e', options.logFile], {
    stdio: 'ignore',
  });
  let exit: string | undefined;
  child.on('exit', (code, signal) => {
    exit = `exit code ${code ?? 'none'}, signal ${signal ?? 'none'}; see ${options.logFile}`;
  });
  const stop = async () => {
    await stopServer(child);
    rmSync(prefix, { recursive: true, force: true });
  };
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (exit) break;
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok)
        return { child, baseURL, redirectURL: `http://127.0.0.1:${redirectPort}`, stop };
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`nginx did not pass /api/health through (${exit ?? last}).`);
}
