// ts-jest, after the source's named imports of antd and its icons are split into one import per
// component file, as every app's build splits them (shared-ui/webpack/antdImports.cjs): a screen
// test then loads the components it draws, not the whole of antd (about half a second a file).
// The cache key is ts-jest's of the rewritten source, which is all the output depends on.
const { createTransformer } = require('ts-jest').default;
const { rewriteAntdImports } = require('./shared-ui/webpack/antdImports.cjs');

const rewrite = (source) =>
  /from\s*['"](antd|@ant-design\/icons)['"]/.test(source)
    ? rewriteAntdImports(source, { format: 'lib' })
    : source;

module.exports = {
  createTransformer(options) {
    const tsJest = createTransformer(options);
    return {
      getCacheKey: (source, path, transformOptions) =>
        tsJest.getCacheKey(rewrite(source), path, transformOptions),
      process: (source, path, transformOptions) =>
        tsJest.process(rewrite(source), path, transformOptions),
    };
  },
};
