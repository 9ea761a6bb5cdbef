// What `pnpm mfe status` prints: the registry's versions and shares beside the health the
// browsers reported to the api (docs/releasing.md). Plain Node, no dependencies.

import { readRegistry } from './mfe-registry.mjs';
import { REMOTES } from './remotes.mjs';

/** Each remote's live version, release count, canary and last rollback, from the registry. */
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

/**
 * Health the browsers reported over the last hour, from the api that serves the platform
 * (GET /v1/mfe/health, docs/api.md): MFE_API_URL, default http://127.0.0.1:$PORT (8080).
 * null when the api cannot be reached: status still prints the registry.
 */
export async function fetchHealth(env = process.env) {
  const base = env.MFE_API_URL || `http://127.0.0.1:${env.PORT || 8080}`;
  try {
    const response = await fetch(new URL('/v1/mfe/health', base), { signal: AbortSignal.timeout(5000) });
    if (!response.ok) return { error: `${base} answered ${response.status}` };
    return { rows: (await response.json()).remotes ?? [] };
  } catch (error) {
    return { error: `${base}: ${error.cause?.code ?? error.message}` };
  }
}

export function printTable(table) {
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
  for (const row of table) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join('  '));
}

const pct = (rate) => (rate === null || rate === undefined ? '-' : `${(rate * 100).toFixed(1)} %`);

export function statusTable(rows, health) {
  const table = [['remote', 'version', 'share', 'loads 1h', 'errors 1h', 'error rate', 'p75 load', 'entry']];
  const healthOf = (remote, version) =>
    health?.rows?.find((h) => h.remote === remote && h.version === version) ?? null;
  const line = (remote, version, share, entry) => {
    const h = healthOf(remote, version);
    table.push([
      remote,
      version,
      share,
      h ? String(h.loads) : '-',
      h ? String(h.failures + h.renderErrors) : '-',
      h ? pct(h.errorRate) : '-',
      h?.p75Ms === null || h?.p75Ms === undefined ? '-' : `${h.p75Ms} ms`,
      entry,
    ]);
  };
  const notes = [];
  for (const r of rows) {
    if (!r.version) {
      table.push([r.remote, '(not released)', '-', '-', '-', '-', '-', '-']);
      continue;
    }
    const canaryShare = r.canary?.percent ?? 0;
    line(r.remote, r.version, `${100 - canaryShare} % stable`, r.entry);
    if (r.canary) {
      line(r.remote, r.canary.version, `${canaryShare} % canary`, r.canary.entry);
      if (r.canary.autoRollback) {
        const { errorRate, minLoads } = r.canary.autoRollback;
        notes.push(
          `${r.remote} ${r.canary.version}: the api rolls it back over ${pct(errorRate)} errors (after ${minLoads} loads)`,
        );
      }
    }
    if (r.lastRollback) {
      notes.push(
        `${r.remote} ${r.lastRollback.version}: canary rolled back at ${r.lastRollback.at} (${r.lastRollback.reason})`,
      );
    }
  }
  return { table, notes };
}
