/**
 * One port for the whole product: the shell at /, each built remote at /remotes/<dir>/,
 * /remotes.json and /config.json for the shell, uploaded files at /uploads/, and the SPA
 * fallback (shell index.html) for page requests. Missing builds never crash the server.
 */
import fs from 'node:fs';
import { fieldOf } from '../lib/is-record';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CLIENT_CONFIG_PATH,
  MESSAGES,
  REMOTE_MANIFEST_PATH,
  remoteManifestSchema,
  remoteNavigationSchema,
  type ClientConfig,
  type RemoteEntry,
  type RemoteManifest,
} from '@hemis/shared-contracts';
import { send } from './errors';

export interface StaticOptions {
  staticRoot: string;
  uploadsDir: string;
  remotesJsonFile?: string;
  clientConfig: ClientConfig;
  /**
   * Other sites' pages embed remotes (HEMIS_CORS_ORIGINS is set): the remotes' files may be
   * loaded by their script tags (Cross-Origin-Resource-Policy: cross-origin).
   */
  crossOrigin?: boolean;
}

const UPLOADS_PREFIX = '/uploads/';
const NO_CACHE = 'no-cache';
const LONG_CACHE = 'public, max-age=31536000, immutable';
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Cache policy: entry points revalidate every time, content-hashed assets are kept a year. */
export function cacheControlFor(filePath: string): string {
  // A compressed copy (`x.js.br`) is cached as the file it stands for.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (
    name.endsWith('.html') ||
    name === 'mf-manifest.json' ||
    name === 'sw.js' ||
    name.startsWith('remoteEntry')
  ) {
    return NO_CACHE;
  }
  if (HASHED.test(name)) return LONG_CACHE;
  return 'public, max-age=300';
}

/** What @fastify/static hands `setHeaders`: the raw response (its types call it a reply). */
interface StaticResponse {
  setHeader(name: string, value: string): unknown;
}

function setStaticHeaders(response: StaticResponse, file: string) {
  response.setHeader('Cache-Control', cacheControlFor(file));
  // Built files are sent from their brotli or gzip copy by Accept-Encoding (preCompressed).
  response.setHeader('Vary', 'Accept-Encoding');
}

interface RemotePackageJson {
  hemis?: { name?: unknown };
}

/** The file of a built remote that carries its navigation (sections, sidebars, homes, screens). */
export const REMOTE_NAVIGATION_FILE = 'navigation.json';

/** Where a skipped remote is reported (the server's logger). */
export type ManifestWarn = (message: string) => void;

/** Remote folders (`mfe-*`) that have a build. */
export function builtRemoteDirs(staticRoot: string): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(staticRoot, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
    .map((entry) => entry.name)
    .filter((dir) => fs.existsSync(path.join(staticRoot, dir, 'dist', 'mf-manifest.json')))
    .sort();
}

/** A JSON file's value, to be checked by its schema. */
function readJson(file: string): unknown {
  const value: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  return value;
}

/**
 * `/remotes.json`: from HEMIS_REMOTES_JSON, or from each built remote: its container name (its
 * package.json `hemis.name`) and its `dist/navigation.json` (sections, sidebars, homes, screens).
 * A remote whose navigation is missing or invalid is left out with a warning; the others stay.
 */
export function buildRemoteManifest(
  staticRoot: string,
  remotesJsonFile?: string,
  warn: ManifestWarn = () => undefined,
): RemoteManifest {
  if (remotesJsonFile) {
    const parsed = remoteManifestSchema.safeParse(readJson(remotesJsonFile));
    if (!parsed.success) throw new Error(`${remotesJsonFile} is not a valid remote manifest`);
    return parsed.data;
  }
  const remotes: RemoteEntry[] = [];
  for (const dir of builtRemoteDirs(staticRoot)) {
    try {
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- JSON.parse answers any; a built remote's package.json has this shape (its build writes it)
      const pkg = JSON.parse(
        fs.readFileSync(path.join(staticRoot, dir, 'package.json'), 'utf8'),
      ) as RemotePackageJson;
      const name = pkg.hemis?.name;
      const navigationFile = path.join(staticRoot, dir, 'dist', REMOTE_NAVIGATION_FILE);
      const navigation = remoteNavigationSchema.safeParse(readJson(navigationFile));
      if (!navigation.success) {
        warn(
          `${dir}: ${navigationFile} is invalid, the remote is left out: ${navigation.error.message}`,
        );
        continue;
      }
      const candidate = {
        name: typeof name === 'string' ? name : dir.replace(/-/g, '_'),
        entry: `/remotes/${dir}/mf-manifest.json`,
        sections: navigation.data.sections.map((section) => section.segment),
        navigation: navigation.data,
      };
      const checked = remoteManifestSchema.shape.remotes.element.safeParse(candidate);
      if (checked.success) remotes.push(checked.data);
      else warn(`${dir}: not a valid remote entry, left out: ${checked.error.message}`);
    } catch (error) {
      // a remote without a readable package.json or navigation.json is left out
      warn(`${dir}: left out of /remotes.json: ${String(fieldOf(error, 'message'))}`);
    }
  }
  return { remotes };
}

