import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index';
import { ph, preparedOf } from '../../db/prepared';
import {
  type courses,
  enrolments,
  lecturePurchases,
  type lectures,
  ledgerTransactions,
  videos,
  videoViews,
  wallets,
} from '../../db/schema/index';
import type { LectureReaderState } from '../catalogue/lecture-views';
import { fieldError } from '../errors';
import { lectureForReader } from '../lectures/lecture-gate';
import { DomainError } from '../ledger/errors';
import { debitInTx, ledgerRowOfKey } from '../ledger/movements';
import { lockWallet } from '../ledger/wallet';
import { redeemPayCardInTx } from '../paycards/redeem';
import { buyLectureOnce } from './lecture-purchase-once';

type LectureRow = typeof lectures.$inferSelect;
type CourseRow = typeof courses.$inferSelect;
export type LecturePurchaseRow = typeof lecturePurchases.$inferSelect;

export interface PurchaseLectureInput {
  userId: number;
  lectureId: number;
  payBy?: 'wallet' | 'paycard' | undefined;
  code?: string | undefined;
  idempotencyKey?: string | null | undefined;
  walletEnabled?: boolean;
  now?: Date;
}

export interface PurchaseLectureResult {
  lecture: LectureRow;
  course: CourseRow;
  purchase: LecturePurchaseRow;
  /** Wallet balance after (piasters), whatever the payment method. */
  balance: number;
  replayed: boolean;
  /** What the buyer has of the lecture after the purchase (its view's flags). */
  state: LectureReaderState;
}

const DAY = 86_400_000;

/** Whether any of the lecture's videos has a counted view by this user (what a repurchase resets). */
async function viewedSincePurchase(tx: Db, userId: number, lectureId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: videoViews.id })
    .from(videoViews)
    .innerJoin(videos, eq(videos.id, videoViews.videoId))
    .where(
      and(eq(videoViews.userId, userId), eq(videos.lectureId, lectureId), gt(videoViews.countedViews, 0)),
    )
    .limit(1);
  return !!row;
}

/**
 * Under the wallet lock, in one statement: the earlier purchase, whether the course is owned, and
 * (keyed) the ledger row of the idempotency key. Placeholders: user, lecture, course, key.
 */
function purchaseStateQuery(tx: Tx, keyed: boolean) {
  return tx
    .select({
      existing: lecturePurchases,
      prior: ledgerTransactions,
      courseOwned: sql<boolean>`exists (select 1 from ${enrolments} where ${and(
        eq(enrolments.userId, ph('user')),
        eq(enrolments.courseId, ph('course')),
        inArray(enrolments.kind, ['free', 'purchase']),
      )})`,
    })
    .from(wallets)
    .leftJoin(
      lecturePurchases,
      and(eq(lecturePurchases.userId, wallets.userId), eq(lecturePurchases.lectureId, ph('lecture'))),
    )
    .leftJoin(ledgerTransactions, keyed ? ledgerRowOfKey(ph('key')) : sql`false`)
    .where(eq(wallets.userId, ph('user')));
}

/**
 * A new purchase row, and the course's 'join' enrolment in its WITH: one round trip under the lock.
 * Placeholders: user, lecture, course and the row's values.
 */
function purchaseInsert(tx: Tx) {
  const joined = tx.$with('joined').as(
    tx
      .insert(enrolments)
      .values({ userId: ph('user'), courseId: ph('course'), kind: 'join' })
      .onConflictDoNothing()
      .returning({ id: enrolments.id }),
  );
  return tx
    .with(joined)
    .insert(lecturePurchases)
    .values({
      userId: ph('user'),
      lectureId: ph('lecture'),
      payBy: ph('payBy'),
      pricePaid: ph('pricePaid'),
      ledgerTransactionId: ph('ledgerTransactionId'),
      payCardId: ph('payCardId'),
      // No column encoder on a placeholder that may be null: the text is cast here.
      expiresAt: sql`${ph('expiresAt')}::timestamptz`,
      idempotencyKey: ph('idempotencyKey'),
    })
    .returning();
}

/**
 * POST /lectures/{id}/purchase (spec 2 §4). Only a 'lectures' course sells its lectures one by one.
 * A bought lecture answers ALREADY_PURCHASED unless it expired, or is repurchasable and has views
 * to reset; a repurchase costs repurchase_price (or price), sets a new expiry and resets the
 * counted views of its videos. Buying a lecture of a 'lectures' course joins it.
 */
