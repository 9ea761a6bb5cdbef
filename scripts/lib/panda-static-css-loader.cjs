// Rspack loader (enforce: 'pre', before SWC): runs scripts/lib/panda-static-css.mjs on a module,
// with the `css` of the styled-system that module imports.
const { pathToFileURL } = require('node:url');

const cssFunctions = new Map();

module.exports = function pandaStaticCss(source) {
  const callback = this.async();
  if (!source.includes('styled-system/css')) return callback(null, source);
  const specifier = /from\s*['"]([^'"]*styled-system\/css)['"]/.exec(source)?.[1];
  const resolve = this.getResolve({ conditionNames: ['import', 'default'] });
  resolve(this.context, specifier, async (error, file) => {
    if (error || !file) return callback(null, source);
    try {
      if (!cssFunctions.has(file))
        cssFunctions.set(
          file,
          import(pathToFileURL(file).href).then((m) => m.css),
        );
      const [{ precomputeCss }, css] = await Promise.all([
        import('./panda-static-css.mjs'),
        cssFunctions.get(file),
      ]);
      callback(null, precomputeCss(source, css).code);
    } catch (e) {
      callback(e);
    }
  });
};
