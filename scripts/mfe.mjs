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
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fetchHealth, printTable, statusTable } from './lib/mfe-status.mjs';
import { precompressDir } from './lib/precompress.mjs';
import { gateProblems } from './lib/release-gate.mjs';
import { mfNameOf, REMOTES } from './lib/remotes.mjs';

export { REMOTES, statusTable };

const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._-]*$/;

export class MfeError extends Error {}

export function defaultPaths(env = process.env) {
  const root = dirname(dirname(fileURLToPath(import.meta.url)));
  return {
    root,
    deployRoot: env.DEPLOY_ROOT || join(root, 'deploy'),
    // The shell the server serves (api config SHELL_DIST): the one a release must fit.
    shellDist: env.SHELL_DIST || join(root, 'shell', 'dist'),
  };
}

const entryUrl = (remote, version) => `/remotes/${remote}/${version}/mf-manifest.json`;
const registryFile = (deployRoot) => join(deployRoot, 'mfe-registry.json');

function assertRemote(remote) {
  if (!REMOTES.includes(remote)) {
    throw new MfeError(`unknown remote "${remote}"; one of: ${REMOTES.join(', ')}`);
  }
}

export function readRegistry(deployRoot) {
  const file = registryFile(deployRoot);
  if (!existsSync(file)) return { remotes: {} };
  const registry = JSON.parse(readFileSync(file, 'utf8'));
  if (!registry || typeof registry.remotes !== 'object') throw new MfeError(`${file} has no "remotes"`);
  return registry;
}

/** Write to a temporary file, then rename: readers never see a half-written registry. */
export function writeRegistry(deployRoot, registry) {
  mkdirSync(deployRoot, { recursive: true });
  const file = registryFile(deployRoot);
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temp, `${JSON.stringify(registry, null, 2)}\n`);
  renameSync(temp, file);
}

function timestamp(now) {
  return now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15); // 20250101-120000
}

function makeReadOnly(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) makeReadOnly(path);
    else chmodSync(path, 0o444);
  }
}

