import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { ledgerTransactions, notifications, users } from '../../db/schema/index';
import { DomainError } from './errors';
import { moneyText } from './money';
import { creditInTx, debitInTx, type LedgerRow } from './movements';
import { findWalletByAddress, lockWallet } from './wallet';

export interface TransferInput {
  fromUserId: number;
  toAddress: string;
  /** Piasters taken from the sender. */
  amount: number;
  /** Piasters kept by the platform: the recipient gets amount - fee. */
  fee?: number;
  idempotencyKey?: string | null;
}

export interface TransferResult {
  sent: LedgerRow;
  received: LedgerRow | null;
  /** Sender's balance after. */
  balance: number;
  replayed: boolean;
}

/**
 * POST /wallet/transfer (spec 3): two ledger rows of type balance_transfer in one transaction.
 * Both wallets are locked in user-id order, so opposite transfers at once cannot deadlock.
 */
export function transferBalance(db: Db, input: TransferInput): Promise<TransferResult> {
  const fee = input.fee ?? 0;
  return db.transaction(async (tx) => {
    const to = await findWalletByAddress(tx, input.toAddress);
    if (!to) throw new DomainError('WALLET_NOT_FOUND');
    if (to.userId === input.fromUserId) throw new DomainError('CANNOT_TRANSFER_TO_YOURSELF');
    if (!Number.isSafeInteger(input.amount) || input.amount <= fee || input.amount <= 0) {
      throw new DomainError('VALIDATION_FAILED', { detail: 'transferTooSmall' });
    }
    const [first, second] = [input.fromUserId, to.userId].sort((a, b) => a - b) as [number, number];
    await lockWallet(tx, first);
    await lockWallet(tx, second);
    const from = await lockWallet(tx, input.fromUserId);
    if (input.idempotencyKey) {
      const [prior] = await tx
        .select()
        .from(ledgerTransactions)
        .where(
          and(
            eq(ledgerTransactions.userId, input.fromUserId),
            eq(ledgerTransactions.idempotencyKey, input.idempotencyKey),
          ),
        );
      if (prior) {
        // Only the same transfer is a retry; the key on anything else is another request.
        const same =
          prior.type === 'balance_transfer' &&
          prior.value === -input.amount &&
          prior.counterpartUserId === to.userId;
        if (!same) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
        return { sent: prior, received: null, balance: prior.balanceAfter, replayed: true };
      }
    }
    if (from.balance < input.amount) throw new DomainError('NO_ENOUGH_BALANCE');
    const comment = fee > 0 ? `رسوم التحويل ${moneyText(fee)}` : null;
    const sent = await debitInTx(tx, {
      userId: input.fromUserId,
      amount: input.amount,
      type: 'balance_transfer',
      counterpartUserId: to.userId,
      comment,
      idempotencyKey: input.idempotencyKey ?? null,
    });
    const received = await creditInTx(tx, {
      userId: to.userId,
      amount: input.amount - fee,
      type: 'balance_transfer',
      counterpartUserId: input.fromUserId,
    });
    // Both sides are told, in the same transaction as the movement (spec 3 §3 notification types).
    const names = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, [input.fromUserId, to.userId]));
    const nameOf = (id: number) => names.find((n) => n.id === id)?.name ?? '';
    await tx.insert(notifications).values([
      {
        userId: input.fromUserId,
        type: 'transfer_balance_sent',
        title: 'تحويل رصيد',
        content: `تم تحويل ${moneyText(input.amount)} إلى ${nameOf(to.userId)}، رقم العملية ${sent.transaction.serial}.`,
        to: '/wallet',
      },
      {
        userId: to.userId,
        type: 'transfer_balance_received',
        title: 'استلام رصيد',
        content: `استلمت ${moneyText(input.amount - fee)} من ${nameOf(input.fromUserId)}، رقم العملية ${received.transaction.serial}.`,
        to: '/wallet',
      },
    ]);
    return { sent: sent.transaction, received: received.transaction, balance: sent.balance, replayed: false };
  });
}
