import type { Db } from '../../db/index';
import { payCards, rechargeCards } from '../../db/schema/index';
import { randomCode } from '../ledger/wallet';
import type { PayCardRow } from './redeem';

export interface IssuePayCardsInput {
  /** Piasters: the highest price the card covers. */
  value: number;
  count: number;
  courseId?: number | null;
  lectureId?: number | null;
  userId?: number | null;
  expiresAt?: Date | null;
  batch?: string | null;
}

/** 12 characters of an unambiguous alphabet: ~59 bits, not guessable by trying. */
export const newCardCode = () => randomCode(12);

export async function issuePayCards(db: Db, input: IssuePayCardsInput): Promise<PayCardRow[]> {
  if (!Number.isSafeInteger(input.value) || input.value <= 0)
    throw new RangeError('value must be positive piasters');
  if (!Number.isInteger(input.count) || input.count < 1 || input.count > 10_000)
    throw new RangeError('count must be 1..10000');
  const rows = Array.from({ length: input.count }, () => ({
    code: newCardCode(),
    value: input.value,
    courseId: input.courseId ?? null,
    lectureId: input.lectureId ?? null,
    userId: input.userId ?? null,
    expiresAt: input.expiresAt ?? null,
    batch: input.batch ?? null,
  }));
  return db.insert(payCards).values(rows).returning();
}

export async function issueRechargeCards(
  db: Db,
  input: { value: number; count: number; expiresAt?: Date | null; batch?: string | null },
) {
  if (!Number.isSafeInteger(input.value) || input.value <= 0)
    throw new RangeError('value must be positive piasters');
  if (!Number.isInteger(input.count) || input.count < 1 || input.count > 10_000)
    throw new RangeError('count must be 1..10000');
  const rows = Array.from({ length: input.count }, () => ({
    code: newCardCode(),
    value: input.value,
    expiresAt: input.expiresAt ?? null,
    batch: input.batch ?? null,
  }));
  return db.insert(rechargeCards).values(rows).returning();
}
