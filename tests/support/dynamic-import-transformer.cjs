/**
 * Jest transformer for PGlite's CommonJS bundle: its `import("fs")`-style dynamic imports of
 * Node built-ins become `require` calls, because Jest's sandbox supports dynamic import()
 * only under --experimental-vm-modules (which breaks the ESM-only packages we test with).
 */
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const self = readFileSync(__filename, 'utf8');

module.exports = {
  getCacheKey(source, path) {
    return createHash('sha256').update(self).update(path).update(source).digest('hex');
  },
  process(source) {
    return {
      code:
        // An ES namespace of a built-in has its named exports plus `default`.
        // `createRequire` from Jest's sandbox does not return a function: hand back this
        // module's own require instead.
        'var __builtinImport = (id) => { var m = id === "node:module" ? { createRequire: () => require } : require(id);' +
        ' return Promise.resolve({ ...m, default: m }); };' +
        source.replace(/\bimport\((["'][\w:/]+["'])\)/g, '__builtinImport($1)'),
    };
  },
};
