/**
 * pnpm bench:api — requests per second and latency of GET /v1/home (signed in as the demo
 * student) and GET /v1/app, against a bare Fastify hello-world measured in the same run.
 *
 * The servers (the real app on an in-memory PGlite seeded with the demo, and the hello-world)
 * run in a child process so autocannon does not share their event loop. Everything listens on
 * 127.0.0.1 on random ports and stops by itself.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Ports {
  api: number;
  hello: number;
  token: string;
}

async function serve() {
  const Fastify = (await import('fastify')).default;
  const { buildApp } = await import('../src/app');
  const { testConfig } = await import('../src/config');
  const { createDb } = await import('../src/db/index');
  const { seedDemo, DEMO_EMAIL, DEMO_PASSWORD } = await import('../src/cli/seed');

  const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const handle = await createDb({});
  await seedDemo(handle.db, { uploadsDir: join(dataDir, 'uploads') });
  const app = await buildApp({
    config: testConfig({
      dataDir,
      rateLimits: false,
      logLevel: 'silent',
      nodeEnv: 'production',
      exposeOutbox: false,
    }),
    db: handle.db,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const login = await app.inject({
    method: 'POST',
    url: '/v1/login',
    payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`demo login failed: ${login.statusCode} ${login.body}`);

  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  await hello.listen({ host: '127.0.0.1', port: 0 });

  const portOf = (s: typeof hello | typeof app) => {
    const a = s.server.address();
    return typeof a === 'object' && a ? a.port : 0;
  };
  const stop = async () => {
    await Promise.allSettled([app.close(), hello.close()]);
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('message', (m) => {
    if (m === 'stop') void stop();
  });
  process.on('disconnect', () => void stop());
  process.send?.({ api: portOf(app), hello: portOf(hello), token: login.json().token } satisfies Ports);
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  // A short warm-up so JIT and first-query costs do not land in the figures.
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

async function main() {
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // Bounded: whatever happens, nothing outlives this.
  const guard = setTimeout(
    () => {
      console.error('bench took too long, stopping');
      child.kill('SIGKILL');
      process.exit(1);
    },
    (DURATION * 3 + 5) * 1000 + 120_000,
  );
  try {
    const ports = await new Promise<Ports>((resolve, reject) => {
      child.once('message', (m) => resolve(m as Ports));
      child.once('exit', (code) => reject(new Error(`server process exited (${code})`)));
    });
    console.log(`\nbench: ${CONNECTIONS} connections, ${DURATION} s per target, loopback\n`);
    const hello = await measure('hello-world (bare Fastify)', `http://127.0.0.1:${ports.hello}/`);
    const appData = await measure('GET /v1/app', `http://127.0.0.1:${ports.api}/v1/app`);
    const home = await measure('GET /v1/home (signed in)', `http://127.0.0.1:${ports.api}/v1/home`, {
      authorization: `Bearer ${ports.token}`,
    });
    const rows = [hello, appData, home];
    const pad = (s: string, n: number) => s.padEnd(n);
    console.log(
      `${pad('target', 28)}${pad('req/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('vs hello', 10)}non-2xx/errors`,
    );
    for (const r of rows) {
      console.log(
        `${pad(r.name, 28)}${pad(r.rps.toFixed(0), 10)}${pad(String(r.p50), 9)}${pad(String(r.p99), 9)}${pad(`${((r.rps / hello.rps) * 100).toFixed(1)} %`, 10)}${r.non2xx}/${r.errors}`,
      );
    }
    console.log('');
    if (rows.some((r) => r.non2xx > 0 || r.errors > 0)) process.exitCode = 1;
  } finally {
    clearTimeout(guard);
    child.send('stop');
    await new Promise((r) => child.once('exit', r));
  }
}

if (process.argv.includes('--serve')) {
  serve().catch((err) => {
    console.error(err);
    process.exit(1);
  });
} else {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
