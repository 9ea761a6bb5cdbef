import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOpsClient } from '../../src/cli/ops-client';
import { runOps } from '../../src/cli/ops-commands';
import { auditLog, users } from '../../src/db/schema/index';
import { createTestDb } from '../support/app';
import { makeStaff } from '../support/staff';
import { OPS_KEY, useOpsDb } from './ops-test-kit';

// Decision 0041: pnpm ops is a client of the running server's staff api, with its ops key and
// the admin named by --as; create-admin alone writes the database.
describe('pnpm ops through the staff api', () => {
  const { db, ops, student, admin, baseUrl } = useOpsDb();

  it('records the --as admin in the audit log of what it did', async () => {
    const s = await student('audited@example.com', 'طالب مراجع');
    expect((await ops('message', s.email, '--title', 'مرحبا')).code).toBe(0);
    const [row] = await db().select().from(auditLog).where(eq(auditLog.action, 'message.send'));
    const [me] = await db().select().from(users).where(eq(users.email, admin()));
    expect(row).toMatchObject({ actorId: me!.id, actorRole: 'admin', userAgent: 'pnpm-ops' });
  });

  it("is refused with a wrong key or an --as that is no admin's", async () => {
    const run = (key: string, as: string) =>
      runOps(
        ['topups'],
        { db: async () => db(), api: () => createOpsClient({ baseUrl: baseUrl(), key, as }) },
        { log: () => {}, error: (l) => errors.push(l) },
      );
    const errors: string[] = [];
    expect(await run('x'.repeat(40), admin())).toBe(1);
    const assistant = await makeStaff(db(), 'assistant');
    expect(await run(OPS_KEY, assistant.email)).toBe(1);
    expect(await run(OPS_KEY, 'nobody@example.com')).toBe(1);
    expect(errors.every((e) => e.includes('did not take the ops key'))).toBe(true);
    expect((await ops('topups')).code).toBe(0);
  });

  it('says the server is not running instead of failing obscurely', async () => {
    const code = await runOps(
      ['topups'],
      {
        db: async () => db(),
        api: () => createOpsClient({ baseUrl: 'http://127.0.0.1:9', key: OPS_KEY, as: admin() }),
      },
      { log: () => {}, error: (l) => expect(l).toMatch(/no server answers at http:\/\/127\.0\.0\.1:9/) },
    );
    expect(code).toBe(1);
  });

  it('an ops key is worth nothing outside /v1/staff', async () => {
    const res = await fetch(`${baseUrl()}/v1/profile`, {
      headers: { authorization: `Ops ${OPS_KEY}`, 'x-ops-as': admin() },
    });
    expect(res.status).toBe(401);
  });
});

describe('pnpm ops create-admin', () => {
  it('makes the first admin in the database, then refuses a second', async () => {
    const handle = await createTestDb();
    try {
      const lines: string[] = [];
      const errors: string[] = [];
      const ctx = {
        db: async () => handle.db,
        api: () => {
          throw new Error('create-admin never calls the api');
        },
      };
      const out = { log: (l: string) => lines.push(l), error: (l: string) => errors.push(l) };
      expect(
        await runOps(['create-admin', '--email', 'Boss@Centre.test', '--name', 'المدير'], ctx, out),
      ).toBe(0);
      expect(lines[0]).toMatch(/^created admin \d+ boss@centre\.test$/);
      expect(lines[1]).toMatch(/^password: \S{12,}$/);
      const [u] = await handle.db.select().from(users).where(eq(users.email, 'boss@centre.test'));
      expect(u).toMatchObject({ staffRole: 'admin', groupId: 1, mustSetPassword: true });
      expect(await runOps(['create-admin', '--email', 'two@centre.test', '--name', 'ثان'], ctx, out)).toBe(1);
      expect(errors.join('\n')).toContain('an admin exists already (boss@centre.test)');
      expect(await runOps(['create-admin', '--name', 'بلا بريد'], ctx, out)).toBe(2);
    } finally {
      await handle.close();
    }
  });
});
