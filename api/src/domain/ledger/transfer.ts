import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { ph, preparedOf } from '../../db/prepared';
import { notifications, users, wallets } from '../../db/schema/index';
import { DomainError } from './errors';
import { LIMITS_PIASTERS } from './limits';
import { moneyText } from './money';
import { applyMovesInTx, findByKey, type LedgerRow } from './movements';
import { transferOnce } from './transfer-once';
import { lockWallets } from './wallet';

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
  /** The recipient's name, read before the transaction (null: no such user any more). */
  counterpartName: string | null;
}

/**
 * POST /wallet/transfer (spec 3): two ledger rows of type balance_transfer in one transaction.
 * Both wallets are locked in user-id order in one statement, so opposite transfers at once cannot
 * deadlock. What needs no lock (the recipient by address, the checks, the names) is read before
 * the transaction; under the locks: the replay read, both ledger rows in one insert, both
 * balances in one update, both notices in one insert (decision 0056).
 */
export async function transferBalance(db: Db, input: TransferInput): Promise<TransferResult> {
  const fee = input.fee ?? 0;
  // The recipient's wallet and both names in one statement (built once, decision 0065).
  const [to] = await preparedOf(db, 'transfer_parties', () =>
    db
      .select({
        userId: wallets.userId,
        toName: sql<
          string | null
        >`(select ${users.name} from ${users} where ${users.id} = ${wallets.userId})`,
        fromName: sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${ph('from')})`,
      })
      .from(wallets)
      .where(eq(wallets.address, ph('address'))),
  ).execute({ from: input.fromUserId, address: input.toAddress.replace(/\s+/g, '') });
  if (!to) throw new DomainError('WALLET_NOT_FOUND');
  if (to.userId === input.fromUserId) throw new DomainError('CANNOT_TRANSFER_TO_YOURSELF');
  if (!Number.isSafeInteger(input.amount) || input.amount <= fee || input.amount <= 0) {
    throw new DomainError('VALIDATION_FAILED', { detail: 'transferTooSmall' });
  }
  const nameOf = (id: number) => (id === to.userId ? to.toName : to.fromName) ?? '';
  const comment = fee > 0 ? `رسوم التحويل ${moneyText(fee)}` : null;
  const notices = (serials: { sent: string; received: string }) => ({
    sent: `تم تحويل ${moneyText(input.amount)} إلى ${nameOf(to.userId)}، رقم العملية ${serials.sent}.`,
    received: `استلمت ${moneyText(input.amount - fee)} من ${nameOf(input.fromUserId)}، رقم العملية ${serials.received}.`,
  });
  // The common transfer in one statement (decision 0069); when it moves nothing, the locked path
  // below decides the answer (a replay, too little money, the recipient's cap).
  if (input.amount <= LIMITS_PIASTERS.maxBalance) {
    const once = await transferOnce(db, {
      fromUserId: input.fromUserId,
      toUserId: to.userId,
      amount: input.amount,
      fee,
      comment,
      idempotencyKey: input.idempotencyKey ?? null,
      notices,
    });
    if (once) return { ...once, replayed: false, counterpartName: to.toName ?? null };
  }
  const result = await db.transaction(async (tx) => {
    const locked = await lockWallets(tx, [input.fromUserId, to.userId]);
    const from = locked.find((w) => w.userId === input.fromUserId);
    const recipient = locked.find((w) => w.userId === to.userId);
    if (!recipient) throw new DomainError('WALLET_NOT_FOUND');
    const debitInput = {
      userId: input.fromUserId,
      amount: input.amount,
      type: 'balance_transfer' as const,
      counterpartUserId: to.userId,
      comment,
      idempotencyKey: input.idempotencyKey ?? null,
    };
    const prior = await findByKey(tx, input.fromUserId, input.idempotencyKey);
    if (prior) {
      // Only the same transfer is a retry; the key on anything else is another request.
      const same =
        prior.type === 'balance_transfer' &&
        prior.value === -input.amount &&
        prior.counterpartUserId === to.userId;
      if (!same) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
      return { sent: prior, received: null, balance: prior.balanceAfter, replayed: true };
    }
    // A sender without a wallet has never had money (a wallet is made on first use).
    if (!from || from.balance < input.amount) throw new DomainError('NO_ENOUGH_BALANCE');
    const [sent, received] = await applyMovesInTx(tx, [
      { input: debitInput, direction: -1, locked: from },
      {
        input: {
          userId: to.userId,
          amount: input.amount - fee,
          type: 'balance_transfer',
          counterpartUserId: input.fromUserId,
        },
        direction: 1,
        locked: recipient,
      },
    ]);
    if (!sent || !received) throw new Error('transfer rows not written');
    // Both sides are told, in the same transaction as the movement (spec 3 §3 notification types).
    const text = notices({ sent: sent.transaction.serial, received: received.transaction.serial });
    await preparedOf(tx, 'transfer_notices', () =>
      tx.insert(notifications).values([
        {
          userId: ph('from'),
          type: 'transfer_balance_sent',
          title: 'تحويل رصيد',
          content: ph('sentText'),
          to: '/wallet',
        },
        {
          userId: ph('to'),
          type: 'transfer_balance_received',
          title: 'استلام رصيد',
          content: ph('receivedText'),
          to: '/wallet',
        },
      ]),
    ).execute({
      from: input.fromUserId,
      to: to.userId,
      sentText: text.sent,
      receivedText: text.received,
    });
    return { sent: sent.transaction, received: received.transaction, balance: sent.balance, replayed: false };
  });
  return { ...result, counterpartName: to.toName ?? null };
}
