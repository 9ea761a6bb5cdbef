import { z } from 'zod';
import { formatMoney } from '../format/money';
import {
  codeInput,
  dataOf,
  dateTimeSchema,
  digitsStringInput,
  idSchema,
  moneySchema,
  nameOnlySchema,
  numberInput,
  paginated,
  urlSchema,
} from './common';
import {
  AMOUNT_MESSAGES,
  MIN_TRANSFER_AMOUNT,
  MONEY_LIMITS,
  TOPUP_METHODS,
  TOPUP_STATUSES,
  TRANSACTION_TYPES,
} from './values';

/** One top-up's amount, typed by the student: above 0 and at most MONEY_LIMITS.maxTopUp pounds. */
export const topUpAmountInputSchema = numberInput(
  moneySchema
    .refine((n) => n > 0, { message: 'أدخل مبلغاً صحيحاً' })
    .refine((n) => n <= MONEY_LIMITS.maxTopUp, { message: AMOUNT_MESSAGES.topUpTooLarge }),
);

export const walletSchema = z.object({
  balance: moneySchema,
  /** the address other students transfer to (shown with a QR code) */
  address: z.string(),
});
export type Wallet = z.infer<typeof walletSchema>;

export const walletMetaSchema = z.object({ pending_mobile_payments_count: z.number().int().nonnegative() });
export type WalletMeta = z.infer<typeof walletMetaSchema>;

