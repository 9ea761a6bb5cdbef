import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { ph, preparedOf } from '../../db/prepared';
import { courses, enrolments, ledgerTransactions, wallets } from '../../db/schema/index';
import { fieldError } from '../errors';
import { DomainError } from '../ledger/errors';
import { debitInTx, ledgerRowOfKey } from '../ledger/movements';
import { lockWallet } from '../ledger/wallet';
import { redeemPayCardInTx } from '../paycards/redeem';

type CourseRow = typeof courses.$inferSelect;
export type EnrolmentRow = typeof enrolments.$inferSelect;

export interface EnrolResult {
  course: CourseRow;
  enrolment: EnrolmentRow;
  /** Wallet balance after a wallet purchase (piasters); null when no money moved. */
  balance: number | null;
  replayed: boolean;
}

async function findCourse(tx: Db, courseId: number): Promise<CourseRow> {
  const [row] = await preparedOf(tx, 'course_on_sale', () =>
    tx
      .select()
      .from(courses)
      .where(and(eq(courses.id, ph('course')), eq(courses.published, true))),
  ).execute({ course: courseId });
  if (!row) throw new DomainError('NOT_FOUND', { detail: 'courseNotFound' });
  return row;
}

async function findEnrolment(tx: Db, userId: number, courseId: number) {
  const [row] = await tx
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)));
  return row;
}

/**
 * LIMIT_EXCEEDED when the course is full. The course row is locked first so two students taking
 * the last seat at once cannot both get it.
 */
async function assertSeat(tx: Db, course: CourseRow) {
  if (course.maxStudents === null) return;
  await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, course.id)).for('update');
  const [row] = await tx.select({ n: count() }).from(enrolments).where(eq(enrolments.courseId, course.id));
  if (Number(row?.n ?? 0) >= course.maxStudents) throw new DomainError('LIMIT_EXCEEDED');
}

async function insertEnrolment(
  tx: Db,
  values: typeof enrolments.$inferInsert,
  onConflict: 'ALREADY_JOINED' | 'ALREADY_PURCHASED',
) {
  // Built once (decision 0065): every column a purchase or a join may set is a placeholder.
  const [row] = await preparedOf(tx, 'enrolment_insert', () =>
    tx
      .insert(enrolments)
      .values({
        userId: ph('userId'),
        courseId: ph('courseId'),
        kind: ph('kind'),
        payBy: ph('payBy'),
        pricePaid: ph('pricePaid'),
        ledgerTransactionId: ph('ledgerTransactionId'),
        payCardId: ph('payCardId'),
        idempotencyKey: ph('idempotencyKey'),
      })
      .onConflictDoNothing()
      .returning(),
  ).execute({
    payBy: null,
    pricePaid: 0,
    ledgerTransactionId: null,
    payCardId: null,
    idempotencyKey: null,
    ...values,
  });
  if (!row) throw new DomainError(onConflict);
  return row;
}

const isFreeCourse = (c: CourseRow) => c.payType === 'course' && c.price === 0;

/** POST /courses/{id}/join: only pay_type 'lectures' or a free course. */
export function joinCourse(db: Db, userId: number, courseId: number): Promise<EnrolResult> {
  return db.transaction(async (tx) => {
    const course = await findCourse(tx, courseId);
    if (course.payType === 'course' && course.price > 0) {
      throw new DomainError('VALIDATION_FAILED', { detail: 'courseIsPaid' });
    }
    if (await findEnrolment(tx, userId, courseId)) throw new DomainError('ALREADY_JOINED');
    await assertSeat(tx, course);
    const enrolment = await insertEnrolment(
      tx,
      { userId, courseId, kind: course.payType === 'lectures' ? 'join' : 'free' },
      'ALREADY_JOINED',
    );
    return { course, enrolment, balance: null, replayed: false };
  });
}

