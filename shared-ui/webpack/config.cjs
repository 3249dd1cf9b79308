// The one webpack + Module Federation configuration of HEMIS: the shell and every remote call
// createWebpackConfig from their webpack.config.js. What the apps share is in sharing.cjs, the
// build's own plugins in plugins.cjs.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const sharing = require('./sharing.cjs');
const plugins = require('./plugins.cjs');

const API_TARGET = process.env.HEMIS_API_TARGET || 'http://localhost:8080';

/** zod's table of locales, and what replaces it in a build (English only: zod-locales.mjs). */
const ZOD_LOCALES = /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/;
const ZOD_ENGLISH_ONLY = path.join(__dirname, 'zod-locales.mjs');

/**
 * @param {object} options
 * @param {string} options.dir        the app folder (its package.json, src/index.ts, dist/)
 * @param {'host'|'remote'} options.kind
 * @param {number} options.port       dev-server port
 * @param {string} [options.title]    HTML page title
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createWebpackConfig({ dir, kind, port, title = 'HEMIS' }) {
  const pkg = sharing.readJson(path.join(dir, 'package.json'));
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
        alias: { 'react-router-dom$': sharing.ROUTER_SHIM },
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
          shared: sharing.sharedFor(pkg, kind),
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
              ? { favicon: '/favicon.svg', devanagariFont: `/${plugins.DEVANAGARI_FONT}` }
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
        ...(kind === 'host'
          ? [sharing.shellProvides(pkg), new plugins.CopyFilesPlugin(plugins.SHELL_FILES)]
          : []),
        ...(kind === 'host' && production ? [plugins.shellServiceWorker()] : []),
        ...(production ? [new plugins.PrecompressPlugin()] : []),
      ],
      optimization: {
        ...(kind === 'host' ? { splitChunks: sharing.shellSplitChunks() } : {}),
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
  SHARED_PACKAGES: sharing.SHARED_PACKAGES,
  SHELL_FILES: plugins.SHELL_FILES,
  ROUTER_SHIM: sharing.ROUTER_SHIM,
  ZOD_LOCALES,
  ICON_CONTEXT: sharing.ICON_CONTEXT,
  sharedFor: sharing.sharedFor,
  PrecompressPlugin: plugins.PrecompressPlugin,
  CopyFilesPlugin: plugins.CopyFilesPlugin,
};