/** One append-only ledger row. value > 0 credit, < 0 debit. */
export const transactionSchema = z.object({
  serial: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  value: moneySchema,
  balance_after: moneySchema,
  timestamp: dateTimeSchema,
  /** staff comment of admin_balance_update (and top-up method notes) */
  comment: z.string().nullable(),
  lecture_resource: nameOnlySchema.nullable(),
  course_resource: nameOnlySchema.nullable(),
  /** how a recharge row was paid (the top-up request it credited), when known */
  topup_method: z.enum(TOPUP_METHODS).nullable().optional(),
  transfer_resource: z
    .object({
      recipient_user_name: z.string().optional(),
      sender_user_name: z.string().optional(),
    })
    .nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;

// GET /wallet?page=  (the next page via transactions.links.next)
export const walletQuerySchema = z.object({ page: numberInput(idSchema.optional()) });
export type WalletQuery = z.infer<typeof walletQuerySchema>;
export const walletResponseSchema = z.object({
  wallet: walletSchema,
  meta: walletMetaSchema,
  transactions: paginated(transactionSchema),
});
export type WalletResponse = z.infer<typeof walletResponseSchema>;

// POST /wallet/transfer
export const walletTransferBodySchema = z.strictObject({
  amount: numberInput(
    moneySchema
      .refine((n) => n >= MIN_TRANSFER_AMOUNT, {
        message: `أقل مبلغ للتحويل ${formatMoney(MIN_TRANSFER_AMOUNT)}`,
      })
      .refine((n) => n <= MONEY_LIMITS.maxTransfer, { message: AMOUNT_MESSAGES.transferTooLarge }),
  ),
  wallet_address: codeInput(z.string().min(1, 'أدخل عنوان المحفظة').max(64)),
});
export type WalletTransferBody = z.infer<typeof walletTransferBodySchema>;
export const walletTransferResponseSchema = z.object({
  amount: moneySchema,
  balance: moneySchema,
  transaction: transactionSchema,
  serial: z.string(),
});
export type WalletTransferResponse = z.infer<typeof walletTransferResponseSchema>;

// ---- top-ups ----
/** A mobile-wallet or manual top-up waiting for staff review. */
export const topUpRequestSchema = z.object({
  id: idSchema,
  method: z.enum(TOPUP_METHODS),
  amount: moneySchema,
  status: z.enum(TOPUP_STATUSES),
  payer_number: z.string().nullable(),
  message: z.string().nullable(),
  attachment_url: urlSchema.nullable(),
  created_at: dateTimeSchema,
  /** staff's reason for a refusal (or note on a confirmation) */
  review_comment: z.string().nullable().optional(),
  reviewed_at: dateTimeSchema.nullable().optional(),
});
export type TopUpRequest = z.infer<typeof topUpRequestSchema>;

/**
 * POST /wallet/recharge/mobile-wallet (multipart; the file part is `attachment`, an image).
 * Our choice: manual external payments use the same fields on POST /wallet/recharge/manual.
 */
export const mobileWalletRechargeFieldsSchema = z.strictObject({
  amount: topUpAmountInputSchema,
  payer_number: digitsStringInput(z.string().min(1, 'لا يمكنك ترك الحقل فارغاً').max(20)),
  message: z.string().trim().max(1000).optional(),
});
export type MobileWalletRechargeFields = z.infer<typeof mobileWalletRechargeFieldsSchema>;
export const manualRechargeFieldsSchema = z.strictObject({
  amount: topUpAmountInputSchema,
  payer_number: digitsStringInput(z.string().max(40).optional()),
  message: z.string().trim().max(1000).optional(),
});
export type ManualRechargeFields = z.infer<typeof manualRechargeFieldsSchema>;
export const topUpRequestResponseSchema = z.object({ data: topUpRequestSchema, message: z.string() });
export type TopUpRequestResponse = z.infer<typeof topUpRequestResponseSchema>;

// POST /wallet/recharge/recharge-card {code}
export const rechargeCardBodySchema = z.strictObject({
  code: codeInput(z.string().min(1, 'لا يمكنك ترك الحقل فارغاً').max(64)),
});
export type RechargeCardBody = z.infer<typeof rechargeCardBodySchema>;
export const rechargeCardResponseSchema = z.object({
  amount: moneySchema,
  balance: moneySchema,
  transaction: transactionSchema,
  message: z.string(),
});
export type RechargeCardResponse = z.infer<typeof rechargeCardResponseSchema>;

// Gateway orders: POST /wallet/paymob/order/{card,mobile-wallet,kiosk,valu}, /wallet/fawry/order,
// /wallet/shakeout/order, each with {amount}.
export const paymentOrderBodySchema = z.strictObject({ amount: topUpAmountInputSchema });
export type PaymentOrderBody = z.infer<typeof paymentOrderBodySchema>;
export const paymobOrderResponseSchema = z.object({ iframe_url: urlSchema });
export type PaymobOrderResponse = z.infer<typeof paymobOrderResponseSchema>;
export const shakeoutOrderResponseSchema = z.object({ url: urlSchema });
export type ShakeoutOrderResponse = z.infer<typeof shakeoutOrderResponseSchema>;
/** Order data handed to Fawry's pop-up script (shape chosen after Fawry's charge request). */
export const fawryOrderSchema = z.object({
  merchantCode: z.string(),
  merchantRefNum: z.string(),
  customerProfileId: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerMobile: z.string().nullable(),
  chargeItems: z.array(
    z.object({ itemId: z.string(), description: z.string(), price: moneySchema, quantity: z.number().int() }),
  ),
  returnUrl: urlSchema,
  signature: z.string(),
});
export type FawryOrder = z.infer<typeof fawryOrderSchema>;
export const fawryOrderResponseSchema = z.object({
  order: fawryOrderSchema,
  /** script of the production or the staging host, depending on the method */
  script_url: urlSchema,
});
export type FawryOrderResponse = z.infer<typeof fawryOrderResponseSchema>;
export const paymentOrderResponseSchema = z.union([
  paymobOrderResponseSchema,
  shakeoutOrderResponseSchema,
  fawryOrderResponseSchema,
]);
export type PaymentOrderResponse = z.infer<typeof paymentOrderResponseSchema>;
export const walletTransactionsPageSchema = paginated(transactionSchema);
export const topUpRequestsResponseSchema = dataOf(z.array(topUpRequestSchema));

// GET /wallet/topups/{id}: one of the student's own top-ups (a gateway's return reads its state here).
export const topUpRequestOneResponseSchema = dataOf(topUpRequestSchema);
export type TopUpRequestOneResponse = z.infer<typeof topUpRequestOneResponseSchema>;
// GET /wallet/topups?page=: the student's mobile-wallet and manual requests, newest first.
export const topUpRequestsQuerySchema = z.object({ page: numberInput(idSchema.optional()) });
export const topUpRequestsPageSchema = paginated(topUpRequestSchema);
export type TopUpRequestsPage = z.infer<typeof topUpRequestsPageSchema>;
// POST /wallet/topups/{id}/cancel (no body): a pending request of the student's own.
export const topUpCancelResponseSchema = z.object({ data: topUpRequestSchema, message: z.string() });
export type TopUpCancelResponse = z.infer<typeof topUpCancelResponseSchema>;
// GET /wallet/recipient?address=: the display name of a wallet's owner before a transfer.
export const walletRecipientQuerySchema = z.strictObject({
  address: codeInput(z.string().min(1, 'أدخل عنوان المحفظة').max(64)),
});
export type WalletRecipientQuery = z.infer<typeof walletRecipientQuerySchema>;
export const walletRecipientResponseSchema = z.object({ data: z.object({ name: z.string() }) });
export type WalletRecipientResponse = z.infer<typeof walletRecipientResponseSchema>;
