#!/usr/bin/env node
// `pnpm size`: gzip and brotli sizes of what the browser loads, from the production builds,
// checked against size-budgets.json. Plain Node, no dependencies. Build first (`pnpm build`).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotli, gzip } from './lib/precompress.mjs';
import { REMOTES } from './lib/remotes.mjs';

export { REMOTES };
export const SIZE_STATS_FILE = 'size-stats.json';

/**
 * Rspack plugin for the shell build: writes dist/size-stats.json with the files loaded
 * before first render, i.e. the entry's chunks, the chunks of the entry's own dynamic
 * import (the async boundary `import('./bootstrap')`) and, transitively, the shared
 * modules those consume. Lazy routes are left out: they load only when visited.
 */
export class InitialChunksStatsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('InitialChunksStatsPlugin', (compilation) => {
      const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT;
      compilation.hooks.processAssets.tap({ name: 'InitialChunksStatsPlugin', stage }, () => {
        const initial = {};
        for (const [name, entrypoint] of compilation.entrypoints) {
          // Every module of the entry's chunks, not only the chunk's entry module: with the MF
          // `asyncStartup` experiment the entry module is the federation's start-up wrapper, and
          // the shell's own imports (the bootstrap, the heavy shared modules) come from index.tsx.
          // The entry module itself (src/index.tsx) too: it is not one of the entry chunk's
          // modules under `asyncStartup`, and its dynamic imports (the bootstrap) load at once.
          const entryModules = (compilation.entries.get(name)?.dependencies ?? []).map((dep) =>
            compilation.moduleGraph.getModule(dep),
          );
          // By file where there is one: the entry module appears under two identifiers (the
          // entry's has no resource and ends in `|<hash>`).
          const key = (m) =>
            m.resource ??
            m
              .identifier()
              .split('!')
              .pop()
              .replace(/\|[0-9a-f]+$/, '');
          const entryChunkModules = new Set([
            ...entryModules.filter(Boolean).map(key),
            ...entrypoint.chunks.flatMap((chunk) =>
              [...compilation.chunkGraph.getChunkModulesIterable(chunk)].map(key),
            ),
          ]);
          // A shared module's own chunks, by share key: the runtime loads these (the shell provides
          // every singleton), never the consume side's fallback chunk, which only loads when no
          // build provides the module. Listing the fallback preloaded a file nothing used.
          const shareKeyOf = (module) => /\(default\) (.+?)@/.exec(module.identifier())?.[1];
          const provided = new Map();
          for (const group of compilation.chunkGroups) {
            for (const { module } of group.origins) {
              if (!module || !/provide/.test(module.type) || !/^provide/.test(module.identifier())) continue;
              const shareKey = shareKeyOf(module);
              if (shareKey) provided.set(shareKey, [...(provided.get(shareKey) ?? []), group]);
            }
          }
          // file -> what loads it: the entry, the async boundary, or a shared module.
          const files = new Map();
          const seen = new Set();
          const visit = (group, label) => {
            if (seen.has(group)) return;
            seen.add(group);
            for (const chunk of group.chunks) {
              for (const file of chunk.files) if (!files.has(file)) files.set(file, label);
            }
            for (const child of group.childrenIterable) {
              for (const { module } of child.origins) {
                if (!module) continue;
                if (module.type === 'consume-shared-module') {
                  const shareKey = shareKeyOf(module);
                  const providers = provided.get(shareKey) ?? [child];
                  for (const group of providers) visit(group, `shared ${shareKey ?? '?'}`);
                } else if (entryChunkModules.has(key(module))) {
                  visit(child, 'shell bootstrap');
                }
              }
            }
          };
          visit(entrypoint, 'shell entry + MF runtime');
          initial[name] = Object.fromEntries([...files].filter(([file]) => /\.(js|css)$/.test(file)).sort());
        }
        // The staff frame's chunk (decision 0037): what the shell adds on /staff, beside the first load.
        const staffFrame = new Set();
        for (const group of compilation.chunkGroups) {
          if (!group.origins.some((o) => o.request?.endsWith('staff/staff-frame'))) continue;
          for (const chunk of group.chunks) for (const file of chunk.files) staffFrame.add(file);
        }
        const staff = [...staffFrame].filter((file) => /\.(js|css)$/.test(file)).sort();
        const json = `${JSON.stringify({ initial, staffFrame: staff }, null, 2)}\n`;
        compilation.emitAsset(SIZE_STATS_FILE, new compiler.webpack.sources.RawSource(json));
      });
    });
  }
}

