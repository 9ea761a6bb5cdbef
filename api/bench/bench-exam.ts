/**
 * pnpm bench:exam — exam night, time-compressed (issue 35). N students sign in and start the same
 * exam within START_S seconds (default 60: the issue's one minute), save an answer every SAVE_S
 * seconds, and submit just before their deadline; one in twenty buys a lecture meanwhile. N grows
 * (BENCH_EXAM_N, default 200,400,800,1200,1600,2000,2400)
 * until p99 > 200 ms or an error; printed per database (PGlite, then PostgreSQL when installed):
 * the largest N that held. After each round the database is checked: every acknowledged answer is
 * stored as acknowledged, and every student has exactly one session, submitted.
 *
 * The exam lasts BENCH_EXAM_MINUTES (default 1) instead of an hour: the rates per student are the
 * real ones (an answer every 5 s), the evening is shorter. The server runs in a child process.
 * BENCH_EXAM_DB=cluster: the students go through nginx to the three api instances of
 * `pnpm test:cluster` (PostgreSQL, Redis; api/test/cluster/services.ts); the child prepares and
 * checks each round on the same database. Run it as `pnpm bench:exam:cluster` (it installs them).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { type Prepared, type Saved, STUDENT_PASSWORD, serveExamNight } from './exam-night-serve';

const NS = (process.env.BENCH_EXAM_N ?? '200,400,800,1200,1600,2000,2400').split(',').map(Number);
const MINUTES = Number(process.env.BENCH_EXAM_MINUTES ?? 1);
// The issue's exam night: every student starts within one minute.
const START_S = Number(process.env.BENCH_EXAM_START_S ?? 60);
// BENCH_EXAM_DB=pglite|postgres: one database only (a long run of large N); cluster: three instances.
const DB = process.env.BENCH_EXAM_DB ?? 'both';
const SAVE_S = 5;
const P99_MS = 200;

type Call = 'login' | 'start' | 'save' | 'submit' | 'purchase';
interface Round {
  n: number;
  latencies: Record<Call, number[]>;
  errors: string[];
  problems: string[];
  /** The api process's CPU time for the round (its own work and PGlite's, not PostgreSQL's). */
  cpuMs: number;
}

// node:http with kept-alive sockets rather than fetch: fetch cost the load generator ~1.5 ms of
// CPU a call on the two cores it shares with the api (test:cluster's figure).
const agent = new http.Agent({ keepAlive: true, maxSockets: 2048 });

function postJson(url: string, body: object, token?: string) {
  const text = JSON.stringify(body);
  return new Promise<{ status: number; json: Record<string, unknown> }>((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          let json: Record<string, unknown> = {};
          try {
            json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {}
          resolve({ status: res.statusCode ?? 0, json });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const p99 = (xs: number[]) => {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * 0.99))] ?? 0;
};

function ask<T>(child: ChildProcess, message: object, reply: string): Promise<T> {
  return new Promise((resolve) => {
    const on = (m: { op: string }) => {
      if (m.op === reply) {
        child.off('message', on);
        resolve(m as T);
      }
    };
    child.on('message', on);
    child.send(message);
  });
}

/** The instances the students call: the child's own (one instance), or nginx's (the cluster). */
interface Target {
  port?: number;
  /** The api processes whose CPU a round counts (the cluster's); none: the child counts its own. */
  pids?: number[];
}

async function student(p: Prepared, i: number, round: Round, saved: Saved, target: Target): Promise<void> {
  const base = `http://127.0.0.1:${target.port ?? p.port}/v1`;
  const email = p.emails[i] as string;
  const timed = async (call: Call, path: string, body: object, token?: string) => {
    const t0 = performance.now();
    const res = await postJson(`${base}${path}`, body, token).catch((err: Error) => ({
      status: 0,
      json: { error: err.message } as Record<string, unknown>,
    }));
    round.latencies[call].push(performance.now() - t0);
    const ok = res.status >= 200 && res.status < 300;
    if (!ok) round.errors.push(`${call} ${res.status} ${JSON.stringify(res.json).slice(0, 120)}`);
    return ok ? res.json : null;
  };
  await sleep(Math.random() * START_S * 1000);
  const login = await timed('login', '/login', { email, password: STUDENT_PASSWORD });
  const token = login?.token as string | undefined;
  if (!token) return;
  const started = await timed('start', '/exams/session', { exam_id: p.examId }, token);
  const session = (started?.data as { token?: string; remaining_seconds?: number } | undefined) ?? {};
  if (!session.token) return;
  saved.sessions[email] = session.token;
  const deadline = Date.now() + (session.remaining_seconds ?? MINUTES * 60) * 1000;
  let buyAt = i % 20 === 0 ? Date.now() + Math.random() * 20_000 : Number.POSITIVE_INFINITY;
  let seq = 0;
  // Each student on their own 5 s beat, offset at random so the saves spread out.
  await sleep(Math.random() * SAVE_S * 1000);
  while (Date.now() + SAVE_S * 1000 < deadline - 2000) {
    const q = p.questions[seq % p.questions.length] as Prepared['questions'][number];
    const answerId = q.answerIds[Math.floor(Math.random() * q.answerIds.length)] as number;
    seq += 1;
    const ok = await timed(
      'save',
      '/exams/session/answers',
      { session_token: session.token, answers: [{ question_id: q.id, chosen_answer: answerId, seq }] },
      token,
    );
    if (ok) saved.answers[`${email} ${q.id}`] = answerId;
    if (Date.now() > buyAt) {
      buyAt = Number.POSITIVE_INFINITY;
      await timed('purchase', `/lectures/${p.lectureId}/purchase`, { pay_by: 'wallet' }, token);
    }
    await sleep(SAVE_S * 1000);
  }
  await sleep(Math.max(0, deadline - 1500 - Date.now()));
  await timed('submit', '/exams/session/submit', { session_token: session.token, answers: [] }, token);
}

/** utime + stime of a process in ms (Linux's /proc; clock ticks of 10 ms). */
function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function runRound(child: ChildProcess, n: number, target: Target): Promise<Round> {
  const { p } = await ask<{ p: Prepared }>(child, { op: 'prepare', n, minutes: MINUTES }, 'prepared');
  const round: Round = {
    n,
    latencies: { login: [], start: [], save: [], submit: [], purchase: [] },
    errors: [],
    problems: [],
    cpuMs: 0,
  };
  const saved: Saved = { answers: {}, sessions: {} };
  const cpuBefore = (target.pids ?? []).map(cpuOf);
  await Promise.all(p.emails.map((_, i) => student(p, i, round, saved, target)));
  const cpuCluster = (target.pids ?? []).reduce((sum, pid, k) => sum + cpuOf(pid) - (cpuBefore[k] ?? 0), 0);
  const v = await ask<{ problems: string[]; cpuMs: number }>(
    child,
    { op: 'verify', examId: p.examId, saved },
    'verified',
  );
  round.problems = v.problems;
  round.cpuMs = target.pids ? cpuCluster : v.cpuMs;
  return round;
}

const all = (r: Round) => Object.values(r.latencies).flat();
const held = (r: Round) => r.errors.length === 0 && r.problems.length === 0 && p99(all(r)) <= P99_MS;

async function runBackend(
  databaseUrl: string | null,
  label: string,
  targetOf: () => Promise<Target> = async () => ({}),
): Promise<number> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve', ...(databaseUrl ? [databaseUrl] : [])], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let best = 0;
  try {
    await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
    });
    // The child has migrated the database: the cluster's instances start on it now.
    const target = await targetOf();
    for (const n of NS) {
      const r = await runRound(child, n, target);
      const cells = (Object.keys(r.latencies) as Call[])
        .map((c) => `${c} ${r.latencies[c].length}× p99 ${p99(r.latencies[c]).toFixed(0)}`)
        .join(', ');
      const calls = all(r).length;
      console.log(`${label} N=${n}: p99 ${p99(all(r)).toFixed(0)} ms; ${cells}`);
      console.log(
        `  api CPU${target.pids ? ` (${target.pids.length} instances)` : ''} ${(r.cpuMs / 1000).toFixed(1)} s for ${calls} calls = ${(r.cpuMs / calls).toFixed(2)} ms a call; checks ${r.problems.length ? 'FAILED' : 'ok'}`,
      );
      for (const e of [...new Set(r.errors)].slice(0, 5)) console.log(`  error: ${e}`);
      for (const e of r.problems) console.log(`  CHECK FAILED: ${e}`);
      if (r.problems.length) process.exitCode = 1;
      if (!held(r)) break;
      best = n;
    }
  } finally {
    child.send({ op: 'stop' });
    await new Promise((r) => child.once('exit', r));
  }
  return best;
}

