/**
 * The server side of `pnpm bench:api`, run in a child process: the real app on the demo data
 * (in-memory PGlite, or the PostgreSQL at `databaseUrl`) and a bare Fastify hello-world. Sends the
 * ports, a demo student token and a course id to the parent; stops on 'stop' or disconnect.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Ports } from './bench-api';

export async function serve(databaseUrl: string | null): Promise<void> {
  const Fastify = (await import('fastify')).default;
  const { buildApp } = await import('../src/app');
  const { testConfig } = await import('../src/config');
  const { createDb } = await import('../src/db/index');
  const { seedDemo, DEMO_EMAIL, DEMO_PASSWORD } = await import('../src/cli/seed');

  const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const handle = await createDb(databaseUrl ? { databaseUrl, poolSize: 10 } : {});
  await seedDemo(handle.db, { uploadsDir: join(dataDir, 'uploads') });
  const app = await buildApp({
    config: testConfig({
      dataDir,
      databaseUrl: databaseUrl ?? undefined,
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
  // The first course of the catalogue: a published course with lectures.
  const list = await app.inject({ method: 'GET', url: '/v1/courses' });
  const courseId = (list.json() as { data: { id: number }[] }).data[0]?.id;
  if (!courseId) throw new Error('the demo catalogue is empty');

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
  process.send?.({
    api: portOf(app),
    hello: portOf(hello),
    token: login.json().token,
    courseId,
  } satisfies Ports);
}
