import type { Db, Tx } from '../../db/index';
import { notifications } from '../../db/schema/index';
import { DomainError } from '../errors';
import { LIMITS_PIASTERS } from './limits';
import { moneyText } from './money';
import { type MovementResult, moveInTx } from './movements';

export interface AdjustInput {
  userId: number;
  /** Signed piasters: positive adds, negative takes. */
  amount: number;
  comment: string;
  idempotencyKey?: string | null;
  /** The staff member who made it (the staff api); null from pnpm ops on the server. */
  staffId?: number | null;
}

/**
 * Staff correction (pnpm ops adjust-balance): a signed amount with a required comment, recorded
 * as admin_balance_update, and a notification telling the student why, in the same transaction.
 */
export function adjustBalance(db: Db, input: AdjustInput): Promise<MovementResult> {
  return db.transaction((tx) => adjustBalanceInTx(tx, input));
}

/** adjustBalance inside the caller's transaction (the staff api audits it in the same one). */
export async function adjustBalanceInTx(tx: Tx, input: AdjustInput): Promise<MovementResult> {
  const comment = input.comment.trim();
  if (!comment) throw new DomainError('VALIDATION_FAILED', { detail: 'commentRequired' });
  if (!Number.isSafeInteger(input.amount) || input.amount === 0) {
    throw new DomainError('VALIDATION_FAILED', { detail: 'amountNotPositive' });
  }
  if (Math.abs(input.amount) > LIMITS_PIASTERS.maxAdjustment) {
    throw new DomainError('VALIDATION_FAILED', { detail: 'amountTooLarge' });
  }
  const add = input.amount > 0;
  const amount = Math.abs(input.amount);
  const move = await moveInTx(
    tx,
    {
      userId: input.userId,
      amount,
      type: 'admin_balance_update',
      comment,
      idempotencyKey: input.idempotencyKey,
      staffId: input.staffId ?? null,
    },
    add ? 1 : -1,
  );
  if (move.replayed) return move;
  await tx.insert(notifications).values({
    userId: input.userId,
    type: 'admin_message',
    title: 'تعديل رصيد المحفظة',
    content: `تم ${add ? 'إضافة' : 'خصم'} ${moneyText(amount)} ${add ? 'إلى' : 'من'} رصيدك. السبب: ${comment}. رصيدك الآن ${moneyText(move.balance)}.`,
    to: '/wallet',
  });
  return move;
}
