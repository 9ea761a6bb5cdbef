import type { Db } from '../../db/index';
import { notifications } from '../../db/schema/index';
import { recordAudit, type StaffActor } from '../audit/index';
import { DomainError } from '../errors';
import { adjustBalanceInTx } from './adjust';
import { LIMITS_PIASTERS } from './limits';
import { moneyText } from './money';
import { creditInTx, type MovementResult } from './movements';
import { isStudent } from './staff-ledger-repository';

/**
 * The desk's money (issue 32). Each write runs in one transaction with its audit row; a retry
 * with the same Idempotency-Key finds the first movement under the wallet lock, moves nothing
 * and writes no second audit row or notification.
 */

async function assertStudent(db: Db, studentId: number) {
  // staff accounts have no wallet at the desk: a staff id answers as a missing student
  if (!(await isStudent(db, studentId))) throw new DomainError('NOT_FOUND');
}

/** Per staff member: one assistant's key can never replay another's movement. */
const deskKey = (actor: StaffActor, kind: string, key: string | null | undefined) =>
  key ? `${kind}:${actor.id}:${key}` : null;

/** Cash taken at the desk: a 'recharge' row made by the staff member, and the student is told. */
export async function cashTopUp(
  db: Db,
  actor: StaffActor,
  input: { studentId: number; amount: number; idempotencyKey?: string | null },
): Promise<MovementResult> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0 || input.amount > LIMITS_PIASTERS.maxTopUp) {
    throw new DomainError('VALIDATION_FAILED', { detail: 'amountNotPositive' });
  }
  await assertStudent(db, input.studentId);
  return db.transaction(async (tx) => {
    const move = await creditInTx(tx, {
      userId: input.studentId,
      amount: input.amount,
      type: 'recharge',
      comment: null,
      idempotencyKey: deskKey(actor, 'cash', input.idempotencyKey),
      staffId: actor.id,
    });
    if (move.replayed) return move;
    await tx.insert(notifications).values({
      userId: input.studentId,
      type: 'recharge',
      title: 'تم شحن رصيدك',
      content: `تمت إضافة ${moneyText(input.amount)} إلى محفظتك، رصيدك الآن ${moneyText(move.balance)}.`,
      to: '/wallet',
    });
    await recordAudit(tx, actor, {
      action: 'wallet.cash',
      targetType: 'student',
      targetId: String(input.studentId),
      before: { balance: move.balance - input.amount },
      after: { balance: move.balance, amount: input.amount, serial: move.transaction.serial },
    });
    return move;
  });
}

/** An admin's correction (as pnpm ops adjust-balance), audited with the balance before and after. */
export async function staffAdjustBalance(
  db: Db,
  actor: StaffActor,
  input: { studentId: number; amount: number; comment: string; idempotencyKey?: string | null },
): Promise<MovementResult> {
  await assertStudent(db, input.studentId);
  return db.transaction(async (tx) => {
    const move = await adjustBalanceInTx(tx, {
      userId: input.studentId,
      amount: input.amount,
      comment: input.comment,
      idempotencyKey: deskKey(actor, 'adjust', input.idempotencyKey),
      staffId: actor.id,
    });
    if (move.replayed) return move;
    await recordAudit(tx, actor, {
      action: 'wallet.adjust',
      targetType: 'student',
      targetId: String(input.studentId),
      // read under the wallet lock: the movement is the only change between the two
      before: { balance: move.balance - input.amount },
      after: {
        balance: move.balance,
        amount: input.amount,
        comment: input.comment.trim(),
        serial: move.transaction.serial,
      },
    });
    return move;
  });
}
