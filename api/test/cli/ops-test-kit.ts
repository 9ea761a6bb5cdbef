import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { runOps } from '../../src/cli/ops-commands';
import type { Db } from '../../src/db/index';
import { users } from '../../src/db/schema/index';
import { createTestDb } from '../support/app';

/** What one `pnpm ops …` call printed and its exit code. */
export interface OpsRun {
  code: number;
  lines: string[];
  out: string;
  errors: string;
}

/** Runs ops commands against the database `db()` returns at call time, capturing their output. */
export function opsOn(db: () => Db) {
  return async (...argv: string[]): Promise<OpsRun> => {
    const lines: string[] = [];
    const errors: string[] = [];
    const code = await runOps(argv, db(), { log: (l) => lines.push(l), error: (l) => errors.push(l) });
    return { code, lines, out: lines.join('\n'), errors: errors.join('\n') };
  };
}

/**
 * The set-up the ops command tests share: a fresh database for the file (in-memory PGlite, or a new
 * database on TEST_DATABASE_URL), `ops(...argv)`, and `student(email, name)` made through `create-user`.
 */
export function useOpsDb() {
  let handle: Awaited<ReturnType<typeof createTestDb>> | undefined;
  beforeAll(async () => {
    handle = await createTestDb();
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
  });
  const db = (): Db => {
    if (!handle) throw new Error('the ops test database is opened in beforeAll');
    return handle.db;
  };
  const ops = opsOn(db);
  async function student(email: string, name: string) {
    const made = await ops('create-user', '--email', email, '--name', name);
    expect(made.code, made.errors).toBe(0);
    const [user] = await db().select().from(users).where(eq(users.email, email));
    return user!;
  }
  return { db, ops, student };
}
