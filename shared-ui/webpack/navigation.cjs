// Copies a remote's navigation data (src/navigation.json) into its build as dist/navigation.json,
// where the API reads it for /remotes.json. Plain data: the shell draws the remote's sidebars from
// it even while the remote's code fails to load.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');

const NAVIGATION_FILE = 'navigation.json';

class NavigationFilePlugin {
  /** @param {string} file the remote's src/navigation.json */
  constructor(file) {
    this.file = file;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('NavigationFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'NavigationFilePlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          compilation.fileDependencies.add(this.file);
          const text = fs.readFileSync(this.file, 'utf8');
          JSON.parse(text); // a syntax error fails the build, not the server
          compilation.emitAsset(NAVIGATION_FILE, new webpack.sources.RawSource(text));
        },
      );
    });
  }
}

/**
 * Adds the navigation file to a remote's webpack configuration (a `createWebpackConfig` result).
 * @param {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration} configFor
 * @param {string} dir the remote's folder
 */
function withNavigationFile(configFor, dir) {
  return (env, argv) => {
    const config = configFor(env, argv);
    const plugin = new NavigationFilePlugin(path.join(dir, 'src', NAVIGATION_FILE));
    return { ...config, plugins: [...(config.plugins || []), plugin] };
  };
}

module.exports = { NavigationFilePlugin, withNavigationFile, NAVIGATION_FILE };
