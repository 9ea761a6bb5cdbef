import { TOPUP_METHODS, TRANSACTION_TYPES } from '@app/shared-contracts/schemas';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { courses, lectures } from './catalogue';
import { cardBatches } from './staff';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Money is integer piasters (1 EGP = 100); it becomes pounds only at the API edge. */
const piasters = (name: string) => bigint(name, { mode: 'number' });

// The contract's lists, so the database enums and the wire can never disagree.
export const ledgerTypes = TRANSACTION_TYPES;
export type LedgerType = (typeof ledgerTypes)[number];

/** One wallet per user. balance always equals the sum of the user's ledger rows (auditWallets). */
export const wallets = pgTable(
  'wallets',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: piasters('balance').notNull().default(0),
    /** The address another student transfers to (spec 3 §2.3). */
    address: text('address').notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('wallets_balance_not_negative', sql`${t.balance} >= 0`)],
);

/** Append-only: one row per movement, written in the same transaction as the balance change. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    serial: text('serial').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ledgerTypes }).notNull(),
    /** Signed piasters: positive credit, negative debit. */
    value: piasters('value').notNull(),
    balanceAfter: piasters('balance_after').notNull(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    lectureId: integer('lecture_id').references(() => lectures.id, { onDelete: 'set null' }),
    /** The other side of a balance_transfer (recipient on the sender's row and vice versa). */
    counterpartUserId: integer('counterpart_user_id').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment'),
    /** A retried request with the same key gets the first row back and moves no money. */
    idempotencyKey: text('idempotency_key'),
    /** The staff member who made a desk or admin movement (null: the student or the system). */
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ledger_staff_idx').on(t.staffId, t.createdAt),
    index('ledger_user_idx').on(t.userId, t.id),
    uniqueIndex('ledger_user_idempotency_idx').on(t.userId, t.idempotencyKey),
  ],
);

/**
 * Pay-cards buy one course or lecture directly (no wallet money moves). A card may be bound to a
 * target (course, or lecture) and to one user; it is single use and may expire.
 */
export const payCards = pgTable(
  'pay_cards',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    /** The highest price the card covers (PAYCARD_MAX_PRICE_EXCEEDED above it). */
    value: piasters('value').notNull(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    lectureId: integer('lecture_id').references(() => lectures.id, { onDelete: 'cascade' }),
    /** Only this user may redeem it (PAYCARD_USED_BY_ANOTHER_USER for others). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at'),
    usedBy: integer('used_by').references(() => users.id, { onDelete: 'set null' }),
    usedAt: ts('used_at'),
    usedForCourseId: integer('used_for_course_id').references(() => courses.id, { onDelete: 'set null' }),
    usedForLectureId: integer('used_for_lecture_id').references(() => lectures.id, { onDelete: 'set null' }),
    usedIdempotencyKey: text('used_idempotency_key'),
    batch: text('batch'),
    batchId: integer('batch_id').references(() => cardBatches.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [check('pay_cards_value_positive', sql`${t.value} > 0`), index('pay_cards_batch_idx').on(t.batchId)],
);

/** Recharge cards add their value to the wallet (a 'recharge' ledger row). */
export const rechargeCards = pgTable(
  'recharge_cards',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    value: piasters('value').notNull(),
    expiresAt: ts('expires_at'),
    usedBy: integer('used_by').references(() => users.id, { onDelete: 'set null' }),
    usedAt: ts('used_at'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    batch: text('batch'),
    batchId: integer('batch_id').references(() => cardBatches.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('recharge_cards_value_positive', sql`${t.value} > 0`),
    index('recharge_cards_batch_idx').on(t.batchId),
  ],
);

export const topupMethods = TOPUP_METHODS;

/**
 * Top-ups that are not instant: mobile-wallet and manual ones wait for staff ('pending' is
 * pending_mobile_payments_count); gateway orders wait for the provider's signed callback.
 */
export const topupRequests = pgTable(
  'topup_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method', { enum: topupMethods }).notNull(),
    amount: piasters('amount').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'rejected', 'failed', 'cancelled'] })
      .notNull()
      .default('pending'),
    payerNumber: text('payer_number'),
    /** Path of the uploaded receipt under /uploads. */
    attachment: text('attachment'),
    message: text('message'),
    /** The gateway's order or transaction id, unique per provider so a callback credits once. */
    provider: text('provider'),
    providerRef: text('provider_ref'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    reviewComment: text('review_comment'),
    reviewedAt: ts('reviewed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('topup_requests_user_idx').on(t.userId, t.status),
    uniqueIndex('topup_requests_provider_ref_idx').on(t.provider, t.providerRef),
    check('topup_requests_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * Every payment-provider callback received, valid or not, kept for audit (docs/payments.md):
 * what came in, whether its signature held and what was done with it.
 */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    /** 'server' (server-to-server notification) or 'return' (the browser redirect). */
    channel: text('channel').notNull(),
    payload: jsonb('payload').notNull(),
    verified: boolean('verified').notNull(),
    /** credited, already_credited, failed, ignored, rejected: <why> */
    outcome: text('outcome').notNull(),
    topupRequestId: integer('topup_request_id').references(() => topupRequests.id, {
      onDelete: 'set null',
    }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('payment_callbacks_topup_idx').on(t.topupRequestId)],
);

/** A student's place in a course: joined ('lectures' or free course) or purchased. */
export const enrolments = pgTable(
  'enrolments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['join', 'free', 'purchase'] }).notNull(),
    payBy: text('pay_by', { enum: ['wallet', 'paycard'] }),
    pricePaid: piasters('price_paid').notNull().default(0),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    payCardId: integer('pay_card_id').references(() => payCards.id),
    /** The key of the request that created it: the same request retried gets success back. */
    idempotencyKey: text('idempotency_key'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enrolments_user_course_idx').on(t.userId, t.courseId),
    index('enrolments_course_idx').on(t.courseId),
  ],
);

/** A bought lecture. A repurchase updates the row (new expiry, views reset) and counts up. */
export const lecturePurchases = pgTable(
  'lecture_purchases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    payBy: text('pay_by', { enum: ['wallet', 'paycard', 'free'] }).notNull(),
    pricePaid: piasters('price_paid').notNull().default(0),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    payCardId: integer('pay_card_id').references(() => payCards.id),
    purchaseCount: integer('purchase_count').notNull().default(1),
    idempotencyKey: text('idempotency_key'),
    /** Null: never expires (lecture.expiry_days null). */
    expiresAt: ts('expires_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lecture_purchases_user_lecture_idx').on(t.userId, t.lectureId)],
);
