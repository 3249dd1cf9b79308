const { createWebpackConfig } = require('@hemis/shared-ui/webpack/config.cjs');

module.exports = createWebpackConfig({ dir: __dirname, kind: 'host', port: 3000, title: 'HEMIS' });
