// The one definition of the Module Federation shared singletons, imported by the
// rsbuild.config.ts of the shell and of every remote (see docs/decisions/0001).
// It is build tooling at the workspace root, like tsconfig.base.json, not a package.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pandaStaticCssRule } from './lib/panda-static-css.mjs';
import { JsonAssetPlugin, REMOTE_CONTRACT_FILE } from './lib/release-gate.mjs';
import { API_DEV_PORT, CONTRACT_VERSION, devPortOf, mfNameOf, SHELL_DEV_PORT } from './lib/remotes.mjs';

/** Names shared as singletons; a trailing slash shares every deep import under that name. */
export const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  // One router: the shell's <BrowserRouter> context and the remotes' hooks and links must be one
  // copy. `@app/router` re-exports the declarative subset of react-router-dom (decision 0007).
  '@app/router',
  'zustand',
  '@tanstack/react-query',
  '@tanstack/query-core',
  '@ark-ui/react',
  '@app/shared-contracts',
  '@app/ui',
  // The staff side's parts (decision 0037): a subpath of its own, so a student's first load never
  // holds it, and one copy for the staff frame and every remote's staff pages.
  '@app/ui/staff',
];

/** The package a shared key belongs to: '@app/ui/staff' → '@app/ui', 'react/' → 'react'. */
const packageOf = (key) => {
  const parts = key.replace(/\/$/, '').split('/');
  return parts.slice(0, key.startsWith('@') ? 2 : 1).join('/');
};

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * requiredVersion comes from the consuming package's package.json. A workspace
 * dependency ("workspace:*") is not a semver range, so it becomes ^<installed version>.
 */
function requiredVersionOf(pkgDir, pkg, name) {
  const range = pkg.dependencies?.[name] ?? pkg.devDependencies?.[name];
  if (!range) throw new Error(`${pkg.name}: shared singleton "${name}" is not a dependency`);
  if (!range.startsWith('workspace:')) return range;
  const installed = readJson(join(pkgDir, 'node_modules', name, 'package.json'));
  return `^${installed.version}`;
}

/** MF `shared` option for the package in `pkgDir` (the folder holding its package.json). */
export function federationShared(pkgDir) {
  const pkg = readJson(join(pkgDir, 'package.json'));
  return Object.fromEntries(
    SINGLETONS.map((key) => {
      return [key, { singleton: true, requiredVersion: requiredVersionOf(pkgDir, pkg, packageOf(key)) }];
    }),
  );
}

/** Options every federated build of this workspace uses (docs/architecture.md). */
export const federationCommon = {
  shareStrategy: 'loaded-first',
  dts: false,
  dev: false,
  manifest: { fileName: 'mf-manifest.json' },
};

const RUNTIME_PACKAGES = [
  '@module-federation/runtime-tools',
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/runtime',
  '@module-federation/runtime-core',
  '@module-federation/sdk',
  '@module-federation/error-codes',
];

/**
 * Rspack's MF plugin resolves its runtime packages with require.resolve, i.e. their
 * CommonJS builds, which cannot be tree-shaken: a remote entry then carries the whole
 * sdk and its logger (16 KB gzip). Aliasing them to their ESM builds brings a remote
 * entry to ~9 KB gzip. Same code, same version; only the module format changes.
 */
export function mfRuntimeEsmAliases(pkgDir) {
  const fromPkg = createRequire(join(pkgDir, 'package.json'));
  const fromEnhanced = createRequire(fromPkg.resolve('@module-federation/enhanced'));
  const alias = {};
  for (const name of RUNTIME_PACKAGES) {
    const cjs = fromEnhanced.resolve(name);
    if (!cjs.endsWith('.cjs')) continue;
    const esm = cjs.replace(/\.cjs$/, name.endsWith('error-codes') ? '.mjs' : '.js');
    alias[`${cjs}$`] = esm;
    alias[`${name}$`] = esm;
  }
  return alias;
}

/**
 * Libraries whose package.json `exports` point at their development build under every
 * condition Rspack uses get an alias to their production build here (`NODE_ENV=production`,
 * which `rsbuild build` sets before reading the config): a shared module is loaded whole, so
 * the build matters. react-router 7 resolves to dist/development/* (warnings, dev checks).
 * Map: request -> file in the package; the package is found through the chain of packages
 * that depends on it (a federated package depends on `@app/router` only, decision 0007).
 */
