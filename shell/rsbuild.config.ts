import { CONTRACT_VERSION, REMOTE_NAMES, remoteContract } from '@app/shared-contracts/routes';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { federationAliases, federationCommon, federationShared } from '../scripts/federation-shared.mjs';
import { pandaStaticCssRule } from '../scripts/lib/panda-static-css.mjs';
import { pluginPrecompress } from '../scripts/lib/precompress.mjs';
import { JsonAssetPlugin, SHELL_CONTRACT_FILE } from '../scripts/lib/release-gate.mjs';
import {
  API_DEV_PORT,
  devPortOf,
  mfNameOf,
  REMOTES,
  SHELL_DEV_PORT,
  SHELL_MF_NAME,
} from '../scripts/lib/remotes.mjs';
import { InitialChunksStatsPlugin } from '../scripts/size.mjs';

// Dev only: the registry the shell reads when every remote runs its own dev server
// (`pnpm dev`). Production reads the released registry from the deploy root.
const API_DEV_ORIGIN = `http://127.0.0.1:${API_DEV_PORT}`;
const devRegistry = {
  remotes: Object.fromEntries(
    REMOTES.map((remote) => [
      remote,
      {
        name: mfNameOf(remote),
        version: 'dev',
        entry: `http://localhost:${devPortOf(remote)}/mf-manifest.json`,
        history: [],
      },
    ]),
  ),
};

const template = `<!doctype html>
<html lang="ar" dir="rtl">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="theme-color" content="#3b1a5a" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>منصة التعلّم</title>
    <style>
      .boot{position:fixed;inset:0;z-index:1300;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:.75rem;background:#fff;color:#4a148c;font:1.5rem/1.5 system-ui,-apple-system,"Segoe UI",Tahoma,"Noto Sans Arabic",sans-serif}
      .boot>span:first-child{inline-size:1.25em;block-size:1.25em;border:2px solid;border-block-start-color:transparent;border-radius:50%;animation:boot-spin .8s linear infinite}
      .boot>span:last-child{font-size:1rem;color:#1c1921}
      @keyframes boot-spin{to{transform:rotate(360deg)}}
    </style>
  </head>
  <body>
    <!-- The start-up overlay, painted before any script runs (issue 9: first paint); React's
         first render (the same overlay, ui's LoadingOverlay) replaces it. -->
    <div id="root"><div class="boot" role="status" aria-live="polite" aria-busy="true"><span aria-hidden="true"></span><span>جارٍ تحميل التطبيق…</span></div></div>
  </body>
</html>
`;

export default defineConfig({
  plugins: [
    pluginReact(),
    // dist/**/*.br and .gz beside each text asset, sent as they are by the server (issue 9).
    pluginPrecompress(),
    pluginModuleFederation({
      ...federationCommon,
      name: SHELL_MF_NAME,
      // No remote is known at build time: loadRegistry() registers them from mfe-registry.json.
      remotes: {},
      shared: federationShared(import.meta.dirname),
      experiments: {
        asyncStartup: true,
        // The one copy of the MF runtime on the page; remotes are built against it.
        provideExternalRuntime: true,
        optimization: { target: 'web' },
      },
    }),
  ],
  source: { entry: { index: './src/index.tsx' } },
  resolve: {
    alias: {
      ...federationAliases(import.meta.dirname),
    },
  },
  html: { title: 'منصة التعلّم' },
  tools: {
    // Spec 1 §9: lazily loaded chunks time out after 120 s.
    rspack: {
      output: { chunkLoadTimeout: 120_000 },
      // Literal `css({...})` calls become their class names at build time (issue 9).
      module: { rules: [pandaStaticCssRule] },
      // dist/size-stats.json: what loads before first render, read by `pnpm size`.
      // dist/shell-contract.json: what this shell loads from each remote, for the release gate.
      plugins: [
        new InitialChunksStatsPlugin(),
        new JsonAssetPlugin(SHELL_CONTRACT_FILE, {
          contractVersions: [CONTRACT_VERSION],
          needs: Object.fromEntries(REMOTE_NAMES.map((r) => [r, remoteContract[r].exposes])),
        }),
      ],
    },
    htmlPlugin: (config) => {
      config.templateContent = template;
      delete config.template;
    },
  },
  output: { distPath: { root: 'dist' } },
  server: {
    port: SHELL_DEV_PORT,
    host: '127.0.0.1',
    strictPort: true,
    historyApiFallback: true,
    proxy: { '/v1': API_DEV_ORIGIN, '/uploads': API_DEV_ORIGIN },
    setup: (context) => {
      if (context.action !== 'dev') return;
      context.server.middlewares.use('/mfe-registry.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(JSON.stringify(devRegistry));
      });
    },
  },
});
