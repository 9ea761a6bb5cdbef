import { randomBytes } from 'node:crypto';
import type { Db, DbHandle } from '../../../src/db/index';
import { users } from '../../../src/db/schema/index';
import { createPgliteTestDb, createServerTestDb } from '../../support/app';

/** The PostgreSQL suites run only where the lead's test script (or CI) started a server. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export type DbFactory = () => Promise<DbHandle>;

/** In-memory PGlite with every migration applied. */
export const pgliteFactory: DbFactory = () => createPgliteTestDb();

/**
 * A throw-away database on the PostgreSQL server of TEST_DATABASE_URL, dropped on close, so
 * test files never see each other's rows.
 */
export const postgresFactory: DbFactory = async () => {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  return createServerTestDb(TEST_DATABASE_URL, 't_money', 20);
};

let seq = 0;
/** A bare user row (no password check happens in domain tests). */
export async function makeUser(db: Db, name = 'طالب'): Promise<number> {
  seq += 1;
  const [row] = await db
    .insert(users)
    .values({
      name,
      email: `u${Date.now()}-${seq}-${randomBytes(3).toString('hex')}@example.com`,
      passwordHash: 'x',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert failed');
  return row.id;
}

/** Settles every promise and counts fulfilled ones and rejection codes. */
export async function tally<T>(promises: Promise<T>[]) {
  const results = await Promise.allSettled(promises);
  const ok = results.filter((r) => r.status === 'fulfilled') as PromiseFulfilledResult<T>[];
  const codes: Record<string, number> = {};
  for (const r of results) {
    if (r.status === 'rejected') {
      const code = (r.reason as { code?: string }).code ?? String(r.reason);
      codes[code] = (codes[code] ?? 0) + 1;
    }
  }
  return { ok: ok.map((r) => r.value), codes };
}
