import { z } from 'zod';
import { formatMoney } from '../../format/money';
import { dateTimeSchema, idSchema, moneySchema, namedRefSchema, numberInput } from '../common';
import { MONEY_LIMITS, STAFF_LIMITS } from '../values';
import { staffListQuery, staffPageOf, staffPersonSchema } from './common';
import { calendarDaySchema } from './dashboard';

// Card batches (issue 32, mfe-wallet's staff page): pay-cards buy one course or lecture, recharge
// cards top up a wallet. Admin makes and voids a batch; the desk may look and export.

export const CARD_BATCH_KINDS = ['pay', 'recharge'] as const;
/** `any`: pay-cards that buy any course or lecture priced up to their value (pnpm ops issue-paycards). */
export const CARD_BATCH_SCOPES = ['course', 'lecture', 'balance', 'any'] as const;
export const CARD_STATES = ['unused', 'used', 'void'] as const;
export type CardBatchKind = (typeof CARD_BATCH_KINDS)[number];
export type CardBatchScope = (typeof CARD_BATCH_SCOPES)[number];
export type CardState = (typeof CARD_STATES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
const todayUtc = () => new Date().toISOString().slice(0, 10);
const lastDayUtc = () => new Date(Date.now() + STAFF_LIMITS.maxDays * DAY_MS).toISOString().slice(0, 10);

export const CARD_BATCH_MESSAGES = {
  payScope: 'بطاقة الدفع تُصرف لدورة أو محاضرة',
  rechargeScope: 'بطاقة الشحن تُصرف لرصيد المحفظة',
  chooseTarget: 'اختر الدورة أو المحاضرة',
  noTarget: 'بطاقة الشحن لا تُربط بدورة أو محاضرة',
  anyNoTarget: 'بطاقة الدفع لأي دورة لا تُربط بدورة أو محاضرة',
  studentPayOnly: 'بطاقة الشحن لا تُربط بطالب',
  studentNotFound: 'الطالب غير موجود',
  valuePositive: 'أدخل قيمة أكبر من صفر',
  payTooLarge: `أكبر قيمة لبطاقة الدفع ${formatMoney(MONEY_LIMITS.maxPrice)}`,
  rechargeTooLarge: `أكبر قيمة لبطاقة الشحن ${formatMoney(MONEY_LIMITS.maxTopUp)}`,
  count: `عدد البطاقات من 1 إلى ${STAFF_LIMITS.maxCards}`,
  expiresPast: 'تاريخ الانتهاء يجب أن يكون اليوم أو بعده',
  expiresFar: `تاريخ الانتهاء يجب ألا يتجاوز ${STAFF_LIMITS.maxDays} يوماً من اليوم`,
} as const;

// POST /staff/card-batches  (admin; Idempotency-Key). value in pounds; expires a day 'YYYY-MM-DD'
// (the cards work through its end, UTC), absent for cards that never expire.
export const staffCardBatchCreateSchema = z
  .strictObject({
    kind: z.enum(CARD_BATCH_KINDS),
    scope: z.enum(CARD_BATCH_SCOPES),
    scope_id: numberInput(idSchema).nullish(),
    value: numberInput(moneySchema.refine((n) => n > 0, { message: CARD_BATCH_MESSAGES.valuePositive })),
    count: numberInput(
      z
        .number()
        .int(CARD_BATCH_MESSAGES.count)
        .min(1, CARD_BATCH_MESSAGES.count)
        .max(STAFF_LIMITS.maxCards, CARD_BATCH_MESSAGES.count),
    ),
    expires: calendarDaySchema.nullish(),
    label: z.string().trim().max(100).nullish(),
    /** Pay-cards only one student may redeem (pnpm ops issue-paycards --user). */
    student_id: numberInput(idSchema).nullish(),
  })
  .superRefine((b, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (b.kind === 'pay' && b.scope === 'balance') issue('scope', CARD_BATCH_MESSAGES.payScope);
    if (b.kind === 'recharge' && b.scope !== 'balance') issue('scope', CARD_BATCH_MESSAGES.rechargeScope);
    const target = b.scope === 'course' || b.scope === 'lecture';
    if (target && b.scope_id == null) issue('scope_id', CARD_BATCH_MESSAGES.chooseTarget);
    if (b.scope === 'balance' && b.scope_id != null) issue('scope_id', CARD_BATCH_MESSAGES.noTarget);
    if (b.scope === 'any' && b.scope_id != null) issue('scope_id', CARD_BATCH_MESSAGES.anyNoTarget);
    if (b.kind === 'recharge' && b.student_id != null)
      issue('student_id', CARD_BATCH_MESSAGES.studentPayOnly);
    if (b.kind === 'pay' && b.value > MONEY_LIMITS.maxPrice) issue('value', CARD_BATCH_MESSAGES.payTooLarge);
    if (b.kind === 'recharge' && b.value > MONEY_LIMITS.maxTopUp)
      issue('value', CARD_BATCH_MESSAGES.rechargeTooLarge);
    if (b.expires && b.expires < todayUtc()) issue('expires', CARD_BATCH_MESSAGES.expiresPast);
    if (b.expires && b.expires > lastDayUtc()) issue('expires', CARD_BATCH_MESSAGES.expiresFar);
  });
export type StaffCardBatchCreate = z.input<typeof staffCardBatchCreateSchema>;
export type StaffCardBatchCreateBody = z.output<typeof staffCardBatchCreateSchema>;

/** A batch as staff see it: what it is for, how many of its cards are used, who made it. */
export const staffCardBatchSchema = z.object({
  id: idSchema,
  kind: z.enum(CARD_BATCH_KINDS),
  scope: z.enum(CARD_BATCH_SCOPES),
  course: namedRefSchema.nullable(),
  lecture: namedRefSchema.nullable(),
  value: moneySchema,
  count: z.number().int().positive(),
  used: z.number().int().nonnegative(),
  label: z.string().nullable(),
  expires_at: dateTimeSchema.nullable(),
  created_at: dateTimeSchema,
  created_by: staffPersonSchema.nullable(),
  voided_at: dateTimeSchema.nullable(),
});
export type StaffCardBatch = z.infer<typeof staffCardBatchSchema>;

// GET /staff/card-batches?page=&per_page=&sort=&order=&kind=  (admin, assistant)
export const staffCardBatchListQuerySchema = staffListQuery.extend({
  sort: z.enum(['created_at', 'value', 'count']).optional(),
  kind: z.enum(CARD_BATCH_KINDS).optional(),
});
export type StaffCardBatchListQuery = z.infer<typeof staffCardBatchListQuerySchema>;
export const staffCardBatchPageSchema = staffPageOf(staffCardBatchSchema);
export type StaffCardBatchPage = z.infer<typeof staffCardBatchPageSchema>;

/** One card of a batch: its code and state; who used it, when, for what. */
export const staffCardSchema = z.object({
  id: idSchema,
  code: z.string(),
  state: z.enum(CARD_STATES),
  used_by: staffPersonSchema.nullable(),
  used_at: dateTimeSchema.nullable(),
});
export type StaffCard = z.infer<typeof staffCardSchema>;

// GET /staff/card-batches/{id}?page=&per_page=&state=  (admin, assistant): the batch and a page of cards
export const staffCardBatchParamsSchema = z.strictObject({ id: numberInput(idSchema) });
export const staffCardBatchQuerySchema = staffListQuery.extend({
  sort: z.enum(['id']).optional(),
  state: z.enum(CARD_STATES).optional(),
});
export type StaffCardBatchQuery = z.infer<typeof staffCardBatchQuerySchema>;
export const staffCardBatchDetailSchema = z.object({
  batch: staffCardBatchSchema,
  cards: staffPageOf(staffCardSchema),
});
export type StaffCardBatchDetail = z.infer<typeof staffCardBatchDetailSchema>;

// POST /staff/card-batches/{id}/void  (admin): the unused cards become unusable; again: voided 0.
export const staffCardBatchVoidResponseSchema = z.object({
  batch: staffCardBatchSchema,
  /** Cards this call made unusable (0 when the batch was already void). */
  voided: z.number().int().nonnegative(),
  changed: z.boolean(),
});
export type StaffCardBatchVoidResponse = z.infer<typeof staffCardBatchVoidResponseSchema>;

// GET /staff/card-targets?scope=course|lecture&q=  (admin): what a pay-card batch may be for.
export const staffCardTargetQuerySchema = z.strictObject({
  scope: z.enum(['course', 'lecture']),
  q: z.string().trim().max(200).optional(),
});
export type StaffCardTargetQuery = z.infer<typeof staffCardTargetQuerySchema>;
export const staffCardTargetSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** The lecture's course; null for a course. */
  course_name: z.string().nullable(),
  price: moneySchema,
});
export type StaffCardTarget = z.infer<typeof staffCardTargetSchema>;
export const staffCardTargetsSchema = z.object({ items: z.array(staffCardTargetSchema) });
export type StaffCardTargets = z.infer<typeof staffCardTargetsSchema>;
