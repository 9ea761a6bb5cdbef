import type { TopUpRequest } from '@app/shared-contracts/schemas';
import type { Db } from '../../db/index';
import { DomainError } from '../errors';
import { toPounds } from '../ledger/index';
import { announceStaffEvent } from '../staff-events/index';
import {
  findOwnTopup,
  lockOwnRequest,
  markCancelled,
  ownRequestsPage,
  type TopupRow,
} from './topups-repository';

/** A top-up as the student sees it (spec 3 §3 fields plus the review). */
export function toTopupView(row: TopupRow): TopUpRequest {
  return {
    id: row.id,
    method: row.method,
    amount: toPounds(row.amount),
    status: row.status,
    payer_number: row.payerNumber,
    message: row.message,
    attachment_url: row.attachment,
    created_at: row.createdAt.toISOString(),
    review_comment: row.reviewComment,
    reviewed_at: row.reviewedAt ? row.reviewedAt.toISOString() : null,
  };
}

/** One of the student's own top-ups; anyone else's answers as missing (404), never as forbidden. */
export async function getOwnTopup(db: Db, userId: number, id: number): Promise<TopupRow> {
  const row = await findOwnTopup(db, userId, id);
  if (!row) throw new DomainError('NOT_FOUND');
  return row;
}

/**
 * The student's requests staff review (mobile wallet, manual), newest first. Gateway orders are
 * left out: an unpaid one is an abandoned checkout, not a request waiting for anyone.
 */
export function listOwnRequests(db: Db, userId: number, opts: { limit: number; offset: number }) {
  return ownRequestsPage(db, userId, opts);
}

/**
 * The student withdraws a request still under review. The row is locked so a staff review at the
 * same moment either sees it cancelled or wins; a repeat of a cancel answers the cancelled row.
 */
export async function cancelOwnRequest(db: Db, userId: number, id: number): Promise<TopupRow> {
  const row = await db.transaction(async (tx) => {
    const row = await lockOwnRequest(tx, userId, id);
    if (!row) throw new DomainError('NOT_FOUND');
    if (row.status === 'cancelled') return row;
    if (row.status !== 'pending') throw new DomainError('VALIDATION_FAILED', { detail: 'topupNotPending' });
    return (await markCancelled(tx, row.id)) ?? { ...row, status: 'cancelled' as const };
  });
  // it leaves the staff's review queue
  announceStaffEvent(db, 'topups');
  return row;
}
