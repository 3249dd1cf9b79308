// Copies a remote's navigation data (src/navigation.json) into its build as dist/navigation.json,
// where the API reads it for /remotes.json. Plain data: the shell draws the remote's sidebars from
// it even while the remote's code fails to load.
const path = require('node:path');
const { CopyFilesPlugin } = require('./plugins.cjs');

const NAVIGATION_FILE = 'navigation.json';

/** Emits the remote's navigation file; a syntax error in it fails the build, not the server. */
class NavigationFilePlugin extends CopyFilesPlugin {
  /** @param {string} file the remote's src/navigation.json */
  constructor(file) {
    super({ [NAVIGATION_FILE]: file }, { check: (data) => JSON.parse(data.toString('utf8')) });
    this.file = file;
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
