import type { TopUpRequest } from '@app/shared-contracts/schemas';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { topupRequests } from '../../db/schema/index';
import { DomainError } from '../errors';
import { toPounds } from '../ledger/index';

type TopupRow = typeof topupRequests.$inferSelect;

/** A top-up as the student sees it (spec 3 §3 fields plus the review). */
export function toTopupView(row: TopupRow): TopUpRequest {
  return {
    id: row.id,
    method: row.method,
    amount: toPounds(row.amount),
    status: row.status,
    payer_number: row.payerNumber,
    message: row.message,
    attachment_url: row.attachment,
    created_at: row.createdAt.toISOString(),
    review_comment: row.reviewComment,
    reviewed_at: row.reviewedAt ? row.reviewedAt.toISOString() : null,
  };
}

/** One of the student's own top-ups; anyone else's answers as missing (404), never as forbidden. */
export async function getOwnTopup(db: Db, userId: number, id: number): Promise<TopupRow> {
  const [row] = await db
    .select()
    .from(topupRequests)
    .where(and(eq(topupRequests.id, id), eq(topupRequests.userId, userId)));
  if (!row) throw new DomainError('NOT_FOUND');
  return row;
}

/**
 * The student's requests staff review (mobile wallet, manual), newest first. Gateway orders are
 * left out: an unpaid one is an abandoned checkout, not a request waiting for anyone.
 */
export async function listOwnRequests(db: Db, userId: number, opts: { limit: number; offset: number }) {
  const rows = await db
    .select()
    .from(topupRequests)
    .where(and(eq(topupRequests.userId, userId), isNull(topupRequests.provider)))
    .orderBy(desc(topupRequests.id))
    .limit(opts.limit + 1)
    .offset(opts.offset);
  return { items: rows.slice(0, opts.limit), more: rows.length > opts.limit };
}

/**
 * The student withdraws a request still under review. The row is locked so a staff review at the
 * same moment either sees it cancelled or wins; a repeat of a cancel answers the cancelled row.
 */
export function cancelOwnRequest(db: Db, userId: number, id: number): Promise<TopupRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(topupRequests)
      .where(and(eq(topupRequests.id, id), eq(topupRequests.userId, userId), isNull(topupRequests.provider)))
      .for('update');
    if (!row) throw new DomainError('NOT_FOUND');
    if (row.status === 'cancelled') return row;
    if (row.status !== 'pending') throw new DomainError('VALIDATION_FAILED', { detail: 'topupNotPending' });
    const [done] = await tx
      .update(topupRequests)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(eq(topupRequests.id, row.id))
      .returning();
    return done ?? { ...row, status: 'cancelled' };
  });
}
