/**
 * pnpm bench:api — requests per second and latency of the hot calls (home signed in as the demo
 * student, welcome, the catalogue, a course page) and GET /v1/app, on PGlite and, when Debian's
 * PostgreSQL is installed, on a throw-away PostgreSQL server, against a bare Fastify hello-world
 * measured in the same run. Exits 1 when a hot call on PGlite misses its target (issue 9:
 * >= 2 000 req/s, p99 <= 25 ms at 10 connections) or any answer is not 2xx.
 *
 * The servers run in a child process so autocannon does not share their event loop. Everything
 * listens on 127.0.0.1 on random ports and stops by itself.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { serve } from './serve';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TARGET_RPS = 2000;
const TARGET_P99_MS = 25;

export interface Ports {
  api: number;
  hello: number;
  token: string;
  courseId: number;
}

interface Target {
  name: string;
  path: string;
  signedIn?: boolean;
  /** One of the hot calls held to the targets. */
  hot?: boolean;
}

const TARGETS = (p: Ports): Target[] => [
  { name: 'GET /v1/app', path: '/v1/app' },
  { name: 'GET /v1/home (signed in)', path: '/v1/home', signedIn: true, hot: true },
  { name: 'GET /v1/welcome', path: '/v1/welcome', hot: true },
  { name: 'GET /v1/courses (signed in)', path: '/v1/courses', signedIn: true, hot: true },
  { name: 'GET /v1/courses/{id} (signed in)', path: `/v1/courses/${p.courseId}`, signedIn: true, hot: true },
  // Signed-in reads through the auth hook's token lookup (cached since issue 35, decision 0050).
  { name: 'GET /v1/wallet (signed in)', path: '/v1/wallet', signedIn: true },
  { name: 'GET /v1/notifications (signed in)', path: '/v1/notifications', signedIn: true },
  { name: 'GET /v1/profile (signed in)', path: '/v1/profile', signedIn: true },
];

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  bad: number;
}

async function measure(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  // A short warm-up so JIT and first-query costs do not land in the figures.
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bad: r.non2xx + r.errors };
}

/** Starts the servers in a child process, measures every target, stops them. */
async function runBackend(
  databaseUrl: string | null,
): Promise<{ hello: Figures; rows: Map<string, Figures> }> {
  const args = ['--serve', ...(databaseUrl ? [databaseUrl] : [])];
  const child = fork(fileURLToPath(import.meta.url), args, {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const ports = await new Promise<Ports>((resolve, reject) => {
      child.once('message', (m) => resolve(m as Ports));
      child.once('exit', (code) => reject(new Error(`server process exited (${code})`)));
    });
    const hello = await measure(`http://127.0.0.1:${ports.hello}/`);
    const rows = new Map<string, Figures>();
    for (const t of TARGETS(ports)) {
      const headers: Record<string, string> = t.signedIn ? { authorization: `Bearer ${ports.token}` } : {};
      rows.set(t.name, await measure(`http://127.0.0.1:${ports.api}${t.path}`, headers));
    }
    return { hello, rows };
  } finally {
    child.send('stop');
    await new Promise((r) => child.once('exit', r));
  }
}

const pad = (s: string, n: number) => s.padEnd(n);
const cell = (f: Figures | undefined) =>
  f ? `${pad(f.rps.toFixed(0), 8)}${pad(String(f.p50), 5)}${pad(String(f.p99), 6)}` : pad('-', 19);

async function main() {
  const targets = TARGETS({ api: 0, hello: 0, token: '', courseId: 0 });
  const budget = (targets.length + 1) * (DURATION + 1) * 2 * 1000 + 180_000;
  // Bounded: whatever happens, nothing outlives this.
  const guard = setTimeout(() => {
    console.error('bench took too long, stopping');
    process.exit(1);
  }, budget);
  console.log(`\nbench: ${CONNECTIONS} connections, ${DURATION} s per target, loopback\n`);
  const pglite = await runBackend(null);
  // @ts-expect-error plain JavaScript helper of the workspace scripts (no types).
  const { startPostgres } = await import('../../scripts/lib/postgres.mjs');
  const pg: { url: string; stop: () => void } | null = await startPostgres();
  let postgres: Awaited<ReturnType<typeof runBackend>> | null = null;
  try {
    if (pg) postgres = await runBackend(pg.url);
  } finally {
    pg?.stop();
  }
  clearTimeout(guard);

  console.log(
    `${pad('', 34)}${pad('PGlite', 19)}   ${pad(pg ? 'PostgreSQL' : 'PostgreSQL (not installed)', 19)}`,
  );
  const head = `${pad('req/s', 8)}${pad('p50', 5)}${pad('p99', 6)}`;
  console.log(`${pad('target', 34)}${head}   ${head}   vs hello  target`);
  const line = (name: string, a: Figures, b: Figures | undefined, verdict: string) =>
    console.log(
      `${pad(name, 34)}${cell(a)}   ${cell(b)}   ${pad(`${((a.rps / pglite.hello.rps) * 100).toFixed(1)} %`, 10)}${verdict}`,
    );
  line('hello-world (bare Fastify)', pglite.hello, postgres?.hello, '');
  const misses: string[] = [];
  for (const t of targets) {
    const a = pglite.rows.get(t.name) as Figures;
    const b = postgres?.rows.get(t.name);
    const bad = a.bad + (b?.bad ?? 0);
    const slow = t.hot && (a.rps < TARGET_RPS || a.p99 > TARGET_P99_MS);
    if (bad > 0 || slow) misses.push(t.name);
    const verdict = bad > 0 ? `${bad} non-2xx/errors` : t.hot ? (slow ? 'MISS' : 'ok') : '';
    line(t.name, a, b, verdict);
  }
  console.log(
    `\nlatency in ms; hot calls: >= ${TARGET_RPS} req/s and p99 <= ${TARGET_P99_MS} ms on PGlite\n`,
  );
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
