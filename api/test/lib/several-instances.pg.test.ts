import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../../src/db/index';
import { getAppData, updateSettings } from '../../src/domain/settings/index';
import { startCacheBus } from '../../src/lib/cache-bus';
import { JOB_LOCKS, runExclusive } from '../../src/lib/job-lock';
import { TEST_DATABASE_URL } from '../domain/_support/db';

// Three "instances" (pools) on one PostgreSQL database: what several api processes share.
describe.skipIf(!TEST_DATABASE_URL)('several instances on one PostgreSQL', () => {
  let url = '';
  let name = '';
  let handles: DbHandle[] = [];

  beforeAll(async () => {
    name = `t_cluster_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(TEST_DATABASE_URL ?? '');
    u.pathname = `/${name}`;
    url = u.toString();
    // Started together: the migration advisory lock lets one migrate, the others find it done.
    handles = await Promise.all([1, 2, 3].map(() => createDb({ databaseUrl: url, poolSize: 4 })));
  });

  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('migrates once when three start at once', async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    const { rows } = await c.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    const applied = rows[0].n as number;
    await c.end();
    expect(applied).toBeGreaterThan(0);
    const files = (await import('node:fs')).readdirSync(
      (await import('../../src/db/migrations-folder')).migrationsFolder,
    );
    expect(applied).toBe(files.filter((f) => f.endsWith('.sql')).length);
  });

  it('runs a periodic job on one instance per tick', async () => {
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    let runs = 0;
    const job = async () => {
      runs++;
      await held;
      return 'ran';
    };
    const [a, b, c] = handles.map((h) => h.db);
    const first = runExclusive(a as never, JOB_LOCKS.examSweep, job);
    await new Promise((r) => setTimeout(r, 200));
    const others = await Promise.all([
      runExclusive(b as never, JOB_LOCKS.examSweep, job),
      runExclusive(c as never, JOB_LOCKS.examSweep, job),
    ]);
    expect(others).toEqual([null, null]);
    release();
    expect(await first).toBe('ran');
    expect(runs).toBe(1);
    // Free again once the holder's transaction ended.
    expect(await runExclusive(b as never, JOB_LOCKS.examSweep, async () => 'next')).toBe('next');
  });

  it('a crashed holder does not keep the job from the others', async () => {
    const crashed = new pg.Client({ connectionString: url });
    crashed.on('error', () => {});
    await crashed.connect();
    await crashed.query('begin');
    await crashed.query('select pg_advisory_xact_lock($1)', [JOB_LOCKS.examSweep]);
    expect(await runExclusive(handles[0]?.db as never, JOB_LOCKS.examSweep, async () => 1)).toBeNull();
    const { rows } = await crashed.query('select pg_backend_pid() as pid');
    const killer = new pg.Client({ connectionString: url });
    await killer.connect();
    await killer.query('select pg_terminate_backend($1)', [rows[0].pid]);
    await killer.end();
    // pg_terminate_backend only signals: the lock goes when the backend has exited, a moment later.
    await expect
      .poll(() => runExclusive(handles[0]?.db as never, JOB_LOCKS.examSweep, async () => 1), {
        timeout: 5000,
      })
      .toBe(1);
  });

  it("drops the other instances' public caches at once (LISTEN/NOTIFY)", async () => {
    const [a, b] = handles.map((h) => h.db);
    if (!a || !b) throw new Error('no handles');
    let dropped = 0;
    const stopA = await startCacheBus(a, { databaseUrl: url });
    const stopB = await startCacheBus(b, { databaseUrl: url, onRemoteDrop: () => dropped++ });
    try {
      const before = await getAppData(b);
      const message = `مرحبا ${randomBytes(3).toString('hex')}`;
      await updateSettings(a, { general_announcement: message });
      await expect.poll(() => dropped, { timeout: 900 }).toBe(1);
      const after = await getAppData(b);
      expect(after).not.toBe(before);
      expect(JSON.stringify(after)).toContain(message);
    } finally {
      await stopA();
      await stopB();
    }
  });
});
