import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { createOpsClient } from '../../src/cli/ops-client';
import { type OpsContext, runOps, splitAs } from '../../src/cli/ops-commands';
import type { Db } from '../../src/db/index';
import { users } from '../../src/db/schema/index';
import { createTestApp, TEST_OPS_KEY, type TestApp } from '../support/app';
import { makeStaff } from '../support/staff';

/** What one `pnpm ops …` call printed and its exit code. */
export interface OpsRun {
  code: number;
  lines: string[];
  out: string;
  errors: string;
}

export const OPS_KEY = TEST_OPS_KEY;

/**
 * Runs ops commands as `pnpm ops` does: over HTTP against the listening app at `base()` with the
 * ops key, as `as` unless the line says --as; create-admin alone on `db()`.
 */
export function opsOn(
  db: () => Db,
  base: () => string = () => {
    throw new Error('this test runs only database commands of pnpm ops');
  },
  as: () => string = () => '',
) {
  return async (...line: string[]): Promise<OpsRun> => {
    const lines: string[] = [];
    const errors: string[] = [];
    const { argv, as: given } = splitAs(line);
    const code = await runOps(
      argv,
      {
        // Decision 0051: only create-admin may open the database; any other command doing so fails here.
        db: async () => {
          if (argv[0] !== 'create-admin')
            throw new Error(`${argv[0]} opened the database instead of the api`);
          return db();
        },
        api: () => createOpsClient({ baseUrl: base(), key: OPS_KEY, as: given ?? as() }),
      },
      { log: (l) => lines.push(l), error: (l) => errors.push(l) },
    );
    return { code, lines, out: lines.join('\n'), errors: errors.join('\n') };
  };
}

/** Runs ops commands with a context made at call time (e.g. test/support/ops.ts opsContextOf). */
export function opsWith(ctx: () => Promise<OpsContext>) {
  return async (...argv: string[]): Promise<OpsRun> => {
    const lines: string[] = [];
    const errors: string[] = [];
    const code = await runOps(argv, await ctx(), { log: (l) => lines.push(l), error: (l) => errors.push(l) });
    return { code, lines, out: lines.join('\n'), errors: errors.join('\n') };
  };
}

/**
 * The set-up the ops command tests share: a real app listening on 127.0.0.1 (in-memory PGlite,
 * or a new database on TEST_DATABASE_URL) with an ops key and an admin, `ops(...argv)` acting as
 * that admin, and `student(email, name)` made through `create-user`.
 */
export function useOpsDb() {
  let t: TestApp | undefined;
  let url = '';
  let adminEmail = '';
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    adminEmail = (await makeStaff(t.db, 'admin', { name: 'مدير العمليات' })).email;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });
  const db = (): Db => {
    if (!t) throw new Error('the ops test app is started in beforeAll');
    return t.db;
  };
  const ops = opsOn(
    db,
    () => url,
    () => adminEmail,
  );
  async function student(email: string, name: string) {
    const made = await ops('create-user', '--email', email, '--name', name);
    expect(made.code, made.errors).toBe(0);
    const [user] = await db().select().from(users).where(eq(users.email, email));
    return user!;
  }
  return { db, ops, student, admin: () => adminEmail, baseUrl: () => url };
}