export interface PurchaseCourseInput {
  userId: number;
  courseId: number;
  payBy?: 'wallet' | 'paycard' | undefined;
  code?: string | undefined;
  idempotencyKey?: string | null | undefined;
  /** From the enable_wallet_system setting; false refuses pay_by wallet. */
  walletEnabled?: boolean;
}

/**
 * POST /courses/{id}/purchase. Everything happens in one transaction that first locks the
 * buyer's wallet row: two concurrent purchases by one user are serialised, the second sees the
 * first's enrolment and answers ALREADY_PURCHASED, so the course is charged once.
 */
export async function purchaseCourse(db: Db, input: PurchaseCourseInput): Promise<EnrolResult> {
  // Read before the wallet lock: nothing here needs it (decision 0056).
  const course = await findCourse(db, input.courseId);
  if (course.payType === 'lectures') {
    throw new DomainError('VALIDATION_FAILED', { detail: 'lecturesSoldSeparately' });
  }
  return db.transaction(async (tx) => {
    const wallet = await lockWallet(tx, input.userId);
    // Under the lock, in one statement: the enrolment and the ledger row of the idempotency key.
    const key = input.idempotencyKey ?? null;
    const [state] = await preparedOf(tx, key ? 'course_purchase_state_keyed' : 'course_purchase_state', () =>
      tx
        .select({ existing: enrolments, prior: ledgerTransactions })
        .from(wallets)
        .leftJoin(
          enrolments,
          and(eq(enrolments.userId, wallets.userId), eq(enrolments.courseId, ph('course'))),
        )
        .leftJoin(ledgerTransactions, key ? ledgerRowOfKey(ph('key')) : sql`false`)
        .where(eq(wallets.userId, ph('user'))),
    ).execute({ user: input.userId, course: course.id, key });
    const existing = state?.existing;
    if (existing) {
      if (input.idempotencyKey && existing.idempotencyKey === input.idempotencyKey) {
        const balance = existing.payBy === 'wallet' ? wallet.balance : null;
        return { course, enrolment: existing, balance, replayed: true };
      }
      throw new DomainError('ALREADY_PURCHASED');
    }
    await assertSeat(tx, course);
    const base = { userId: input.userId, courseId: course.id, idempotencyKey: input.idempotencyKey ?? null };

    if (isFreeCourse(course)) {
      const enrolment = await insertEnrolment(tx, { ...base, kind: 'free' }, 'ALREADY_PURCHASED');
      return { course, enrolment, balance: null, replayed: false };
    }
    if (input.payBy === 'wallet') {
      if (input.walletEnabled === false) throw new DomainError('FEATURE_DISABLED');
      const move = await debitInTx(
        tx,
        {
          userId: input.userId,
          amount: course.price,
          type: 'course_purchase',
          courseId: course.id,
          idempotencyKey: input.idempotencyKey ?? null,
        },
        wallet,
        state?.prior ?? null,
      );
      const enrolment = await insertEnrolment(
        tx,
        {
          ...base,
          kind: 'purchase',
          payBy: 'wallet',
          pricePaid: course.price,
          ledgerTransactionId: move.transaction.id,
        },
        'ALREADY_PURCHASED',
      );
      return { course, enrolment, balance: move.balance, replayed: false };
    }
    if (input.payBy === 'paycard') {
      if (!input.code) throw fieldError('code', 'payCardCode');
      const { card } = await redeemPayCardInTx(tx, {
        userId: input.userId,
        code: input.code,
        idempotencyKey: input.idempotencyKey ?? null,
        target: {
          kind: 'course',
          courseId: course.id,
          price: course.price,
          paycardDisabled: course.paycardDisabled,
        },
      });
      const enrolment = await insertEnrolment(
        tx,
        { ...base, kind: 'purchase', payBy: 'paycard', pricePaid: course.price, payCardId: card.id },
        'ALREADY_PURCHASED',
      );
      return { course, enrolment, balance: null, replayed: false };
    }
    throw fieldError('pay_by', 'choosePayBy');
  });
}
