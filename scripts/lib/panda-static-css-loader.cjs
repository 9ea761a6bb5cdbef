// Rspack loader (enforce: 'pre', before SWC): runs scripts/lib/panda-static-css.mjs on a module,
// with the `css` of the styled-system that module imports.
const { pathToFileURL } = require('node:url');

const transform = import('./panda-static-css.mjs');
/** The generated `css` of each styled-system, by its resolved file. */
const cssFunctions = new Map();

module.exports = function pandaStaticCss(source) {
  const callback = this.async();
  transform.then(({ cssImportOf, precomputeCss }) => {
    const specifier = cssImportOf(source);
    if (!specifier) return callback(null, source);
    const resolve = this.getResolve({ conditionNames: ['import', 'default'] });
    resolve(this.context, specifier, async (error, file) => {
      if (error || !file) return callback(null, source);
      try {
        if (!cssFunctions.has(file))
          cssFunctions.set(
            file,
            import(pathToFileURL(file).href).then((m) => m.css),
          );
        callback(null, precomputeCss(source, await cssFunctions.get(file)).code);
      } catch (e) {
        callback(e);
      }
    });
  }, callback);
};
