// ECharts and zrender ship ES modules only; jest runs CommonJS. esbuild turns each file into
// CommonJS as jest loads it (only the chart tests load them).
const { transformSync } = require('esbuild');

module.exports = {
  process(source, file) {
    const { code, map } = transformSync(source, {
      format: 'cjs',
      loader: 'js',
      target: 'es2022',
      sourcefile: file,
      sourcemap: 'external',
    });
    return { code, map };
  },
};
