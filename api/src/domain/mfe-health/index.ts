import type { MfeHealthBody, MfeHealthSummary } from '@app/shared-contracts/schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { mfeHealthReports } from '../../db/schema/index';
import { knownVersions, readRegistry } from './registry';
import { HEALTH_WINDOW_MS } from './rollback';

export { autoRollback, HEALTH_WINDOW_MS } from './rollback';

export interface Totals {
  loads: number;
  failures: number;
  renderErrors: number;
}

/** (failures + render errors) / attempts, where an attempt is a load or a load failure. */
export const errorRateOf = (t: Totals): number | null =>
  t.loads + t.failures === 0 ? null : (t.failures + t.renderErrors) / (t.loads + t.failures);

/**
 * Stores the reports of versions this deploy root released, under the sender's `client` key
 * (`clientKey`); the rest is noise, dropped.
 */
export async function recordHealth(
  db: Db,
  deployRoot: string,
  body: MfeHealthBody,
  now: Date,
  client: string,
): Promise<string[]> {
  const registry = readRegistry(deployRoot);
  const rows = body.reports
    .filter((r) => knownVersions(registry, r.remote).has(r.version))
    .map((r) => ({ ...r, bucket: body.bucket, client, createdAt: now }));
  if (rows.length) await db.insert(mfeHealthReports).values(rows);
  return [...new Set(rows.map((r) => r.remote))];
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
