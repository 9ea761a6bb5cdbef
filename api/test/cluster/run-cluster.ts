/**
 * pnpm test:cluster — three api instances on one PostgreSQL and one Redis behind nginx, all on
 * loopback (docs/deploy.md, docs/performance.md). Not part of `pnpm test`. The root script installs
 * the Debian packages it needs first (postgresql, redis-server, nginx, chromium: scripts/lib/
 * system-packages.mjs, as `pnpm test` does); it needs `pnpm build` for its browser step (the e2e journeys of the
 * catalogue and the wallet through nginx, CLUSTER_E2E=none skips it). Exits 1 when a check fails.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { loadConfig } from '../../src/config';
import { type Op, percentile, runOps, throughput, transferOps } from './load';
import { cacheDroppedAcross, startS3, uploadAcross } from './objects';
import {
  freePort,
  instanceEnv,
  startInstance,
  startNginx,
  startPg,
  startRedis,
  stopAll,
  stopInstance,
  which,
} from './services';
import { makeStudents, verify } from './setup';
import { E2E_SPECS, prepareSite, runE2e } from './web';

const STUDENTS = Number(process.env.CLUSTER_STUDENTS ?? 100);
const CONCURRENCY = Number(process.env.CLUSTER_CONCURRENCY ?? 100);
const BENCH_SECONDS = Number(process.env.CLUSTER_BENCH_SECONDS ?? 8);

const started = Date.now();
const failures: string[] = [];
let passed = 0;
let s3Stop: (() => Promise<void>) | undefined;
let siteStop: (() => void) | undefined;
const check = (ok: boolean, what: string) => {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (ok) passed++;
  else failures.push(what);
};
const browserStep = E2E_SPECS.length > 0 && process.env.CLUSTER_E2E !== 'none';

async function main() {
  for (const bin of ['redis-server', 'nginx']) {
    if (!which(bin))
      throw new Error(
        `${bin} not found: run it as \`pnpm test:cluster\` (it installs redis-server and nginx)`,
      );
  }
  const databaseUrl = await startPg();
  const redisUrl = await startRedis();
  const s3 = await startS3();
  s3Stop = s3.stop;
  const site = browserStep ? prepareSite() : undefined;
  siteStop = site?.stop;
  const env = {
    ...instanceEnv(databaseUrl, redisUrl),
    // One ops key for every instance: the browser step's set-up (`pnpm ops`, decision 0041) calls
    // the staff api through nginx, and no instance's DATA_DIR/ops-key is where the e2e looks.
    OPS_KEY: 'cluster-test-ops-key-0123456789abcdef',
    ...s3.env,
  };
  // A demo-mode instance migrates and seeds the demo (the checks buy its courses), then stops;
  // the three production instances start together on the seeded database.
  const seeder = await startInstance({ ...env, NODE_ENV: 'development' });
  await stopInstance(seeder);
  const instances = await Promise.all([startInstance(env), startInstance(env), startInstance(env)]);
  // The browser step's instances start at the end, on ports nginx knows from the start.
  const webPorts = [await freePort(), await freePort(), await freePort()];
  const nginx = await startNginx(
    instances.map((i) => i.port),
    site && { api: webPorts, shellDir: site.shellDir, cdnDir: site.cdnDir, s3: loadConfig(env).s3 },
  );
  const base = `http://127.0.0.1:${nginx.all}`;
  console.log(`  nginx :${nginx.all} → api ${instances.map((i) => `:${i.port}`).join(' ')}`);

  // 1. The login limit (10 a minute) counted across instances, not 10 per instance.
  const statuses: number[] = [];
  for (let i = 0; i < 13; i++) {
    const res = await fetch(`${base}/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
      body: JSON.stringify({ email: 'nobody-cluster@example.com', password: 'wrong-password-1' }),
    });
    statuses.push(res.status);
  }
  check(
    statuses.slice(0, 10).every((s) => s !== 429) && statuses.slice(10).every((s) => s === 429),
    `login limit across 3 instances: ${statuses.join(' ')}`,
  );

  // 2. Throughput through nginx, one instance and three.
  const one = await throughput(`http://127.0.0.1:${nginx.one}/v1/welcome`, BENCH_SECONDS, 50);
  const three = await throughput(`${base}/v1/welcome`, BENCH_SECONDS, 50);
  check(one.bad === 0 && three.bad === 0, 'GET /v1/welcome through nginx: every answer 2xx');

  // 3. Money calls at 100 in flight: first 2 000 transfers with every instance up (the figure
  // the cluster is held to), then 1 000 purchases and transfers with one instance SIGKILLed when
  // 40 % are done (the checks that nothing is lost or applied twice).
  const { students, courseIds, freeCourseIds } = await makeStudents(databaseUrl, STUDENTS);
  const steadyOps = transferOps(students, Math.ceil(2000 / STUDENTS), 1);
  const steady = await runOps(base, steadyOps, CONCURRENCY, () => {});
  check(
    steady.results.every((r) => r.status === 200),
    `${steadyOps.length} transfers with every instance up, every answer 200`,
  );
  const ops: Op[] = [];
  const perStudentTransfers = Math.floor(1000 / STUDENTS) - Math.min(2, courseIds.length);
  for (const s of students) {
    for (const courseId of courseIds.slice(0, 2)) {
      ops.push({
        kind: 'purchase',
        path: `/v1/courses/${courseId}/purchase`,
        token: s.token,
        body: { pay_by: 'wallet' },
        key: randomUUID(),
        userId: s.id,
        courseId,
      });
    }
  }
  ops.push(...transferOps(students, perStudentTransfers, 10));
  ops.sort(() => Math.random() - 0.5);
  const victim = instances[1];
  let killedAt = 0;
  const run = await runOps(base, ops, CONCURRENCY, (done) => {
    if (!killedAt && done >= ops.length * 0.4 && victim) {
      killedAt = done;
      victim.child.kill('SIGKILL');
    }
  });
  const ok = run.results.filter((r) => r.status === 200);
  const byStatus = new Map<number, number>();
  for (const r of run.results) byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1);
  const retried = run.results.filter((r) => r.retries > 0);
  check(
    ok.length === ops.length,
    `${ops.length} money calls, answers: ${[...byStatus].map(([s, n]) => `${s}×${n}`).join(', ')}`,
  );
  const result = await verify(databaseUrl, {
    transferKeys: [...steady.results, ...ok].filter((r) => r.op.kind === 'transfer').map((r) => r.op.key),
    purchases: ok
      .filter((r) => r.op.kind === 'purchase')
      .map((r) => ({ userId: r.op.userId, courseId: r.op.courseId ?? 0 })),
  });
  check(result.mismatches === 0, `every wallet equals its ledger (${result.walletsChecked} wallets)`);
  check(result.lostTransfers === 0 && result.lostPurchases === 0, 'no acknowledged operation lost');
  check(result.duplicatedTransfers === 0, 'no retried transfer applied twice');
  const [writer, reader] = [instances[0], instances[2]];
  const student = students[0];
  if (writer && reader && student) {
    check(
      await uploadAcross(writer.port, reader.port, student.token),
      'an avatar uploaded through one instance is read through another (S3)',
    );
  }
  const freeCourse = freeCourseIds[0];
  if (writer && reader && student && freeCourse) {
    const drop = await cacheDroppedAcross(writer.port, reader.port, student.token, freeCourse);
    check(
      drop.ok,
      `a join through one instance shows in another's cached course page within its second (users_count ${drop.before} → ${drop.after} in ${drop.ms ?? -1} ms)`,
    );
  }
  const after = await Promise.all(
    Array.from({ length: 20 }, () => fetch(`${base}/v1/app`).then((r) => r.status)),
  );
  check(
    after.every((s) => s === 200),
    'the two remaining instances serve on',
  );

  // 4. The e2e journeys in Chromium through nginx: the front end from nginx's files, /v1 over
  // three instances of their own with RATE_LIMITS=0, as the e2e suite runs (every test registers
  // from 127.0.0.1; the limits are counted in check 1). The api serves no static file here.
  let e2eLine = '';
  if (site) {
    const webEnv = {
      ...env,
      RATE_LIMITS: '0',
      DEPLOY_ROOT: join(site.cdnDir, 'remotes'),
      SHELL_DIST: join(site.cdnDir, 'no-shell-here'),
    };
    await Promise.all(webPorts.map((port) => startInstance(webEnv, port)));
    console.log(
      `  nginx :${nginx.web} → front end files, /v1 → api ${webPorts.map((p) => `:${p}`).join(' ')}`,
    );
    const e2e = await runE2e(`http://127.0.0.1:${nginx.web}`, env);
    for (const r of e2e.results) check(r.ok, `e2e ${r.title}`);
    e2eLine = `  e2e ${E2E_SPECS.join(', ')}: ${e2e.results.filter((r) => r.ok).length}/${e2e.results.length} passed in ${e2e.seconds.toFixed(0)} s`;
  }

  const latencies = run.results.map((r) => r.ms);
  const steadyMs = steady.results.map((r) => r.ms);
  console.log('\n  figures');
  console.log(`  GET /v1/welcome via nginx, 1 instance : ${one.rps} req/s, p99 ${one.p99} ms`);
  console.log(`  GET /v1/welcome via nginx, 3 instances: ${three.rps} req/s, p99 ${three.p99} ms`);
  console.log(
    `  ${steadyOps.length} transfers, every instance up, ${CONCURRENCY} in flight: ${(steadyOps.length / steady.seconds).toFixed(0)} calls/s, p50 ${percentile(steadyMs, 50).toFixed(0)} ms, p99 ${percentile(steadyMs, 99).toFixed(0)} ms`,
  );
  console.log(
    `  ${ops.length} money calls, one instance killed, ${CONCURRENCY} in flight: ${(ops.length / run.seconds).toFixed(0)} calls/s, p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms`,
  );
  console.log(
    `  SIGKILL after ${killedAt} calls: ${retried.length} calls re-sent (same Idempotency-Key), max ${Math.max(0, ...retried.map((r) => r.retries))} retries, slowest re-sent call ${Math.max(0, ...retried.map((r) => r.ms)).toFixed(0)} ms`,
  );
  if (e2eLine) console.log(e2eLine);
}

main()
  .catch((err) => {
    console.error(err);
    failures.push(String(err));
  })
  .finally(async () => {
    await stopAll();
    await s3Stop?.();
    siteStop?.();
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    console.log(`\n  ${passed} passed, ${failures.length} failed (${seconds} s)`);
    console.log(failures.length ? `  cluster test FAILED (${failures.length})` : '  cluster test passed');
    process.exit(failures.length ? 1 : 0);
  });
