// Every app's own imports of antd and its icons, one file per component.
//
// `import { Button, Form } from 'antd'` becomes
// `import Button from 'antd/es/button'; import Form from 'antd/es/form';` (and icons become
// `@ant-design/icons/es/icons/<Name>`), in the shell and in every remote alike. So a screen loads
// only the components it uses, never the whole antd (about 370 KB compressed) or the whole icon
// set (about 200 KB compressed).
//
// It is still one antd per page: each component file (`antd/es/button`, ...) is a shared
// singleton (config.cjs), the shell provides every one of them from its own build and registers
// them first, so a remote inside the shell runs the shell's components with the shell's
// ConfigProvider, App context and style cache; on its own page a remote uses its own. Icons are
// bundled by each app (they hold no state) and share only their context module (config.cjs).
// An import this rewrite cannot take apart fails the build: a whole `antd` would be a second
// antd with contexts of its own.
//
// Runs after ts-loader on its JavaScript output: type-only imports are already gone. The jest
// tests apply the same rewrite to the TypeScript source, with antd's CommonJS files
// (jest.ts-transform.js), so a screen test too loads only the components it draws.
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

// Statements only, each at the start of its line (not the same words inside a string).
const IMPORT = /^import\s*\{([^}]*)\}\s*from\s*(['"])(antd|@ant-design\/icons)\2\s*;?/gm;

/** The CommonJS twin of an ES component file: `antd/es/button` -> `antd/lib/button`. */
const commonJs = (request) =>
  request.replace(/^antd\/es\//, 'antd/lib/').replace(/^(@ant-design\/icons)\/es\//, '$1/lib/');

/**
 * Rewrites named imports of `antd` and `@ant-design/icons` into default imports of each
 * component's own file (`format: 'lib'`: its CommonJS file). Type-only names (`type ButtonProps`)
 * stay in an `import type` of the package, which the compiler drops. An import naming anything
 * the map does not know is left whole (it then goes through the shared module as before).
 */
function rewriteAntdImports(source, { format = 'es' } = {}) {
  const maps = componentMaps();
  return source.replace(IMPORT, (whole, names, quote, pkg) => {
    const map = maps[pkg];
    const specifiers = names
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const text = part.replace(/^type\s+/, '');
        const [imported, local = imported] = text.split(/\s+as\s+/).map((word) => word.trim());
        return { imported, local, typeOnly: text !== part, text };
      });
    const values = specifiers.filter(({ typeOnly }) => !typeOnly);
    if (values.length === 0 || values.some(({ imported }) => !map.has(imported))) return whole;
    const types = specifiers.filter(({ typeOnly }) => typeOnly);
    return [
      ...values.map(({ imported, local }) => {
        const request = map.get(imported);
        return `import ${local} from '${format === 'lib' ? commonJs(request) : request}';`;
      }),
      ...(types.length > 0
        ? [
            `import type { ${types.map(({ text }) => text).join(', ')} } from ${quote}${pkg}${quote};`,
          ]
        : []),
    ].join('\n');
  });
}

const WHOLE = /(?:from\s*|import\s*\(\s*)(['"])(antd|@ant-design\/icons)\1/;

/** The first import of the whole `antd` or `@ant-design/icons` left in a module, if any. */
function wholeImportLeft(source) {
  const match = source.match(WHOLE);
  return match ? match[0] : null;
}

/** The request of each antd component file, e.g. `antd/es/button`: the shared module keys. */
function antdComponentRequests() {
  return [...new Set(componentMaps().antd.values())];
}

module.exports = function antdImportsLoader(source) {
  const rewritten = rewriteAntdImports(source);
  const left = wholeImportLeft(rewritten);
  if (left) {
    this.emitError(
      new Error(
        `${left}: import antd components and icons by name (import { Button } from 'antd'), ` +
          'so that each comes from its own file; the whole package would be a second antd',
      ),
    );
  }
  return rewritten;
};
module.exports.rewriteAntdImports = rewriteAntdImports;
module.exports.wholeImportLeft = wholeImportLeft;
module.exports.antdComponentRequests = antdComponentRequests;
