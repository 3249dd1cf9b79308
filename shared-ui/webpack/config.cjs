// The one webpack + Module Federation configuration of HEMIS: the shell and every remote call
// createWebpackConfig from their webpack.config.js. One shared-dependency list serves all apps,
// so React, the router, the store, antd and the workspace packages load once per page.
const path = require('node:path');
const fs = require('node:fs');
const zlib = require('node:zlib');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { GenerateSW } = require('workbox-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ProvideSharedPlugin } = require('@module-federation/enhanced');
const { antdComponentRequests } = require('./antdImports.cjs');

/**
 * Package names shared as singletons; a key ending in `/` shares every sub-path. ECharts is not
 * among them: a shared module cannot be tree-shaken, and only the report kit's lazy chart chunk
 * (of the one shared @hemis/shared-ui) imports it, so it loads once anyway, with the first chart.
 * antd and its icons are not shared whole either: every app imports them one component file at a
 * time (antdImports.cjs), and those files are shared (antdShared, ICON_CONTEXT).
 */
const SHARED_PACKAGES = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  '@reduxjs/toolkit',
  'react-redux',
  'redux-persist',
  'redux-persist/',
  'axios',
  '@ant-design/cssinjs',
  'dayjs',
  'zod',
  '@hemis/shared-auth',
  '@hemis/shared-ui',
  '@hemis/shared-contracts',
  // One instance of the texts for the shell and every remote (a language switch reaches all).
  'i18next',
  'react-i18next',
];

const API_TARGET = process.env.HEMIS_API_TARGET || 'http://localhost:8080';

/** What the apps' imports of react-router-dom resolve to: the router's parts their screens use. */
const ROUTER_SHIM = path.join(__dirname, 'react-router.mjs');
/**
 * Shared at the installed package's version (the shim's folder would give shared-ui's). An alias,
 * not the share's `import`: an `import` path is built again, as a file nothing loads, by every
 * child compilation (the page template's).
 */
const ROUTER_SHARE = {
  version: readJson(require.resolve('react-router-dom/package.json')).version,
};

/** zod's table of locales, and what replaces it in a build (English only: zod-locales.mjs). */
const ZOD_LOCALES = /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/;
const ZOD_ENGLISH_ONLY = path.join(__dirname, 'zod-locales.mjs');

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The version range an app declares for a shared package (workspace packages: their version). */
function declaredVersion(pkg, name) {
  const base = name.endsWith('/') ? name.slice(0, -1) : name;
  const range = (pkg.dependencies || {})[base] || (pkg.devDependencies || {})[base];
  if (!range) {
    throw new Error(
      `${pkg.name} must declare "${base}" in its package.json dependencies: it is a shared singleton`,
    );
  }
  return range;
}

/**
 * The icons' context: the one module of @ant-design/icons with state (antd's ConfigProvider fills
 * it, every icon reads it). The icons themselves are bundled by each app that draws them; their
 * own relative imports of it (`./Context`) are matched through the node_modules path.
 */
const ICON_CONTEXT = '@ant-design/icons/es/components/Context';

/** Each antd component file, shared as a singleton (the shell provides them all: shellProvides). */
function antdShared(pkg) {
  const requiredVersion = declaredVersion(pkg, 'antd');
  const shared = {};
  for (const request of antdComponentRequests())
    shared[request] = { singleton: true, requiredVersion };
  return shared;
}

/**
 * The shared map for one app, versions read from that app's package.json. The shell takes its
 * antd components straight from its own build (its sign-in screen never waits on the share
 * scope) and provides them with shellProvides; a remote consumes them.
 */
function sharedFor(pkg, kind = 'remote') {
  const shared = {};
  for (const name of SHARED_PACKAGES) {
    const version = declaredVersion(pkg, name);
    shared[name] = {
      singleton: true,
      requiredVersion: version,
      ...(name === 'react-router-dom' ? ROUTER_SHARE : {}),
    };
  }
  shared[ICON_CONTEXT] = {
    singleton: true,
    requiredVersion: declaredVersion(pkg, '@ant-design/icons'),
    allowNodeModulesSuffixMatch: true,
  };
  return kind === 'host' ? shared : { ...shared, ...antdShared(pkg) };
}

/**
 * The shell provides every antd component file, used by its own screens or not, as the very
 * modules its screens import: a remote inside the shell then never runs an antd component of
 * its own build (whose ConfigProvider and App contexts would be a second set). Each is its own
 * chunk, loaded only when some screen needs it.
 */
function shellProvides(pkg) {
  const requiredVersion = declaredVersion(pkg, 'antd');
  const { version } = readJson(require.resolve('antd/package.json'));
  const provides = {};
  for (const request of antdComponentRequests()) {
    provides[require.resolve(request)] = {
      shareKey: request,
      version,
      singleton: true,
      requiredVersion,
    };
  }
  return ownCompilationOnly(new ProvideSharedPlugin({ shareScope: 'default', provides }));
}

/** antd, its icons and the component libraries under them. */
const ANTD_LIBRARIES =
  /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+|@babel[\\/]runtime|clsx|scroll-into-view-if-needed|compute-scroll-into-view|throttle-debounce|@emotion)[\\/]/;

/** Whether a module sits in a chunk of the named chunk (before any splitting). */
function inChunkNamed(module, chunkGraph, name) {
  for (const chunk of chunkGraph.getModuleChunksIterable(module))
    if (chunk.name === name) return true;
  return false;
}

