import { z } from 'zod';
import { formatMoney } from '../../format/money';
import { dateTimeSchema, idSchema, moneySchema, numberInput, urlSchema } from '../common';
import { MONEY_LIMITS, TOPUP_METHODS, TOPUP_STATUSES, TRANSACTION_TYPES } from '../values';
import { topUpAmountInputSchema } from '../wallet';
import { staffListQuery, staffPageOf, staffPersonSchema } from './common';
import { calendarDaySchema } from './dashboard';

// The desk's money (issue 32): cash top-ups, balance adjustments, the review queue of top-ups,
// the cash report and the ledger, under /v1/staff. Amounts are pounds, as everywhere on the wire.

const personSchema = staffPersonSchema;
/** A day of the cash report or the ledger's filter: 'YYYY-MM-DD', a Cairo calendar day. */
const staffDaySchema = calendarDaySchema;

/** One ledger movement as staff see it: whose, who made it (desk or admin), what for. */
export const staffLedgerRowSchema = z.object({
  id: idSchema,
  serial: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  value: moneySchema,
  balance_after: moneySchema,
  comment: z.string().nullable(),
  created_at: dateTimeSchema,
  student: personSchema,
  /** The staff member who made it (cash at the desk, an adjustment); null for the student's own. */
  staff: personSchema.nullable(),
  course: personSchema.nullable(),
  lecture: personSchema.nullable(),
});
export type StaffLedgerRow = z.infer<typeof staffLedgerRowSchema>;

// POST /staff/students/{id}/cash  (admin, assistant; Idempotency-Key)
export const staffCashBodySchema = z.strictObject({ amount: topUpAmountInputSchema });
export type StaffCashBody = z.infer<typeof staffCashBodySchema>;

const adjustTooLarge = `أكبر مبلغ للتعديل في المرة الواحدة ${formatMoney(MONEY_LIMITS.maxAdjustment)}`;
// POST /staff/students/{id}/balance  (admin; Idempotency-Key): signed, positive adds, negative takes.
export const staffBalanceBodySchema = z.strictObject({
  amount: numberInput(
    moneySchema
      .refine((n) => n !== 0, { message: 'أدخل مبلغاً صحيحاً' })
      .refine((n) => Math.abs(n) <= MONEY_LIMITS.maxAdjustment, { message: adjustTooLarge }),
  ),
  comment: z.string().trim().min(1, 'اكتب سبب التعديل').max(500),
});
export type StaffBalanceBody = z.infer<typeof staffBalanceBodySchema>;

/** The answer of a cash top-up or an adjustment: the new balance and the movement. */
export const staffMovementResponseSchema = z.object({
  balance: moneySchema,
  transaction: staffLedgerRowSchema,
  message: z.string(),
});
export type StaffMovementResponse = z.infer<typeof staffMovementResponseSchema>;

// GET /staff/students/{id}/wallet?page=&per_page=
export const staffStudentWalletQuerySchema = staffListQuery;
export const staffStudentWalletSchema = z.object({
  student: personSchema,
  balance: moneySchema,
  address: z.string(),
  /** mobile-wallet and manual top-ups waiting for review */
  pending_topups: z.number().int().nonnegative(),
  ledger: staffPageOf(staffLedgerRowSchema),
});
export type StaffStudentWallet = z.infer<typeof staffStudentWalletSchema>;

// GET /staff/cash?date=&staff_id=  (an assistant sees their own cash only)
export const staffCashQuerySchema = z.strictObject({
  date: staffDaySchema.optional(),
  staff_id: numberInput(idSchema.optional()),
});
export type StaffCashQuery = z.infer<typeof staffCashQuerySchema>;
export const staffCashMovementSchema = z.object({
  id: idSchema,
  serial: z.string(),
  amount: moneySchema,
  created_at: dateTimeSchema,
  student: personSchema,
});
export const staffCashPersonSchema = z.object({
  staff: personSchema,
  total: moneySchema,
  count: z.number().int().nonnegative(),
  movements: z.array(staffCashMovementSchema),
});
export type StaffCashPerson = z.infer<typeof staffCashPersonSchema>;
export const staffCashReportSchema = z.object({
  date: z.string(),
  total: moneySchema,
  count: z.number().int().nonnegative(),
  people: z.array(staffCashPersonSchema),
});
export type StaffCashReport = z.infer<typeof staffCashReportSchema>;

// GET /staff/topups?status=pending&page=&per_page=&sort=&order=&q=
export const STAFF_TOPUP_SORTS = ['created_at', 'amount'] as const;
export const staffTopupsQuerySchema = staffListQuery.extend({
  status: z.enum(TOPUP_STATUSES).optional(),
});
export type StaffTopupsQuery = z.infer<typeof staffTopupsQuerySchema>;
export const staffTopupSchema = z.object({
  id: idSchema,
  method: z.enum(TOPUP_METHODS),
  amount: moneySchema,
  status: z.enum(TOPUP_STATUSES),
  payer_number: z.string().nullable(),
  message: z.string().nullable(),
  /** GET it with the staff member's token: /v1/staff/topups/{id}/receipt */
  receipt_url: urlSchema.nullable(),
  created_at: dateTimeSchema,
  /** seconds since it was sent */
  age_seconds: z.number().int().nonnegative(),
  student: personSchema,
  review_comment: z.string().nullable(),
  reviewed_at: dateTimeSchema.nullable(),
});
export type StaffTopup = z.infer<typeof staffTopupSchema>;
export const staffTopupsPageSchema = staffPageOf(staffTopupSchema);
export type StaffTopupsPage = z.infer<typeof staffTopupsPageSchema>;

// POST /staff/topups/confirm and /staff/topups/reject {ids, comment} (reject needs the comment)
const reviewIds = z.array(idSchema).min(1, 'اختر طلباً واحداً على الأقل').max(100);
export const staffTopupConfirmBodySchema = z.strictObject({
  ids: reviewIds,
  comment: z.string().trim().max(500).optional(),
});
export type StaffTopupConfirmBody = z.infer<typeof staffTopupConfirmBodySchema>;
export const staffTopupRejectBodySchema = z.strictObject({
  ids: reviewIds,
  comment: z.string().trim().min(1, 'اكتب سبب الرفض').max(500),
});
export type StaffTopupRejectBody = z.infer<typeof staffTopupRejectBodySchema>;
/** Each id's outcome: reviewed now, or why not (already reviewed, missing). */
export const staffTopupReviewResponseSchema = z.object({
  results: z.array(
    z.object({
      id: idSchema,
      ok: z.boolean(),
      status: z.enum(TOPUP_STATUSES).nullable(),
      error: z.enum(['NOT_FOUND', 'NOT_PENDING', 'BALANCE_LIMIT_EXCEEDED']).nullable(),
    }),
  ),
  message: z.string(),
});
export type StaffTopupReviewResponse = z.infer<typeof staffTopupReviewResponseSchema>;

// GET /staff/ledger?type=&student_id=&staff_id=&from=&to=&page=&per_page=&order=  (admin)
export const staffLedgerQuerySchema = staffListQuery.extend({
  type: z.enum(TRANSACTION_TYPES).optional(),
  student_id: numberInput(idSchema.optional()),
  staff_id: numberInput(idSchema.optional()),
  from: staffDaySchema.optional(),
  to: staffDaySchema.optional(),
});
export type StaffLedgerQuery = z.infer<typeof staffLedgerQuerySchema>;
export const staffLedgerPageSchema = staffPageOf(staffLedgerRowSchema);
export type StaffLedgerPage = z.infer<typeof staffLedgerPageSchema>;
