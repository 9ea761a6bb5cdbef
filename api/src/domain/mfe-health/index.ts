import type { MfeHealthBody, MfeHealthSummary } from '@app/shared-contracts/schemas';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { mfeHealthReports } from '../../db/schema/index';
import { dropCanary, knownVersions, readRegistry } from './registry';

/** The window `pnpm mfe status` and the auto-rollback look at. */
export const HEALTH_WINDOW_MS = 60 * 60_000;

export interface Totals {
  loads: number;
  failures: number;
  renderErrors: number;
}

/** (failures + render errors) / attempts, where an attempt is a load or a load failure. */
export const errorRateOf = (t: Totals): number | null =>
  t.loads + t.failures === 0 ? null : (t.failures + t.renderErrors) / (t.loads + t.failures);

/** Stores the reports of versions this deploy root released; the rest is noise, dropped. */
export async function recordHealth(
  db: Db,
  deployRoot: string,
  body: MfeHealthBody,
  now: Date,
): Promise<string[]> {
  const registry = readRegistry(deployRoot);
  const rows = body.reports
    .filter((r) => knownVersions(registry, r.remote).has(r.version))
    .map((r) => ({ ...r, bucket: body.bucket, createdAt: now }));
  if (rows.length) await db.insert(mfeHealthReports).values(rows);
  return [...new Set(rows.map((r) => r.remote))];
}

async function totalsSince(db: Db, remote: string, version: string, since: Date): Promise<Totals> {
  const [row] = await db
    .select({
      loads: sql<number>`coalesce(sum(${mfeHealthReports.loads}), 0)::int`,
      failures: sql<number>`coalesce(sum(${mfeHealthReports.failures}), 0)::int`,
      renderErrors: sql<number>`coalesce(sum(${mfeHealthReports.renderErrors}), 0)::int`,
    })
    .from(mfeHealthReports)
    .where(
      and(
        eq(mfeHealthReports.remote, remote),
        eq(mfeHealthReports.version, version),
        gte(mfeHealthReports.createdAt, since),
      ),
    );
  return row ?? { loads: 0, failures: 0, renderErrors: 0 };
}

/**
 * For each remote just reported whose canary asked for it (`--auto-rollback <rate>`): over its
 * reports of the last hour since its release, with at least `minLoads` attempts, an error rate above
 * the threshold drops the canary from the registry. Returns what was rolled back, for the log.
 */
export async function autoRollback(db: Db, deployRoot: string, remotes: string[], now: Date) {
  const rolledBack: { remote: string; version: string; reason: string }[] = [];
  const registry = readRegistry(deployRoot);
  for (const remote of remotes) {
    const canary = registry?.remotes[remote]?.canary;
    if (!canary?.autoRollback) continue;
    const released = canary.releasedAt ? new Date(canary.releasedAt).getTime() : 0;
    const since = new Date(Math.max(now.getTime() - HEALTH_WINDOW_MS, Number.isNaN(released) ? 0 : released));
    const totals = await totalsSince(db, remote, canary.version, since);
    const rate = errorRateOf(totals);
    const { errorRate, minLoads } = canary.autoRollback;
    if (rate === null || totals.loads + totals.failures < minLoads || rate <= errorRate) continue;
    const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
    const reason = `auto-rollback: error rate ${pct(rate)} over ${totals.loads + totals.failures} loads (threshold ${pct(errorRate)})`;
    if (dropCanary(deployRoot, remote, canary.version, reason, now)) {
      rolledBack.push({ remote, version: canary.version, reason });
    }
  }
  return rolledBack;
}

/** Per remote and version over the last hour: totals, error rate, p75 of every load time. */
export async function healthSummary(db: Db, now: Date): Promise<MfeHealthSummary> {
  const since = new Date(now.getTime() - HEALTH_WINDOW_MS);
  const result = await db.execute(sql`
    with recent as (select * from mfe_health_reports where created_at >= ${since.toISOString()}),
    times as (
      select remote, version, percentile_cont(0.75) within group (order by ms) as p75
      from recent, unnest(load_ms) as ms group by remote, version
    )
    select r.remote, r.version, sum(r.loads)::int as loads, sum(r.failures)::int as failures,
           sum(r.render_errors)::int as render_errors, t.p75
    from recent r left join times t on t.remote = r.remote and t.version = r.version
    group by r.remote, r.version, t.p75
    order by r.remote, r.version
  `);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return {
    since: since.toISOString(),
    remotes: rows.map((r) => {
      const totals = {
        loads: Number(r.loads),
        failures: Number(r.failures),
        renderErrors: Number(r.render_errors),
      };
      return {
        remote: String(r.remote),
        version: String(r.version),
        ...totals,
        errorRate: errorRateOf(totals),
        p75Ms: r.p75 === null || r.p75 === undefined ? null : Math.round(Number(r.p75)),
      };
    }),
  };
}
