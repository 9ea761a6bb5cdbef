import {
  CARD_BATCH_MESSAGES,
  type StaffCard,
  type StaffCardBatch,
  type StaffCardBatchCreateBody,
  type StaffCardBatchDetail,
  type StaffCardBatchListQuery,
  type StaffCardBatchPage,
  type StaffCardBatchQuery,
  type StaffCardBatchVoidResponse,
  type StaffCardTargetQuery,
  type StaffCardTargets,
  staffPaging,
} from '@app/shared-contracts/schemas';
import type { Db } from '../../db/index';
import { recordAudit, type StaffActor } from '../audit/index';
import { DomainError, FieldError, fieldError } from '../errors';
import { toPiasters, toPounds } from '../ledger/index';
import { announceStaffEvent } from '../staff-events/index';
import {
  type CardBatchRow,
  type CardBatchView,
  countCards,
  courseById,
  findBatchByKey,
  findBatchForUpdate,
  findBatchPage,
  findBatchView,
  findCards,
  findTargets,
  insertBatch,
  lectureById,
  markBatchVoid,
  studentById,
} from './batches-repository';
import { issuePayCards, issueRechargeCards } from './issue';

// Card batches made by staff (issue 32): each write audited in its own transaction.

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toBatchView(v: CardBatchView): StaffCardBatch {
  const b = v.batch;
  return {
    id: b.id,
    kind: b.kind === 'paycard' ? 'pay' : 'recharge',
    scope: b.scope,
    course: b.courseId && v.courseName !== null ? { id: b.courseId, name: v.courseName } : null,
    lecture: b.lectureId && v.lectureName !== null ? { id: b.lectureId, name: v.lectureName } : null,
    value: toPounds(b.value),
    count: b.count,
    used: Number(v.used),
    label: b.label,
    expires_at: iso(b.expiresAt),
    created_at: b.createdAt.toISOString(),
    created_by: b.createdBy && v.creatorName !== null ? { id: b.createdBy, name: v.creatorName } : null,
    voided_at: iso(b.voidedAt),
  };
}

async function viewOf(db: Db, id: number): Promise<StaffCardBatch> {
  const view = await findBatchView(db, id);
  if (!view) throw new DomainError('NOT_FOUND');
  return toBatchView(view);
}

/** The audit's picture of a batch: what it is, without its codes. */
const auditShape = (b: CardBatchRow, studentId: number | null = null) => ({
  kind: b.kind,
  scope: b.scope,
  course_id: b.courseId,
  lecture_id: b.lectureId,
  value: toPounds(b.value),
  count: b.count,
  expires_at: iso(b.expiresAt),
  voided_at: iso(b.voidedAt),
  // Only in the audit: the batch row keeps no student (its cards carry user_id).
  ...(studentId ? { student_id: studentId } : {}),
});

/**
 * POST /staff/card-batches: the batch row and its cards in one transaction with the audit row.
 * The same Idempotency-Key from the same person makes one batch (the second answer is the first).
 */
export async function createCardBatch(
  db: Db,
  actor: StaffActor,
  body: StaffCardBatchCreateBody,
  idempotencyKey: string | null,
): Promise<StaffCardBatch> {
  if (idempotencyKey) {
    const prior = await findBatchByKey(db, actor.id, idempotencyKey);
    if (prior) return viewOf(db, prior.id);
  }
  let courseId: number | null = null;
  let lectureId: number | null = null;
  if (body.scope === 'course') {
    const course = await courseById(db, body.scope_id!);
    if (!course) throw fieldError('scope_id', 'courseNotFound');
    courseId = course.id;
  } else if (body.scope === 'lecture') {
    const lecture = await lectureById(db, body.scope_id!);
    if (!lecture) throw fieldError('scope_id', 'lectureNotFound');
    lectureId = lecture.id;
  }
  // Bound pay-cards (pnpm ops issue-paycards --user): only that student may redeem them.
  const studentId = body.student_id ?? null;
  if (studentId !== null && !(await studentById(db, studentId)))
    throw new FieldError({ student_id: [CARD_BATCH_MESSAGES.studentNotFound] });
  // Valid through the whole expiry day, as pnpm ops has it (Cairo is ahead of UTC).
  const expiresAt = body.expires ? new Date(`${body.expires}T23:59:59Z`) : null;
  const value = toPiasters(body.value);
  const made = await db.transaction(async (tx) => {
    const batch = await insertBatch(tx, {
      kind: body.kind === 'pay' ? 'paycard' : 'recharge',
      scope: body.scope,
      value,
      count: body.count,
      courseId,
      lectureId,
      label: body.label || null,
      expiresAt,
      createdBy: actor.id,
      idempotencyKey,
    });
    if (!batch) return null; // the same key won a race: its batch is the answer
    const batchName = `staff-${batch.id}`;
    if (body.kind === 'pay') {
      await issuePayCards(tx, {
        value,
        count: body.count,
        courseId,
        lectureId,
        userId: studentId,
        expiresAt,
        batch: batchName,
        batchId: batch.id,
      });
    } else {
      await issueRechargeCards(tx, {
        value,
        count: body.count,
        expiresAt,
        batch: batchName,
        batchId: batch.id,
      });
    }
    await recordAudit(tx, actor, {
      action: 'cards.batch.create',
      targetType: 'card_batch',
      targetId: batch.id,
      after: auditShape(batch, studentId),
    });
    return batch;
  });
  if (made) announceStaffEvent(db, 'cards');
  const id = made?.id ?? (await findBatchByKey(db, actor.id, idempotencyKey!))?.id;
  return viewOf(db, id!);
}

