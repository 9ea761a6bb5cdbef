import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { mfeHealthReports } from '../../db/schema/index';
import { dropCanary, readRegistry } from './registry';

/** The window the auto-rollback looks at (and `pnpm mfe status`). */
export const HEALTH_WINDOW_MS = 60 * 60_000;

/**
 * The rule of decision 0027. A client (one network, `clients.ts`) is one vote whatever it sends:
 * at most CLIENT_ATTEMPTS_CAP of its attempts count towards `minLoads`, its errors are capped at its
 * attempts, and the canary's error rate is the mean of its clients' rates. A rollback also needs
 * MIN_FAILING_CLIENTS clients that saw an error, so one sender can neither roll a canary back nor,
 * with made-up successes, keep one alive that fails for many.
 */
export const CLIENT_ATTEMPTS_CAP = 20;
export const MIN_FAILING_CLIENTS = 5;

export interface CanaryVerdict {
  clients: number;
  failingClients: number;
  /** attempts, each client's capped */
  attempts: number;
  /** mean of the clients' error rates; null without a client */
  errorRate: number | null;
}

/** Per-client sums since `since` → the verdict's figures. */
export function verdictOf(perClient: { attempts: number; errors: number }[]): CanaryVerdict {
  let attempts = 0;
  let failingClients = 0;
  let rates = 0;
  let clients = 0;
  for (const c of perClient) {
    // Render errors with no load in the window (it came before) still mean one load happened.
    const tried = Math.min(c.attempts > 0 ? c.attempts : Math.min(c.errors, 1), CLIENT_ATTEMPTS_CAP);
    if (tried === 0) continue;
    const errors = Math.min(c.errors, tried);
    clients += 1;
    attempts += tried;
    rates += errors / tried;
    if (errors > 0) failingClients += 1;
  }
  return { clients, failingClients, attempts, errorRate: clients ? rates / clients : null };
}

async function perClientSince(db: Db, remote: string, version: string, since: Date) {
  const r = mfeHealthReports;
  return db
    .select({
      attempts: sql<number>`coalesce(sum(${r.loads} + ${r.failures}), 0)::int`,
      errors: sql<number>`coalesce(sum(${r.failures} + ${r.renderErrors}), 0)::int`,
    })
    .from(r)
    .where(and(eq(r.remote, remote), eq(r.version, version), gte(r.createdAt, since)))
    .groupBy(r.client);
}

/**
 * For each remote just reported whose canary asked for it (`--auto-rollback <rate>`): over its
 * reports of the last hour since its release, the verdict's rate above the threshold, with at
 * least `minLoads` attempts and MIN_FAILING_CLIENTS failing clients, drops the canary from the
 * registry. Returns what was rolled back, for the log.
 */
export async function autoRollback(db: Db, deployRoot: string, remotes: string[], now: Date) {
  const rolledBack: { remote: string; version: string; reason: string }[] = [];
  const registry = readRegistry(deployRoot);
  for (const remote of remotes) {
    const canary = registry?.remotes[remote]?.canary;
    if (!canary?.autoRollback) continue;
    const released = canary.releasedAt ? new Date(canary.releasedAt).getTime() : 0;
    const since = new Date(Math.max(now.getTime() - HEALTH_WINDOW_MS, Number.isNaN(released) ? 0 : released));
    const v = verdictOf(await perClientSince(db, remote, canary.version, since));
    const { errorRate, minLoads, minClients = MIN_FAILING_CLIENTS } = canary.autoRollback;
    if (v.errorRate === null || v.errorRate <= errorRate) continue;
    if (v.attempts < minLoads || v.failingClients < minClients) continue;
    const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
    const reason = `auto-rollback: error rate ${pct(v.errorRate)} over ${v.attempts} loads from ${v.clients} clients, ${v.failingClients} failing (threshold ${pct(errorRate)})`;
    if (dropCanary(deployRoot, remote, canary.version, reason, now)) {
      rolledBack.push({ remote, version: canary.version, reason });
    }
  }
  return rolledBack;
}
