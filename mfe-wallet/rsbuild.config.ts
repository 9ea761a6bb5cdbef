import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { federationAliases, federationCommon, federationShared } from '../scripts/federation-shared.mjs';

// The pages of the routes this remote owns in the route table of @app/shared-contracts,
// and the widgets other packages embed. Nothing else is public.
const exposes = {
  './pages/wallet': './src/exposes/wallet.tsx',
  './widgets/wallet-card': './src/exposes/wallet-card.tsx',
  './widgets/notification-bell': './src/exposes/notification-bell.tsx',
};

export default defineConfig(({ command }) => ({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      ...federationCommon,
      name: 'mfe_wallet',
      filename: 'remoteEntry.js',
      exposes,
      shared: federationShared(import.meta.dirname),
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
  source: { entry: command === 'dev' ? { index: './src/dev/index.tsx' } : ({} as Record<string, string>) },
  resolve: { alias: federationAliases(import.meta.dirname) },
  html: { title: 'المحفظة', template: './src/dev/index.html' },
  output: { assetPrefix: 'auto', distPath: { root: 'dist' } },
  server: {
    port: 3004,
    host: '127.0.0.1',
    strictPort: true,
    cors: { origin: ['http://localhost:3000', 'http://127.0.0.1:3000'] },
    historyApiFallback: true,
    proxy: { '/v1': 'http://127.0.0.1:4000', '/uploads': 'http://127.0.0.1:4000' },
  },
}));
