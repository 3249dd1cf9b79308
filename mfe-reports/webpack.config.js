const { createWebpackConfig } = require('@hemis/shared-ui/webpack/config.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  kind: 'remote',
  port: 3006,
  title: 'HEMIS Reports',
});
