import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { ledgerTransactions, rechargeCards } from '../../db/schema/index';
import { DomainError } from '../ledger/errors';
import { creditInTx, type MovementResult } from '../ledger/movements';
import { batchIsVoid } from './batches-repository';
import { normalizeCardCode } from './redeem';

/**
 * POST /wallet/recharge/recharge-card (spec 3 §8): the card's value becomes a 'recharge' ledger
 * row. The card row is locked, so a card is charged once however many requests race.
 */
export function redeemRechargeCard(
  db: Db,
  input: { userId: number; code: string; idempotencyKey?: string | null; now?: Date },
): Promise<MovementResult> {
  return db.transaction(async (tx) => {
    const code = normalizeCardCode(input.code);
    if (!code || code.length > 64) throw new DomainError('INVALID_PAYCARD_CODE');
    const [card] = await tx.select().from(rechargeCards).where(eq(rechargeCards.code, code)).for('update');
    if (!card) throw new DomainError('INVALID_PAYCARD_CODE');
    if (card.usedBy !== null) {
      if (card.usedBy === input.userId && input.idempotencyKey && card.ledgerTransactionId) {
        const [prior] = await tx
          .select()
          .from(ledgerTransactions)
          .where(eq(ledgerTransactions.id, card.ledgerTransactionId));
        if (prior?.idempotencyKey === input.idempotencyKey) {
          return { transaction: prior, balance: prior.balanceAfter, replayed: true };
        }
      }
      throw new DomainError('USED_PAYCARD');
    }
    // A voided batch's unused cards are as if they did not exist (spec's invalid-card error).
    if (await batchIsVoid(tx, card.batchId)) throw new DomainError('INVALID_PAYCARD_CODE');
    const now = input.now ?? new Date();
    if (card.expiresAt && card.expiresAt.getTime() <= now.getTime()) throw new DomainError('EXPIRED_PAYCARD');
    const move = await creditInTx(tx, {
      userId: input.userId,
      amount: card.value,
      type: 'recharge',
      comment: 'بطاقة شحن',
      idempotencyKey: input.idempotencyKey ?? null,
    });
    await tx
      .update(rechargeCards)
      .set({ usedBy: input.userId, usedAt: now, ledgerTransactionId: move.transaction.id })
      .where(eq(rechargeCards.id, card.id));
    return move;
  });
}
