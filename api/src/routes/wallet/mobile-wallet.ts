import { mobileWalletTopUpMessages } from '@app/shared-contracts/errors';
import {
  manualRechargeFieldsSchema,
  mobileWalletRechargeFieldsSchema,
  type TopupMethod,
  topUpRequestResponseSchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { topupRequests } from '../../db/schema/index';
import { DomainError, toPiasters, toPounds } from '../../domain/ledger/index';
import { getSettings } from '../../domain/settings/index';
import { FieldError, fieldError } from '../../lib/errors';
import { reencodeImage } from '../../lib/image';
import { sniffImage, storeUpload } from '../../lib/uploads';
import { authOf } from '../../plugins/auth';
import { receiptsRoot, receiptUrl } from './receipts';

const RECEIPT_MAX_BYTES = 2 * 1024 * 1024;

/** The two top-ups staff review: the mobile wallet needs its receipt, the manual method may send one. */
const KINDS: {
  path: string;
  method: TopupMethod;
  fields: typeof mobileWalletRechargeFieldsSchema | typeof manualRechargeFieldsSchema;
  receiptRequired: boolean;
}[] = [
  {
    path: '/wallet/recharge/mobile-wallet',
    method: 'mobile_wallets',
    fields: mobileWalletRechargeFieldsSchema,
    receiptRequired: true,
  },
  {
    path: '/wallet/recharge/manual',
    method: 'manual_external_payments',
    fields: manualRechargeFieldsSchema,
    receiptRequired: false,
  },
];

/**
 * POST /wallet/recharge/mobile-wallet (spec 3 §7): multipart amount, payer_number, optional message
 * and the receipt image `attachment`; POST /wallet/recharge/manual (our choice, same fields, payer
 * and receipt optional). Nothing is credited: the request waits 'pending' for staff
 * (pnpm ops confirm-topup) and counts in pending_mobile_payments_count.
 */
const mobileWalletRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of KINDS) {
    app.post(kind.path, { schema: { response: { 200: topUpRequestResponseSchema } } }, async (req) => {
      const { db } = app.deps;
      const settings = await getSettings(db);
      if (!settings.enable_wallet_system || !settings.recharge_info.supported_methods.includes(kind.method)) {
        throw new DomainError('FEATURE_DISABLED');
      }
      if (!req.isMultipart()) throw fieldError(kind.receiptRequired ? 'attachment' : 'amount', 'chooseImage');
      const fields: Record<string, string> = {};
      let bytes: Buffer | null = null;
      try {
        for await (const part of req.parts({
          limits: { fileSize: RECEIPT_MAX_BYTES, files: 1, fields: 5 },
        })) {
          if (part.type === 'file') {
            if (part.fieldname !== 'attachment') throw fieldError(part.fieldname, 'unknownField');
            bytes = await part.toBuffer();
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (err) {
        if (err instanceof FieldError) throw err;
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('attachment', 'imageTooBig');
        if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
          throw err;
        throw fieldError('attachment', 'chooseImage');
      }
      const parsed = kind.fields.safeParse(fields);
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) {
          const key =
            issue.code === 'unrecognized_keys' ? String(issue.keys[0]) : String(issue.path[0] ?? 'body');
          errors[key] = [...(errors[key] ?? []), issue.message];
        }
        throw new FieldError(errors);
      }
      if ((!bytes || bytes.length === 0) && kind.receiptRequired)
        throw fieldError('attachment', 'chooseImage');
      let receipt: { ext: string; clean: Buffer } | null = null;
      if (bytes && bytes.length > 0) {
        const type = await sniffImage(bytes);
        const clean = type ? await reencodeImage(bytes, type.ext) : null;
        if (!type || !clean) throw fieldError('attachment', 'notImage');
        receipt = { ext: type.ext, clean };
      }
      const amount = toPiasters(parsed.data.amount);
      if (amount < toPiasters(settings.recharge_info.min_recharge_amount))
        throw new DomainError('LESS_THAN_MIN_AMOUNT');
      // Receipts are private (owner and staff): outside the public /uploads, read through
      // GET /v1/wallet/receipts/<name> (receipts.ts) or by staff from DATA_DIR/private/receipts.
      const attachment = receipt
        ? receiptUrl(
            await storeUpload(receiptsRoot(app.deps.config.dataDir), 'receipts', receipt.ext, receipt.clean),
          )
        : null;
      const [row] = await db
        .insert(topupRequests)
        .values({
          userId: authOf(req).user.id,
          method: kind.method,
          amount,
          payerNumber: parsed.data.payer_number || null,
          message: parsed.data.message || null,
          attachment,
        })
        .returning();
      if (!row) throw new Error('top-up request not stored');
      return {
        data: {
          id: row.id,
          method: row.method,
          amount: toPounds(row.amount),
          // a new request is always pending
          status: 'pending' as const,
          payer_number: row.payerNumber,
          message: row.message,
          attachment_url: row.attachment,
          created_at: row.createdAt.toISOString(),
        },
        message: mobileWalletTopUpMessages.success,
      };
    });
  }
};

export default mobileWalletRoutes;
