// The build's own plugins: the compressed copies of every text file, the files the shell serves
// as they are (its icon and web font), and the shell's service worker.
const path = require('node:path');
const fs = require('node:fs');
const zlib = require('node:zlib');
const webpack = require('webpack');
const { GenerateSW } = require('workbox-webpack-plugin');

/** Files worth sending compressed (text), and the smallest that gains from it. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|map)$/i;
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every emitted text file, once per build,
 * so the server sends the encoding the browser accepts without compressing per request
 * (@fastify/static `preCompressed`). Runs after emit, so it also covers files plugins write
 * late (the federation manifest).
 */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.getPath(compiler.outputPath);
      const names = Object.keys(compilation.assets).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(outputPath, name);
          const data = await fs.promises.readFile(file);
          if (data.length < MIN_COMPRESS_BYTES) return;
          const brotli = zlib.brotliCompressSync(data, {
            params: {
              // Quality 10 takes less than half the time of 11 for files 1.7 % larger.
              [zlib.constants.BROTLI_PARAM_QUALITY]: 10,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          });
          const gzip = zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION });
          await fs.promises.writeFile(`${file}.br`, brotli);
          await fs.promises.writeFile(`${file}.gz`, gzip);
        }),
      );
    });
  }
}

/** The Devanagari web font: the Noto Sans Devanagari the PDFs embed, its Devanagari subset. */
const DEVANAGARI_FONT = 'fonts/noto-sans-devanagari-devanagari-400-normal.woff2';

/**
 * Files the shell serves as they are beside its bundle (output name -> source): the tab icon,
 * and the web font that draws Nepali text on machines without a Devanagari font of their own.
 * The page template links them (index.html).
 */
const SHELL_FILES = {
  'favicon.svg': path.join(__dirname, 'favicon.svg'),
  [DEVANAGARI_FONT]:
    require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2'),
};

/**
 * Emits files as they are into the build (and the dev server), under the given names. `check`
 * reads each file's bytes first and throws on a bad one, so it fails the build, not the server.
 */
class CopyFilesPlugin {
  /**
   * @param {Record<string, string>} files output name -> source file
   * @param {{ check?: (data: Buffer) => unknown }} [options]
   */
  constructor(files, { check } = {}) {
    this.files = files;
    this.check = check;
  }

  apply(compiler) {
    const name = this.constructor.name;
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [asset, file] of Object.entries(this.files)) {
            compilation.fileDependencies.add(file);
            const data = fs.readFileSync(file);
            if (this.check) this.check(data);
            compilation.emitAsset(asset, new webpack.sources.RawSource(data));
          }
        },
      );
    });
  }
}

/**
 * The shell's service worker (Workbox), so that a reload while the link is down shows the app
 * and its outbox, not the browser's error page. Nothing is precached (a first visit on a slow
 * link loads only what it shows): files are kept as they load. Pages, the remote manifest and
 * each remote's entry go to the network first (a redeployed remote is picked up at the next
 * load; the kept copy serves only when the network fails); content-hashed files are served from
 * the cache. The API and uploads are never cached.
 */
function shellServiceWorker() {
  return new GenerateSW({
    swDest: 'sw.js',
    exclude: [/./],
    inlineWorkboxRuntime: true,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    sourcemap: false,
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkFirst',
        options: { cacheName: 'hemis-pages', networkTimeoutSeconds: 15 },
      },
      {
        urlPattern: ({ url }) =>
          ['/remotes.json', '/config.json'].includes(url.pathname) ||
          /\/(remoteEntry\.js|mf-manifest\.json|navigation\.json|main\.js)$/.test(url.pathname),
        handler: 'NetworkFirst',
        options: { cacheName: 'hemis-startup', networkTimeoutSeconds: 15 },
      },
      {
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin &&
          !url.pathname.startsWith('/api/') &&
          !url.pathname.startsWith('/uploads/') &&
          /\.(js|css|woff2|svg|png)$/.test(url.pathname),
        handler: 'CacheFirst',
        options: { cacheName: 'hemis-files', expiration: { maxEntries: 400 } },
      },
    ],
  });
}

module.exports = {
  PrecompressPlugin,
  CopyFilesPlugin,
  SHELL_FILES,
  DEVANAGARI_FONT,
  shellServiceWorker,
};