export const NOT_BUILT_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>HEMIS</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; background: #f5f5f5; margin: 0; padding: 48px;">
<main style="max-width: 560px; margin: auto; background: #fff; padding: 32px; border-radius: 8px;">
<h1 style="margin-top: 0;">HEMIS</h1>
<p>The front end is not built yet. Run <code>npm run build</code> and restart the server.</p>
<p>The API is running: <a href="/api/docs">API documentation</a>.</p>
</main></body></html>
`;

/**
 * The build's compressed copy (`.br`, `.gz`, written beside each file) the browser accepts,
 * brotli first; none when it accepts neither (or refuses them with q=0).
 */
export function preferredEncoding(
  acceptEncoding: string | string[] | undefined,
): { name: 'br' | 'gzip'; extension: 'br' | 'gz' } | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return { name: 'br', extension: 'br' };
  if (accepted.has('gzip')) return { name: 'gzip', extension: 'gz' };
  return undefined;
}

/** JSON answers at least this long go compressed (the remote manifest grows with every module). */
const MIN_COMPRESSED_JSON_BYTES = 1024;
const compressedJson = new Map<string, Buffer>();

/**
 * `body` compressed for `encoding`, kept for the next request with the same content (the
 * manifest changes only with a deployment).
 */
export function compressJson(body: string, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding}\n${body}`;
  const kept = compressedJson.get(key);
  if (kept) return kept;
  const data = Buffer.from(body);
  const compressed =
    encoding === 'br'
      ? zlib.brotliCompressSync(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        })
      : zlib.gzipSync(data, { level: 9 });
  if (compressedJson.size >= 8) compressedJson.clear();
  compressedJson.set(key, compressed);
  return compressed;
}

/** /remotes.json and /config.json: revalidated every time, compressed when the browser accepts it. */
function sendStartupJson(request: FastifyRequest, reply: FastifyReply, value: unknown) {
  const body = JSON.stringify(value);
  reply
    .header('Cache-Control', NO_CACHE)
    .header('Vary', 'Accept-Encoding')
    .type('application/json; charset=utf-8');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding || Buffer.byteLength(body) < MIN_COMPRESSED_JSON_BYTES) return reply.send(body);
  return reply
    .header('Content-Encoding', encoding.name)
    .send(compressJson(body, encoding.name === 'br' ? 'br' : 'gzip'));
}

function wantsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return typeof accept === 'string' && /text\/html|application\/xhtml\+xml/i.test(accept);
}

const NON_PAGE_PREFIXES = ['/api', '/uploads', '/remotes'];

function isPagePath(url: string): boolean {
  const pathname = (url.split('?')[0] ?? '').toLowerCase();
  return !NON_PAGE_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

export async function staticPlugin(app: FastifyInstance, options: StaticOptions): Promise<void> {
  const shellDist = path.join(options.staticRoot, 'shell', 'dist');
  const shellIndex = path.join(shellDist, 'index.html');
  const shellBuilt = fs.existsSync(shellIndex);

  fs.mkdirSync(options.uploadsDir, { recursive: true });
  // The spec's client asks for logos under /Uploads/. The router matches paths in any case, but
  // the file server reads the prefix as written: any case of it is served as the /uploads/ URL,
  // so exactly what /uploads/ serves (and nothing else) answers under every case.
  app.addHook('onRequest', async (request) => {
    const url = request.raw.url ?? '';
    if (
      !url.startsWith(UPLOADS_PREFIX) &&
      url.slice(0, UPLOADS_PREFIX.length).toLowerCase() === UPLOADS_PREFIX
    ) {
      request.raw.url = UPLOADS_PREFIX + url.slice(UPLOADS_PREFIX.length);
    }
  });
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    cacheControl: false,
    dotfiles: 'deny',
    index: false,
    // Only the files at the top of the folder: public uploads (logos). Personal files are in its
    // private/ folder, reached by signed links only (lib/files).
    allowedPath: (pathName) => /^\/?[^/\\]+$/.test(pathName),
    setHeaders(response) {
      response.setHeader('Cache-Control', 'public, max-age=300');
      // Uploaded files (SVG logos included) must never run as a page of this origin.
      response.setHeader(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      );
      response.setHeader('X-Content-Type-Options', 'nosniff');
    },
  });

  for (const dir of builtRemoteDirs(options.staticRoot)) {
    await app.register(fastifyStatic, {
      root: path.join(options.staticRoot, dir, 'dist'),
      prefix: `/remotes/${dir}/`,
      decorateReply: false,
      cacheControl: false,
      index: false,
      preCompressed: true,
      setHeaders(response, file) {
        setStaticHeaders(response, file);
        if (options.crossOrigin) response.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      },
    });
  }

  if (shellBuilt) {
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      decorateReply: false,
      cacheControl: false,
      index: ['index.html'],
      preCompressed: true,
      setHeaders: setStaticHeaders,
    });
  }

  app.get(REMOTE_MANIFEST_PATH, async (request, reply) => {
    const manifest = buildRemoteManifest(options.staticRoot, options.remotesJsonFile, (message) =>
      app.log.warn(message),
    );
    return sendStartupJson(request, reply, manifest);
  });
  app.get(CLIENT_CONFIG_PATH, async (request, reply) =>
    sendStartupJson(request, reply, options.clientConfig),
  );

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      isPagePath(request.url) &&
      wantsHtml(request)
    ) {
      reply
        .code(200)
        .header('Cache-Control', NO_CACHE)
        .header('Vary', 'Accept-Encoding')
        .type('text/html; charset=utf-8');
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (encoding) {
        try {
          const compressed = await fs.promises.readFile(`${shellIndex}.${encoding.extension}`);
          return reply.header('Content-Encoding', encoding.name).send(compressed);
        } catch {
          // no compressed copy (a development build): the page as it is
        }
      }
      let html = NOT_BUILT_HTML;
      try {
        html = await fs.promises.readFile(shellIndex, 'utf8');
      } catch {
        // shell not built (or removed since start): the placeholder page
      }
      return reply.send(html);
    }
    return send(reply, 404, MESSAGES.http.notFound);
  });
}