async function main() {
  const guard = setTimeout(
    () => {
      console.error('bench:exam took too long, stopping');
      process.exit(1);
    },
    NS.length * 2 * (MINUTES * 60 + START_S + 60) * 1000 + 120_000,
  );
  console.log(`\nexam night: ${MINUTES}-minute exam, starts within ${START_S} s, a save every ${SAVE_S} s\n`);
  if (DB === 'cluster') return runCluster(guard);
  const pglite = DB === 'postgres' ? null : await runBackend(null, 'PGlite');
  // @ts-expect-error plain JavaScript helper of the workspace scripts (no types).
  const { startPostgres } = await import('../../scripts/lib/postgres.mjs');
  const pg: { url: string; stop: () => void } | null = DB === 'pglite' ? null : await startPostgres();
  let postgres: number | null = null;
  try {
    if (pg && DB !== 'pglite') postgres = await runBackend(pg.url, 'PostgreSQL');
  } finally {
    pg?.stop();
  }
  clearTimeout(guard);
  console.log(`\nlargest N with p99 <= ${P99_MS} ms and no error, one instance:`);
  console.log(`  PGlite      ${pglite ?? 'not run'}`);
  console.log(`  PostgreSQL  ${postgres ?? (DB === 'pglite' ? 'not run' : 'not installed')}`);
}

/** Three production instances behind nginx on one PostgreSQL and Redis, as `pnpm test:cluster`. */
async function runCluster(guard: NodeJS.Timeout): Promise<void> {
  const services = await import('../test/cluster/services');
  let best = 0;
  try {
    const databaseUrl = await services.startPg();
    const env = {
      ...services.instanceEnv(databaseUrl, await services.startRedis()),
      // Every simulated student signs in from 127.0.0.1 (the login limit is per address).
      RATE_LIMITS: '0',
    };
    best = await runBackend(databaseUrl, 'cluster (3 instances, PostgreSQL)', async () => {
      const instances = await Promise.all([0, 1, 2].map(() => services.startInstance(env)));
      const nginx = await services.startNginx(instances.map((i) => i.port));
      return { port: nginx.all, pids: instances.map((i) => i.child.pid ?? 0) };
    });
  } finally {
    await services.stopAll();
  }
  clearTimeout(guard);
  console.log(`\nlargest N with p99 <= ${P99_MS} ms and no error, three instances behind nginx: ${best}`);
}

if (process.argv.includes('--serve')) {
  const url = process.argv[process.argv.indexOf('--serve') + 1];
  serveExamNight(url?.startsWith('postgres') ? url : null).catch((err) => {
    console.error(err);
    process.exit(1);
  });
} else {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
