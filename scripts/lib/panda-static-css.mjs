// Issue 9: Panda's `css({...})` builds its class names at run time, in the browser. Most calls
// take a literal object, so their answer is known at build time: this rewrites each such call
// into the string it returns, using the package's own generated `css` (the same code the browser
// would run, so the class names are the same). A call with anything not literal in it (a
// variable, a condition, a spread, TypeScript syntax) is left as it is. Panda's CSS extraction
// reads the files on disk, so it still sees every call.
import { runInNewContext } from 'node:vm';

/** `import { css } from '…styled-system/css'` (not renamed): the only form rewritten. */
const IMPORTS_CSS = /import\s*\{[^}]*\bcss\b(?!\s+as)[^}]*\}\s*from\s*['"]([^'"]*styled-system\/css)['"]/;

/** Where the module imports its `css` from (`#styled-system/css`, a path), or null. */
export function cssImportOf(source) {
  return IMPORTS_CSS.exec(source)?.[1] ?? null;
}
const CALL = /(?<![\w$.])css\(/g;
const QUOTES = new Set(["'", '"']);

/** The index just after the `)` that closes the call whose `(` is at `open`; -1 when unsure. */
function closingParen(source, open) {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (QUOTES.has(c)) {
      for (i++; i < source.length && source[i] !== c; i++) if (source[i] === '\\') i++;
    } else if (c === '/' && source[i + 1] === '/') {
      i = source.indexOf('\n', i);
      if (i < 0) return -1;
    } else if (c === '/' && source[i + 1] === '*') {
      i = source.indexOf('*/', i);
      if (i < 0) return -1;
      i++;
    } else if (c === '`' || c === '/') {
      return -1; // template or regular expression: not a literal worth reading
    } else if (c === '(' || c === '{' || c === '[') depth++;
    else if (c === ')' || c === '}' || c === ']') {
      depth--;
      if (depth === 0) return c === ')' ? i + 1 : -1;
    }
  }
  return -1;
}

/** The arguments if they are plain literals (evaluated in an empty context), else null. */
function literalArgs(text) {
  try {
    const args = runInNewContext(`[${text}]`, Object.create(null), { timeout: 100 });
    return Array.isArray(args) ? args : null;
  } catch {
    return null; // a name from the module, TypeScript syntax: left to run time
  }
}

/**
 * `source` with every literal `css(...)` call replaced by its class names; `css` is the package's
 * generated function. Returns the source unchanged when nothing applies.
 */
export function precomputeCss(source, css) {
  if (!cssImportOf(source)) return { code: source, replaced: 0 };
  let code = '';
  let from = 0;
  let replaced = 0;
  for (const match of source.matchAll(CALL)) {
    if (match.index < from) continue;
    const open = match.index + match[0].length - 1;
    const end = closingParen(source, open);
    if (end < 0) continue;
    const args = literalArgs(source.slice(open + 1, end - 1));
    if (!args) continue;
    code += source.slice(from, match.index) + JSON.stringify(css(...args));
    from = end;
    replaced++;
  }
  return { code: code + source.slice(from), replaced };
}

/** The Rspack rule that runs it on the app's own modules (rsbuild `tools.rspack.module.rules`). */
export const pandaStaticCssRule = {
  test: /\.[jt]sx?$/,
  enforce: 'pre',
  exclude: /node_modules|styled-system|\.test\.[jt]sx?$/,
  loader: new URL('./panda-static-css-loader.cjs', import.meta.url).pathname,
};
