#!/usr/bin/env node
// Release and rollback of the remotes (docs/releasing.md). Plain Node, no dependencies.
//   pnpm mfe check <remote>               the release gate alone: does <remote>/dist fit the live shell?
//   pnpm mfe release <remote> [version] [--canary <percent> [--auto-rollback <rate>]]
//                                         gate, copy <remote>/dist to <deploy>/<remote>/<version>/, make it live
//                                         (for <percent> % of browsers with --canary)
//   pnpm mfe promote <remote>             the canary becomes the stable version
//   pnpm mfe rollback <remote>            drop the canary; without one, the previous stable version
//   pnpm mfe status                       live versions, and the health the browsers reported (last hour)
//   pnpm mfe release-all                  release every built remote that has no live version yet
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { check } from './lib/mfe-check.mjs';
import { defaultPaths, MfeError, registryFile } from './lib/mfe-registry.mjs';
import { release, releaseAll } from './lib/mfe-release.mjs';
import { promote, rollback } from './lib/mfe-rollback.mjs';
import { fetchHealth, printTable, status, statusTable } from './lib/mfe-status.mjs';
import { REMOTES } from './lib/remotes.mjs';

// The command families live in scripts/lib/mfe-*.mjs; their functions are exported here too.
export { check } from './lib/mfe-check.mjs';
export { defaultPaths, MfeError, readRegistry, writeRegistry } from './lib/mfe-registry.mjs';
export { AUTO_ROLLBACK_MIN_LOADS, release, releaseAll } from './lib/mfe-release.mjs';
export { promote, rollback } from './lib/mfe-rollback.mjs';
export { status } from './lib/mfe-status.mjs';
export { REMOTES, statusTable };

function parseArgs(argv) {
  const positional = [];
  const flags = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (['--canary', '--auto-rollback', '--min-loads', '--min-clients', '--dist'].includes(arg)) {
      if (argv[i + 1] === undefined) throw new MfeError(`${arg} needs a value`);
      flags[arg.slice(2)] = argv[++i];
    } else if (arg.startsWith('--')) throw new MfeError(`unknown option ${arg}`);
    else positional.push(arg);
  }
  return { positional, flags };
}

const USAGE =
  'usage: pnpm mfe check <remote> [--dist <dir>] | release <remote> [version] [--canary <percent> [--auto-rollback <rate> [--min-loads <n>] [--min-clients <n>]]] [--dist <dir>] | promote <remote> | rollback <remote> | status | release-all';

async function main(argv) {
  const paths = defaultPaths();
  const { positional, flags } = parseArgs(argv);
  const [command, remote, version] = positional;
  const allowed =
    { release: ['canary', 'auto-rollback', 'min-loads', 'min-clients', 'dist'], check: ['dist'] }[command] ??
    [];
  if (Object.keys(flags).some((flag) => !allowed.includes(flag))) throw new MfeError(USAGE);
  // --dist: release a build made elsewhere (a CI artefact) instead of <remote>/dist.
  const dist = flags.dist === undefined ? undefined : resolve(flags.dist);
  switch (command) {
    case 'check': {
      if (!remote) throw new MfeError('usage: pnpm mfe check <remote>');
      check({ ...paths, remote, dist });
      console.log(`${remote}: fits the live shell (${paths.shellDist})`);
      return;
    }
    case 'release': {
      if (!remote) throw new MfeError(USAGE);
      const live = release({
        ...paths,
        remote,
        version,
        canary: flags.canary,
        autoRollback: flags['auto-rollback'],
        ...(flags['min-loads'] === undefined ? {} : { minLoads: flags['min-loads'] }),
        ...(flags['min-clients'] === undefined ? {} : { minClients: flags['min-clients'] }),
        dist,
      });
      const share = flags.canary === undefined ? '' : ` as a canary for ${live.percent} % of browsers`;
      console.log(`released ${remote} ${live.version}${share} -> ${live.entry}`);
      break;
    }
    case 'promote': {
      if (!remote) throw new MfeError('usage: pnpm mfe promote <remote>');
      const { from, to } = promote({ ...paths, remote });
      console.log(`promoted ${remote}: ${from} -> ${to}`);
      break;
    }
    case 'rollback': {
      if (!remote) throw new MfeError('usage: pnpm mfe rollback <remote>');
      const { from, to, canary } = rollback({ ...paths, remote });
      console.log(`rolled back ${remote}${canary ? ' canary' : ''}: ${from} -> ${to}`);
      break;
    }
    case 'status': {
      const health = await fetchHealth();
      const { table, notes } = statusTable(status(paths), health);
      printTable(table);
      for (const note of notes) console.log(note);
      if (health.error) console.log(`health: not available (${health.error})`);
      break;
    }
    case 'release-all': {
      const released = releaseAll(paths);
      for (const live of released) console.log(`released ${live.remote} ${live.version}`);
      if (released.length === 0) console.log('every remote already has a live version');
      break;
    }
    default:
      throw new MfeError(USAGE);
  }
  console.log(`registry: ${registryFile(paths.deployRoot)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error) => {
    if (!(error instanceof MfeError)) throw error;
    console.error(`mfe: ${error.message}`);
    process.exit(1);
  });
}
