// The server bundle of a front end (issue 9): `src/server/render.tsx` built for Node into
// dist/server/render.js, everything bundled in (React, the design system, the contracts), so a
// release carries it and the api imports the live release's copy. Asset URLs start with
// ASSET_BASE, which the api replaces with the release's public folder.
import { federationAliases, importFrom } from '../federation-shared.mjs';

export const ASSET_BASE = '/__asset_base__/';

/** The rsbuild config of the server bundle of the package in `dir`. */
export async function defineServerConfig({ dir }) {
  const { pluginReact } = await importFrom(dir, '@rsbuild/plugin-react');
  return {
    plugins: [pluginReact()],
    source: { entry: { render: './src/server/render.tsx' } },
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