/**
 * The shell's chunks. Every provided antd file is a chunk of its own, and left to the defaults
 * their common modules would split the sign-in screen's antd into dozens of small chunks (more
 * requests and bytes on the first page). So the antd modules the sign-in screen uses form one
 * chunk, which the provided files reuse; the rest is split as usual.
 */
function shellSplitChunks() {
  return {
    cacheGroups: {
      signInAntd: {
        test: (module, { chunkGraph }) =>
          ANTD_LIBRARIES.test(module.nameForCondition() || '') &&
          inChunkNamed(module, chunkGraph, 'sign-in'),
        chunks: 'async',
        name: 'sign-in-antd',
        priority: 30,
        enforce: true,
      },
    },
  };
}

/**
 * Applies a ProvideSharedPlugin to the build's own compilation only. Child compilations (the page
 * template's) inherit the compiler's hooks, and would build every provided file once more into
 * the output, as CommonJS chunks nothing loads.
 */
function ownCompilationOnly(plugin) {
  return {
    apply(compiler) {
      const before = compiler.hooks.finishMake.taps.length;
      plugin.apply(compiler);
      for (const tap of compiler.hooks.finishMake.taps.slice(before)) {
        const run = tap.fn;
        tap.fn = (compilation) =>
          compilation.compiler === compiler ? run(compilation) : Promise.resolve();
      }
    },
  };
}

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

/** Emits files as they are into the build (and the dev server), under the given names. */
class CopyFilesPlugin {
  constructor(files) {
    this.files = files;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'CopyFilesPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          for (const [name, file] of Object.entries(this.files)) {
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new webpack.sources.RawSource(fs.readFileSync(file)));
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

/**
 * @param {object} options
 * @param {string} options.dir        the app folder (its package.json, src/index.ts, dist/)
 * @param {'host'|'remote'} options.kind
 * @param {number} options.port       dev-server port
 * @param {string} [options.title]    HTML page title
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createWebpackConfig({ dir, kind, port, title = 'HEMIS' }) {
  const pkg = readJson(path.join(dir, 'package.json'));
  const name = kind === 'host' ? 'shell' : (pkg.hemis && pkg.hemis.name) || '';
  if (!/^[A-Za-z_$][\w$]*$/.test(name)) {
    throw new Error(`${pkg.name}: "hemis.name" must be a JS identifier such as mfe_students`);
  }

  return (_env, argv = {}) => {
    const production = (argv.mode || process.env.NODE_ENV) === 'production';
    const devProxy = [
      {
        context: [
          '/api',
          '/uploads',
          ...(kind === 'host' ? ['/remotes', '/remotes.json', '/config.json'] : []),
        ],
        target: API_TARGET,
        changeOrigin: false,
      },
    ];
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        // Entry chunks carry the federation runtime, which cannot resolve [contenthash] in its own
        // file name on webpack 5.111 (module-federation/core#5077): entries keep a stable name
        // (index.html adds the build hash as a query), every other chunk is content-hashed.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: { 'react-router-dom$': ROUTER_SHIM },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: [
              // antd and its icons, one component file at a time (antdImports.cjs).
              { loader: require.resolve('./antdImports.cjs') },
              {
                loader: require.resolve('ts-loader'),
                options: {
                  transpileOnly: true,
                  configFile: path.join(__dirname, 'tsconfig.build.json'),
                },
              },
            ],
          },
          { test: /\.(png|jpe?g|gif|svg|webp)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: kind === 'remote' ? 'remoteEntry.js' : undefined,
          // './module' for the shell; './mount' for another site's page (src/mount.ts).
          exposes:
            kind === 'remote'
              ? { './module': './src/module.tsx', './mount': './src/mount.ts' }
              : undefined,
          remotes: {},
          shared: sharedFor(pkg, kind),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: kind === 'remote',
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title,
          // The shell links its icon and web font (SHELL_FILES); a remote's own page does not.
          shellFiles:
            kind === 'host'
              ? { favicon: '/favicon.svg', devanagariFont: `/${DEVANAGARI_FONT}` }
              : null,
          chunks: ['main'],
          hash: production,
          // The page is served for deep links (/student-management/home): load from the root.
          // Chunks still resolve through publicPath 'auto' (the script's own location).
          publicPath: '/',
        }),
        new webpack.NormalModuleReplacementPlugin(ZOD_LOCALES, ZOD_ENGLISH_ONLY),
        new webpack.DefinePlugin({
          'process.env.HEMIS_API_BASE': JSON.stringify(process.env.HEMIS_API_BASE || '/api'),
        }),
        ...(kind === 'host' ? [shellProvides(pkg), new CopyFilesPlugin(SHELL_FILES)] : []),
        ...(kind === 'host' && production ? [shellServiceWorker()] : []),
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      optimization: {
        ...(kind === 'host' ? { splitChunks: shellSplitChunks() } : {}),
        minimize: production,
        minimizer: [
          new MinimizerPlugin({
            minify: {
              implementation: MinimizerPlugin.esbuildMinify,
              // es2022 keeps class fields as they are: lowering them adds helper functions at the top of
              // each chunk file, where they are globals that the next chunk overwrites.
              options: { target: 'es2022' },
            },
          }),
        ],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        client: { overlay: { warnings: false } },
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: devProxy,
      },
    };
  };
}

module.exports = {
  createWebpackConfig,
  SHARED_PACKAGES,
  SHELL_FILES,
  ROUTER_SHIM,
  ZOD_LOCALES,
  ICON_CONTEXT,
  sharedFor,
  PrecompressPlugin,
  CopyFilesPlugin,
};