/** Bytes on the wire: gzip and brotli at the levels the build writes (scripts/lib/precompress.mjs). */
function wireSizes(file) {
  const buf = readFileSync(file);
  return { gz: gzip(buf).length, br: brotli(buf).length };
}
const kb = (bytes) => (bytes / 1000).toFixed(1);
const kind = (file) => (file.endsWith('.css') ? 'css' : 'js');

/** { js, css } gzip bytes and { jsBr, cssBr } brotli bytes of the files. */
function sum(dir, files) {
  const total = { js: 0, css: 0, jsBr: 0, cssBr: 0 };
  for (const file of new Set(files)) {
    const { gz, br } = wireSizes(join(dir, file));
    total[kind(file)] += gz;
    total[`${kind(file)}Br`] += br;
  }
  return total;
}

function readJson(file, hint) {
  if (!existsSync(file)) throw new Error(`${file} is missing; ${hint}`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

const exposeFiles = (expose) => [...expose.assets.js.sync, ...expose.assets.css.sync];

/** Every measured row: { group, name, js, css, jsBr, cssBr, budget?, brBudget? } in bytes. */
export function measure(root, budgets) {
  const rows = [];
  const shellDist = join(root, 'shell/dist');
  const stats = readJson(join(shellDist, SIZE_STATS_FILE), 'run: pnpm --filter shell build');
  const initial = stats.initial.index;
  if (!initial) throw new Error('shell size-stats.json has no "index" entry');
  const byLabel = new Map();
  for (const [file, label] of Object.entries(initial))
    byLabel.set(label, [...(byLabel.get(label) ?? []), file]);
  const order = (label) => (label.startsWith('shell entry') ? 0 : label.startsWith('shell') ? 1 : 2);
  const labels = [...byLabel.keys()].sort((a, b) => order(a) - order(b) || a.localeCompare(b));
  for (const label of labels)
    rows.push({ group: 'welcome', name: `  ${label}`, ...sum(shellDist, byLabel.get(label)) });
  const shellInitial = sum(shellDist, Object.keys(initial));
  rows.push({ group: 'welcome', name: 'shell before first render', ...shellInitial });

  const manifests = {};
  for (const remote of REMOTES) {
    const dist = join(root, remote, 'dist');
    manifests[remote] = readJson(join(dist, 'mf-manifest.json'), `run: pnpm --filter ${remote} build`);
    rows.push({
      group: 'remote entry',
      name: `${remote}/remoteEntry.js`,
      ...sum(dist, ['remoteEntry.js']),
      budget: budgets.remoteEntryKb * 1000,
    });
  }

  const catalogueDist = join(root, 'mfe-catalogue/dist');
  const welcome = manifests['mfe-catalogue'].exposes.find((e) => e.path === './pages/welcome');
  if (!welcome) throw new Error('mfe-catalogue does not expose ./pages/welcome');
  const welcomeRemote = sum(catalogueDist, ['remoteEntry.js', ...exposeFiles(welcome)]);
  rows.push({ group: 'welcome', name: 'mfe-catalogue: remoteEntry + ./pages/welcome', ...welcomeRemote });
  rows.push({
    group: 'welcome',
    name: 'welcome page before first render (total)',
    js: shellInitial.js + welcomeRemote.js,
    css: shellInitial.css + welcomeRemote.css,
    jsBr: shellInitial.jsBr + welcomeRemote.jsBr,
    cssBr: shellInitial.cssBr + welcomeRemote.cssBr,
    budget: budgets.welcomeInitialJsKb * 1000,
    // Issue 9: scripts and styles before first render, as the server sends them (brotli).
    brBudget: budgets.welcomeInitialBrKb === undefined ? undefined : budgets.welcomeInitialBrKb * 1000,
  });

  // The staff side's first load on top of the shell's (decision 0037): the frame's chunk, then
  // mfe-staff's entry and its dashboard. The student rows above never include them.
  if (stats.staffFrame?.length && manifests['mfe-staff']) {
    const frame = sum(shellDist, stats.staffFrame);
    rows.push({ group: 'staff', name: 'shell staff frame chunk', ...frame });
    const dashboard = manifests['mfe-staff'].exposes.find((e) => e.path === './staff/dashboard');
    if (!dashboard) throw new Error('mfe-staff does not expose ./staff/dashboard');
    const staffRemote = sum(join(root, 'mfe-staff/dist'), ['remoteEntry.js', ...exposeFiles(dashboard)]);
    rows.push({
      group: 'staff',
      name: 'staff frame + mfe-staff remoteEntry + ./staff/dashboard',
      js: frame.js + staffRemote.js,
      css: frame.css + staffRemote.css,
      jsBr: frame.jsBr + staffRemote.jsBr,
      cssBr: frame.cssBr + staffRemote.cssBr,
      budget: budgets.staffFrameKb === undefined ? undefined : budgets.staffFrameKb * 1000,
    });
  }

  for (const remote of REMOTES) {
    const dist = join(root, remote, 'dist');
    for (const expose of manifests[remote].exposes) {
      rows.push({ group: 'exposed', name: `${remote} ${expose.path}`, ...sum(dist, exposeFiles(expose)) });
    }
  }
  return rows;
}

/** Gzip JS over its budget, or brotli JS + CSS over theirs. */
export const overBudget = (row) =>
  (row.budget !== undefined && row.js > row.budget) ||
  (row.brBudget !== undefined && row.jsBr + row.cssBr > row.brBudget);

function print(rows) {
  const table = [['', 'module', 'JS gzip kB', 'CSS gzip kB', 'JS br kB', 'CSS br kB', 'budget kB', '']];
  for (const row of rows) {
    const budgets = [
      row.budget === undefined ? '' : `${kb(row.budget)} gz JS`,
      row.brBudget === undefined ? '' : `${kb(row.brBudget)} br all`,
    ].filter(Boolean);
    table.push([
      row.group,
      row.name,
      kb(row.js),
      kb(row.css),
      kb(row.jsBr),
      kb(row.cssBr),
      budgets.join(', '),
      budgets.length === 0 ? '' : overBudget(row) ? 'OVER' : 'ok',
    ]);
  }
  const widths = table[0].map((_, i) => Math.max(...table.map((r) => r[i].length)));
  for (const r of table)
    console.log(r.map((c, i) => (i >= 2 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  '));
}

function main() {
  const root = dirname(dirname(fileURLToPath(import.meta.url)));
  const budgets = JSON.parse(readFileSync(join(root, 'size-budgets.json'), 'utf8'));
  const rows = measure(root, budgets);
  print(rows);
  const over = rows.filter(overBudget);
  if (process.env.SIZE_REPORT) writeFileSync(process.env.SIZE_REPORT, JSON.stringify(rows, null, 2));
  if (over.length) {
    console.error(`\nsize: over budget: ${over.map((row) => row.name).join(', ')}`);
    process.exit(1);
  }
  console.log('\nsize: every budget holds');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    main();
  } catch (error) {
    console.error(`size: ${error.message}`);
    process.exit(1);
  }
}
