/**
 * The table `pnpm bench:api` prints (issue 35): per call and per database req/s, p50, p99 and the
 * share of bare Fastify's req/s in the same database's run, with the issue's verdict. Reads: at
 * least 35 % of bare Fastify and p99 <= 15 ms on each database. Writes: answer save >= 3 000/s and
 * a purchase >= 1 000/s on PostgreSQL (the other writes are measured, not held to a figure).
 */
import type { AuditReport } from '../src/domain/ledger/index';
import { type Ports, READ_P99_MS, READ_SHARE, readTargets } from './targets';
import { writeTargets } from './write-targets';

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  bad: number;
  /** The answers that were not 2xx, by status ("409×12"). */
  codes: string;
}

export interface Backend {
  hello: Figures;
  rows: Map<string, Figures>;
  audit: AuditReport;
  /** Write calls whose prepared data ran out (items used twice). */
  exhausted: string[];
}

const pad = (s: string, n: number) => s.padEnd(n);
const share = (f: Figures, b: Backend) => (f.rps / b.hello.rps) * 100;
const cell = (f: Figures | undefined, b: Backend | null) =>
  f && b
    ? `${pad(f.rps.toFixed(0), 7)}${pad(String(f.p50), 5)}${pad(String(f.p99), 6)}${pad(`${share(f, b).toFixed(1)}%`, 7)}`
    : pad('-', 25);

const readVerdict = (f: Figures | undefined, b: Backend | null) =>
  !f || !b ? '' : share(f, b) >= READ_SHARE * 100 && f.p99 <= READ_P99_MS ? 'ok' : 'MISS';

/** Prints the table; returns the calls that missed (a target, a non-2xx answer, the audit). */
export function report(pglite: Backend, postgres: Backend | null, o: { connections: number }): string[] {
  const misses: string[] = [];
  const head = `${pad('req/s', 7)}${pad('p50', 5)}${pad('p99', 6)}${pad('bare', 7)}`;
  console.log(
    `\n\n${pad('', 34)}${pad('PGlite', 25)}   ${postgres ? 'PostgreSQL' : 'PostgreSQL (not installed)'}`,
  );
  console.log(`${pad('call', 34)}${head}   ${head}   verdict (PGlite / PostgreSQL)`);
  const line = (name: string, a: Figures | undefined, b: Figures | undefined, verdict: string) =>
    console.log(`${pad(name, 34)}${cell(a, pglite)}   ${cell(b, postgres)}   ${verdict}`);
  line('bare Fastify (hello-world)', pglite.hello, postgres?.hello, '');
  const bad = (name: string) =>
    [pglite, postgres]
      .map((b) => b?.rows.get(name))
      .filter((f): f is Figures => !!f && f.bad > 0)
      .map((f) => `${f.bad} not 2xx (${f.codes || 'errors'})`)
      .join('; ');
  for (const t of readTargets({} as Ports)) {
    const a = pglite.rows.get(t.name);
    const b = postgres?.rows.get(t.name);
    if (!a && !b) continue; // not measured (BENCH_ONLY)
    const verdict = `${readVerdict(a, pglite)} / ${readVerdict(b, postgres) || '-'}`;
    if (verdict.includes('MISS') || bad(t.name)) misses.push(t.name);
    line(t.name, a, b, [verdict, bad(t.name)].filter(Boolean).join('  '));
  }
  for (const t of writeTargets({ students: [] } as never)) {
    const a = pglite.rows.get(t.name);
    const b = postgres?.rows.get(t.name);
    if (!a && !b) continue; // not measured (BENCH_ONLY)
    let verdict = 'measured';
    if (t.minRps)
      verdict = !b
        ? `- (>= ${t.minRps}/s on PostgreSQL)`
        : b.rps >= t.minRps
          ? 'ok'
          : `MISS (< ${t.minRps}/s)`;
    const used = [pglite, postgres].some((x) => x?.exhausted.includes(t.name)) ? '  data ran out' : '';
    if (verdict.startsWith('MISS') || bad(t.name)) misses.push(t.name);
    line(t.name, a, b, [verdict, bad(t.name)].filter(Boolean).join('  ') + used);
  }
  console.log(
    `\nlatency in ms; bare = req/s against bare Fastify in the same database's run; ${o.connections} connections.` +
      `\nreads: >= ${READ_SHARE * 100} % of bare and p99 <= ${READ_P99_MS} ms on each database;` +
      ' writes: answer save >= 3 000/s, purchase >= 1 000/s on PostgreSQL.\n',
  );
  for (const [label, b] of [
    ['PGlite', pglite],
    ['PostgreSQL', postgres],
  ] as const) {
    if (!b) continue;
    const a = b.audit;
    console.log(
      `money after the run (${label}): ${a.walletsChecked} wallets, ${
        a.ok
          ? 'every balance equals its ledger'
          : `${a.mismatches.length} MISMATCHED: ${JSON.stringify(a.mismatches.slice(0, 3))}`
      }`,
    );
    if (!a.ok) misses.push(`money invariant (${label})`);
  }
  return misses;
}
