// The server bundle of a front end (issue 9): one entry of `src/server/` built for Node into
// dist/server/<name>.js, everything bundled in (React, the design system, the contracts), so a
// release carries it. The shell's is its first screen (`first-screen.js`, the entry the api
// mounts, decision 0030); a remote's is `render.js`, which the shell's entry imports from the live
// release. Asset URLs start with ASSET_BASE, which the shell's entry replaces with the release's
// public folder.
import { federationAliases, importFrom } from '../federation-shared.mjs';

export const ASSET_BASE = '/__asset_base__/';

/** The rsbuild config of the server bundle of the package in `dir`: `entry` is `{ name: './src/server/…' }`. */
export async function defineServerConfig({ dir, entry = { render: './src/server/render.tsx' } }) {
  const { pluginReact } = await importFrom(dir, '@rsbuild/plugin-react');
  return {
    plugins: [pluginReact()],
    source: { entry },
    resolve: { alias: federationAliases(dir) },
    output: {
      target: 'node',
      module: true,
      distPath: { root: 'dist/server' },
      filenameHash: false,
      // The client build wrote the files; the same names (content hashes) are referred to here.
      emitAssets: false,
      assetPrefix: ASSET_BASE,
      cleanDistPath: true,
      minify: false,
      sourceMap: false,
    },
    performance: { chunkSplit: { strategy: 'all-in-one' } },
  };
}
