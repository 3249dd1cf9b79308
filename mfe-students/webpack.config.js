const { createWebpackConfig } = require('@hemis/shared-ui/webpack/config.cjs');
const { withNavigationFile } = require('@hemis/shared-ui/webpack/navigation.cjs');

module.exports = withNavigationFile(
  createWebpackConfig({
    dir: __dirname,
    kind: 'remote',
    port: 3001,
    title: 'HEMIS Students',
  }),
  __dirname,
);
