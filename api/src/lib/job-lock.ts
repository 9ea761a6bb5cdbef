import { sql } from 'drizzle-orm';
import type { Db } from '../db/index';
import type { Tx } from '../db/types';

/** Keys of the periodic jobs' advisory locks (any constants, distinct from the migration lock). */
export const JOB_LOCKS = { examSweep: 724_300_201 } as const;

/**
 * Runs a periodic job on one instance at a time: a transaction-level advisory lock, tried without
 * waiting, so the instance that gets it runs the job and the others skip this tick. The lock ends
 * with the transaction, or with the connection when the instance dies, so a crashed instance never
 * keeps it and another runs the next tick. Returns null when another instance held it.
 */
export async function runExclusive<T>(db: Db, key: number, job: (tx: Tx) => Promise<T>): Promise<T | null> {
  return db.transaction(async (tx) => {
    const res = (await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as got`)) as unknown as {
      rows: { got: boolean }[];
    };
    if (!res.rows[0]?.got) return null;
    return job(tx);
  });
}
