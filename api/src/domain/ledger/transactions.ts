import type { TopupMethod } from '@app/shared-contracts/schemas';
import { and, desc, eq, lt, type Placeholder } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/index';
import { ph, preparedOf } from '../../db/prepared';
import {
  courses,
  type LedgerType,
  lectures,
  ledgerTransactions,
  topupRequests,
  users,
} from '../../db/schema/index';
import { toPounds } from './money';

const counterpart = alias(users, 'counterpart');

/** A ledger row as spec 3 §3 names it (value and balance_after in pounds). */
export interface TransactionView {
  serial: string;
  type: LedgerType;
  value: number;
  balance_after: number;
  timestamp: string;
  comment: string | null;
  lecture_resource: { name: string } | null;
  course_resource: { name: string } | null;
  transfer_resource: { recipient_user_name?: string; sender_user_name?: string } | null;
  topup_method?: TopupMethod | null;
}

function transactionsQuery(db: Db, userId: number | Placeholder, before?: number) {
  return db
    .select({
      tx: ledgerTransactions,
      courseName: courses.name,
      lectureName: lectures.name,
      counterpartName: counterpart.name,
      // how a recharge was paid: a gateway's row has no comment and was empty without it
      topupMethod: topupRequests.method,
    })
    .from(ledgerTransactions)
    .leftJoin(courses, eq(courses.id, ledgerTransactions.courseId))
    .leftJoin(lectures, eq(lectures.id, ledgerTransactions.lectureId))
    .leftJoin(counterpart, eq(counterpart.id, ledgerTransactions.counterpartUserId))
    .leftJoin(
      topupRequests,
      // by the user too: topup_requests is indexed by user, not by ledger row
      and(eq(topupRequests.userId, userId), eq(topupRequests.ledgerTransactionId, ledgerTransactions.id)),
    )
    .where(and(eq(ledgerTransactions.userId, userId), before ? lt(ledgerTransactions.id, before) : undefined))
    .orderBy(desc(ledgerTransactions.id));
}

/** Newest first; `before` is the id cursor of the next page. */
export async function listTransactions(
  db: Db,
  userId: number,
  opts: { limit?: number; before?: number; offset?: number } = {},
) {
  const limit = opts.limit ?? 20;
  // The wallet page's first read (no cursor) is built once (db/prepared.ts); a cursor's is not.
  const rows = await (opts.before
    ? transactionsQuery(db, userId, opts.before)
        .limit(limit + 1)
        .offset(opts.offset ?? 0)
    : preparedOf(db, 'wallet_transactions', () =>
        transactionsQuery(db, ph('user')).limit(ph('limit')).offset(ph('offset')),
      ).execute({ user: userId, limit: limit + 1, offset: opts.offset ?? 0 }));
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => toTransactionView(r.tx, r)),
    nextBefore: rows.length > limit && last ? last.tx.id : null,
  };
}

export function toTransactionView(
  tx: typeof ledgerTransactions.$inferSelect,
  names: {
    courseName?: string | null;
    lectureName?: string | null;
    counterpartName?: string | null;
    topupMethod?: TopupMethod | null;
  } = {},
): TransactionView {
  let transfer: TransactionView['transfer_resource'] = null;
  if (tx.type === 'balance_transfer' && names.counterpartName) {
    transfer =
      tx.value < 0
        ? { recipient_user_name: names.counterpartName }
        : { sender_user_name: names.counterpartName };
  }
  return {
    serial: tx.serial,
    type: tx.type,
    value: toPounds(tx.value),
    balance_after: toPounds(tx.balanceAfter),
    timestamp: tx.createdAt.toISOString(),
    comment: tx.comment,
    lecture_resource: names.lectureName ? { name: names.lectureName } : null,
    course_resource: names.courseName ? { name: names.courseName } : null,
    transfer_resource: transfer,
    ...(names.topupMethod ? { topup_method: names.topupMethod } : {}),
  };
}
