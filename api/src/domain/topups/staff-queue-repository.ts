import type { TOPUP_STATUSES } from '@app/shared-contracts/schemas';
import { and, asc, count, desc, eq, ilike, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { topupRequests, users } from '../../db/schema/index';

// The staff's review queue (issue 32): mobile-wallet and manual top-ups, never gateway orders.

export interface QueueFilter {
  status: (typeof TOPUP_STATUSES)[number];
  /** the student's name or phone, or the payer's number */
  q?: string | undefined;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(f: QueueFilter) {
  const like = f.q ? `%${escapeLike(f.q)}%` : null;
  return and(
    eq(topupRequests.status, f.status),
    isNull(topupRequests.provider),
    like
      ? or(ilike(users.name, like), ilike(users.phone, like), ilike(topupRequests.payerNumber, like))
      : undefined,
  );
}

/** A page of the queue and the count of all that match; oldest first by default (who waited most). */
export async function findQueuePage(
  db: Db,
  filter: QueueFilter,
  page: { limit: number; offset: number; sort: 'created_at' | 'amount'; descending: boolean },
) {
  const column = page.sort === 'amount' ? topupRequests.amount : topupRequests.id;
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({ r: topupRequests, studentName: users.name })
      .from(topupRequests)
      .innerJoin(users, eq(users.id, topupRequests.userId))
      .where(where)
      .orderBy(page.descending ? desc(column) : asc(column), asc(topupRequests.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(topupRequests)
      .innerJoin(users, eq(users.id, topupRequests.userId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The stored receipt path of a reviewed top-up (not a gateway order), or null. */
export async function findReceiptPath(db: Db, id: number): Promise<string | null> {
  const [row] = await db
    .select({ attachment: topupRequests.attachment })
    .from(topupRequests)
    .where(and(eq(topupRequests.id, id), isNull(topupRequests.provider)));
  return row?.attachment ?? null;
}