export async function purchaseLecture(db: Db, input: PurchaseLectureInput): Promise<PurchaseLectureResult> {
  const now = input.now ?? new Date();
  // Read before the wallet lock: nothing here needs it (decision 0056). The gate's statement also
  // reads what the buyer has of the lecture, so the answer needs no read after the commit.
  const found = await lectureForReader(db, input.userId, input.lectureId);
  if (!found) throw new DomainError('NOT_FOUND', { detail: 'lectureNotFound' });
  const { lecture, course } = found;
  // The state the answer shows: bought (with this expiry), and the course as read under the lock.
  const after = (bought: LecturePurchaseRow, courseOwned: boolean): LectureReaderState => ({
    purchases: new Map([[lecture.id, bought.expiresAt ?? null]]),
    ownedCourses: courseOwned ? new Set([course.id]) : new Set(),
    seen: found.state.seen,
  });
  const expiresAt = lecture.expiryDays ? new Date(now.getTime() + lecture.expiryDays * DAY) : null;
  // The common case, a first purchase from the wallet, in one statement (decision 0067); when it
  // moves nothing the locked path below decides what to answer.
  if (
    course.payType === 'lectures' &&
    !found.state.purchases.has(lecture.id) &&
    lecture.price > 0 &&
    input.payBy === 'wallet' &&
    input.walletEnabled !== false
  ) {
    const bought = await buyLectureOnce(db, {
      userId: input.userId,
      lectureId: lecture.id,
      courseId: course.id,
      price: lecture.price,
      expiresAt,
      idempotencyKey: input.idempotencyKey ?? null,
    });
    if (bought) {
      const { purchase, balance, courseOwned } = bought;
      return { lecture, course, purchase, balance, replayed: false, state: after(purchase, courseOwned) };
    }
  }
  return db.transaction(async (tx) => {
    const wallet = await lockWallet(tx, input.userId);
    // Under the lock, in one statement: the earlier purchase, whether the course is owned, and
    // the ledger row of the idempotency key (a separate statement from the lock, so it sees what
    // a call that held the lock before committed).
    const key = input.idempotencyKey ?? null;
    const [state] = await preparedOf(
      tx,
      key ? 'lecture_purchase_state_keyed' : 'lecture_purchase_state',
      () => purchaseStateQuery(tx, key !== null),
    ).execute({ user: input.userId, lecture: lecture.id, course: course.id, key });
    const existing = state?.existing ?? undefined;
    if (existing && input.idempotencyKey && existing.idempotencyKey === input.idempotencyKey) {
      return {
        lecture,
        course,
        purchase: existing,
        balance: wallet.balance,
        replayed: true,
        state: after(existing, state?.courseOwned === true),
      };
    }
    const courseOwned = state?.courseOwned === true;
    const expired = !!existing?.expiresAt && existing.expiresAt.getTime() <= now.getTime();
    if (course.payType === 'course') {
      // Spec 2 §4: a whole course's lectures open with the course; none is sold on its own, so a
      // lecture price of 0 there never means free (the course's own price says that).
      if (courseOwned || (existing && !expired)) throw new DomainError('ALREADY_PURCHASED');
      throw new DomainError('VALIDATION_FAILED', { detail: 'lectureSoldWithCourse' });
    }
    if (
      existing &&
      !expired &&
      (!lecture.repurchasable || !(await viewedSincePurchase(tx, input.userId, lecture.id)))
    ) {
      // A repurchase only resets views: with none counted since the last one there is nothing to
      // buy, so a double click (two requests without a key) is charged once.
      throw new DomainError('ALREADY_PURCHASED');
    }
    const price =
      existing && lecture.repurchasable ? (lecture.repurchasePrice ?? lecture.price) : lecture.price;

    let payBy: 'wallet' | 'paycard' | 'free' = 'free';
    let ledgerTransactionId: number | null = null;
    let payCardId: number | null = null;
    let balance = wallet.balance;
    if (price > 0) {
      if (input.payBy === 'wallet') {
        if (input.walletEnabled === false) throw new DomainError('FEATURE_DISABLED');
        const move = await debitInTx(
          tx,
          {
            userId: input.userId,
            amount: price,
            type: 'lecture_purchase',
            lectureId: lecture.id,
            courseId: course.id,
            idempotencyKey: input.idempotencyKey ?? null,
          },
          wallet,
          state?.prior ?? null,
        );
        payBy = 'wallet';
        ledgerTransactionId = move.transaction.id;
        balance = move.balance;
      } else if (input.payBy === 'paycard') {
        if (!input.code) throw fieldError('code', 'payCardCode');
        const { card } = await redeemPayCardInTx(tx, {
          userId: input.userId,
          code: input.code,
          idempotencyKey: input.idempotencyKey ?? null,
          now,
          target: {
            kind: 'lecture',
            lectureId: lecture.id,
            courseId: course.id,
            price,
            paycardDisabled: lecture.paycardDisabled || course.paycardDisabled,
          },
        });
        payBy = 'paycard';
        payCardId = card.id;
      } else {
        throw fieldError('pay_by', 'choosePayBy');
      }
    }

    const values = {
      payBy,
      pricePaid: price,
      ledgerTransactionId,
      payCardId,
      expiresAt,
      idempotencyKey: input.idempotencyKey ?? null,
    };
    let purchase: LecturePurchaseRow | undefined;
    if (existing) {
      [purchase] = await tx
        .update(lecturePurchases)
        .set({ ...values, purchaseCount: sql`${lecturePurchases.purchaseCount} + 1`, updatedAt: now })
        .where(eq(lecturePurchases.id, existing.id))
        .returning();
      // A repurchase starts the views over (spec 2 §4).
      const videoIds = tx.select({ id: videos.id }).from(videos).where(eq(videos.lectureId, lecture.id));
      await tx
        .update(videoViews)
        .set({ countedViews: 0, updatedAt: now })
        .where(and(eq(videoViews.userId, input.userId), inArray(videoViews.videoId, videoIds)));
      await tx
        .insert(enrolments)
        .values({ userId: input.userId, courseId: course.id, kind: 'join' })
        .onConflictDoNothing();
    } else {
      // The purchase and the course's join in one statement (the join's WITH): this course sells
      // its lectures one by one (a 'course' one refused above), and a purchase joins it.
      [purchase] = await preparedOf(tx, 'lecture_purchase_insert', () => purchaseInsert(tx)).execute({
        user: input.userId,
        lecture: lecture.id,
        course: course.id,
        ...values,
        expiresAt: expiresAt?.toISOString() ?? null,
      });
    }
    if (!purchase) throw new Error('lecture purchase not written');
    return { lecture, course, purchase, balance, replayed: false, state: after(purchase, courseOwned) };
  });
}
