import { and, eq, inArray, type Placeholder, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index';
import { ph, preparedOf } from '../../db/prepared';
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

/**
 * The earlier movement of the same idempotency key, as the answer to a retry; the same key for
 * another movement (amount, purpose, course, lecture or counterpart) is another request, not a
 * retry: replaying it would hand out the second thing for the first one's money.
 */
export function replayOf(
  prior: LedgerRow | null | undefined,
  input: MovementInput,
  signed: number,
): MovementResult | null {
  if (!prior || !input.idempotencyKey) return null;
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
 * Join condition, from `wallets`, for the owner's ledger row carrying this idempotency key (none
 * without a key): lets a purchase read its replay in the statement that reads its state.
 */
export const ledgerRowOfKey = (key: string | Placeholder | null) =>
  key
    ? and(eq(ledgerTransactions.userId, wallets.userId), eq(ledgerTransactions.idempotencyKey, key))
    : sql`false`;

/** The user's ledger row of an idempotency key; read under the wallet lock. */
export async function findByKey(tx: Tx, userId: number, key: string | null | undefined) {
  if (!key) return null;
  const [prior] = await preparedOf(tx, 'ledger_row_of_key', () =>
    tx
      .select()
      .from(ledgerTransactions)
      .where(
        and(eq(ledgerTransactions.userId, ph('user')), eq(ledgerTransactions.idempotencyKey, ph('key'))),
      ),
  ).execute({ user: userId, key });
  return prior ?? null;
}

export interface LockedMove {
  input: MovementInput;
  direction: 1 | -1;
  /** The wallet row the caller locked in this transaction (its balance before the move). */
  locked: WalletRow;
}

/**
 * Appends the ledger rows of moves on wallets the caller locked and checked for a replay, in ONE
 * statement whatever their number: a multi-row insert whose WITH updates every balance (decision
 * 0056: every round trip under the lock makes every other call on the wallet wait).
 * Each wallet appears at most once.
 */
export async function applyMovesInTx(tx: Tx, moves: LockedMove[]): Promise<MovementResult[]> {
  const planned = moves.map(({ input, direction, locked }) => {
    assertAmount(input.amount);
    if (locked.userId !== input.userId) throw new Error('locked wallet of another user');
    const signed = direction * input.amount;
    if (direction === 1 && !input.alreadyPaid) assertBalanceRoom(locked.balance, input.amount);
    const balanceAfter = locked.balance + signed;
    if (balanceAfter < 0) throw new DomainError('BALANCE_NOT_ENOUGH');
    return { input, signed, balanceAfter, serial: newSerial() };
  });
  if (new Set(planned.map((p) => p.input.userId)).size !== planned.length) {
    throw new Error('one move per wallet');
  }
  // The statement for this many moves is built once (decision 0065); the values fill it.
  const values: Record<string, unknown> = {};
  planned.forEach(({ input, signed, balanceAfter, serial }, i) => {
    Object.assign(values, {
      [`user${i}`]: input.userId,
      [`after${i}`]: balanceAfter,
      [`serial${i}`]: serial,
      [`type${i}`]: input.type,
      [`value${i}`]: signed,
      [`course${i}`]: input.courseId ?? null,
      [`lecture${i}`]: input.lectureId ?? null,
      [`counterpart${i}`]: input.counterpartUserId ?? null,
      [`comment${i}`]: input.comment ?? null,
      [`key${i}`]: input.idempotencyKey ?? null,
      [`staff${i}`]: input.staffId ?? null,
    });
  });
  const rows = await preparedOf(tx, `apply_moves_${planned.length}`, () =>
    movesStatement(tx, planned.length),
  ).execute(values);
  return planned.map((p) => {
    const row = rows.find((r) => r.serial === p.serial);
    if (!row) throw new Error('ledger insert returned nothing');
    return { transaction: row, balance: p.balanceAfter, replayed: false };
  });
}

/**
 * The ledger insert of `count` moves whose WITH sets every balance: one round trip for both
 * (decision 0056), with placeholders `user0`, `after0`, `serial0`, ... for each move.
 */
function movesStatement(tx: Tx, count: number) {
  const indexes = Array.from({ length: count }, (_, i) => i);
  const balanceOf = sql.join(
    indexes.map((i) => sql`when ${ph(`user${i}`)}::integer then ${ph(`after${i}`)}::bigint`),
    sql` `,
  );
  const balances = tx.$with('balances').as(
    tx
      .update(wallets)
      .set({ balance: sql`case ${wallets.userId} ${balanceOf} end`, updatedAt: sql`now()` })
      .where(
        inArray(
          wallets.userId,
          indexes.map((i) => ph(`user${i}`)),
        ),
      )
      .returning({ userId: wallets.userId }),
  );
  return tx
    .with(balances)
    .insert(ledgerTransactions)
    .values(
      indexes.map((i) => ({
        serial: ph(`serial${i}`),
        userId: ph(`user${i}`),
        type: ph(`type${i}`),
        value: ph(`value${i}`),
        balanceAfter: ph(`after${i}`),
        courseId: ph(`course${i}`),
        lectureId: ph(`lecture${i}`),
        counterpartUserId: ph(`counterpart${i}`),
        comment: ph(`comment${i}`),
        idempotencyKey: ph(`key${i}`),
        staffId: ph(`staff${i}`),
      })),
    )
    .returning();
}

/**
 * Moves money inside the caller's transaction `tx`: locks the wallet, appends the ledger row and
 * updates the balance. Use it when the movement must commit together with something else
 * (an enrolment, a card marked used); otherwise use credit/debit. A caller that already holds the
 * user's wallet lock in `tx` passes the row as `locked`, so the row is locked once per purchase,
 * and the key's ledger row as `prior` when it read it already (decision 0056).
 */
export async function moveInTx(
  tx: Tx,
  input: MovementInput,
  direction: 1 | -1,
  locked?: WalletRow,
  /** The ledger row of the key, when the caller read it under the lock already (null: none). */
  prior?: LedgerRow | null,
): Promise<MovementResult> {
  assertAmount(input.amount);
  const signed = direction * input.amount;
  if (locked && locked.userId !== input.userId) throw new Error('locked wallet of another user');
  const wallet = locked ?? (await lockWallet(tx, input.userId));
  const known = prior === undefined ? await findByKey(tx, input.userId, input.idempotencyKey) : prior;
  const replay = replayOf(known, input, signed);
  if (replay) return replay;
  const [move] = await applyMovesInTx(tx, [{ input, direction, locked: wallet }]);
  if (!move) throw new Error('ledger insert returned nothing');
  return move;
}

export const creditInTx = (tx: Tx, input: MovementInput, locked?: WalletRow) =>
  moveInTx(tx, input, 1, locked);
export const debitInTx = (tx: Tx, input: MovementInput, locked?: WalletRow, prior?: LedgerRow | null) =>
  moveInTx(tx, input, -1, locked, prior);

/** Adds money to a wallet in its own transaction. */
export function credit(db: Db, input: MovementInput): Promise<MovementResult> {
  return db.transaction((tx) => creditInTx(tx, input));
}

/** Takes money from a wallet in its own transaction; BALANCE_NOT_ENOUGH leaves everything as it was. */
export function debit(db: Db, input: MovementInput): Promise<MovementResult> {
  return db.transaction((tx) => debitInTx(tx, input));
}
