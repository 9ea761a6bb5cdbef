import { STAFF_LIMITS } from '@app/shared-contracts/schemas';
import type { Db } from '../../db/index';
import { payCards, rechargeCards } from '../../db/schema/index';
import { LIMITS_PIASTERS } from '../ledger/limits';
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
  /** The staff batch (card_batches) the cards belong to. */
  batchId?: number | null;
}

/** 12 characters of an unambiguous alphabet: ~59 bits, not guessable by trying. */
export const newCardCode = () => randomCode(12);

/** A card's value and count within their business bounds (MONEY_LIMITS, STAFF_LIMITS). */
function assertBatch(input: { value: number; count: number }, maxValue: number) {
  if (!Number.isSafeInteger(input.value) || input.value <= 0 || input.value > maxValue)
    throw new RangeError(`value must be 1..${maxValue} piasters`);
  if (!Number.isInteger(input.count) || input.count < 1 || input.count > STAFF_LIMITS.maxCards)
    throw new RangeError(`count must be 1..${STAFF_LIMITS.maxCards}`);
}

/** Postgres takes at most 65,535 parameters a statement: 10,000 cards go in parts. */
async function inChunks<R, T>(rows: R[], insert: (part: R[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < rows.length; i += 1000) out.push(...(await insert(rows.slice(i, i + 1000))));
  return out;
}

export async function issuePayCards(db: Db, input: IssuePayCardsInput): Promise<PayCardRow[]> {
  // A pay card buys one course or lecture: it is worth at most the highest price.
  assertBatch(input, LIMITS_PIASTERS.maxPrice);
  const rows = Array.from({ length: input.count }, () => ({
    code: newCardCode(),
    value: input.value,
    courseId: input.courseId ?? null,
    lectureId: input.lectureId ?? null,
    userId: input.userId ?? null,
    expiresAt: input.expiresAt ?? null,
    batch: input.batch ?? null,
    batchId: input.batchId ?? null,
  }));
  return inChunks(rows, (part) => db.insert(payCards).values(part).returning());
}

export async function issueRechargeCards(
  db: Db,
  input: {
    value: number;
    count: number;
    expiresAt?: Date | null;
    batch?: string | null;
    batchId?: number | null;
  },
) {
  // A recharge card is one top-up.
  assertBatch(input, LIMITS_PIASTERS.maxTopUp);
  const rows = Array.from({ length: input.count }, () => ({
    code: newCardCode(),
    value: input.value,
    expiresAt: input.expiresAt ?? null,
    batch: input.batch ?? null,
    batchId: input.batchId ?? null,
  }));
  return inChunks(rows, (part) => db.insert(rechargeCards).values(part).returning());
}
