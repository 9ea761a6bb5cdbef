import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { seedBase } from '../../src/cli/seed';
import { repoRoot } from '../../src/config';
import { createDb, type Db } from '../../src/db/index';
import { enrolments } from '../../src/db/schema/index';
import { issueToken } from '../../src/domain/auth/tokens';
import { auditWallets, credit } from '../../src/domain/ledger/index';
import { makeUser, TEST_DATABASE_URL } from '../domain/_support/db';
import { makeCourse } from '../domain/_support/fixtures';

// Issue 8: the server killed with SIGKILL in the middle of concurrent purchases. After a restart
// no acknowledged purchase is lost, every wallet still sums, and a retry of an acknowledged
// purchase (same Idempotency-Key) charges nothing again.
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(repoRoot, 'api'),
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'error', RATE_LIMITS: '0', PORT: String(port), ...env },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 900; i++) {
    if (child.exitCode !== null) throw new Error('server exited');
    if (
      await fetch(`${url}/v1/app`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, url };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.on('exit', () => resolve());
    child.kill('SIGKILL');
  });

interface Prepared {
  tokens: string[];
  userIds: number[];
  courseIds: number[];
}

async function prepare(db: Db): Promise<Prepared> {
  await seedBase(db);
  const userIds: number[] = [];
  const tokens: string[] = [];
  for (let i = 0; i < 6; i++) {
    const id = await makeUser(db);
    userIds.push(id);
    tokens.push((await issueToken(db, id)).token);
    await credit(db, { userId: id, amount: 1_000_000, type: 'recharge' });
  }
  const courseIds: number[] = [];
  for (let i = 0; i < 20; i++) courseIds.push((await makeCourse(db, { price: 1_000 + i })).id);
  return { tokens, userIds, courseIds };
}

async function crashDuringPurchases(
  open: () => Promise<{ db: Db; close: () => Promise<void> }>,
  env: Record<string, string>,
) {
  const first = await open();
  const p = await prepare(first.db);
  await first.close();

  const { child, url } = await startServer(env);
  const acked: { user: number; course: number; key: string }[] = [];
  const fire = async (user: number, course: number) => {
    const key = `crash-${user}-${course}`;
    try {
      const res = await fetch(`${url}/v1/courses/${p.courseIds[course]}/purchase`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${p.tokens[user]}`,
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        body: JSON.stringify({ pay_by: 'wallet' }),
      });
      if (res.status === 200) acked.push({ user, course, key });
    } catch {
      // cut off by the kill: not acknowledged
    }
  };
  const all: Promise<void>[] = [];
  for (let course = 0; course < p.courseIds.length; course++) {
    for (let user = 0; user < p.tokens.length; user++) all.push(fire(user, course));
  }
  // Kill once some purchases were acknowledged and others are still in flight.
  for (let i = 0; i < 300 && acked.length < 15; i++) await new Promise((r) => setTimeout(r, 10));
  await killed(child);
  await Promise.all(all);
  expect(acked.length).toBeGreaterThan(0);

  const after = await open();
  try {
    for (const a of acked) {
      const [row] = await after.db
        .select()
        .from(enrolments)
        .where(
          and(eq(enrolments.userId, p.userIds[a.user]!), eq(enrolments.courseId, p.courseIds[a.course]!)),
        );
      expect(row, `acknowledged purchase ${a.key} survives the crash`).toBeDefined();
    }
    const audit = await auditWallets(after.db);
    expect(audit.mismatches).toEqual([]);
  } finally {
    await after.close();
  }

  // Restarted, a retry of an acknowledged purchase replays without charging.
  const again = await startServer(env);
  try {
    const a = acked[0]!;
    const retry = await fetch(`${again.url}/v1/courses/${p.courseIds[a.course]}/purchase`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${p.tokens[a.user]}`,
        'content-type': 'application/json',
        'idempotency-key': a.key,
      },
      body: JSON.stringify({ pay_by: 'wallet' }),
    });
    expect(retry.status).toBe(200);
  } finally {
    await killed(again.child);
  }
  const last = await open();
  try {
    expect((await auditWallets(last.db)).mismatches).toEqual([]);
  } finally {
    await last.close();
  }
}

describe('SIGKILL during concurrent purchases', () => {
  it('PGlite: nothing acknowledged is lost, every wallet sums', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'api-crash-'));
    dirs.push(dataDir);
    await crashDuringPurchases(() => createDb({ dataDir }), {
      DATA_DIR: dataDir,
      APP_SECRET: 'c'.repeat(40),
    });
  }, 300_000);

  it.skipIf(!TEST_DATABASE_URL)(
    'PostgreSQL: nothing acknowledged is lost, every wallet sums',
    async () => {
      const name = `t_crash_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const dataDir = mkdtempSync(join(tmpdir(), 'api-crash-pg-'));
      dirs.push(dataDir);
      try {
        await crashDuringPurchases(() => createDb({ databaseUrl: url.toString() }), {
          DATABASE_URL: url.toString(),
          DATA_DIR: dataDir,
          APP_SECRET: 'c'.repeat(40),
        });
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
    300_000,
  );
});
