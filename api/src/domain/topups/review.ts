import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index';
import { notifications, topupRequests } from '../../db/schema/index';
import { DomainError } from '../errors';
import { creditInTx, moneyText } from '../ledger/index';

/** Title of the notification of a refused top-up (user-dto marks it failed: not the credited green). */
export const REFUSED_TOPUP_TITLE = 'لم يتم قبول طلب الشحن';

export interface ReviewInput {
  id: number;
  approve: boolean;
  comment?: string | null;
  /** The staff member who reviews it (the staff api); null from pnpm ops on the server. */
  staffId?: number | null;
}

/**
 * Staff review of a mobile-wallet or manual top-up (spec 3 §2.12): confirming credits the amount
 * through the ledger as a 'recharge' row with the staff comment, rejecting only records why; both
 * tell the student. The request row is locked and must still be pending, so it is credited once.
 */
export function reviewTopup(db: Db, input: ReviewInput) {
  return db.transaction(async (tx) => (await reviewTopupInTx(tx, input)).row);
}

/** reviewTopup inside the caller's transaction; answers the row before and after the review. */
export async function reviewTopupInTx(tx: Tx, input: ReviewInput) {
  const comment = input.comment?.trim() || null;
  const [req] = await tx.select().from(topupRequests).where(eq(topupRequests.id, input.id)).for('update');
  if (!req) throw new DomainError('NOT_FOUND');
  // a gateway order is settled by its provider's verified callback only (docs/payments.md)
  if (req.status !== 'pending' || req.provider) throw new DomainError('VALIDATION_FAILED');
  const now = new Date();
  let ledgerId: number | null = null;
  let balance: number | null = null;
  if (input.approve) {
    const move = await creditInTx(tx, {
      userId: req.userId,
      amount: req.amount,
      type: 'recharge',
      comment,
      idempotencyKey: `topup:${req.id}`,
      staffId: input.staffId ?? null,
    });
    ledgerId = move.transaction.id;
    balance = move.balance;
  }
  const [row] = await tx
    .update(topupRequests)
    .set({
      status: input.approve ? 'confirmed' : 'rejected',
      ledgerTransactionId: ledgerId,
      reviewComment: comment,
      reviewedAt: now,
      updatedAt: now,
    })
    .where(eq(topupRequests.id, req.id))
    .returning();
  const amount = moneyText(req.amount);
  await tx.insert(notifications).values({
    userId: req.userId,
    type: 'recharge',
    title: input.approve ? 'تم شحن رصيدك' : REFUSED_TOPUP_TITLE,
    content: input.approve
      ? `تمت إضافة ${amount} إلى محفظتك، رصيدك الآن ${moneyText(balance ?? 0)}.${comment ? ` ${comment}` : ''}`
      : `لم يتم قبول طلب شحن ${amount}.${comment ? ` السبب: ${comment}` : ''}`,
    to: '/wallet',
  });
  return {
    before: req,
    row: row ?? { ...req, status: input.approve ? ('confirmed' as const) : ('rejected' as const) },
    balance,
  };
}

/** An admin message to one student (pnpm ops message): an admin_message notification. */
export async function sendAdminMessage(
  db: Db,
  input: { userId: number; title: string; content: string; to?: string | null },
) {
  const title = input.title.trim();
  if (!title) throw new DomainError('VALIDATION_FAILED');
  await db.insert(notifications).values({
    userId: input.userId,
    type: 'admin_message',
    title,
    content: input.content.trim(),
    to: input.to ?? null,
  });
}
