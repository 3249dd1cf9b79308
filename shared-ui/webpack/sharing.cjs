// What the shell and the remotes share through Module Federation (one list for all apps, so
// React, the router, the store, antd and the workspace packages load once per page), and the
// shell's chunks of the shared antd files.
const path = require('node:path');
const fs = require('node:fs');
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

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

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

module.exports = {
  SHARED_PACKAGES,
  ROUTER_SHIM,
  ICON_CONTEXT,
  readJson,
  sharedFor,
  shellProvides,
  shellSplitChunks,
};
