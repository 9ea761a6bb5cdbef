/**
 * pnpm bench:api (issue 35) — req/s and latency of the hot reads and of the write calls (purchase
 * of a lecture, transfer, exam answer save, exam submit) on PGlite and, when Debian's PostgreSQL
 * is installed, on a throw-away PostgreSQL server, against a bare Fastify hello-world measured in
 * the same run; then the money invariant (every wallet equals its ledger) on each database.
 * Verdicts in bench-report.ts. Exits 1 on a non-2xx answer, a broken invariant or a missed target.
 *
 * The servers run in a child process so autocannon does not share their event loop. Everything
 * listens on 127.0.0.1 on random ports and stops by itself (BENCH_DURATION s per call).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon, { type Request } from 'autocannon';
import { type Backend, type Figures, report } from './bench-report';
import { serve } from './serve';
import { type Ports, readTargets } from './targets';
import { poolSize, writeTargets } from './write-targets';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
// BENCH_ONLY=<regexp>: only the calls whose name matches (a before/after of one change).
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const chosen = <T extends { name: string }>(list: T[]) => list.filter((t) => !ONLY || ONLY.test(t.name));

async function measure(url: string, o: { headers?: Record<string, string>; requests?: () => Request[] }) {
  const run = (duration: number) =>
    autocannon({ url, connections: CONNECTIONS, duration, headers: o.headers, requests: o.requests?.() });
  // A short warm-up so JIT and first-query costs do not land in the figures.
  await run(1);
  const r = await run(DURATION);
  const codes = Object.entries(r.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, s]) => `${code}×${s.count}`);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors,
    codes: codes.join(' '),
  } satisfies Figures;
}

function ask<T>(child: ChildProcess, message: string, key: string): Promise<T> {
  return new Promise((resolve) => {
    const on = (m: Record<string, unknown>) => {
      if (key in m) {
        child.off('message', on);
        resolve(m[key] as T);
      }
    };
    child.on('message', on);
    child.send(message);
  });
}

/** Starts the servers in a child process, measures every call, checks the wallets, stops them. */
async function runBackend(databaseUrl: string | null): Promise<Backend> {
  const args = ['--serve', ...(databaseUrl ? [databaseUrl] : [])];
  const child = fork(fileURLToPath(import.meta.url), args, {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const ports = await new Promise<Ports>((resolve, reject) => {
      child.once('message', (m) => resolve(m as Ports));
      child.once('exit', (code) => reject(new Error(`server process exited (${code})`)));
    });
    const base = `http://127.0.0.1:${ports.api}`;
    const hello = await measure(`http://127.0.0.1:${ports.hello}/`, {});
    const rows = new Map<string, Figures>();
    for (const t of chosen(readTargets(ports))) {
      const headers: Record<string, string> = t.signedIn ? { authorization: `Bearer ${ports.token}` } : {};
      rows.set(t.name, await measure(`${base}${t.path}`, { headers }));
      process.stdout.write('.');
    }
    const exhausted: string[] = [];
    for (const t of chosen(writeTargets(ports.writes))) {
      const f = await measure(base, { requests: t.requests });
      rows.set(t.name, f);
      // Warm-up and run together; more than the pool holds means items were used twice.
      if (f.rps * (DURATION + 1) > poolSize(ports.writes, t.name)) exhausted.push(t.name);
      process.stdout.write('.');
    }
    const audit = await ask<Backend['audit']>(child, 'audit', 'audit');
    return { hello, rows, audit, exhausted };
  } finally {
    child.send('stop');
    await new Promise((r) => child.once('exit', r));
  }
}

async function main() {
  const calls = readTargets({} as Ports).length + writeTargets({ students: [] } as never).length + 1;
  // Bounded: whatever happens, nothing outlives this.
  const guard = setTimeout(
    () => {
      console.error('bench took too long, stopping');
      process.exit(1);
    },
    calls * (DURATION + 1) * 2 * 1000 + 300_000,
  );
  console.log(`\nbench: ${CONNECTIONS} connections, ${DURATION} s per call, loopback`);
  const pglite = await runBackend(null);
  // @ts-expect-error plain JavaScript helper of the workspace scripts (no types).
  const { startPostgres } = await import('../../scripts/lib/postgres.mjs');
  const pg: { url: string; stop: () => void } | null = await startPostgres();
  let postgres: Backend | null = null;
  try {
    if (pg) postgres = await runBackend(pg.url);
  } finally {
    pg?.stop();
  }
  clearTimeout(guard);
  const misses = report(pglite, postgres, { connections: CONNECTIONS });
  if (misses.length > 0) {
    console.error(`bench:api: missed: ${misses.join(', ')}`);
    process.exitCode = 1;
  }
}

if (process.argv.includes('--serve')) {
  const url = process.argv[process.argv.indexOf('--serve') + 1];
  serve(url?.startsWith('postgres') ? url : null).catch((err) => {
    console.error(err);
    process.exit(1);
  });
} else {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
