import { sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors';
import type { Db } from '../../db/index';
import { fromDriverJson, rowFromJson } from '../../db/row-from-json';
import { lecturePurchases } from '../../db/schema/index';
import { newSerial } from '../ledger/movements';
import type { LecturePurchaseRow } from './lecture-access';

// A first wallet purchase of a lecture in one round trip (issue 35, decision 0067): no BEGIN,
// no lock statement, no COMMIT. The statement moves money only when the answer can only be
// "bought"; anything else (too little money, a purchase or a key that appeared meanwhile, a
// wallet not yet created) moves nothing and the caller takes the locked path, which decides.
//
// Why it is safe without reading under a lock first:
// - The wallet's UPDATE waits for the row lock and then re-checks `balance >= price` on the
//   newest row (PostgreSQL re-evaluates an UPDATE's condition on a row changed meanwhile), so
//   the balance can never go below zero and balance_after is the balance after this debit.
// - The statement's other reads see the database as it was when the statement began, before a
//   wait for that lock; they decide nothing. An earlier purchase of this lecture or a ledger row
//   of the same key committed meanwhile is caught by the unique indexes
//   (lecture_purchases_user_lecture_idx, ledger_user_idempotency_idx): the statement fails
//   whole, as one statement does, and nothing moved.
// - Its locks come in the locked path's order: the wallet, the ledger, the purchase, the join.

export interface FirstPurchase {
  userId: number;
  lectureId: number;
  courseId: number;
  /** Piasters, more than 0. */
  price: number;
  expiresAt: Date | null;
  idempotencyKey: string | null;
}

export interface BoughtOnce {
  purchase: LecturePurchaseRow;
  /** Wallet balance after the debit (piasters). */
  balance: number;
  /** The course was already the buyer's own (a 'free' or 'purchase' enrolment). */
  courseOwned: boolean;
}

function purchaseOnceQuery(p: FirstPurchase) {
  return sql`
    with w as (
      update wallets set balance = balance - ${p.price}, updated_at = now()
      where user_id = ${p.userId} and balance >= ${p.price}
      returning user_id, balance
    ),
    l as (
      insert into ledger_transactions
        (serial, user_id, type, value, balance_after, course_id, lecture_id, idempotency_key)
      select ${newSerial()}, w.user_id, 'lecture_purchase', ${-p.price}, w.balance,
        ${p.courseId}, ${p.lectureId}, ${p.idempotencyKey}
      from w
      returning id
    ),
    p as (
      insert into lecture_purchases
        (user_id, lecture_id, pay_by, price_paid, ledger_transaction_id, expires_at, idempotency_key)
      select ${p.userId}, ${p.lectureId}, 'wallet', ${p.price}, l.id,
        ${p.expiresAt?.toISOString() ?? null}::timestamptz, ${p.idempotencyKey}
      from l
      returning *
    ),
    joined as (
      insert into enrolments (user_id, course_id, kind)
      select ${p.userId}, ${p.courseId}, 'join' from p
      on conflict do nothing
    )
    select
      (select row_to_json(p) from p)::text as purchase,
      (select balance from w)::text as balance,
      exists (
        select 1 from enrolments
        where user_id = ${p.userId} and course_id = ${p.courseId} and kind in ('free', 'purchase')
      ) as owned`;
}

/**
 * The first purchase of a lecture paid from the wallet, in one statement; null when it moved
 * nothing and the locked path must decide (see above).
 */
export async function buyLectureOnce(db: Db, input: FirstPurchase): Promise<BoughtOnce | null> {
  let rows: Record<string, unknown>[];
  try {
    const result = await db.execute(purchaseOnceQuery(input));
    rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
  const [row] = rows;
  if (!row?.purchase) return null;
  return {
    purchase: rowFromJson(lecturePurchases, fromDriverJson(row.purchase as string)),
    balance: Number(row.balance),
    courseOwned: row.owned === true,
  };
}
