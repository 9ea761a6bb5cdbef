// The federation-overhead figure of `pnpm bench:web` (issue 9): the welcome page built as one
// bundle without Module Federation, to compare with what the federated build loads before first
// render (`pnpm size`). The shell's bootstrap is the entry; its MF runtime import is replaced by a
// stand-in that hands over the catalogue's welcome page, imported statically, so the same code is
// bundled once with one copy of every library and no runtime, manifest or remote entry.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { InitialChunksStatsPlugin, SIZE_STATS_FILE } from '../size.mjs';
import { brotli, gzip } from './precompress.mjs';

const stubSource = (welcome) => `// Stand-in for the MF runtime: only the welcome page exists in this build.
import * as welcome from ${JSON.stringify(welcome)};
export function registerRemotes() {}
export function registerPlugins() {}
export async function loadRemote(id) {
  if (id.endsWith('/pages/welcome')) return welcome;
  throw new Error(id + ' is not part of the one-bundle welcome build');
}
`;

/** Builds it into a temporary folder; returns the JS bytes before first render (gzip, brotli). */
export async function buildOneBundleWelcome(root) {
  const shellDir = join(root, 'shell');
  const requireShell = createRequire(join(shellDir, 'package.json'));
  const { createRsbuild } = await import(pathToFileURL(requireShell.resolve('@rsbuild/core')).href);
  const { pluginReact } = await import(pathToFileURL(requireShell.resolve('@rsbuild/plugin-react')).href);
  const work = mkdtempSync(join(tmpdir(), 'no-mf-welcome-'));
  // Panda's postcss plugin finds its config from the working directory: the shell's.
  const cwd = process.cwd();
  process.chdir(shellDir);
  try {
    const stub = join(work, 'mf-runtime-stub.mjs');
    writeFileSync(stub, stubSource(join(root, 'mfe-catalogue/src/exposes/welcome.tsx')));
    const dist = join(work, 'dist');
    mkdirSync(dist);
    const rsbuild = await createRsbuild({
      cwd: shellDir,
      rsbuildConfig: {
        mode: 'production',
        plugins: [pluginReact()],
        source: { entry: { index: join(shellDir, 'src/bootstrap.tsx') } },
        resolve: { alias: { '@module-federation/enhanced/runtime$': stub } },
        output: { distPath: { root: dist } },
        tools: { rspack: { plugins: [new InitialChunksStatsPlugin()] } },
        logLevel: 'error',
      },
    });
    await rsbuild.build();
    const stats = JSON.parse(readFileSync(join(dist, SIZE_STATS_FILE), 'utf8'));
    const files = Object.keys(stats.initial.index).filter((f) => f.endsWith('.js'));
    const total = { gz: 0, br: 0 };
    for (const file of files) {
      const buf = readFileSync(join(dist, file));
      total.gz += gzip(buf).length;
      total.br += brotli(buf).length;
    }
    return total;
  } finally {
    process.chdir(cwd);
    rmSync(work, { recursive: true, force: true });
  }
}

/** Federated (as `pnpm size` counts it) against one bundle: JS before the welcome page's first render. */
export async function federationOverhead(root, sizes) {
  const federated = sizes.find((r) => r.name.startsWith('welcome page before first render'));
  if (!federated) throw new Error('pnpm size has no welcome total');
  const single = await buildOneBundleWelcome(root);
  return { federated: { gz: federated.js, br: federated.jsBr }, single };
}
