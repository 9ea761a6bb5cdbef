import { walletTransferBodySchema, walletTransferResponseSchema } from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendTransfer, toPounds, toTransactionView } from '../../domain/ledger/index';
import { authOf } from '../../plugins/auth';
import { idempotencyKeyOf } from '../../plugins/idempotency';

/**
 * POST /wallet/transfer (spec 3 §7, §8): amount and recipient address (domain/ledger/wallet-transfer.ts).
 * Both wallets are locked in user-id order by the ledger.
 */
const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/wallet/transfer',
    {
      config: { idempotent: true },
      schema: { body: walletTransferBodySchema, response: { 200: walletTransferResponseSchema } },
    },
    async (req) => {
      const result = await sendTransfer(app.deps.db, {
        fromUserId: authOf(req).user.id,
        toAddress: req.body.wallet_address,
        amount: req.body.amount,
        idempotencyKey: idempotencyKeyOf(req),
      });
      return {
        amount: toPounds(result.amount),
        balance: toPounds(result.balance),
        transaction: toTransactionView(result.sent, { counterpartName: result.counterpartName }),
        serial: result.sent.serial,
      };
    },
  );
};

export default transferRoutes;
