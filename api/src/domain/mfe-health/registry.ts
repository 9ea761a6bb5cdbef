import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// mfe-registry.json as `pnpm mfe` writes it (docs/releasing.md): the api reads the canaries and,
// on auto-rollback, drops one the same way `pnpm mfe rollback` does.

export interface RegistryCanary {
  version: string;
  entry: string;
  percent: number;
  releasedAt?: string;
  /** minClients: failing networks needed (MIN_FAILING_CLIENTS when a release did not say). */
  autoRollback?: { errorRate: number; minLoads: number; minClients?: number };
}
interface RegistryRemote {
  version: string;
  entry: string;
  canary?: RegistryCanary;
  history?: { version: string }[];
  lastRollback?: { version: string; at: string; reason: string };
  [key: string]: unknown;
}
export interface Registry {
  remotes: Record<string, RegistryRemote>;
}

const fileOf = (deployRoot: string) => join(deployRoot, 'mfe-registry.json');

export function readRegistry(deployRoot: string): Registry | null {
  const file = fileOf(deployRoot);
  if (!existsSync(file)) return null;
  try {
    const registry = JSON.parse(readFileSync(file, 'utf8')) as Registry;
    return registry && typeof registry.remotes === 'object' ? registry : null;
  } catch {
    return null;
  }
}

/** Versions of `remote` ever released here: only those are worth a health row. */
export function knownVersions(registry: Registry | null, remote: string): Set<string> {
  const entry = registry?.remotes[remote];
  const versions = new Set<string>();
  if (!entry) return versions;
  versions.add(entry.version);
  if (entry.canary) versions.add(entry.canary.version);
  for (const item of entry.history ?? []) versions.add(item.version);
  return versions;
}

/**
 * Drops `remote`'s canary `version` if it is still the live canary (a release or promote since
 * wins): temp file then rename, like `pnpm mfe`. True when it was dropped.
 */
export function dropCanary(
  deployRoot: string,
  remote: string,
  version: string,
  reason: string,
  at: Date,
): boolean {
  const registry = readRegistry(deployRoot);
  const entry = registry?.remotes[remote];
  if (!registry || !entry?.canary || entry.canary.version !== version) return false;
  const { canary: _dropped, ...stable } = entry;
  registry.remotes[remote] = { ...stable, lastRollback: { version, at: at.toISOString(), reason } };
  const file = fileOf(deployRoot);
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temp, `${JSON.stringify(registry, null, 2)}\n`);
  renameSync(temp, file);
  return true;
}
