import { mobileWalletTopUpMessages } from '@app/shared-contracts/errors';
import {
  manualRechargeFieldsSchema,
  mobileWalletRechargeFieldsSchema,
  type TopupMethod,
  topUpRequestResponseSchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { topupRequests } from '../../db/schema/index';
import { assertBalanceRoom, DomainError, getBalance, toPiasters, toPounds } from '../../domain/ledger/index';
import { getSettings } from '../../domain/settings/index';
import { fieldError } from '../../lib/errors';
import { cleanImage, readImageForm } from '../../lib/multipart-image';
import { storeUpload } from '../../lib/uploads';
import { authOf } from '../../plugins/auth';
import { receiptsRoot, receiptUrl } from './receipts';

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
    // idempotent: a retried upload (same Idempotency-Key) gets the first answer, not a second request.
    const options = {
      config: { idempotent: true },
      schema: { response: { 200: topUpRequestResponseSchema } },
    };
    app.post(kind.path, options, async (req) => {
      const { db } = app.deps;
      const settings = await getSettings(db);
      if (!settings.enable_wallet_system || !settings.recharge_info.supported_methods.includes(kind.method)) {
        throw new DomainError('FEATURE_DISABLED');
      }
      const { fields, bytes } = await readImageForm(req, {
        fileField: 'attachment',
        schema: kind.fields,
        maxFields: 5,
        unreadable: 'chooseImage',
        notMultipart: { field: kind.receiptRequired ? 'attachment' : 'amount', detail: 'chooseImage' },
      });
      if (!bytes && kind.receiptRequired) throw fieldError('attachment', 'chooseImage');
      const receipt = bytes ? await cleanImage('attachment', bytes) : null;
      const amount = toPiasters(fields.amount);
      if (amount < toPiasters(settings.recharge_info.min_recharge_amount))
        throw new DomainError('LESS_THAN_MIN_AMOUNT');
      // Staff could not confirm it past the balance cap: refused now, before the receipt is stored.
      assertBalanceRoom(await getBalance(db, authOf(req).user.id), amount);
      // Receipts are private (owner and staff): outside the public /uploads, read through
      // GET /v1/wallet/receipts/<name> (receipts.ts) or by staff from DATA_DIR/private/receipts.
      const attachment = receipt
        ? receiptUrl(
            await storeUpload(receiptsRoot(app.deps.config.dataDir), 'receipts', receipt.ext, receipt.bytes),
          )
        : null;
      const [row] = await db
        .insert(topupRequests)
        .values({
          userId: authOf(req).user.id,
          method: kind.method,
          amount,
          payerNumber: fields.payer_number || null,
          message: fields.message || null,
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
