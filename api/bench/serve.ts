/**
 * The server side of `pnpm bench:api`, run in a child process: the real app on the demo data
 * (in-memory PGlite, or the PostgreSQL at `databaseUrl`) and a bare Fastify hello-world, plus the
 * data the write calls use up (write-fixtures.ts). Sends the ports, a demo student token and the
 * ids of the reads to the parent; answers 'audit' with the wallets' check; stops on 'stop' or
 * disconnect.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Ports } from './targets';

const WRITE_STUDENTS = Number(process.env.BENCH_WRITE_STUDENTS ?? 200);

export async function serve(databaseUrl: string | null): Promise<void> {
  const Fastify = (await import('fastify')).default;
  const { sql } = await import('drizzle-orm');
  const { buildApp } = await import('../src/app');
  const { testConfig } = await import('../src/config');
  const { createDb } = await import('../src/db/index');
  const { auditWallets } = await import('../src/domain/ledger/index');
  const { seedDemo, DEMO_EMAIL, DEMO_PASSWORD, DEMO_GENERAL_EXAM_CODE } = await import('../src/cli/seed');
  const { prepareWrites } = await import('./write-fixtures');

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
  const token: string = login.json().token;
  // The first course of the catalogue: a published course with lectures.
  const list = await app.inject({ method: 'GET', url: '/v1/courses' });
  const courseId = (list.json() as { data: { id: number }[] }).data[0]?.id;
  if (!courseId) throw new Error('the demo catalogue is empty');
  // A lecture of a course the demo student joined (the seed joins the free course).
  const found = await handle.db.execute(sql`
    select l.id from lectures l join enrolments e on e.course_id = l.course_id
    join users u on u.id = e.user_id
    where u.email = ${DEMO_EMAIL} and l.published order by l.position, l.id limit 1`);
  const lectureId = Number((found as unknown as { rows: { id: number }[] }).rows[0]?.id ?? 0);
  const examCode = DEMO_GENERAL_EXAM_CODE;
  for (const url of [`/v1/lectures/${lectureId}/contents`, `/v1/exams/details?exam_code=${examCode}`]) {
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  const writes = await prepareWrites(handle.db, { students: WRITE_STUDENTS, lectures: 60, exams: 30 });

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
    if (m === 'audit') void auditWallets(handle.db).then((r) => process.send?.({ audit: r }));
  });
  process.on('disconnect', () => void stop());
  process.send?.({
    api: portOf(app),
    hello: portOf(hello),
    token,
    courseId,
    lectureId,
    examCode,
    writes,
  } satisfies Ports);
}
