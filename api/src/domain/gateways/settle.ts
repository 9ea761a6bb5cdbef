import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { notifications, paymentCallbacks, topupRequests } from '../../db/schema/index';
import { creditInTx, moneyText } from '../ledger/index';
import { auditPayload } from './audit-payload';
import type { Provider } from './config';

export type SettleOutcome =
  | 'credited'
  | 'already_credited'
  | 'failed'
  | 'ignored'
  | 'rejected: signature'
  | 'rejected: unknown order'
  | 'rejected: amount'
  | 'rejected: currency';

export interface CallbackInput {
  provider: Provider;
  channel: 'server' | 'return';
  payload: unknown;
  verified: boolean;
  /** The provider's order reference (Paymob order.id, Fawry merchantRefNumber, Shakeout invoice). */
  ref: string | null;
  /** Piasters the provider says were paid for the order. */
  amount: number | null;
  currency: string | null;
  /** paid, declined (the order may be paid later), or still pending. */
  status: 'paid' | 'declined' | 'pending';
}

/**
 * A provider's server callback, already parsed (docs/payments.md): kept for audit whatever it
 * says (one whose signature fails only as a digest, `auditPayload`); a verified one for a known order with its amount and currency credits the wallet once
 * through the ledger (the top-up row is locked, a confirmed one is never credited again and the
 * ledger's idempotency key is the top-up), a declined one marks a pending order failed.
 */
export async function settleCallback(db: Db, input: CallbackInput): Promise<SettleOutcome> {
  return db.transaction(async (tx) => {
    const record = (outcome: SettleOutcome, topupRequestId: number | null = null) =>
      tx
        .insert(paymentCallbacks)
        .values({
          provider: input.provider,
          channel: input.channel,
          payload: auditPayload(input.payload, input.verified),
          verified: input.verified,
          outcome,
          topupRequestId,
        })
        .then(() => outcome);
    if (!input.verified) return record('rejected: signature');
    const [order] = input.ref
      ? await tx
          .select()
          .from(topupRequests)
          .where(and(eq(topupRequests.provider, input.provider), eq(topupRequests.providerRef, input.ref)))
          .for('update')
      : [];
    if (!order) return record('rejected: unknown order');
    if (order.status === 'confirmed') return record('already_credited', order.id);
    if (input.status === 'pending') return record('ignored', order.id);
    if (input.status === 'declined') {
      await tx
        .update(topupRequests)
        .set({ status: 'failed', updatedAt: new Date() })
        .where(eq(topupRequests.id, order.id));
      return record('failed', order.id);
    }
    if (input.amount !== order.amount) return record('rejected: amount', order.id);
    if (input.currency !== 'EGP') return record('rejected: currency', order.id);
    const move = await creditInTx(tx, {
      userId: order.userId,
      amount: order.amount,
      type: 'recharge',
      comment: null,
      idempotencyKey: `topup:${order.id}`,
      alreadyPaid: true,
    });
    await tx
      .update(topupRequests)
      .set({ status: 'confirmed', ledgerTransactionId: move.transaction.id, updatedAt: new Date() })
      .where(eq(topupRequests.id, order.id));
    await tx.insert(notifications).values({
      userId: order.userId,
      type: 'recharge',
      title: 'تم شحن رصيدك',
      content: `تمت إضافة ${moneyText(order.amount)} إلى محفظتك، رصيدك الآن ${moneyText(move.balance)}.`,
      to: '/wallet',
    });
    return record('credited', order.id);
  });
}

/** A browser return is kept for audit too; it never moves money (the server callback does). */
export async function recordReturn(
  db: Db,
  input: { provider: Provider; payload: unknown; verified: boolean; outcome: string },
) {
  await db.insert(paymentCallbacks).values({
    ...input,
    payload: auditPayload(input.payload, input.verified),
    channel: 'return',
    topupRequestId: null,
  });
}
