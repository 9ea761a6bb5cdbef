import { mobileWalletTopUpMessages } from '@app/shared-contracts/errors';
import {
  manualRechargeFieldsSchema,
  mobileWalletRechargeFieldsSchema,
  type TopupMethod,
  topUpRequestResponseSchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPounds } from '../../domain/ledger/index';
import { assertTopupMethodOpen, submitTopupRequest } from '../../domain/topups/index';
import { fieldError } from '../../lib/errors';
import { cleanImage, readImageForm } from '../../lib/multipart-image';
import { authOf } from '../../plugins/auth';

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
      const settings = await assertTopupMethodOpen(db, kind.method);
      const { fields, bytes } = await readImageForm(req, {
        fileField: 'attachment',
        schema: kind.fields,
        maxFields: 5,
        unreadable: 'chooseImage',
        notMultipart: { field: kind.receiptRequired ? 'attachment' : 'amount', detail: 'chooseImage' },
      });
      if (!bytes && kind.receiptRequired) throw fieldError('attachment', 'chooseImage');
      const receipt = bytes ? await cleanImage('attachment', bytes) : null;
      // Receipts are private (owner and staff): read through GET /v1/wallet/receipts/<name>.
      const row = await submitTopupRequest(db, app.deps.config.dataDir, settings, {
        userId: authOf(req).user.id,
        method: kind.method,
        amount: fields.amount,
        payerNumber: fields.payer_number || null,
        message: fields.message || null,
        receipt,
      });
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
