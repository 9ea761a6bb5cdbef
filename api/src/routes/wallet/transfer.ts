import { walletTransferBodySchema, walletTransferResponseSchema } from '@app/shared-contracts/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../db/schema/index';
import { fieldError } from '../../domain/errors';
import {
  DomainError,
  toPiasters,
  toPounds,
  toTransactionView,
  transferBalance,
} from '../../domain/ledger/index';
import { getSettings } from '../../domain/settings/index';
import { authOf } from '../../plugins/auth';
import { idempotencyKeyOf } from '../../plugins/idempotency';

/**
 * POST /wallet/transfer (spec 3 §7, §8): amount and recipient address; the sender pays the amount,
 * the recipient gets it less transfer_fees. Both wallets are locked in user-id order by the ledger.
 */
const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/wallet/transfer',
    {
      config: { idempotent: true },
      schema: { body: walletTransferBodySchema, response: { 200: walletTransferResponseSchema } },
    },
    async (req) => {
      const { db } = app.deps;
      const settings = await getSettings(db);
      if (!settings.enable_wallet_system || !settings.enable_wallet_transfers) {
        throw new DomainError('FEATURE_DISABLED');
      }
      const amount = toPiasters(req.body.amount);
      const fee = toPiasters(settings.transfer_fees);
      // The recipient must get something: an amount not above the fee is the amount field's fault.
      if (amount <= fee) throw fieldError('amount', 'transferTooSmall');
      const result = await transferBalance(db, {
        fromUserId: authOf(req).user.id,
        toAddress: req.body.wallet_address,
        amount,
        fee,
        idempotencyKey: idempotencyKeyOf(req),
      });
      const counterpartId = result.sent.counterpartUserId;
      const [to] = counterpartId
        ? await db.select({ name: users.name }).from(users).where(eq(users.id, counterpartId))
        : [];
      return {
        amount: toPounds(amount),
        balance: toPounds(result.balance),
        transaction: toTransactionView(result.sent, { counterpartName: to?.name ?? null }),
        serial: result.sent.serial,
      };
    },
  );
};

export default transferRoutes;
