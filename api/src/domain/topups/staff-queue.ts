import { basename, join } from 'node:path';
import {
  type StaffTopup,
  type StaffTopupReviewResponse,
  type StaffTopupsPage,
  type StaffTopupsQuery,
  staffPaging,
} from '@app/shared-contracts/schemas';
import type { Db } from '../../db/index';
import { readStoredFile } from '../../lib/storage';
import { recordAudit, type StaffActor } from '../audit/index';
import { DomainError, isDomainError } from '../errors';
import { toPounds } from '../ledger/index';
import { announceStaffEvent } from '../staff-events/index';
import { receiptsRoot } from './receipts';
import { reviewTopupInTx } from './review';
import { findQueuePage, findReceiptPath } from './staff-queue-repository';
import type { TopupRow } from './topups-repository';

// The staff's review of mobile-wallet and manual top-ups (issue 32), as pnpm ops confirm-topup.

function toStaffTopup(r: TopupRow, studentName: string, now: Date): StaffTopup {
  return {
    id: r.id,
    method: r.method,
    amount: toPounds(r.amount),
    status: r.status,
    payer_number: r.payerNumber,
    message: r.message,
    receipt_url: r.attachment ? `/v1/staff/topups/${r.id}/receipt` : null,
    created_at: r.createdAt.toISOString(),
    age_seconds: Math.max(0, Math.floor((now.getTime() - r.createdAt.getTime()) / 1000)),
    student: { id: r.userId, name: studentName },
    review_comment: r.reviewComment,
    reviewed_at: r.reviewedAt ? r.reviewedAt.toISOString() : null,
  };
}

/** GET /staff/topups: the queue, pending by default, oldest first (who has waited longest). */
export async function listTopupQueue(
  db: Db,
  q: StaffTopupsQuery,
  now = new Date(),
): Promise<StaffTopupsPage> {
  const { page, perPage, offset } = staffPaging(q);
  const { rows, total } = await findQueuePage(
    db,
    { status: q.status ?? 'pending', q: q.q || undefined },
    {
      limit: perPage,
      offset,
      sort: q.sort === 'amount' ? 'amount' : 'created_at',
      descending: q.order === 'desc',
    },
  );
  return { items: rows.map((r) => toStaffTopup(r.r, r.studentName, now)), total, page, per_page: perPage };
}

type Outcome = StaffTopupReviewResponse['results'][number];

/**
 * Confirms or rejects each id in its own transaction with its audit row: one already reviewed
 * (a second click, another assistant) is reported, not credited again, and does not undo the
 * others. The row lock and the pending check inside reviewTopupInTx make the credit happen once.
 */
export async function reviewTopups(
  db: Db,
  actor: StaffActor,
  input: { ids: number[]; approve: boolean; comment?: string | null },
): Promise<Outcome[]> {
  const results: Outcome[] = [];
  for (const id of [...new Set(input.ids)]) {
    try {
      const row = await db.transaction(async (tx) => {
        const done = await reviewTopupInTx(tx, {
          id,
          approve: input.approve,
          comment: input.comment ?? null,
          staffId: actor.id,
        });
        await recordAudit(tx, actor, {
          action: input.approve ? 'topup.confirm' : 'topup.reject',
          targetType: 'topup',
          targetId: id,
          before: { status: done.before.status, amount: done.before.amount, student_id: done.before.userId },
          after: { status: done.row.status, comment: done.row.reviewComment, balance: done.balance },
        });
        return done.row;
      });
      results.push({ id, ok: true, status: row.status, error: null });
    } catch (e) {
      if (!isDomainError(e)) throw e;
      const error =
        e.code === 'NOT_FOUND'
          ? 'NOT_FOUND'
          : e.code === 'BALANCE_LIMIT_EXCEEDED'
            ? 'BALANCE_LIMIT_EXCEEDED'
            : 'NOT_PENDING';
      results.push({ id, ok: false, status: null, error });
    }
  }
  if (results.some((r) => r.ok)) announceStaffEvent(db, 'topups');
  return results;
}

/** A top-up's receipt image for staff (the student reads their own through /wallet/receipts). */
export async function readTopupReceipt(
  db: Db,
  dataDir: string,
  id: number,
): Promise<{ name: string; bytes: Buffer }> {
  const path = await findReceiptPath(db, id);
  if (!path) throw new DomainError('NOT_FOUND');
  const name = basename(path);
  const bytes = await readStoredFile(join(receiptsRoot(dataDir), 'receipts', name));
  if (!bytes) throw new DomainError('NOT_FOUND');
  return { name, bytes };
}
