import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index';
import { payCards } from '../../db/schema/index';
import { DomainError } from '../ledger/errors';
import { batchIsVoid } from './batches-repository';

export type PayCardRow = typeof payCards.$inferSelect;

export type PayCardTarget =
  | { kind: 'course'; courseId: number; price: number; paycardDisabled?: boolean }
  | { kind: 'lecture'; lectureId: number; courseId: number; price: number; paycardDisabled?: boolean };

export interface RedeemInput {
  userId: number;
  code: string;
  target: PayCardTarget;
  idempotencyKey?: string | null;
  now?: Date;
}

export interface RedeemResult {
  card: PayCardRow;
  /** The same user retried with the same idempotency key: the card was already theirs for this. */
  replayed: boolean;
}

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';

/** Codes are typed from paper: spaces and dashes ignored, Arabic-Indic digits accepted, any case. */
export function normalizeCardCode(code: string): string {
  return code
    .replace(/[٠-٩]/g, (d) => String(ARABIC_INDIC.indexOf(d)))
    .replace(/[۰-۹]/g, (d) => String(PERSIAN.indexOf(d)))
    .replace(/[\s-]+/g, '')
    .toUpperCase();
}

function sameTarget(card: PayCardRow, target: PayCardTarget): boolean {
  return target.kind === 'course'
    ? card.usedForCourseId === target.courseId && card.usedForLectureId === null
    : card.usedForLectureId === target.lectureId;
}

/**
 * Marks a pay-card used for `target` inside the caller's transaction, after every check of
 * spec 1 §8 / spec 2 §8. The card row is locked (FOR UPDATE), so of any number of concurrent
 * redemptions exactly one succeeds. The caller grants the course or lecture in the same `tx`.
 */
export async function redeemPayCardInTx(tx: Tx, input: RedeemInput): Promise<RedeemResult> {
  const code = normalizeCardCode(input.code);
  if (!code || code.length > 64) throw new DomainError('INVALID_PAYCARD_CODE');
  const [card] = await tx.select().from(payCards).where(eq(payCards.code, code)).for('update');
  if (!card) throw new DomainError('INVALID_PAYCARD_CODE');

  if (card.usedBy !== null) {
    if (card.usedBy !== input.userId) throw new DomainError('PAYCARD_USED_BY_ANOTHER_USER');
    if (
      input.idempotencyKey &&
      card.usedIdempotencyKey === input.idempotencyKey &&
      sameTarget(card, input.target)
    ) {
      return { card, replayed: true };
    }
    throw new DomainError('USED_PAYCARD');
  }
  // A voided batch's unused cards are as if they did not exist (spec's invalid-card error).
  if (await batchIsVoid(tx, card.batchId)) throw new DomainError('INVALID_PAYCARD_CODE');
  if (card.userId !== null && card.userId !== input.userId)
    throw new DomainError('PAYCARD_USED_BY_ANOTHER_USER');
  const now = input.now ?? new Date();
  if (card.expiresAt && card.expiresAt.getTime() <= now.getTime()) throw new DomainError('EXPIRED_PAYCARD');

  const t = input.target;
  const targetOk =
    !t.paycardDisabled &&
    (card.lectureId === null || (t.kind === 'lecture' && t.lectureId === card.lectureId)) &&
    (card.courseId === null || t.courseId === card.courseId);
  if (!targetOk) throw new DomainError('PAYCARD_TARGET_VALIDATION_FAILD');
  if (t.price > card.value) throw new DomainError('PAYCARD_MAX_PRICE_EXCEEDED');

  const [used] = await tx
    .update(payCards)
    .set({
      usedBy: input.userId,
      usedAt: now,
      usedForCourseId: t.kind === 'course' ? t.courseId : null,
      usedForLectureId: t.kind === 'lecture' ? t.lectureId : null,
      usedIdempotencyKey: input.idempotencyKey ?? null,
    })
    .where(eq(payCards.id, card.id))
    .returning();
  if (!used) throw new Error('pay-card update returned nothing');
  return { card: used, replayed: false };
}

/**
 * Redeems a card in its own transaction and runs `grant` (enrol, record the lecture purchase)
 * in the same transaction, so a card is never used without its purchase, nor the reverse.
 */
export function redeemPayCard<T>(
  db: Db,
  input: RedeemInput,
  grant: (tx: Db, result: RedeemResult) => Promise<T>,
): Promise<RedeemResult & { granted: T }> {
  return db.transaction(async (tx) => {
    const result = await redeemPayCardInTx(tx, input);
    const granted = await grant(tx, result);
    return { ...result, granted };
  });
}
