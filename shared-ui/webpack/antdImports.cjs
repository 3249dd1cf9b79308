// The shell's own imports of antd and its icons, one file per component.
//
// In the shell build, `import { Button, Form } from 'antd'` becomes
// `import Button from 'antd/es/button'; import Form from 'antd/es/form';` (and icons become
// `@ant-design/icons/es/icons/<Name>`). These paths are not share keys, so the shell bundles only
// the components its sign-in screen, layout and dashboard use, split into a few chunks, instead
// of waiting for the whole antd share (about 370 KB compressed) before it can draw anything.
// The shell still provides `antd` and `@ant-design/icons` whole to the remotes: those share
// fallbacks are antd's own `es/index.js`, which re-exports the very same component modules of
// the shell build, so the shell and every remote use one ConfigProvider, one App context and one
// style cache (see claimSharedModules in shell/src/federation/claim.ts).
//
// Runs after ts-loader on its JavaScript output: type-only imports are already gone.
const fs = require('node:fs');
const path = require('node:path');

/** `export { default as Name } from './dir'` lines of a package index: name -> request. */
function readIndex(indexFile, base) {
  const map = new Map();
  const source = fs.readFileSync(indexFile, 'utf8');
  const pattern = /export\s*\{\s*default\s+as\s+(\w+)\s*\}\s*from\s*['"]\.\/([^'"]+)['"]/g;
  for (const match of source.matchAll(pattern)) map.set(match[1], `${base}/${match[2]}`);
  return map;
}

let cache = null;

/** The per-file requests of antd's and the icons' named exports, read from their installed indexes. */
function componentMaps() {
  if (cache) return cache;
  const antdIndex = require.resolve('antd/es/index.js');
  const iconsIndex = path.join(
    path.dirname(require.resolve('@ant-design/icons/package.json')),
    'es/icons/index.js',
  );
  cache = {
    antd: readIndex(antdIndex, 'antd/es'),
    '@ant-design/icons': readIndex(iconsIndex, '@ant-design/icons/es/icons'),
  };
  return cache;
}

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])(antd|@ant-design\/icons)\2\s*;?/g;

/**
 * Rewrites named imports of `antd` and `@ant-design/icons` into default imports of each
 * component's own file. An import naming anything the map does not know is left whole (it then
 * goes through the shared module as before).
 */
function rewriteAntdImports(source) {
  const maps = componentMaps();
  return source.replace(IMPORT, (whole, names, _quote, pkg) => {
    const map = maps[pkg];
    const specifiers = names
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [imported, local = imported] = part.split(/\s+as\s+/).map((word) => word.trim());
        return { imported, local };
      });
    if (specifiers.some(({ imported }) => !map.has(imported))) return whole;
    return specifiers
      .map(({ imported, local }) => `import ${local} from '${map.get(imported)}';`)
      .join('\n');
  });
}

module.exports = function antdImportsLoader(source) {
  return rewriteAntdImports(source);
};
module.exports.rewriteAntdImports = rewriteAntdImports;
