#!/usr/bin/env node
// Release and rollback of the remotes (docs/releasing.md). Plain Node, no dependencies.
//   pnpm mfe release <remote> [version]   copy <remote>/dist to <deploy>/<remote>/<version>/ and make it live
//   pnpm mfe rollback <remote>            make the previous released version live again
//   pnpm mfe status                       live version of every remote
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
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { precompressDir } from './lib/precompress.mjs';
import { mfNameOf, REMOTES } from './lib/remotes.mjs';

export { REMOTES };

const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._-]*$/;

export class MfeError extends Error {}

export function defaultPaths(env = process.env) {
  const root = dirname(dirname(fileURLToPath(import.meta.url)));
  return { root, deployRoot: env.DEPLOY_ROOT || join(root, 'deploy') };
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

export function release({ root, deployRoot, remote, version, now = new Date() }) {
  assertRemote(remote);
  const dist = join(root, remote, 'dist');
  if (!existsSync(join(dist, 'mf-manifest.json')) || !existsSync(join(dist, 'remoteEntry.js'))) {
    throw new MfeError(`${remote} has no production build; run: pnpm --filter ${remote} build`);
  }
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
  registry.remotes[remote] = {
    name: mfNameOf(remote),
    version,
    entry,
    history: [...(previous?.history ?? []), { version, entry, releasedAt: now.toISOString() }],
  };
  writeRegistry(deployRoot, registry);
  return registry.remotes[remote];
}

export function rollback({ deployRoot, remote }) {
  assertRemote(remote);
  const registry = readRegistry(deployRoot);
  const current = registry.remotes[remote];
  if (!current) throw new MfeError(`${remote} has never been released`);
  const history = current.history ?? [];
  const index = history.findIndex((item) => item.version === current.version);
  const target = index > 0 ? history[index - 1] : undefined;
  if (!target) throw new MfeError(`${remote} ${current.version} has no earlier version to roll back to`);
  if (!existsSync(join(deployRoot, remote, target.version, 'mf-manifest.json'))) {
    throw new MfeError(`${remote} ${target.version} is missing from ${deployRoot}`);
  }
  // Only the live pointer of this one remote moves; history and files stay as they are.
  registry.remotes[remote] = { ...current, version: target.version, entry: target.entry };
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
    };
  });
}

export function releaseAll({ root, deployRoot, now }) {
  const registry = readRegistry(deployRoot);
  return REMOTES.filter((remote) => !registry.remotes[remote]).map((remote) => ({
    remote,
    ...release({ root, deployRoot, remote, now }),
  }));
}

function printStatus(rows) {
  const table = [['remote', 'live version', 'releases', 'entry']].concat(
    rows.map((r) => [r.remote, r.version ?? '(not released)', String(r.releases), r.entry ?? '-']),
  );
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
  for (const row of table) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join('  '));
}

function main(argv) {
  const paths = defaultPaths();
  const [command, remote, version] = argv;
  switch (command) {
    case 'release': {
      if (!remote) throw new MfeError('usage: pnpm mfe release <remote> [version]');
      const live = release({ ...paths, remote, version });
      console.log(`released ${remote} ${live.version} -> ${live.entry}`);
      break;
    }
    case 'rollback': {
      if (!remote) throw new MfeError('usage: pnpm mfe rollback <remote>');
      const { from, to } = rollback({ ...paths, remote });
      console.log(`rolled back ${remote}: ${from} -> ${to}`);
      break;
    }
    case 'status':
      printStatus(status(paths));
      break;
    case 'release-all': {
      const released = releaseAll(paths);
      for (const live of released) console.log(`released ${live.remote} ${live.version}`);
      if (released.length === 0) console.log('every remote already has a live version');
      break;
    }
    default:
      throw new MfeError(
        'usage: pnpm mfe release <remote> [version] | rollback <remote> | status | release-all',
      );
  }
  console.log(`registry: ${registryFile(paths.deployRoot)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof MfeError)) throw error;
    console.error(`mfe: ${error.message}`);
    process.exit(1);
  }
}
