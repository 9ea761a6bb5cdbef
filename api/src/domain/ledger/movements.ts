import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index';
import { type LedgerType, ledgerTransactions, wallets } from '../../db/schema/index';
import { DomainError } from './errors';
import { assertBalanceRoom, LIMITS_PIASTERS } from './limits';
import { lockWallet, randomCode, type WalletRow } from './wallet';

export type LedgerRow = typeof ledgerTransactions.$inferSelect;

export interface MovementInput {
  userId: number;
  /** Positive integer piasters; the sign comes from credit or debit. */
  amount: number;
  type: LedgerType;
  courseId?: number | null;
  lectureId?: number | null;
  counterpartUserId?: number | null;
  comment?: string | null;
  /** Same key for the same user → the first result is returned and no money moves again. */
  idempotencyKey?: string | null;
  /**
   * Money the student already paid outside (a gateway's confirmed payment): credited even past
   * the balance cap, since refusing it would lose what was paid. The cap was checked when the
   * order was opened; only orders open at once can pass it, each at most MONEY_LIMITS.maxTopUp.
   */
  alreadyPaid?: boolean;
  /** The staff member who made the movement (cash at the desk, an adjustment, a review). */
  staffId?: number | null;
}

export interface MovementResult {
  transaction: LedgerRow;
  /** Balance after this movement (for a replay: after the first one). */
  balance: number;
  /** True when the idempotency key matched an earlier movement. */
  replayed: boolean;
}

/** 'TX-' and 10 characters: short enough to read to support over the phone. */
export const newSerial = () => `TX-${randomCode(10)}`;

function assertAmount(amount: number) {
  // No single movement is larger than the most a wallet may hold (limits.ts).
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > LIMITS_PIASTERS.maxBalance) {
    throw new DomainError('VALIDATION_FAILED', { detail: 'amountNotPositive' });
  }
}

async function findReplay(tx: Tx, input: MovementInput, signed: number): Promise<MovementResult | null> {
  if (!input.idempotencyKey) return null;
  const [prior] = await tx
    .select()
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.userId, input.userId),
        eq(ledgerTransactions.idempotencyKey, input.idempotencyKey),
      ),
    );
  if (!prior) return null;
  // The same key for another movement (amount, purpose, course, lecture or counterpart) is another
  // request, not a retry: replaying it would hand out the second thing for the first one's money.
  if (
    prior.value !== signed ||
    prior.type !== input.type ||
    prior.courseId !== (input.courseId ?? null) ||
    prior.lectureId !== (input.lectureId ?? null) ||
    prior.counterpartUserId !== (input.counterpartUserId ?? null)
  ) {
    throw new DomainError('IDEMPOTENCY_KEY_REUSED');
  }
  return { transaction: prior, balance: prior.balanceAfter, replayed: true };
}

/**
 * Moves money inside the caller's transaction `tx`: locks the wallet, appends the ledger row and
 * updates the balance. Use it when the movement must commit together with something else
 * (an enrolment, a card marked used); otherwise use credit/debit. A caller that already holds the
 * user's wallet lock in `tx` passes the row as `locked`, so the row is locked once per purchase.
 */
export async function moveInTx(
  tx: Tx,
  input: MovementInput,
  direction: 1 | -1,
  locked?: WalletRow,
): Promise<MovementResult> {
  assertAmount(input.amount);
  const signed = direction * input.amount;
  if (locked && locked.userId !== input.userId) throw new Error('locked wallet of another user');
  const wallet = locked ?? (await lockWallet(tx, input.userId));
  const replay = await findReplay(tx, input, signed);
  if (replay) return replay;
  if (direction === 1 && !input.alreadyPaid) assertBalanceRoom(wallet.balance, input.amount);
  const balanceAfter = wallet.balance + signed;
  if (balanceAfter < 0) throw new DomainError('BALANCE_NOT_ENOUGH');
  const [row] = await tx
    .insert(ledgerTransactions)
    .values({
      serial: newSerial(),
      userId: input.userId,
      type: input.type,
      value: signed,
      balanceAfter,
      courseId: input.courseId ?? null,
      lectureId: input.lectureId ?? null,
      counterpartUserId: input.counterpartUserId ?? null,
      comment: input.comment ?? null,
      idempotencyKey: input.idempotencyKey ?? null,
      staffId: input.staffId ?? null,
    })
    .returning();
  if (!row) throw new Error('ledger insert returned nothing');
  await tx
    .update(wallets)
    .set({ balance: balanceAfter, updatedAt: new Date() })
    .where(eq(wallets.userId, input.userId));
  return { transaction: row, balance: balanceAfter, replayed: false };
}

export const creditInTx = (tx: Tx, input: MovementInput, locked?: WalletRow) =>
  moveInTx(tx, input, 1, locked);
export const debitInTx = (tx: Tx, input: MovementInput, locked?: WalletRow) =>
  moveInTx(tx, input, -1, locked);

/** Adds money to a wallet in its own transaction. */
export function credit(db: Db, input: MovementInput): Promise<MovementResult> {
  return db.transaction((tx) => creditInTx(tx, input));
}

/** Takes money from a wallet in its own transaction; BALANCE_NOT_ENOUGH leaves everything as it was. */
export function debit(db: Db, input: MovementInput): Promise<MovementResult> {
  return db.transaction((tx) => debitInTx(tx, input));
}