/** GET /staff/card-batches: newest first unless asked otherwise. */
export async function listCardBatches(db: Db, q: StaffCardBatchListQuery): Promise<StaffCardBatchPage> {
  const { page, perPage, offset } = staffPaging(q);
  const { rows, total } = await findBatchPage(db, {
    kind: q.kind === 'pay' ? 'paycard' : q.kind,
    sort: q.sort ?? 'created_at',
    ascending: q.order === 'asc',
    limit: perPage,
    offset,
  });
  return { items: rows.map(toBatchView), total, page, per_page: perPage };
}

const stateOf = (batch: CardBatchRow, usedBy: number | null): StaffCard['state'] =>
  usedBy !== null ? 'used' : batch.voidedAt ? 'void' : 'unused';

/** GET /staff/card-batches/{id}: the batch and a page of its cards with their state. */
export async function getCardBatch(
  db: Db,
  id: number,
  q: StaffCardBatchQuery,
): Promise<StaffCardBatchDetail> {
  const view = await findBatchView(db, id);
  if (!view) throw new DomainError('NOT_FOUND');
  const { page, perPage, offset } = staffPaging(q);
  const { rows, total } = await findCards(db, view.batch, { state: q.state, limit: perPage, offset });
  const items = rows.map((r) => ({
    id: r.id,
    code: r.code,
    state: stateOf(view.batch, r.usedBy),
    used_by: r.usedBy !== null ? { id: r.usedBy, name: r.userName ?? '' } : null,
    used_at: iso(r.usedAt),
  }));
  return { batch: toBatchView(view), cards: { items, total, page, per_page: perPage } };
}

/** Every card of a batch (CSV, PDF). */
export async function batchCards(db: Db, id: number) {
  const view = await findBatchView(db, id);
  if (!view) throw new DomainError('NOT_FOUND');
  const { rows } = await findCards(db, view.batch, {});
  return {
    batch: toBatchView(view),
    cards: rows.map((r) => ({ code: r.code, state: stateOf(view.batch, r.usedBy), usedAt: r.usedAt })),
  };
}

/**
 * POST /staff/card-batches/{id}/void: the batch's unused cards stop working (redeeming one is the
 * spec's invalid-card error); used cards stay as they were. A second call changes nothing.
 */
export async function voidCardBatch(
  db: Db,
  actor: StaffActor,
  id: number,
): Promise<StaffCardBatchVoidResponse> {
  const result = await db.transaction(async (tx) => {
    const batch = await findBatchForUpdate(tx, id);
    if (!batch) throw new DomainError('NOT_FOUND');
    if (batch.voidedAt) return { voided: 0, changed: false };
    const after = await markBatchVoid(tx, id, actor.id, new Date());
    const { all, used } = await countCards(tx, batch);
    await recordAudit(tx, actor, {
      action: 'cards.batch.void',
      targetType: 'card_batch',
      targetId: id,
      before: auditShape(batch),
      after: { ...auditShape(after), cards_voided: all - used },
    });
    return { voided: all - used, changed: true };
  });
  if (result.changed) announceStaffEvent(db, 'cards');
  return { batch: await viewOf(db, id), ...result };
}

/** GET /staff/card-targets: courses or lectures a pay-card batch may be for. */
export async function cardTargets(db: Db, q: StaffCardTargetQuery): Promise<StaffCardTargets> {
  const rows = await findTargets(db, q.scope, q.q || undefined);
  return {
    items: rows.map((r) => ({ id: r.id, name: r.name, course_name: r.courseName, price: toPounds(r.price) })),
  };
}
