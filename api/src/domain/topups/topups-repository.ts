import type { TopupMethod } from '@app/shared-contracts/schemas';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index';
import { topupRequests } from '../../db/schema/index';

export type TopupRow = typeof topupRequests.$inferSelect;

/**
 * The student's top-ups under review: mobile-wallet and manual requests still pending, not
 * gateway orders left unpaid.
 */
export async function countUnderReview(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(topupRequests)
    .where(
      and(
        eq(topupRequests.userId, userId),
        eq(topupRequests.status, 'pending'),
        isNull(topupRequests.provider),
      ),
    );
  return row?.n ?? 0;
}

/** A new request staff review, always pending. */
export async function insertTopupRequest(
  db: Db,
  input: {
    userId: number;
    method: TopupMethod;
    amount: number;
    payerNumber: string | null;
    message: string | null;
    attachment: string | null;
  },
): Promise<TopupRow> {
  const [row] = await db.insert(topupRequests).values(input).returning();
  if (!row) throw new Error('top-up request not stored');
  return row;
}

/** Whether the receipt at this read path belongs to one of the user's own requests. */
export async function ownsReceipt(db: Db, userId: number, path: string): Promise<boolean> {
  const [row] = await db
    .select({ id: topupRequests.id })
    .from(topupRequests)
    .where(and(eq(topupRequests.attachment, path), eq(topupRequests.userId, userId)));
  return Boolean(row);
}

/** One of the user's own top-ups (gateway orders included), or null. */
export async function findOwnTopup(db: Db, userId: number, id: number): Promise<TopupRow | null> {
  const [row] = await db
    .select()
    .from(topupRequests)
    .where(and(eq(topupRequests.id, id), eq(topupRequests.userId, userId)));
  return row ?? null;
}

/** The user's requests staff review (no gateway orders), newest first; `more` when a page follows. */
export async function ownRequestsPage(db: Db, userId: number, opts: { limit: number; offset: number }) {
  const rows = await db
    .select()
    .from(topupRequests)
    .where(and(eq(topupRequests.userId, userId), isNull(topupRequests.provider)))
    .orderBy(desc(topupRequests.id))
    .limit(opts.limit + 1)
    .offset(opts.offset);
  return { items: rows.slice(0, opts.limit), more: rows.length > opts.limit };
}

/** Locks one of the user's own reviewed requests (not a gateway order) in `tx`, or null. */
export async function lockOwnRequest(tx: Tx, userId: number, id: number): Promise<TopupRow | null> {
  const [row] = await tx
    .select()
    .from(topupRequests)
    .where(and(eq(topupRequests.id, id), eq(topupRequests.userId, userId), isNull(topupRequests.provider)))
    .for('update');
  return row ?? null;
}

export async function markCancelled(tx: Tx, id: number): Promise<TopupRow | null> {
  const [row] = await tx
    .update(topupRequests)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(eq(topupRequests.id, id))
    .returning();
  return row ?? null;
}
