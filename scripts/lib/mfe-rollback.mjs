// `pnpm mfe promote` and `rollback`: only the live pointer of one remote moves in the registry;
// released files never change.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { assertRemote, MfeError, readRegistry, writeRegistry } from './mfe-registry.mjs';

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