function readBudgets(root) {
  const file = join(root, 'size-budgets.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

function assertBuilt(root, remote, dist = join(root, remote, 'dist')) {
  if (!existsSync(join(dist, 'mf-manifest.json')) || !existsSync(join(dist, 'remoteEntry.js'))) {
    throw new MfeError(`${remote} has no production build; run: pnpm --filter ${remote} build`);
  }
  return dist;
}

/** The release gate (scripts/lib/release-gate.mjs); throws with every problem, changes nothing. */
export function check({ root, shellDist = join(root, 'shell', 'dist'), remote, dist: from }) {
  assertRemote(remote);
  const dist = assertBuilt(root, remote, from);
  const problems = gateProblems({ shellDist, remote, dist, budgets: readBudgets(root) });
  if (problems.length) {
    throw new MfeError(
      `${remote} does not fit the live shell; nothing was released:\n  - ${problems.join('\n  - ')}`,
    );
  }
  return { remote, ok: true };
}

function parsePercent(canary) {
  const percent = Number(canary);
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
    throw new MfeError(`--canary takes a whole percent from 1 to 99, not "${canary}"`);
  }
  return percent;
}

function parseRate(rate) {
  const value = Number(rate);
  if (!Number.isFinite(value) || value <= 0 || value >= 1) {
    throw new MfeError(`--auto-rollback takes an error rate between 0 and 1 (0.05 = 5 %), not "${rate}"`);
  }
  return value;
}

/** Loads a canary needs before the api may roll it back on its error rate. */
export const AUTO_ROLLBACK_MIN_LOADS = 20;

export function release({
  root,
  deployRoot,
  shellDist,
  remote,
  version,
  canary,
  autoRollback,
  minLoads = AUTO_ROLLBACK_MIN_LOADS,
  dist: from,
  now = new Date(),
}) {
  assertRemote(remote);
  const percent = canary === undefined ? undefined : parsePercent(canary);
  const rate = autoRollback === undefined ? undefined : parseRate(autoRollback);
  if (rate !== undefined && percent === undefined) throw new MfeError('--auto-rollback needs --canary');
  const dist = assertBuilt(root, remote, from);
  const minimum = Number(minLoads);
  if (!Number.isInteger(minimum) || minimum < 1)
    throw new MfeError(`--min-loads takes a whole number, not "${minLoads}"`);
  const current = readRegistry(deployRoot).remotes[remote];
  if (current?.canary) {
    throw new MfeError(
      `${remote} ${current.canary.version} is live as a canary; promote or roll it back first`,
    );
  }
  if (percent !== undefined && !current) {
    throw new MfeError(`${remote} has no stable version yet; release one before a canary`);
  }
  check({ root, shellDist, remote, dist });
  const remoteDir = join(deployRoot, remote);
  if (version !== undefined) {
    if (!VERSION_PATTERN.test(version)) throw new MfeError(`invalid version "${version}"`);
    if (existsSync(join(remoteDir, version))) {
      throw new MfeError(`${remote} ${version} is already released; released versions never change`);
    }
  } else {
    const pkg = JSON.parse(readFileSync(join(root, remote, 'package.json'), 'utf8'));
    version = pkg.version;
    if (existsSync(join(remoteDir, version))) version = `${pkg.version}-${timestamp(now)}`;
    if (existsSync(join(remoteDir, version))) throw new MfeError(`${remote} ${version} exists; try again`);
  }
  // Copy beside the target, then rename: a version folder is complete or absent.
  mkdirSync(remoteDir, { recursive: true });
  const temp = join(remoteDir, `.${version}.${process.pid}.tmp`);
  rmSync(temp, { recursive: true, force: true });
  cpSync(dist, temp, { recursive: true });
  // Brotli and gzip copies beside each file: the server sends them as they are (issue 9).
  precompressDir(temp);
  makeReadOnly(temp);
  renameSync(temp, join(remoteDir, version));

  const registry = readRegistry(deployRoot);
  const entry = entryUrl(remote, version);
  const previous = registry.remotes[remote];
  if (percent !== undefined) {
    // The stable version stays; the shell sends `percent` % of browsers (sticky) to the canary.
    const { lastRollback: _gone, ...stable } = previous;
    registry.remotes[remote] = {
      ...stable,
      canary: {
        version,
        entry,
        percent,
        releasedAt: now.toISOString(),
        ...(rate === undefined ? {} : { autoRollback: { errorRate: rate, minLoads: minimum } }),
      },
    };
    writeRegistry(deployRoot, registry);
    return registry.remotes[remote].canary;
  }
  registry.remotes[remote] = {
    name: mfNameOf(remote),
    version,
    entry,
    history: [...(previous?.history ?? []), { version, entry, releasedAt: now.toISOString() }],
  };
  writeRegistry(deployRoot, registry);
  return registry.remotes[remote];
}

/** The canary becomes the stable version (and joins the history). */
export function promote({ deployRoot, remote, now = new Date() }) {
  assertRemote(remote);
  const registry = readRegistry(deployRoot);
  const current = registry.remotes[remote];
  if (!current?.canary) throw new MfeError(`${remote} has no canary to promote`);
  const { canary, lastRollback: _gone, ...stable } = current;
  registry.remotes[remote] = {
    ...stable,
    version: canary.version,
    entry: canary.entry,
    history: [
      ...(stable.history ?? []),
      { version: canary.version, entry: canary.entry, releasedAt: now.toISOString() },
    ],
  };
  writeRegistry(deployRoot, registry);
  return { from: current.version, to: canary.version };
}

export function rollback({ deployRoot, remote, now = new Date() }) {
  assertRemote(remote);
  const registry = readRegistry(deployRoot);
  const current = registry.remotes[remote];
  if (!current) throw new MfeError(`${remote} has never been released`);
  if (current.canary) {
    // A canary goes first: every browser is back on the stable version at its next load.
    const { canary, ...stable } = current;
    registry.remotes[remote] = {
      ...stable,
      lastRollback: { version: canary.version, at: now.toISOString(), reason: 'pnpm mfe rollback' },
    };
    writeRegistry(deployRoot, registry);
    return { from: canary.version, to: current.version, canary: true };
  }
  const history = current.history ?? [];
  const index = history.findIndex((item) => item.version === current.version);
  const target = index > 0 ? history[index - 1] : undefined;
  if (!target) throw new MfeError(`${remote} ${current.version} has no earlier version to roll back to`);
  if (!existsSync(join(deployRoot, remote, target.version, 'mf-manifest.json'))) {
    throw new MfeError(`${remote} ${target.version} is missing from ${deployRoot}`);
  }
  // Only the live pointer of this one remote moves; history and files stay as they are.
  const { lastRollback: _gone, ...rest } = current;
  registry.remotes[remote] = { ...rest, version: target.version, entry: target.entry };
  writeRegistry(deployRoot, registry);
  return { from: current.version, to: target.version };
}

export function status({ deployRoot }) {
  const registry = readRegistry(deployRoot);
  return REMOTES.map((remote) => {
    const live = registry.remotes[remote];
    return {
      remote,
      version: live?.version ?? null,
      releases: live?.history?.length ?? 0,
      entry: live?.entry ?? null,
      canary: live?.canary ?? null,
      lastRollback: live?.lastRollback ?? null,
    };
  });
}

export function releaseAll({ root, deployRoot, shellDist, now }) {
  const registry = readRegistry(deployRoot);
  return REMOTES.filter((remote) => !registry.remotes[remote]).map((remote) => ({
    remote,
    ...release({ root, deployRoot, shellDist, remote, now }),
  }));
}

function parseArgs(argv) {
  const positional = [];
  const flags = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (['--canary', '--auto-rollback', '--min-loads', '--dist'].includes(arg)) {
      if (argv[i + 1] === undefined) throw new MfeError(`${arg} needs a value`);
      flags[arg.slice(2)] = argv[++i];
    } else if (arg.startsWith('--')) throw new MfeError(`unknown option ${arg}`);
    else positional.push(arg);
  }
  return { positional, flags };
}

const USAGE =
  'usage: pnpm mfe check <remote> [--dist <dir>] | release <remote> [version] [--canary <percent> [--auto-rollback <rate> [--min-loads <n>]]] [--dist <dir>] | promote <remote> | rollback <remote> | status | release-all';

async function main(argv) {
  const paths = defaultPaths();
  const { positional, flags } = parseArgs(argv);
  const [command, remote, version] = positional;
  const allowed =
    { release: ['canary', 'auto-rollback', 'min-loads', 'dist'], check: ['dist'] }[command] ?? [];
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