const PRODUCTION_BUILDS = {
  'react-router': 'dist/production/index.mjs',
  'react-router/dom': 'dist/production/dom-export.mjs',
};
const RESOLVE_THROUGH = { 'react-router': ['@app/router', 'react-router-dom'] };

function packageRoot(pkgDir, name) {
  let from = createRequire(join(pkgDir, 'package.json'));
  for (const via of RESOLVE_THROUGH[name] ?? []) from = createRequire(from.resolve(`${via}/package.json`));
  return dirname(from.resolve(`${name}/package.json`));
}

export function productionBuildAliases(pkgDir) {
  if (process.env.NODE_ENV !== 'production') return {};
  const alias = {};
  for (const [request, file] of Object.entries(PRODUCTION_BUILDS)) {
    alias[`${request}$`] = join(packageRoot(pkgDir, request.split('/')[0]), file);
  }
  return alias;
}

/** `resolve.alias` of every federated build: ESM MF runtime, production library builds. */
export function federationAliases(pkgDir) {
  return { ...mfRuntimeEsmAliases(pkgDir), ...productionBuildAliases(pkgDir) };
}

// The plugins come from the remote's own devDependencies: this folder has no node_modules.
export async function importFrom(pkgDir, name) {
  return import(pathToFileURL(createRequire(join(pkgDir, 'package.json')).resolve(name)).href);
}

/** The shell's dev origins, allowed to load a remote's dev server (docs/architecture.md). */
const SHELL_DEV_ORIGINS = [`http://localhost:${SHELL_DEV_PORT}`, `http://127.0.0.1:${SHELL_DEV_PORT}`];
const API_DEV_ORIGIN = `http://127.0.0.1:${API_DEV_PORT}`;

/**
 * The rsbuild config of a remote, for `defineConfig`: a function of `{ command }`.
 * `dir` is the remote's folder (`import.meta.dirname`), `title` the html title of its dev
 * harness, `exposes` its public modules. Its MF name and dev port come from the remotes list.
 */
export function defineRemoteConfig({ dir, title, exposes }) {
  const remote = readJson(join(dir, 'package.json')).name;
  const name = mfNameOf(remote);
  const port = devPortOf(remote);
  return async ({ command }) => {
    const { pluginModuleFederation } = await importFrom(dir, '@module-federation/rsbuild-plugin');
    const { pluginReact } = await importFrom(dir, '@rsbuild/plugin-react');
    return {
      plugins: [
        pluginReact(),
        pluginModuleFederation({
          ...federationCommon,
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: federationShared(dir),
          experiments: {
            asyncStartup: true,
            // A release uses the MF runtime the shell provides (one copy per page). The dev
            // server also serves the stand-alone harness, which has no host, so it keeps its own.
            externalRuntime: command === 'build',
            optimization: { target: 'web' },
          },
        }),
      ],
      // The dev harness (src/dev) is the only html entry, and only in dev: a release ships
      // the federated modules alone.
      source: { entry: command === 'dev' ? { index: './src/dev/index.tsx' } : {} },
      resolve: { alias: federationAliases(dir) },
      // dist/mfe-contract.json: the contract version this build speaks, read by the release gate.
      tools: {
        rspack: {
          // Literal `css({...})` calls become their class names at build time (issue 9).
          module: { rules: [pandaStaticCssRule] },
          plugins: [new JsonAssetPlugin(REMOTE_CONTRACT_FILE, { remote, contractVersion: CONTRACT_VERSION })],
        },
      },
      html: { title, template: './src/dev/index.html' },
      output: { assetPrefix: 'auto', distPath: { root: 'dist' } },
      server: {
        port,
        host: '127.0.0.1',
        strictPort: true,
        cors: { origin: SHELL_DEV_ORIGINS },
        historyApiFallback: true,
        proxy: { '/v1': API_DEV_ORIGIN, '/uploads': API_DEV_ORIGIN },
      },
    };
  };
}
