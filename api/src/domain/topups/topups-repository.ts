import type { TopupMethod } from '@app/shared-contracts/schemas';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/index';
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
