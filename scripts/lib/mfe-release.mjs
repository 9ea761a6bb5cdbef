// `pnpm mfe release` and `release-all`: gate, copy a remote's build to <deploy>/<remote>/<version>/
// (complete, precompressed, read-only), make it live, or a canary for a share of browsers.
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
} from 'node:fs';
import { join } from 'node:path';
import { assertBuilt, check } from './mfe-check.mjs';
import { assertRemote, entryUrl, MfeError, readRegistry, writeRegistry } from './mfe-registry.mjs';
import { precompressDir } from './precompress.mjs';
import { mfNameOf, REMOTES } from './remotes.mjs';

const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._-]*$/;

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
/** Distinct failing clients (networks) an automatic rollback needs (decision 0027). */
export const AUTO_ROLLBACK_MIN_CLIENTS = 5;

export function release({
  root,
  deployRoot,
  shellDist,
  remote,
  version,
  canary,
  autoRollback,
  minLoads = AUTO_ROLLBACK_MIN_LOADS,
  minClients = AUTO_ROLLBACK_MIN_CLIENTS,
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
  // A centre whose students share one network may lower it, knowing one client can then decide.
  const clients = Number(minClients);
  if (!Number.isInteger(clients) || clients < 1)
    throw new MfeError(`--min-clients takes a whole number, not "${minClients}"`);
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
        ...(rate === undefined
          ? {}
          : { autoRollback: { errorRate: rate, minLoads: minimum, minClients: clients } }),
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

export function releaseAll({ root, deployRoot, shellDist, now }) {
  const registry = readRegistry(deployRoot);
  return REMOTES.filter((remote) => !registry.remotes[remote]).map((remote) => ({
    remote,
    ...release({ root, deployRoot, shellDist, remote, now }),
  }));
}
