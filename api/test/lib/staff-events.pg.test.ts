import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../../src/db/index';
import { announceStaffEvent, onStaffEvent, type StaffEventKind } from '../../src/domain/staff-events/index';
import { startCacheBus } from '../../src/lib/cache-bus';
import { TEST_DATABASE_URL } from '../domain/_support/db';

// Decision 0036: a staff event announced on one instance reaches the open staff pages of every
// other instance, over PostgreSQL NOTIFY (the cache bus), and once on the one that announced it.
describe.skipIf(!TEST_DATABASE_URL)('staff events across instances on one PostgreSQL', () => {
  let name = '';
  let handles: DbHandle[] = [];
  const stops: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    name = `t_staffev_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(TEST_DATABASE_URL ?? '');
    u.pathname = `/${name}`;
    handles = await Promise.all([1, 2].map(() => createDb({ databaseUrl: u.toString(), poolSize: 2 })));
    for (const h of handles) stops.push(await startCacheBus(h.db, { databaseUrl: u.toString() }));
  });

  afterAll(async () => {
    await Promise.all(stops.map((s) => s()));
    await Promise.all(handles.map((h) => h.close()));
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('reaches the other instance once, and the announcing one once', async () => {
    const [a, b] = handles as [DbHandle, DbHandle];
    const onA: StaffEventKind[] = [];
    const onB: StaffEventKind[] = [];
    const stopA = onStaffEvent(a.db, (k) => onA.push(k));
    const reachedB = new Promise<void>((resolve) => {
      onStaffEvent(b.db, (k) => {
        onB.push(k);
        resolve();
      });
    });
    announceStaffEvent(a.db, 'topups');
    await reachedB;
    // A moment for a stray echo of its own NOTIFY to arrive at A (it must be ignored).
    await new Promise((r) => setTimeout(r, 300));
    expect(onA).toEqual(['topups']);
    expect(onB).toEqual(['topups']);
    stopA();
  });
});
