const { createWebpackConfig } = require('@hemis/shared-ui/webpack/config.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  kind: 'remote',
  port: 3002,
  title: 'HEMIS Employees and Users',
});
