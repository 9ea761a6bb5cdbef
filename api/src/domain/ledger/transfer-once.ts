import { sql } from 'drizzle-orm';
import { sqlStateOf } from '../../db/errors';
import type { Db } from '../../db/index';
import { rowFromJson } from '../../db/row-from-json';
import { ledgerTransactions } from '../../db/schema/index';
import { LIMITS_PIASTERS } from './limits';
import { type LedgerRow, newSerial } from './movements';

// A transfer in one round trip (issue 35, decision 0069), as a first lecture purchase (0067): no
// BEGIN, no lock statement, no COMMIT. It moves money only when both sides can move; otherwise
// nothing moved and transfer.ts takes its locked path, which decides the answer.
//
// - One UPDATE changes both wallets, each row only when its own condition holds on its newest
//   version (PostgreSQL re-checks an UPDATE's condition after waiting for a row's lock): the
//   sender keeps at least 0, the recipient at most the balance cap.
// - When only one row passed, each ledger row's balance_after is written NULL, which its NOT NULL
//   refuses: the statement fails whole and the one wallet it changed is as it was.
// - A key already used by the sender is caught by ledger_user_idempotency_idx: the statement
//   fails whole, and the locked path answers the replay or IDEMPOTENCY_KEY_REUSED.
// - Both wallets' rows are locked by the UPDATE in the order it finds them; see movedNothing.

export interface TransferOnce {
  fromUserId: number;
  toUserId: number;
  /** Piasters taken from the sender; the recipient gets amount - fee. */
  amount: number;
  fee: number;
  comment: string | null;
  idempotencyKey: string | null;
  /** The notices' texts, given the two ledger serials. */
  notices: (serials: { sent: string; received: string }) => { sent: string; received: string };
}

export interface TransferredOnce {
  sent: LedgerRow;
  received: LedgerRow;
  /** Sender's balance after. */
  balance: number;
}

function transferOnceQuery(t: TransferOnce, serials: { sent: string; received: string }) {
  const text = t.notices(serials);
  const credit = t.amount - t.fee;
  const isFrom = sql`w.user_id = ${t.fromUserId}`;
  return sql`
    with w as (
      update wallets set
        balance = balance + case when user_id = ${t.fromUserId} then ${-t.amount}::bigint else ${credit}::bigint end,
        updated_at = now()
      where user_id in (${t.fromUserId}, ${t.toUserId})
        and case when user_id = ${t.fromUserId} then balance >= ${t.amount}::bigint
          else balance + ${credit}::bigint <= ${LIMITS_PIASTERS.maxBalance}::bigint end
      returning user_id, balance
    ),
    moved as (select count(*) = 2 as ok from w),
    l as (
      insert into ledger_transactions
        (serial, user_id, type, value, balance_after, counterpart_user_id, comment, idempotency_key)
      select
        case when ${isFrom} then ${serials.sent} else ${serials.received} end,
        w.user_id, 'balance_transfer',
        case when ${isFrom} then ${-t.amount}::bigint else ${credit}::bigint end,
        case when (select ok from moved) then w.balance end,
        case when ${isFrom} then ${t.toUserId}::integer else ${t.fromUserId}::integer end,
        case when ${isFrom} then ${t.comment} end,
        case when ${isFrom} then ${t.idempotencyKey} end
      from w
      returning *
    ),
    told as (
      insert into notifications (user_id, type, title, content, "to")
      select ${t.fromUserId}::integer, 'transfer_balance_sent', 'تحويل رصيد', ${text.sent}, '/wallet'
      from moved where moved.ok
      union all
      select ${t.toUserId}::integer, 'transfer_balance_received', 'استلام رصيد', ${text.received}, '/wallet'
      from moved where moved.ok
    )
    select (select json_agg(l)::text from l) as rows`;
}

/**
 * 23502 (not_null_violation): only one side could move. 23505 (unique_violation): the key was
 * used before. 40P01 (deadlock_detected): this statement
 * met a locked-path transfer taking the same two wallets the other way round (the locked path
 * orders them by user id, an UPDATE by where it finds them) and was the one rolled back.
 */
const movedNothing = (err: unknown): boolean => ['23502', '40P01', '23505'].includes(sqlStateOf(err) ?? '');

/** The transfer in one statement; null when nothing moved and the locked path must decide. */
export async function transferOnce(db: Db, input: TransferOnce): Promise<TransferredOnce | null> {
  const serials = { sent: newSerial(), received: newSerial() };
  let rows: Record<string, unknown>[];
  try {
    const result = await db.execute(transferOnceQuery(input, serials));
    rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  } catch (err) {
    if (movedNothing(err)) return null;
    throw err;
  }
  const list = rows[0]?.rows;
  if (typeof list !== 'string') return null;
  const ledger = (JSON.parse(list) as unknown[]).map((r) => rowFromJson(ledgerTransactions, r));
  const sent = ledger.find((r) => r.userId === input.fromUserId);
  const received = ledger.find((r) => r.userId === input.toUserId);
  if (!sent || !received) return null;
  return { sent, received, balance: sent.balanceAfter };
}
